import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { priceOr, yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import { Countdown } from '@/shared/ui/countdown'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import type { RecycleSummary } from '../api'
import { DEAL_STATUSES } from '../machine'
import { StatusBadge } from '@/shared/ui/status-badge'
import { RECYCLE_BADGES } from '../shared'
import './parts.less'
import '@/shared/ui/title-row'

/** What a row needs: a seller's RecycleSummary, or a buyer's row (BuyerOffer) with the price fields it has. */
export type OrderCardData = Pick<RecycleSummary, 'id' | 'status' | 'title' | 'brandName' | 'grade' | 'cover' | 'expectedPriceCents' | 'biddingEndsAt' | 'quoteCount'> &
  Partial<Pick<RecycleSummary, 'no' | 'bestQuoteCents' | 'preRange' | 'dealPriceCents'>>

export interface OrderCardProps {
  order: OrderCardData
  onClick?: () => void
  /** A line of the caller's under the price (the buyer's own quote, a note). */
  extra?: ReactNode
}

function expectedText(cents: number | null): string {
  return `期望价 ${priceOr(cents, '未填写')}`
}

/** The price line that fits the order's state. */
export function orderPriceText(order: OrderCardData): string {
  const { status } = order
  if (status === 'estimating')
    return order.preRange ? `估价 ${yuan(order.preRange.lowCents)}–${yuan(order.preRange.highCents)}` : `等待估价 · ${expectedText(order.expectedPriceCents)}`
  if (status === 'bidding') {
    return order.bestQuoteCents !== null && order.bestQuoteCents !== undefined
      ? `最高报价 ${yuan(order.bestQuoteCents)} · ${order.quoteCount}个报价`
      : `暂无报价 · ${expectedText(order.expectedPriceCents)}`
  }
  // Asked back: no deal was made, whatever was quoted.
  if (status === 'returning') return '退回中，未成交'
  if (status === 'returned') return '已退回，未成交'
  if (DEAL_STATUSES.includes(status) && order.dealPriceCents !== null && order.dealPriceCents !== undefined) return `成交价 ${yuan(order.dealPriceCents)}`
  return expectedText(order.expectedPriceCents)
}

/** A row of a recycling list: cover, title, state, brand · grade, the price line and, while bidding, the time left. */
export function OrderCard({ order, onClick, extra }: OrderCardProps) {
  return (
    <ListCard
      className="recycle-order-card"
      cover={
        order.cover ? (
          <Photo className="list-card__cover recycle-order-card__cover" src={order.cover} mode="aspectFill" />
        ) : (
          <View className="list-card__cover recycle-order-card__cover recycle-no-cover">无图</View>
        )
      }
      onClick={onClick}
    >
      <View className="title-row">
        <Text className="list-card__title title-row__title">{order.title}</Text>
        <StatusBadge {...RECYCLE_BADGES[order.status]} className={`recycle-status recycle-status--${order.status}`} />
      </View>
      <Text className="recycle-order-card__meta">
        {order.brandName}
        {order.grade ? ` · ${order.grade}` : ''}
      </Text>
      <Text className="recycle-order-card__price">{orderPriceText(order)}</Text>
      {order.status === 'bidding' && order.biddingEndsAt && (
        <View className="recycle-order-card__time">
          <Countdown until={order.biddingEndsAt} prefix="距截止" dueText="竞价已截止" className="recycle-order-card__countdown" />
          <Text className="recycle-order-card__end">（{formatDate(order.biddingEndsAt, 'MM-DD HH:mm')}截止）</Text>
        </View>
      )}
      {extra}
    </ListCard>
  )
}
