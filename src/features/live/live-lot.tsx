import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack, navigate } from '@/core/navigation'
import { LotScreen } from '@/features/auction'
import { positiveIntId, useRouteId } from '@/shared/flow'
import { LiveAuditGuard } from './shared'

const ROOM_PATH = 'pages/live/room/index'

/** Back to the room: the page underneath when the dealer came from it, else the room opened anew. */
export function backToRoom(roomId: number): Promise<void> {
  const pages = Taro.getCurrentPages()
  const below = pages[pages.length - 2]
  if (below?.route === ROOM_PATH && Number(below.options?.id) === roomId) return goBack()
  return navigate(ROOM_PATH, { query: { id: roomId } })
}

function LiveLotScreen() {
  const roomId = useRouteId({ param: 'roomId', parseId: positiveIntId })
  const back =
    roomId !== undefined ? (
      <View className="live-back" role="link" onClick={() => void backToRoom(roomId)}>
        返回直播间 ›
      </View>
    ) : undefined
  return (
    <LotScreen
      kicker={(lot) => `直播拍品 · 第${lot.lotNo}号`}
      headExtra={back}
      share={(id, lot) => ({
        title: lot ? `直播拍品 ${lot.title}` : '直播拍品',
        imageUrl: lot?.cover,
        path: 'pages/live/auction/detail/index',
        params: { id, roomId: roomId ? String(roomId) : '' },
      })}
    />
  )
}

/** pages/live/auction/detail?id&roomId: a live room's lot with its bids and bidding, and the way back to the room. */
export function LiveLotDetail() {
  return (
    <LiveAuditGuard>
      <LiveLotScreen />
    </LiveAuditGuard>
  )
}
