import { Text, View } from '@tarojs/components'
import { useRemaining } from '@/core/clock/ticker'
import { CATEGORIES } from '@/core/api/catalogue'
import { yuan, yuanToCents } from '@/shared/format/money'
import { Countdown } from '@/shared/ui/countdown'
import { FieldError, FieldLabel } from '@/shared/ui/form'
import type { BuyerStanding, PreQuote, QuoteStatus } from '../api'
import { NOTE_MAX } from '../machine'
import './buyer.less'

export const STANDING_TEXT: Record<BuyerStanding, string> = {
  open: '未报价',
  quoted: '报价中',
  won: '已中标',
  lost: '未中标',
  expired: '已过期',
  gaveup: '已放弃',
}

export function StandingBadge({ standing }: { standing: BuyerStanding }) {
  return <Text className={`buyer-standing buyer-standing--${standing}`}>{STANDING_TEXT[standing]}</Text>
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

/** A yuan input as cents: null when empty, NaN when not an amount (the rules then say so). */
export function centsOf(text: string): number {
  const value = yuanToCents(text)
  return value === null ? 0 : value
}

/** The amount's format message first (最多两位小数), else the contract's rule message. */
export function amountError(text: string, ruleMessage: string | undefined): string | undefined {
  return Number.isNaN(yuanToCents(text)) ? '请输入金额，最多两位小数' : ruleMessage
}

export function noteError(note: string): string | undefined {
  return note.length > NOTE_MAX ? `备注不超过${NOTE_MAX}个字` : undefined
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

/** Several picks among a few options (the accessories found missing). */
export function MultiChips({ label, options, value, onChange, id, error }: { label: string; options: readonly string[]; value: string[]; onChange: (next: string[]) => void; id?: string; error?: string }) {
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((picked) => picked !== option) : [...value, option])
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} />
      {options.length ? (
        <View className='form-choice' role='group' aria-label={label}>
          {options.map((option) => (
            <View key={option} role='checkbox' aria-checked={value.includes(option)} className={`chip ${value.includes(option) ? 'chip--on' : ''}`} onClick={() => toggle(option)}>
              {option}
            </View>
          ))}
        </View>
      ) : (
        <View className='form-field__hint'>卖家未登记配件</View>
      )}
      <FieldError error={error} />
    </View>
  )
}
