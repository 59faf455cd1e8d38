import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDateTime } from '@/shared/format/time'
import { yuan } from '@/shared/format/money'
import { Countdown } from '@/shared/ui/countdown'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { AuctionSession } from './api'
import { SESSION_BADGES } from './badges'
import { Tags } from './shared'

function SessionTime({ session }: { session: AuctionSession }) {
  if (session.status === 'upcoming') return <Countdown until={session.startAt} prefix="距开拍" dueText="即将开拍…" className="auction-countdown" />
  if (session.status === 'live') return <Countdown until={session.endAt} prefix="距结束" dueText="结拍中…" className="auction-countdown" />
  return <Text className="auction-countdown auction-countdown--over">已于 {formatDateTime(session.endAt)} 结束</Text>
}

/** A session in the auction area: its state, times, counts, deposit and countdown. */
export const SessionCard = memo(function SessionCard({ session }: { session: AuctionSession }) {
  return (
    <ListCard
      className="auction-card auction-session"
      cover={<Photo className="list-card__cover auction-card__cover" src={session.cover} mode="aspectFill" />}
      onClick={() => void navigate('pages/product/auction/list/index', { query: { sessionId: session.id } })}
    >
      <View className="auction-card__head">
        <Text className="list-card__title">{session.title}</Text>
        <StatusBadge {...SESSION_BADGES[session.status]} />
      </View>
      <Tags extendable={session.extendable} membersOnly={session.membersOnly} />
      <Text className="auction-card__meta">
        {formatDateTime(session.startAt)} 开拍 · {formatDateTime(session.endAt)} 结束
      </Text>
      <Text className="auction-card__meta">
        {session.lotCount}件拍品 · {session.bidCount}次出价 · 保证金{yuan(session.depositCents)}
      </Text>
      <SessionTime session={session} />
    </ListCard>
  )
})
