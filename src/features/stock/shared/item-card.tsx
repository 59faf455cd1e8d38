import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { priceOr } from '@/shared/format/money'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { StockItemSummary } from '../api'
import { CHANNEL_BADGES, STOCK_BADGES } from './badges'
import { showsCost, useCostVisible } from './use-cost-visible'
import './item-card.less'

/** ¥12,345 or 未定价. */
export function priceOrUnset(cents: number | null): string {
  return priceOr(cents, '未定价')
}

/** 99新 · 黑色 · Togo皮 · 金扣 · 28cm: what tells one piece of a model from the next. */
export function specsOf(item: Pick<StockItemSummary, 'grade' | 'colour' | 'material' | 'hardware' | 'size'>): string {
  return [item.grade, item.colour, item.material, item.hardware, item.size].filter(Boolean).join(' · ')
}

/** A price with its name in front: 同行价 ¥12,345. */
export function LabelledPrice({ label, cents, className }: { label: string; cents: number | null; className?: string }) {
  return (
    <Text className={`stock-price ${className ?? ''}`}>
      <Text className="stock-price__label">{label}</Text>
      {priceOrUnset(cents)}
    </Text>
  )
}

export interface ItemCardProps {
  item: StockItemSummary
  onClick?: () => void
  /** Shown at the left of the card: a checkbox in selection mode. */
  leading?: ReactNode
  /** Shown under the figures: actions or a note. */
  extra?: ReactNode
  /** The list's own figures; the default is peer price and cost, each labelled. */
  figures?: ReactNode
  /** Shown in place of the stock age (which means nothing for an item no longer held, e.g. in the bin). */
  age?: ReactNode
  /** Leave out the status tag where every item has the same one (recently deleted). */
  hideStatus?: boolean
  /** Greyed out: the piece cannot be chosen here (the reason goes in `extra`). */
  disabled?: boolean
}

/** The item's state tag: its status, or where another channel holds it (寄拍审核中, 回收中…) while its status stays 在库. */
export function ItemStateBadge({ item }: { item: Pick<StockItemSummary, 'status' | 'channel'> }) {
  const held = CHANNEL_BADGES[item.channel.kind]
  if (held) return <StatusBadge tone={held.tone} text={item.channel.text} className={`stock-status stock-channel--${item.channel.kind.toLowerCase()}`} />
  // stock-status--<state> names it for the browser checks.
  return <StatusBadge {...STOCK_BADGES[item.status]} className={`stock-status stock-status--${item.status.toLowerCase()}`} />
}

/**
 * One stock item in a list, four lines: title; grade, colour, material, hardware and size;
 * code, location and age; the labelled prices and status. Every line keeps to one line, so a
 * card has the same height whatever it holds (the inventory list's window relies on it).
 */
export function ItemCard({ item, onClick, leading, extra, figures, age, hideStatus = false, disabled = false }: ItemCardProps) {
  const costVisible = useCostVisible()
  return (
    <View className={`stock-item ${disabled ? 'stock-item--disabled' : ''}`} onClick={onClick} aria-disabled={disabled || undefined}>
      {leading}
      <Photo className="stock-item__photo" src={item.photo} mode="aspectFill" lazyLoad />
      <View className="stock-item__main">
        <View className="stock-item__title">{item.title}</View>
        <View className="stock-item__specs">{specsOf(item)}</View>
        <View className="stock-item__meta">
          <Text>{item.code}</Text>
          <Text className="stock-item__location">{item.location}</Text>
          {age ?? <Text>库龄{item.ageDays}天</Text>}
          {item.quantity > 1 && <Text>×{item.quantity}</Text>}
        </View>
        <View className="stock-item__figures">
          {figures ?? (
            <>
              <LabelledPrice label="同行价" cents={item.peerPriceCents} className="stock-price--peer" />
              {showsCost(costVisible, item.costCents) && <LabelledPrice label="成本" cents={item.costCents} className="stock-price--cost" />}
            </>
          )}
          {!hideStatus && <ItemStateBadge item={item} />}
        </View>
        {extra}
      </View>
    </View>
  )
}
