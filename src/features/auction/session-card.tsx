import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDateTime } from '@/shared/format/time'
import { Photo } from '@/shared/ui/photo'
import type { AuctionSession } from './api'
import { Countdown, SessionStatusBadge, Tags, yuan } from './shared'

function SessionTime({ session }: { session: AuctionSession }) {
  if (session.status === 'upcoming') return <Countdown until={session.startAt} prefix='距开拍' dueText='即将开拍…' />
  if (session.status === 'live') return <Countdown until={session.endAt} prefix='距结束' dueText='结拍中…' />
  return <Text className='auction-countdown auction-countdown--over'>已于 {formatDateTime(session.endAt)} 结束</Text>
}

/** A session in the auction area: its state, times, counts, deposit and countdown. */
export const SessionCard = memo(function SessionCard({ session }: { session: AuctionSession }) {
  return (
    <View className='auction-card auction-session' onClick={() => void navigate('pages/product/auction/list/index', { query: { sessionId: session.id } })}>
      <Photo className='auction-card__cover' src={session.cover} mode='aspectFill' />
      <View className='auction-card__body'>
        <View className='auction-card__head'>
          <Text className='auction-card__title'>{session.title}</Text>
          <SessionStatusBadge status={session.status} />
        </View>
        <Tags extendable={session.extendable} membersOnly={session.membersOnly} />
        <Text className='auction-card__meta'>
          {formatDateTime(session.startAt)} 开拍 · {formatDateTime(session.endAt)} 结束
        </Text>
        <Text className='auction-card__meta'>
          {session.lotCount}件拍品 · {session.bidCount}次出价 · 保证金{yuan(session.depositCents)}
        </Text>
        <SessionTime session={session} />
      </View>
    </View>
  )
})
