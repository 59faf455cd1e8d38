import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import type { StockItemSummary } from '../../api'
import './order-ui.less'
import { askConfirm } from '@/shared/ui/confirm'

/** A white card of a detail page or form, with an optional title and right-hand extra. */
export function OrderCard({ title, extra, children, className }: { title?: string; extra?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <View className={`stock-order-card ${className ?? ''}`}>
      {(title || extra) && (
        <View className='stock-order-card__head'>
          <Text className='stock-order-card__title'>{title}</Text>
          {extra}
        </View>
      )}
      {children}
    </View>
  )
}

/** A label and its value in a detail card; tappable when onClick is set. */
export function InfoRow({ label, value, onClick, extra }: { label: string; value: ReactNode; onClick?: () => void; extra?: ReactNode }) {
  return (
    <View className={`stock-order-row ${onClick ? 'stock-order-row--link' : ''}`} onClick={onClick}>
      <Text className='stock-order-row__label'>{label}</Text>
      <View className='stock-order-row__value'>{value}</View>
      {extra}
    </View>
  )
}

/** The status banner at the top of a detail page. */
export function StatusBanner({ title, description, tone }: { title: string; description?: string; tone: 'active' | 'done' | 'muted' }) {
  return (
    <View className={`stock-order-banner stock-order-banner--${tone}`}>
      <View className='stock-order-banner__title'>{title}</View>
      {description && <View className='stock-order-banner__desc'>{description}</View>}
    </View>
  )
}

/** One pick among a few options (payment method, carrier, expiry). */
export function ChipGroup<T extends string>({ options, value, onChange }: { options: readonly T[]; value: string; onChange: (value: T) => void }) {
  return (
    <View className='stock-order-chips'>
      {options.map((option) => (
        <Text key={option} className={`chip ${option === value ? 'chip--on' : ''}`} onClick={() => onChange(option)}>
          {option}
        </Text>
      ))}
    </View>
  )
}

/** A few item photos in a row with a count: the items of a list card. */
export function ItemStrip({ items }: { items: StockItemSummary[] }) {
  const first = items[0]
  return (
    <View className='stock-order-strip'>
      <View className='stock-order-strip__photos'>
        {items.slice(0, 3).map((item) => (
          <Photo key={item.id} className='stock-order-strip__photo' src={item.photo} mode='aspectFill' lazyLoad />
        ))}
      </View>
      <View className='stock-order-strip__main'>
        <View className='stock-order-strip__title'>{first ? first.title : '商品已删除'}</View>
        <View className='stock-order-strip__meta'>
          {first ? `${first.code} · ${first.grade}` : ''}
          {items.length > 1 ? `  共${items.length}件` : ''}
        </View>
      </View>
    </View>
  )
}

/** Ask before a destructive action. */
export async function confirmAction(title: string, content: string, danger = false): Promise<boolean> {
  return askConfirm({ title, content, danger })
}

/** Dial a phone number (a tap on the buyer's or receiver's phone). */
export function callPhone(phoneNumber: string): void {
  Taro.makePhoneCall({ phoneNumber }).catch(() => undefined)
}

/** '138 0013 8000' for reading; the number stays as it is. */
export function phoneText(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone
}

