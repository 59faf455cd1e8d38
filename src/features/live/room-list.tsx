import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { usePagedQuery } from '@/shared/query'
import { Countdown } from '@/shared/ui/countdown'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedRows, TabbedList } from '@/shared/ui/tabbed-list'
import { liveApi, ROOM_STATUSES, ROOM_STATUS_TEXT, type LiveRoom, type RoomStatus } from './api'
import { useListClock } from '@/shared/query/clocked'
import { ROOM_BADGES } from './badges'
import { HostLine } from './room-parts'
import { LiveAuditGuard } from './shared'

const TABS = ROOM_STATUSES.map((status) => ({ key: status, label: ROOM_STATUS_TEXT[status] }))
const EMPTY_TEXT: Record<RoomStatus, string> = { live: '暂无正在直播的直播间，看看预告吧', upcoming: '暂无直播预告', ended: '暂无已结束的直播' }

/** Live: the lot under the hammer now; to come: the start with its countdown; over: the lot count. */
function RoomNow({ room }: { room: LiveRoom }) {
  const lot = room.currentLot
  if (room.status === 'live' && lot) {
    return (
      <View className="live-room-card__now">
        <Text className="live-room-card__lot">
          正在拍 第{lot.lotNo}号 {lot.title}
        </Text>
        <View className="live-room-card__line">
          <Text className="live-price">{lot.currentPriceCents === null ? `起拍 ${yuan(lot.startPriceCents)}` : `当前 ${yuan(lot.currentPriceCents)}`}</Text>
          <Countdown until={lot.endAt} prefix="剩余" dueText="即将落槌" className="live-remaining" />
        </View>
      </View>
    )
  }
  if (room.status === 'upcoming') {
    return (
      <View className="live-room-card__line">
        <Text className="live-muted">{formatDateTime(room.startAt)} 开播</Text>
        <Countdown until={room.startAt} prefix="距开播" dueText="即将开播" className="live-remaining" />
      </View>
    )
  }
  return (
    <Text className="live-muted">
      共{room.lotCount}件拍品{room.status === 'ended' ? ' · 已结束' : ''}
    </Text>
  )
}

export function RoomCard({ room }: { room: LiveRoom }) {
  return (
    <ListCard
      layout="poster"
      className="live-room-card"
      cover={
        <View className="list-card__cover">
          <Photo className="live-room-card__poster" src={room.poster} mode="aspectFill" alt={room.title} />
          <StatusBadge {...ROOM_BADGES[room.status]} />
          {room.status === 'live' && <Text className="live-room-card__viewers">{room.viewerCount}人观看</Text>}
        </View>
      }
      onClick={() => void navigate('pages/live/room/index', { query: { id: room.id } })}
    >
      <Text className="list-card__title">{room.title}</Text>
      <HostLine host={room.host} />
      <RoomNow room={room} />
    </ListCard>
  )
}

function Rooms({ status }: { status: RoomStatus }) {
  const params = { pageSize: 10, status }
  const list = usePagedQuery(liveApi.rooms, params)
  useListClock(liveApi.rooms, params, list.items)
  return <PagedRows list={list} className="live-list" empty={EMPTY_TEXT[status]} renderRow={(room) => <RoomCard room={room} />} />
}

function LiveListScreen() {
  return (
    <TabbedList tabs={TABS} param="status" ticker>
      {(tab) => <Rooms status={tab} />}
    </TabbedList>
  )
}

/** pages/live/list (直播专区): rooms live, to come and over, each with what it is auctioning now. */
export function LiveList() {
  return (
    <LiveAuditGuard>
      <LiveListScreen />
    </LiveAuditGuard>
  )
}
