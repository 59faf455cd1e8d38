import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.less'

export interface DetailCardProps {
  title?: ReactNode
  /** Beside the title, right-aligned (a badge, a TextAction). */
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

/** A word that acts (管理, 拨打, 复制) in the accent colour, a 32px target taking no more room than its line. */
export function TextAction({ text, onClick }: { text: string; onClick?: () => void }) {
  return (
    <Text className="text-action" onClick={onClick}>
      {text}
    </Text>
  )
}

/**
 * plain: the label in a fixed column, the value beside it. amount: a bill's line, the label takes
 * the room and the sum sits right. total: the bill's sum, under a rule and bold.
 */
export type InfoRowKind = 'plain' | 'amount' | 'total'

export interface InfoRowProps {
  label: string
  /** The value (or pass it as children). */
  value?: ReactNode
  children?: ReactNode
  /** Makes the row tappable (a phone to dial, a parcel to follow). */
  onClick?: () => void
  /** The tappable row's verb after the value (拨打, 复制), as a TextAction. */
  action?: string
  /** After the value (an arrow, a copy button). */
  extra?: ReactNode
  /** Default plain. */
  kind?: InfoRowKind
  className?: string
}

/** A label and its value in a DetailCard; tappable when onClick is set. */
export function InfoRow({ label, value, children, onClick, action, extra, kind = 'plain', className = '' }: InfoRowProps) {
  const kindClass = kind === 'plain' ? '' : `info-row--amount ${kind === 'total' ? 'info-row--total' : ''}`
  return (
    <View className={`info-row ${kindClass} ${onClick ? 'info-row--link' : ''} ${className}`} onClick={onClick}>
      <Text className="info-row__label">{label}</Text>
      <View className="info-row__value">{value ?? children}</View>
      {action && <TextAction text={action} />}
      {extra}
    </View>
  )
}
