import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { formatCents } from '@/shared/format/money'
import { STOCK_STATUS_TEXT, type StockItemSummary } from '../api'
import './item-card.less'

export function StatusTag({ status }: { status: StockItemSummary['status'] }) {
  return <Text className={`stock-status stock-status--${status.toLowerCase()}`}>{STOCK_STATUS_TEXT[status]}</Text>
}

/** ¥12,345 or 未定价. */
export function priceOrUnset(cents: number | null): string {
  return cents === null ? '未定价' : `¥${formatCents(cents)}`
}

export interface ItemCardProps {
  item: StockItemSummary
  onClick?: () => void
  /** Shown at the left of the card: a checkbox in selection mode. */
  leading?: ReactNode
  /** Shown under the figures: actions or a note. */
  extra?: ReactNode
  /** The list's own figures; the default is peer price and cost. */
  figures?: ReactNode
  /** Shown in place of the stock age (which means nothing for an item no longer held, e.g. in the bin). */
  age?: ReactNode
  /** Leave out the status tag where every item has the same one (the recycle bin). */
  hideStatus?: boolean
}

/** One stock item in a list: photo, title, code, grade, age, status and prices. */
export function ItemCard({ item, onClick, leading, extra, figures, age, hideStatus = false }: ItemCardProps) {
  return (
    <View className='stock-item' onClick={onClick}>
      {leading}
      <Photo className='stock-item__photo' src={item.photo} mode='aspectFill' lazyLoad />
      <View className='stock-item__main'>
        <View className='stock-item__title'>{item.title}</View>
        <View className='stock-item__meta'>
          <Text>{item.code}</Text>
          <Text>{item.grade}</Text>
          {age ?? <Text>库龄{item.ageDays}天</Text>}
          {item.quantity > 1 && <Text>×{item.quantity}</Text>}
        </View>
        <View className='stock-item__figures'>
          {figures ?? (
            <>
              <Text className='stock-item__price'>{priceOrUnset(item.peerPriceCents)}</Text>
              <Text className='stock-item__cost'>成本 {priceOrUnset(item.costCents)}</Text>
            </>
          )}
          {!hideStatus && <StatusTag status={item.status} />}
        </View>
        {extra}
      </View>
    </View>
  )
}
