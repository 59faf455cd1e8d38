import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { FlowActionOptions } from '@/shared/flow'
import { invalidatePaths } from '@/shared/query'
import { DetailCard } from '@/shared/ui/detail-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge, type BadgeEntry } from '@/shared/ui/status-badge'
import type { StockItemSummary } from '../../api'
import './order-ui.less'

/**
 * The stock orders' flow defaults: the items move in or out of stock, so every stock answer (the
 * lists' tab counts too) is stale after an action (or after the server refused one because the
 * state moved: 409/410).
 */
export const STOCK_FLOW: FlowActionOptions = { invalidate: () => invalidatePaths('/stock') }

/** The state on top of a detail page: its badge and what it means. */
export function StatusHead({ badge, description }: { badge: BadgeEntry; description?: string }) {
  return (
    <DetailCard className="stock-order-head">
      <StatusBadge {...badge} className="stock-order-head__badge" />
      {description && <View className="stock-order-head__desc">{description}</View>}
    </DetailCard>
  )
}

/** One order in a list: its number and state, the items, then who, when and how much. */
export function OrderRow({
  no,
  badge,
  items,
  path,
  id,
  children,
}: {
  no: string
  badge: BadgeEntry
  items: StockItemSummary[]
  path: Parameters<typeof navigate>[0]
  id: number
  children: ReactNode
}) {
  return (
    <View className="stock-order-item" onClick={() => void navigate(path, { query: { id } })}>
      <View className="stock-order-item__head">
        <Text>{no}</Text>
        <StatusBadge {...badge} className="stock-order-item__status" />
      </View>
      <ItemStrip items={items} />
      <View className="stock-order-item__foot">{children}</View>
    </View>
  )
}

/** A few item photos in a row with a count: the items of a list card. */
export function ItemStrip({ items }: { items: StockItemSummary[] }) {
  const first = items[0]
  return (
    <View className="stock-order-strip">
      <View className="stock-order-strip__photos">
        {items.slice(0, 3).map((item) => (
          <Photo key={item.id} className="stock-order-strip__photo" src={item.photo} mode="aspectFill" lazyLoad />
        ))}
      </View>
      <View className="stock-order-strip__main">
        <View className="stock-order-strip__title">{first ? first.title : '商品已删除'}</View>
        <View className="stock-order-strip__meta">
          {first ? `${first.code} · ${first.grade}` : ''}
          {items.length > 1 ? `  共${items.length}件` : ''}
        </View>
      </View>
    </View>
  )
}

/** Dial a phone number (a tap on the buyer's or receiver's phone). */
export function callPhone(phoneNumber: string): void {
  Taro.makePhoneCall({ phoneNumber }).catch(() => undefined)
}

/** '138 0013 8000' for reading; the number stays as it is. */
export function phoneText(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone
}
