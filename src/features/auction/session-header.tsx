import { Text, View } from '@tarojs/components'
import { formatDateTime } from '@/shared/format/time'
import { Countdown } from '@/shared/ui/countdown'
import { DetailCard } from '@/shared/ui/detail-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { SessionDetail } from './api'
import { DepositBanner } from './deposit-banner'
import { SESSION_BADGES } from './badges'
import { Tags } from './shared'

/** Lots bid on but still below their reserve (流拍 if it stays so), the dealer's own leads first. */
function BelowReserve({ session }: { session: SessionDetail }) {
  if (session.status === 'ended' || session.belowReserveCount === 0) return null
  const mine = session.myLeadingBelowReserve
  return (
    <View className="auction-session-head__reserve" role="status">
      {mine > 0 ? `您领先的${mine}件拍品未达保留价，结拍时仍未达将流拍 · ` : ''}
      {session.belowReserveCount}件拍品当前出价未达保留价
    </View>
  )
}

/** A session's header: cover, title, times, intro, countdown and the dealer's deposit. */
export function SessionHeader({ session }: { session: SessionDetail }) {
  return (
    <DetailCard className="auction-session-head">
      <Photo className="auction-session-head__cover" src={session.cover} mode="aspectFill" />
      <View className="auction-session-head__title">
        <Text>{session.title}</Text>
        <StatusBadge {...SESSION_BADGES[session.status]} />
      </View>
      <Tags extendable={session.extendable} membersOnly={session.membersOnly} />
      <Text className="auction-card__meta">
        {formatDateTime(session.startAt, 'MM-DD HH:mm')} 开拍 · {formatDateTime(session.endAt, 'MM-DD HH:mm')} 结束 · {session.lotCount}件拍品 · {session.bidCount}次出价
      </Text>
      {session.status === 'upcoming' && <Countdown until={session.startAt} prefix="距开拍" dueText="即将开拍…" className="auction-countdown" />}
      {session.status === 'live' && <Countdown until={session.endAt} prefix="距最后结拍" dueText="结拍中…" className="auction-countdown" />}
      <BelowReserve session={session} />
      {session.intro && <Text className="auction-session-head__intro">{session.intro}</Text>}
      <DepositBanner amountCents={session.depositCents} deposit={session.deposit} open={session.status !== 'ended'} sessionId={session.id} />
    </DetailCard>
  )
}
