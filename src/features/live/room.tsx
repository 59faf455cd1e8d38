import { Button as TaroButton, Text, View } from '@tarojs/components'
import { reportError } from '@/core/app/errors'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ensureSignedIn } from '@/core/session/auth'
import { useShare } from '@/core/share'
import { BidBar, DepositBanner, type LotDetail } from '@/features/auction'
import { formatDateTime } from '@/shared/format/time'
import { useClockedRouteRecord, useFlowAction } from '@/shared/flow'
import { Countdown } from '@/shared/ui/countdown'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { liveApi, type RoomDetail } from './api'
import { CurrentLotCard } from './current-lot'
import { HammerBanner } from './hammer-banner'
import { BidStream, ClosedLots, UpcomingLots } from './room-feed'
import { CommentBox, CommentList } from './room-comments'
import { applyRoomLot, patchRoom } from './room-cache'
import { ROOM_BADGES } from './badges'
import { HostLine } from './room-parts'
import { LiveAuditGuard } from './shared'
import { StreamPlayer } from './stream-player'

/**
 * On air: a new bid or comment shows within 2 s; to come: often enough to open on time. One call
 * per poll: the room's reply carries its lot under the hammer in full (30 requests a minute).
 */
export const ROOM_POLL_MS = 2000
export const UPCOMING_ROOM_POLL_MS = 10_000

function roomPollMs(room: RoomDetail): number | undefined {
  if (room.status === 'live') return ROOM_POLL_MS
  return room.status === 'upcoming' ? UPCOMING_ROOM_POLL_MS : undefined
}

/** What the room's rule is, in a dealer's words (the lot's own extension figures). */
function ruleNote(lot: LotDetail | null): string {
  if (!lot) return '直播拍卖中 · 下一件即将开拍'
  if (!lot.extendable) return '直播拍卖中 · 倒计时结束即落槌'
  return `直播拍卖中 · 最后${lot.extendWindowSeconds}秒内有人出价，结拍延至出价后${lot.extendBySeconds}秒`
}

/** 关注 the host (kept on the server) and 分享 the room. */
function RoomActions({ room, share }: { room: RoomDetail; share: () => Promise<void> }) {
  const following = useFlowAction({ refusals: [] })
  const toggle = () => {
    if (following.busy || !ensureSignedIn()) return
    void following.run(() => callApi(liveApi.follow, { roomId: room.id, follow: !room.following }, { loading: false, handleError: true }), {
      done: room.following ? undefined : '已关注',
      failed: '操作失败，请稍后重试',
      after: (state) => patchRoom(room.id, (held) => ({ ...held, ...state })),
    })
  }
  return (
    <View className="live-room-head__actions">
      <View className={`live-follow ${room.following ? 'live-follow--on' : ''}`} role="button" aria-pressed={room.following} onClick={toggle}>
        {room.following ? '已关注' : '+ 关注'}
      </View>
      <Text className="live-muted">{room.followerCount}人关注</Text>
      {process.env.TARO_ENV === 'weapp' ? (
        // WeChat's share sheet, with the page's share message (onShareAppMessage).
        <TaroButton className="live-share" openType="share">
          分享
        </TaroButton>
      ) : (
        <View className="live-share" role="button" onClick={() => void share().catch(reportError)}>
          分享
        </View>
      )}
    </View>
  )
}

/** The host's stream (or the poster before and after), the host, 关注 and share, the audience while live. */
function RoomHead({ room, share }: { room: RoomDetail; share: () => Promise<void> }) {
  return (
    <View className="live-room-head">
      <View className="live-room-head__poster-box">
        <StreamPlayer room={room} />
        <StatusBadge {...ROOM_BADGES[room.status]} />
        {room.status === 'live' && <Text className="live-room-card__viewers">{room.viewerCount}人观看</Text>}
      </View>
      <View className="live-room-head__body">
        <Text className="live-room-head__title">{room.title}</Text>
        <View className="live-room-head__host">
          <HostLine host={room.host} />
          <RoomActions room={room} share={share} />
        </View>
        {room.status === 'live' && <Text className="live-note">{ruleNote(room.currentLot)}</Text>}
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

function Comments({ room }: { room: RoomDetail }) {
  return (
    <DetailCard title="评论">
      {room.status !== 'ended' && <CommentBox roomId={room.id} />}
      <CommentList comments={room.comments} />
    </DetailCard>
  )
}

function Ended({ room }: { room: RoomDetail }) {
  return (
    <>
      <HammerBanner hammer={room.hammer} />
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

function OnAir({ room }: { room: RoomDetail }) {
  const lot = room.currentLot
  const open = (lotId: number) => void navigate('pages/live/auction/detail/index', { query: { id: lotId, roomId: room.id } })
  return (
    <>
      <DetailCard title="正在拍卖" className="live-on-air">
        <HammerBanner hammer={room.hammer} />
        {lot ? <CurrentLotCard lot={lot} onOpen={() => open(lot.id)} /> : <Text className="live-muted live-empty">下一件拍品即将开拍…</Text>}
      </DetailCard>
      <Comments room={room} />
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
  // The room's own poll keeps its lot live too (bids, 领先/出局, extensions); asked again at the
  // lot's end (or the start), so the hammer fall shows at once.
  const {
    id,
    record: room,
    remote,
    layout,
  } = useClockedRouteRecord(liveApi.room, {
    pollMs: roomPollMs,
    dueAt: (held) => (held.status === 'live' ? held.currentLot?.endAt : held.status === 'upcoming' ? held.startAt : undefined),
  })
  const lot = room?.status === 'live' ? room.currentLot : null
  const share = useShare(() => ({ title: room?.title ?? '直播间', imageUrl: room?.poster, path: 'pages/live/room/index', params: { id: id === undefined ? '' : String(id) } }))

  const footer = room && lot ? <BidBar lot={lot} onLot={(fresh) => applyRoomLot(room.id, fresh)} roomId={room.id} /> : undefined
  return (
    <PageTicker>
      <PageLayout {...layout} footer={footer}>
        {room && (
          <View className="live-room">
            <RoomHead room={room} share={share} />
            {/* On entry, before any lot: the deposit bidding here needs, paid or 去缴纳 (back to the room). */}
            <DetailCard className="live-room-deposit">
              <DepositBanner amountCents={room.depositCents} deposit={room.deposit} open={room.status !== 'ended'} sessionId={room.sessionId} roomId={room.id} />
            </DetailCard>
            {remote.pollFailed && <Text className="live-offline">网络不稳定，正在重新连接…</Text>}
            {room.status === 'live' && <OnAir room={room} />}
            {room.status === 'upcoming' && <Upcoming room={room} />}
            {room.status === 'upcoming' && <Comments room={room} />}
            {room.status === 'ended' && <Ended room={room} />}
            {room.status === 'ended' && <Comments room={room} />}
          </View>
        )}
      </PageLayout>
    </PageTicker>
  )
}

/** pages/live/room?id: a live room's stream, the lot under the hammer with bidding and its 落槌, comments, the bids streaming in. */
export function LiveRoomPage() {
  return (
    <LiveAuditGuard>
      <LiveRoomScreen />
    </LiveAuditGuard>
  )
}
