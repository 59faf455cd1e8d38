/**
 * Amounts (spec section 9: money is held in cents). One rule for every amount the app takes and
 * the mock checks: a whole number of cents, typed as yuan with at most two decimals, up to one cap.
 */
import { yuan } from '@/shared/format/money'

/**
 * ¥100,000,000 (1亿). A single watch, diamond or jewellery piece can pass ¥10,000,000 (1000万),
 * so a lower cap would refuse real stock; more than 1亿 is a typing mistake.
 */
export const AMOUNT_MAX_CENTS = 10_000_000_000
export const AMOUNT_MAX_TEXT = yuan(AMOUNT_MAX_CENTS)

/**
 * What a user typed as a yuan amount, in cents: null for an empty field, NaN for anything that
 * is not a non-negative amount with at most two decimals (thousands separators allowed).
 */
export function yuanToCents(text: string): number | null {
  const value = text.trim().replace(/,/g, '')
  if (!value) return null
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A whole, non-negative number of cents. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

export interface AmountRule {
  /** Whether a missing amount (null, undefined) is an error; default true. */
  required?: boolean
  /** Whether 0 is refused; default false. */
  positive?: boolean
}

/**
 * The one amount check: null or undefined is a missing value, NaN (a typed text that is not an
 * amount) a malformed one; a number must be whole cents, at most AMOUNT_MAX_CENTS.
 */
export function amountError(value: unknown, label: string, { required = true, positive = false }: AmountRule = {}): string | undefined {
  if (value === null || value === undefined) return required ? `请输入${label}` : undefined
  if (typeof value !== 'number' || Number.isNaN(value)) return `${label}格式不正确，最多两位小数`
  if (!isCents(value)) return `${label}格式不正确`
  if (positive && value === 0) return `${label}需大于0`
  if (value > AMOUNT_MAX_CENTS) return `${label}不能超过${AMOUNT_MAX_TEXT}`
  return undefined
}

/** The amount rule on a typed yuan text. */
export function typedAmountError(text: string, label: string, rule?: AmountRule): string | undefined {
  return amountError(yuanToCents(text), label, rule)
}

/** Only the typing part of the rule (at most two decimals), for forms that check the rest elsewhere. */
export function amountFormatError(text: string, label = '金额'): string | undefined {
  return Number.isNaN(yuanToCents(text)) ? amountError(Number.NaN, label) : undefined
}
