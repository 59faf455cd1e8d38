import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { goBack, navigate } from '@/core/navigation'
import { useShare } from '@/core/share'
import type { LotDetail } from '@/features/auction'
import { useLotLive, lotFooter, BidHistory, ExtendInfo, LotFacts, Standing, DepositLine, LotStatusBadge, LotTime } from '@/features/auction'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { LiveAuditGuard } from './shared'

const ROOM_PATH = 'pages/live/room/index'

/** Back to the room: the page underneath when the dealer came from it, else the room opened anew. */
export function backToRoom(roomId: number): Promise<void> {
  const pages = Taro.getCurrentPages()
  const below = pages[pages.length - 2]
  if (below?.route === ROOM_PATH && Number(below.options?.id) === roomId) return goBack()
  return navigate(ROOM_PATH, { query: { id: roomId } })
}

function Head({ lot, roomId }: { lot: LotDetail; roomId: number | null }) {
  return (
    <View className='live-card'>
      <View className='live-jl__price-line'>
        <Text className='live-lot__no'>直播拍品 · 第{lot.lotNo}号</Text>
        <LotStatusBadge status={lot.status} />
        {lot.extendCount > 0 && <Text className='live-lot__extended'>延时</Text>}
      </View>
      <Text className='live-jl__title'>{lot.title}</Text>
      <Text className='live-price live-price--big'>
        {lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `${lot.status === 'sold' ? '成交价' : '当前价'} ${yuan(lot.currentPriceCents)}`}
      </Text>
      <LotTime lot={lot} />
      <ExtendInfo lot={lot} />
      {roomId !== null && (
        <View className='live-back' role='link' onClick={() => void backToRoom(roomId)}>
          返回直播间 ›
        </View>
      )}
    </View>
  )
}

function LiveLotScreen() {
  const { params } = useCurrentRoute()
  const roomId = Number(params.roomId)
  const room = Number.isInteger(roomId) && roomId > 0 ? roomId : null
  const { lot, remote, apply } = useLotLive(Number(params.id))
  useShare(() => ({ title: lot ? `直播拍品 ${lot.title}` : '直播拍品', imageUrl: lot?.cover, path: 'pages/live/auction/detail/index', params: { id: params.id ?? '', roomId: params.roomId ?? '' } }))
  const open = lot?.status === 'live' || lot?.status === 'upcoming'
  return (
    <PageTicker>
      <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={lotFooter(lot, apply)}>
        {lot && (
          <View className='live-jl'>
            {lot.photos.length > 0 && <PhotoCarousel photos={lot.photos} label={lot.title} />}
            <Standing lot={lot} />
            <Head lot={lot} roomId={room} />
            <LotFacts lot={lot} />
            {lot.deposit && (
              <View className='live-card'>
                <DepositLine amountCents={lot.deposit.amountCents} deposit={lot.deposit} open={open} sessionId={lot.sessionId} lotId={lot.id} />
              </View>
            )}
            <BidHistory lot={lot} />
            {lot.description && (
              <View className='live-card'>
                <Text className='live-section__title'>拍品描述</Text>
                <Text className='live-jl__text'>{lot.description}</Text>
              </View>
            )}
          </View>
        )}
      </PageLayout>
    </PageTicker>
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
