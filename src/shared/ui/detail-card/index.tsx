import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.less'

export interface DetailCardProps {
  title?: ReactNode
  /** Beside the title, right-aligned (a badge, a link). */
  extra?: ReactNode
  className?: string
  children?: ReactNode
}

/** A white card of a detail page or form, with an optional title and right-hand extra. */
export function DetailCard({ title, extra, className = '', children }: DetailCardProps) {
  return (
    <View className={`detail-card ${className}`}>
      {(title || extra) && (
        <View className="detail-card__head">
          {title && <Text className="detail-card__title">{title}</Text>}
          {extra && <View className="detail-card__extra">{extra}</View>}
        </View>
      )}
      {children}
    </View>
  )
}

export interface InfoRowProps {
  label: string
  /** The value (or pass it as children). */
  value?: ReactNode
  children?: ReactNode
  /** Makes the row tappable (a phone to dial, a parcel to follow). */
  onClick?: () => void
  /** After the value (an arrow, a copy button). */
  extra?: ReactNode
  className?: string
}

/** A label and its value in a DetailCard; tappable when onClick is set. */
export function InfoRow({ label, value, children, onClick, extra, className = '' }: InfoRowProps) {
  return (
    <View className={`info-row ${onClick ? 'info-row--link' : ''} ${className}`} onClick={onClick}>
      <Text className="info-row__label">{label}</Text>
      <View className="info-row__value">{value ?? children}</View>
      {extra}
    </View>
  )
}
