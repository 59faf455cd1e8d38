import { yuan } from '@/shared/format/money'
import { amountError, yuanToCents } from '@/shared/rules/amount'
import { incrementAt, isOnLadder, nextBid, raiseBy, roundUpToLadder } from '../ladder'

export interface AmountCheck {
  /** The typed amount in cents; null when nothing valid is typed. */
  cents: number | null
  /** What is wrong, in plain Chinese ('' when fine or still empty). */
  error: string
  /** The nearest valid bid at or above what was typed, when the typed one is off. */
  suggestion: number | null
}

/**
 * A yuan amount typed into the custom bid: valid when it is on the ladder above the leading bid.
 * The message follows the text, so it clears the moment the amount is fixed.
 */
export function checkBidAmount(text: string, currentCents: number | null, startCents: number): AmountCheck {
  const cents = yuanToCents(text)
  if (cents === null) return { cents: null, error: '', suggestion: null }
  const invalid = amountError(cents, '出价', { positive: true })
  if (invalid) return { cents: null, error: invalid, suggestion: null }
  const least = nextBid(currentCents, startCents)
  if (cents < least) return { cents: null, error: `出价不能低于${yuan(least)}`, suggestion: least }
  if (!isOnLadder(cents, currentCents, startCents)) {
    return { cents: null, error: `出价须按加价幅度${yuan(incrementAt(cents))}递增`, suggestion: roundUpToLadder(cents, currentCents, startCents) }
  }
  return { cents, error: '', suggestion: null }
}

/**
 * A 代理出价 ceiling typed in yuan: a valid bid amount now (on the ladder, at least the next bid),
 * and within the 出价额度 (bidLimitCents; null: not known, the server checks).
 */
export function checkCeiling(text: string, currentCents: number | null, startCents: number, limitCents: number | null): AmountCheck {
  const check = checkBidAmount(text, currentCents, startCents)
  if (check.error) return { ...check, error: check.error.replace(/^出价/, '代理出价上限') }
  if (check.cents !== null && limitCents !== null && check.cents > limitCents) {
    return { cents: null, error: `超出您的出价额度${yuan(limitCents)}，可追加保证金提高额度`, suggestion: null }
  }
  return check
}

/** Quick raises (加N档): 1, 2 and 5 steps up the ladder from the leading price; 加1档 is the least valid bid. */
export const RAISE_STEPS = [1, 2, 5] as const

export function raiseOptions(currentCents: number | null, startCents: number): { steps: number; cents: number }[] {
  return RAISE_STEPS.map((steps) => ({ steps, cents: raiseBy(currentCents, startCents, steps) }))
}
