import { isoAt, mockClock } from '../lib/clock'
import { getDb, saveDb } from './index'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * Each account's balance (账户余额): recycling pays into it (确认成交 with 账户余额), the cashier
 * pays from it. An entry per change, newest last; the balance is their sum.
 */
export interface BalanceEntry {
  amountCents: number
  note: string
  at: string
}

/** The demo shop's balance from recycling payouts before the seed's time: enough for a deposit, not a large lot. */
export const SEEDED_BALANCE_CENTS = 3_680_000

function ledgers(): Record<number, BalanceEntry[]> {
  const db = getDb()
  db.balances ??= { [DEMO_SHOP_ACCOUNT]: [{ amountCents: SEEDED_BALANCE_CENTS, note: '回收成交打款', at: isoAt(mockClock.now()) }] }
  return db.balances
}

export function balanceOf(accountId: number): number {
  return (ledgers()[accountId] ?? []).reduce((sum, entry) => sum + entry.amountCents, 0)
}

/** Add (recycling payout) or take (a payment, negative) an amount. */
export function changeBalance(accountId: number, amountCents: number, note: string, now = mockClock.now()): number {
  const all = ledgers()
  all[accountId] = [...(all[accountId] ?? []), { amountCents, note, at: isoAt(now) }]
  saveDb()
  return balanceOf(accountId)
}
