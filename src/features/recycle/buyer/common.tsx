import { useRemaining } from '@/core/clock/ticker'
import { CATEGORIES } from '@/core/api/catalogue'
import { yuan } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { noteError as sharedNoteError } from '@/shared/rules/reason'
import { Countdown } from '@/shared/ui/countdown'
import type { BuyerStanding, PreQuote, QuoteStatus } from '../api'
import type { BadgeTable, BadgeTone } from '@/shared/ui/status-badge'
import './buyer.less'

export const STANDING_TEXT: Record<BuyerStanding, string> = {
  open: '未报价',
  quoted: '报价中',
  won: '已中标',
  lost: '未中标',
  expired: '已过期',
  gaveup: '已放弃',
}

const STANDING_TONE: Partial<Record<BuyerStanding, BadgeTone>> = { won: 'done', expired: 'alert', lost: 'over', gaveup: 'over' }

/** Where my quote stands, as a badge: `<StatusBadge {...STANDING_BADGES[standing]} />`. */
export const STANDING_BADGES = Object.fromEntries(
  (Object.keys(STANDING_TEXT) as BuyerStanding[]).map((standing) => [standing, { text: STANDING_TEXT[standing], tone: STANDING_TONE[standing] ?? 'active' }]),
) as BadgeTable<BuyerStanding>

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
  return <Countdown until={until} prefix="距截止" dueText="报价已截止" className={`buyer-end ${soon ? 'buyer-end--soon' : ''} ${className}`} />
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

/** 全部 ('') and one chip per category: ChoiceChips' options of the category filter. */
export const CATEGORY_OPTIONS = [{ value: '', label: '全部' }, ...CATEGORIES.map((category) => ({ value: category, label: category }))]
