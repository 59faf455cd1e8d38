import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { useShare } from '@/core/share'
import { BidBar, DepositBanner, useLotLive } from '@/features/auction'
import { formatDateTime } from '@/shared/format/time'
import { useClockedRouteRecord } from '@/shared/flow'
import { Countdown } from '@/shared/ui/countdown'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { liveApi, type RoomDetail } from './api'
import { CurrentLotCard } from './current-lot'
import { BidStream, ClosedLots, UpcomingLots } from './room-feed'
import { ROOM_BADGES } from './badges'
import { HostLine } from './room-parts'
import { LiveAuditGuard } from './shared'

/** On air: a new bid shows within 2 s; to come: often enough to open on time. */
export const ROOM_POLL_MS = 2000
export const UPCOMING_ROOM_POLL_MS = 10_000

function roomPollMs(room: RoomDetail): number | undefined {
  if (room.status === 'live') return ROOM_POLL_MS
  return room.status === 'upcoming' ? UPCOMING_ROOM_POLL_MS : undefined
}

/** No video (WeChat's live-player is closed to e-commerce): the poster, the host and the audience. */
function RoomHead({ room }: { room: RoomDetail }) {
  return (
    <View className="live-room-head">
      <View className="live-room-head__poster-box">
        <Photo className="live-room-head__poster" src={room.poster} mode="aspectFill" alt={room.title} />
        <StatusBadge {...ROOM_BADGES[room.status]} />
        {room.status !== 'upcoming' && <Text className="live-room-card__viewers">{room.viewerCount}人观看</Text>}
      </View>
      <View className="live-room-head__body">
        <Text className="live-room-head__title">{room.title}</Text>
        <HostLine host={room.host} />
        {room.status === 'live' && <Text className="live-note">图文直播 · 竞拍实时进行中，出价以服务器结果为准</Text>}
        {room.intro && <Text className="live-muted">{room.intro}</Text>}
      </View>
    </View>
  )
}

function Upcoming({ room }: { room: RoomDetail }) {
  return (
    <>
      <View className="live-start">
        <Text className="live-muted">
          {formatDateTime(room.startAt, 'MM月DD日 HH:mm')} 开播 · 共{room.lotCount}件拍品
        </Text>
        <Countdown until={room.startAt} prefix="距开播" dueText="即将开播" className="live-remaining live-start__clock" />
      </View>
      <DetailCard title="待拍拍品">
        <UpcomingLots lots={room.upcomingLots} />
      </DetailCard>
    </>
  )
}

function Ended({ room }: { room: RoomDetail }) {
  return (
    <>
      <View className="live-start">
        <Text className="live-start__ended">本场直播已结束</Text>
        <Text className="live-muted">共{room.lotCount}件拍品</Text>
      </View>
      <DetailCard title="拍卖结果">
        <ClosedLots lots={room.closedLots} />
      </DetailCard>
    </>
  )
}

interface OnAirProps {
  room: RoomDetail
  lot: RoomDetail['currentLot']
}

function OnAir({ room, lot }: OnAirProps) {
  const open = (lotId: number) => void navigate('pages/live/auction/detail/index', { query: { id: lotId, roomId: room.id } })
  return (
    <>
      <DetailCard title="正在拍卖">
        {lot ? <CurrentLotCard lot={lot} onOpen={() => open(lot.id)} /> : <Text className="live-muted live-empty">下一件拍品即将开拍…</Text>}
      </DetailCard>
      <DetailCard title="实时出价">
        <BidStream bids={room.bids} />
      </DetailCard>
      <DetailCard title="待拍拍品">
        <UpcomingLots lots={room.upcomingLots} />
      </DetailCard>
      <DetailCard title="最近成交">
        <ClosedLots lots={room.closedLots} />
      </DetailCard>
    </>
  )
}

function LiveRoomScreen() {
  const { id, record: room, remote, layout } = useClockedRouteRecord(liveApi.room, { pollMs: roomPollMs })
  const current = room?.status === 'live' ? room.currentLot : null
  // The lot under the hammer, kept live by the auction's own poll (bids, 领先/出局, extensions).
  const bidding = useLotLive(current?.id ?? 0, { enabled: current !== null })
  const lot = bidding.lot && bidding.lot.id === current?.id ? bidding.lot : current
  useShare(() => ({ title: room?.title ?? '直播间', imageUrl: room?.poster, path: 'pages/live/room/index', params: { id: id === undefined ? '' : String(id) } }))

  const footer = bidding.lot && bidding.lot.id === current?.id ? <BidBar lot={bidding.lot} onLot={bidding.apply} roomId={room?.id} /> : undefined
  return (
    <PageTicker>
      <PageLayout {...layout} footer={footer}>
        {room && (
          <View className="live-room">
            <RoomHead room={room} />
            {/* On entry, before any lot: the deposit bidding here needs, paid or 去缴纳 (back to the room). */}
            <DetailCard className="live-room-deposit">
              <DepositBanner amountCents={room.depositCents} deposit={room.deposit} open={room.status !== 'ended'} sessionId={room.sessionId} roomId={room.id} />
            </DetailCard>
            {remote.pollFailed && <Text className="live-offline">网络不稳定，正在重新连接…</Text>}
            {room.status === 'live' && <OnAir room={room} lot={lot} />}
            {room.status === 'upcoming' && <Upcoming room={room} />}
            {room.status === 'ended' && <Ended room={room} />}
          </View>
        )}
      </PageLayout>
    </PageTicker>
  )
}

/** pages/live/room?id: a live room's poster, the lot under the hammer with bidding, the bids streaming in. */
export function LiveRoomPage() {
  return (
    <LiveAuditGuard>
      <LiveRoomScreen />
    </LiveAuditGuard>
  )
}
