import type { ReactNode } from 'react'
import { Text } from '@tarojs/components'
import './index.less'

/** active: under way (accent); done: finished well; over: ended, nothing to do; alert: the dealer is wanted; info: neutral news. */
export type BadgeTone = 'active' | 'done' | 'over' | 'alert' | 'info'

/** One state's badge: its words and tone (default active). */
export interface BadgeEntry {
  text: string
  tone?: BadgeTone
}

/** Every state's badge, by state: `<StatusBadge {...TABLE[status]} />`. */
export type BadgeTable<K extends string> = Record<K, BadgeEntry>

export interface StatusBadgeProps {
  /** The words (or pass them as children). */
  text?: ReactNode
  tone?: BadgeTone
  className?: string
  children?: ReactNode
}

/** A state in a small pill, coloured by its tone. */
export function StatusBadge({ text, tone = 'active', className = '', children }: StatusBadgeProps) {
  return <Text className={`status-badge status-badge--${tone} ${className}`}>{text ?? children}</Text>
}
