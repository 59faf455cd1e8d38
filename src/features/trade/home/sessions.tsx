import { memo, useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { syncServerClock } from '@/core/clock'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { Countdown } from '@/shared/ui/countdown'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { TradeHome, TradeRoomCard, TradeSessionCard } from '../api'

const RoomCard = memo(function RoomCard({ room }: { room: TradeRoomCard }) {
  const lot = room.currentLot
  return (
    <ListCard
      layout="poster"
      className="trade-home__room"
      cover={
        <View className="list-card__cover">
          <Photo className="trade-home__room-poster" src={room.poster} mode="aspectFill" />
          <StatusBadge text="直播中" tone="alert" />
        </View>
      }
      onClick={() => navigate('pages/live/room/index', { query: { id: room.id } })}
    >
      <Text className="trade-home__room-title">{room.title}</Text>
      {lot && (
        <Text className="trade-home__room-meta">
          第{lot.lotNo}号 · {yuan(lot.currentPriceCents ?? lot.startPriceCents)}
        </Text>
      )}
    </ListCard>
  )
})

const SessionRow = memo(function SessionRow({ session }: { session: TradeSessionCard }) {
  const live = session.status === 'live'
  return (
    <View className="trade-home__session" onClick={() => navigate('pages/product/auction/list/index', { query: { sessionId: session.id } })}>
      <Photo className="trade-home__cover" src={session.cover} mode="aspectFill" />
      <View className="trade-home__session-body">
        <View className="trade-home__session-title">{session.title}</View>
        <Text className="trade-home__session-meta">
          {live ? `${session.lotCount} 件拍品 · ${session.bidCount} 次出价` : `${formatDateTime(session.startAt)} 开拍 · ${session.lotCount} 件拍品`}
        </Text>
        {live ? (
          <Countdown until={session.endAt} prefix="距结拍" className="trade-home__countdown" />
        ) : (
          <Countdown until={session.startAt} prefix="距开拍" className="trade-home__countdown" />
        )}
      </View>
      <Text className={`trade-home__status trade-home__status--${session.status}`}>{live ? '拍卖中' : '预展中'}</Text>
    </View>
  )
})

/**
 * What is live now (rooms on air and timed sessions bidding) and starting soon, with countdowns on
 * the server's clock from one ticker. The reply's serverTime is as of its answer (updatedAt).
 */
export function LiveNow({ data, updatedAt }: { data: TradeHome; updatedAt?: number }) {
  useEffect(() => {
    if (updatedAt) syncServerClock(data.serverTime, updatedAt, updatedAt)
  }, [data.serverTime, updatedAt])
  const live = data.sessions.filter((session) => session.status === 'live')
  const upcoming = data.sessions.filter((session) => session.status === 'upcoming')
  return (
    <PageTicker>
      {data.rooms.length > 0 && (
        <View className="trade-home__section">
          <View className="trade-home__section-head">
            <Text className="trade-home__section-title">正在直播</Text>
            <Text className="trade-home__more" onClick={() => navigate('pages/live/list/index')}>
              全部直播 ›
            </Text>
          </View>
          <View className="trade-home__rooms">
            {data.rooms.map((room) => (
              <RoomCard key={room.id} room={room} />
            ))}
          </View>
        </View>
      )}
      <View className="trade-home__section">
        <View className="trade-home__section-head">
          <Text className="trade-home__section-title">正在拍卖</Text>
          <Text className="trade-home__more" onClick={() => navigate('pages/product/auction/home-list/index')}>
            拍卖专区 ›
          </Text>
        </View>
        {live.length ? live.map((session) => <SessionRow key={session.id} session={session} />) : <Text className="trade-home__none">暂无进行中的专场</Text>}
      </View>
      {upcoming.length > 0 && (
        <View className="trade-home__section">
          <Text className="trade-home__section-title">即将开拍</Text>
          {upcoming.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </View>
      )}
    </PageTicker>
  )
}
