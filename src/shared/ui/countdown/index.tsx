import { memo } from 'react'
import { View } from '@tarojs/components'
import { formatRemaining } from '@/core/clock'
import { useRemaining } from '@/core/clock/ticker'
import './index.less'

export interface CountdownProps {
  /** ISO time on the server's clock. */
  until: string
  /** Before the time: 距开拍, 剩余… */
  prefix: string
  /** At zero (结拍中…: the server, not the phone, says what happened then); without it, `prefix 00:00`. */
  dueText?: string
  /** The area's look (colour, size); `countdown--due` is added at zero. */
  className?: string
}

/**
 * `prefix mm:ss` to a time, read from the page's one ticker (PageTicker), never a timer of its
 * own: a leaf that re-renders alone once a second. Inline in a line of text, like a Text (a View
 * for its role, which Text does not take).
 */
export const Countdown = memo(function Countdown({ until, prefix, dueText, className = '' }: CountdownProps) {
  const remaining = useRemaining(until)
  if (remaining === null) return null
  const due = remaining === 0
  return (
    <View className={`countdown ${due ? 'countdown--due' : ''} ${className}`} role="timer" aria-live="off">
      {due && dueText !== undefined ? dueText : `${prefix} ${formatRemaining(remaining)}`}
    </View>
  )
})
