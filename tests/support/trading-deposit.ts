import { DEPOSIT_SUBJECT } from '../../src/features/member/api'
import { createPayOrder, findPayOrder } from '@mocks/db/pay-orders'
import { DEPOSIT_CENTS, DEPOSIT_LINE, depositOf } from '@mocks/handlers/member-apply'

/**
 * The account's 交易保证金 paid, as the cashier's notify would (member/apply's pending order, or a
 * new one): for the tests and journeys that grab a bargain without playing the deposit's payment.
 */
export function payTradingDeposit(accountId: number): void {
  const { paid, pending } = depositOf(accountId)
  if (paid) return
  const payOrderNo = pending?.payOrderNo ?? createPayOrder({ accountId, subject: DEPOSIT_SUBJECT, lines: [{ label: DEPOSIT_LINE, amountCents: DEPOSIT_CENTS }] }).payOrderNo
  const order = findPayOrder(payOrderNo)!
  order.status = 'paid'
  order.paidAt = new Date().toISOString()
}
