import { View } from '@tarojs/components'
import { useRemaining } from '@/core/clock/ticker'
import { CATEGORIES } from '@/core/api/catalogue'
import { yuan } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { noteError as sharedNoteError } from '@/shared/rules/reason'
import { Countdown } from '@/shared/ui/countdown'
import type { BuyerStanding, PreQuote, QuoteStatus } from '../api'
import { Pill, type PillTone } from '../shared'
import './buyer.less'

export const STANDING_TEXT: Record<BuyerStanding, string> = {
  open: '未报价',
  quoted: '报价中',
  won: '已中标',
  lost: '未中标',
  expired: '已过期',
  gaveup: '已放弃',
}

const STANDING_TONE: Partial<Record<BuyerStanding, PillTone>> = { won: 'done', expired: 'alert', lost: 'over', gaveup: 'over' }

export function StandingBadge({ standing }: { standing: BuyerStanding }) {
  return <Pill tone={STANDING_TONE[standing]}>{STANDING_TEXT[standing]}</Pill>
}

export const QUOTE_STATUS_TEXT: Record<QuoteStatus, string> = {
  active: '有效',
  expired: '已过期',
  accepted: '已中标',
  lost: '未中标',
  withdrawn: '已撤回',
}

/** Under this long to the end of quoting, the countdown turns red. */
export const CLOSING_SOON_MS = 3600 * 1000

/** 距截止 countdown to the end of quoting; red in its last hour, 报价已截止 at zero. */
export function BiddingEnd({ until, className = '' }: { until: string; className?: string }) {
  const remaining = useRemaining(until)
  const soon = remaining !== null && remaining > 0 && remaining < CLOSING_SOON_MS
  return <Countdown until={until} prefix='距截止' dueText='报价已截止' className={`buyer-end ${soon ? 'buyer-end--soon' : ''} ${className}`} />
}

/** ¥8,000–¥10,000 */
export function rangeText(range: Pick<PreQuote, 'lowCents' | 'highCents'>): string {
  return `${yuan(range.lowCents)}–${yuan(range.highCents)}`
}

/** A yuan input as cents; NaN when empty or not an amount (the rules then ask for it, as for a request without it). */
export function centsOf(text: string): number {
  return yuanToCents(text) ?? Number.NaN
}

/** The amount's format message first (最多两位小数), else the contract's rule message. */
export function amountError(text: string, ruleMessage: string | undefined): string | undefined {
  return amountFormatError(text) ?? ruleMessage
}

export function noteError(note: string): string | undefined {
  return sharedNoteError(note, '备注')
}

const CATEGORY_OPTIONS = ['', ...CATEGORIES] as const

/** 全部 and one chip per category; '' is all. */
export function CategoryChips({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  return (
    <View className='buyer-categories' role='radiogroup' aria-label='品类'>
      {CATEGORY_OPTIONS.map((category) => (
        <View key={category || 'all'} role='radio' aria-checked={category === value} className={`chip ${category === value ? 'chip--on' : ''}`} onClick={() => category !== value && onChange(category)}>
          {category || '全部'}
        </View>
      ))}
    </View>
  )
}
