import { useEffect, useRef, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { LotSummary } from '@/features/auction'
import { formatDateTime } from '@/shared/format/time'
import { Photo } from '@/shared/ui/photo'
import type { RoomBid } from './api'
import { yuan } from '@/shared/format/money'

/** The bids streaming in, newest first: bids that came with the last poll are marked new. */
export function BidStream({ bids }: { bids: RoomBid[] }) {
  // The newest bid already on screen before this answer: anything above it just came in.
  const shownUpTo = useRef<number | null>(null)
  const newestBefore = shownUpTo.current
  useEffect(() => {
    shownUpTo.current = bids.reduce((top, bid) => Math.max(top, bid.id), shownUpTo.current ?? 0)
  }, [bids])
  if (!bids.length) return <Text className="live-muted live-empty">还没有出价，快来出第一口</Text>
  return (
    <View className="live-bids" aria-live="polite">
      {bids.map((bid) => (
        <View key={bid.id} className={`live-bid ${bid.mine ? 'live-bid--mine' : ''} ${newestBefore !== null && bid.id > newestBefore ? 'live-bid--new' : ''}`}>
          <Text className="live-bid__who">{bid.mine ? '我' : bid.bidder}</Text>
          <Text className="live-bid__lot">第{bid.lotNo}号</Text>
          <Text className="live-bid__amount">{yuan(bid.amountCents)}</Text>
          <Text className="live-bid__at">{formatDateTime(bid.at, 'HH:mm:ss')}</Text>
        </View>
      ))}
    </View>
  )
}

/** One lot in the room's lists: its photo, number and title, and a line below (price or result). */
function LotLine({ lot, children }: { lot: LotSummary; children: ReactNode }) {
  return (
    <View className="live-row">
      <Photo className="live-row__cover" src={lot.cover} mode="aspectFill" alt="" />
      <View className="live-row__body">
        <Text className="live-row__title">
          第{lot.lotNo}号 {lot.title}
        </Text>
        {children}
      </View>
    </View>
  )
}

/** The lots still to come, in order. */
export function UpcomingLots({ lots }: { lots: LotSummary[] }) {
  if (!lots.length) return <Text className="live-muted live-empty">没有待拍的拍品了</Text>
  return (
    <View>
      {lots.map((lot) => (
        <LotLine key={lot.id} lot={lot}>
          <Text className="live-muted">
            {lot.grade} · 起拍价 {yuan(lot.startPriceCents)}
          </Text>
        </LotLine>
      ))}
    </View>
  )
}

/** 成交 ¥… or 流拍, with the dealer's own win marked. */
export function resultText(lot: LotSummary): string {
  if (lot.status === 'sold' && lot.currentPriceCents !== null) return `成交 ${yuan(lot.currentPriceCents)}`
  return '流拍'
}

/** The last lots closed, newest first, with their results. */
export function ClosedLots({ lots }: { lots: LotSummary[] }) {
  if (!lots.length) return <Text className="live-muted live-empty">还没有落槌的拍品</Text>
  return (
    <View>
      {lots.map((lot) => (
        <LotLine key={lot.id} lot={lot}>
          <Text className={`live-result live-result--${lot.status}`}>
            {resultText(lot)}
            {lot.myState === 'won' ? ' · 我拍得' : ''}
          </Text>
        </LotLine>
      ))}
    </View>
  )
}
