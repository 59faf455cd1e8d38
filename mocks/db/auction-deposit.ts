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
  return { paid: orders.filter((order) => order.status === 'paid'), pending: orders.filter((order) => order.status === 'pending').at(-1) }
}

export function paidDepositCents(accountId: number, sessionId: number): number {
  return depositOrdersOf(accountId, sessionId).paid.reduce((sum, order) => sum + order.amountCents, 0)
}

/**
 * A win's pay order lines: the hammer price, less the session deposit (offset on the winner's
 * first won lot of the session, at most the hammer price).
 */
export function winLines(input: { accountId: number; sessionId: number; label: string; hammerCents: number; offsetTaken: boolean }): { label: string; amountCents: number }[] {
  const lines = [{ label: `${input.label}成交价`, amountCents: input.hammerCents }]
  const offset = input.offsetTaken ? 0 : Math.min(paidDepositCents(input.accountId, input.sessionId), input.hammerCents)
  if (offset > 0) lines.push({ label: '场次保证金抵扣', amountCents: -offset })
  return lines
}
