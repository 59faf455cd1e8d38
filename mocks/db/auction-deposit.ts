import { payOrdersFor, type PayOrderRecord } from './pay-orders'

/**
 * Session deposits as pay orders (ref auction-deposit:<session>): the paid ones are the deposit
 * and its top-ups. Apart from the engine so that the seed (which the engine imports) uses it too.
 */

export const DEPOSIT_SUBJECT = '拍卖保证金'

export function depositRef(sessionId: number): string {
  return `auction-deposit:${sessionId}`
}

export function depositOrdersOf(accountId: number, sessionId: number): { paid: PayOrderRecord[]; pending: PayOrderRecord | undefined } {
  const orders = payOrdersFor(depositRef(sessionId)).filter((order) => order.accountId === accountId)
  // Paid: still held, or given back after the close (refunded); both are what the dealer paid.
  return { paid: orders.filter((order) => order.status === 'paid' || order.status === 'refunded'), pending: orders.filter((order) => order.status === 'pending').at(-1) }
}

export function paidDepositCents(accountId: number, sessionId: number): number {
  return depositOrdersOf(accountId, sessionId).paid.reduce((sum, order) => sum + order.amountCents, 0)
}
