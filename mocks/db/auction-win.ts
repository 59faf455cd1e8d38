import type { Address } from '../../src/features/account/api'
import { winBill, type WinLine } from '../../src/features/auction/win-rules'
import { isoAt, mockClock } from '../lib/clock'
import { MockError } from '../lib/handle'
import { CONFLICT, GONE, refuse } from '../lib/refuse'
import type { LotRecord, SessionRecord } from './auction'
import { getDb, saveDb } from './index'
import { paidDepositCents } from './auction-deposit'
import { createPayOrder, findPayOrder, TRANSFER_WAITING, voidPrepays, type PayOrderRecord } from './pay-orders'

/**
 * A won lot's bill on its pay order (ref auction-win:<lot>): the hammer price, the buyer's fee,
 * shipping to the chosen address, insurance, and the session deposit taken off, priced by the
 * platform's rules (src/features/auction/win-rules.ts). The order is made at the close, priced
 * for the winner's default address; without one it cannot be paid until an address is chosen.
 * The deposit is read from its pay orders (the deposit record), never changed here.
 */

export const WIN_SUBJECT = '拍品货款'
export const NO_ADDRESS = '请选择收货地址'
export const ADDRESS_GONE = '收货地址不存在或已删除'
export const WIN_PAID = '该拍品已付款'
export const WIN_CLOSED = '付款已超时，订单已关闭'

export function winRef(lotId: number): string {
  return `auction-win:${lotId}`
}

/** The person's address book. */
export function addressBook(userId: number): Address[] {
  return getDb().addresses[userId] ?? []
}

/** Where a win ships before the dealer chooses: the default address of the account's owner. */
function ownerDefault(accountId: number): Address | null {
  const account = getDb().accounts.find((candidate) => candidate.accountId === accountId)
  const book = account ? addressBook(account.ownerUserId) : []
  return book.find((address) => address.isDefault) ?? null
}

/** Whether this lot takes the deposit offset: the account's first won lot of the session (earliest close). */
function takesOffset(lot: LotRecord, session: SessionRecord, accountId: number): boolean {
  const lots = getDb().auction?.lots ?? {}
  const earlier = (other: LotRecord) => other.endAt < lot.endAt || (other.endAt === lot.endAt && other.lotNo < lot.lotNo)
  return !session.lotIds.some((id) => {
    const other = lots[id]
    return other && other.id !== lot.id && other.winnerAccountId === accountId && other.winPayOrderNo !== null && earlier(other)
  })
}

function hammerOf(lot: LotRecord): number {
  return lot.bids.at(-1)?.amountCents ?? 0
}

/** The bill of a win shipped to `address` (null: none yet, no shipping). */
export function billFor(lot: LotRecord, session: SessionRecord, accountId: number, address: Address | null) {
  const deposit = takesOffset(lot, session, accountId) ? paidDepositCents(accountId, session.id) : 0
  return winBill({ hammerCents: hammerOf(lot), province: address?.province ?? null, paidDepositCents: deposit })
}

/** Write a bill onto the win's pay order: the cashier shows these lines, with their rules. */
function applyBill(order: PayOrderRecord, lot: LotRecord, session: SessionRecord, address: Address | null, bill: { lines: WinLine[]; amountDueCents: number }) {
  const itemLabel = `${lot.title}（${session.title} 第${lot.lotNo}号）`
  order.lines = bill.lines.map((line) => ({ label: line.kind === 'hammer' ? `${itemLabel}成交价` : line.label, amountCents: line.amountCents, note: line.rule }))
  order.amountCents = bill.amountDueCents
  order.winLines = bill.lines.map((line) => ({ ...line }))
  order.shipTo = address ? { ...address } : null
  order.holdReason = address ? null : NO_ADDRESS
}

/** The win's pay order at the close: priced for the owner's default address, payable for `windowMinutes`. */
export function createWinPayOrder(input: { lot: LotRecord; session: SessionRecord; accountId: number; returnTo: string; windowMinutes: number }): string {
  const { lot, session, accountId } = input
  const address = ownerDefault(accountId)
  const bill = billFor(lot, session, accountId, address)
  const created = createPayOrder({ accountId, subject: WIN_SUBJECT, lines: [], returnTo: input.returnTo, windowMinutes: input.windowMinutes, ref: winRef(lot.id) })
  applyBill(findPayOrder(created.payOrderNo)!, lot, session, address, bill)
  saveDb()
  return created.payOrderNo
}

/** The dealer's win's pay order, or 404. */
export function winOrderOf(lot: LotRecord, accountId: number): PayOrderRecord {
  const order = lot.winnerAccountId === accountId && lot.winPayOrderNo ? findPayOrder(lot.winPayOrderNo) : undefined
  if (!order) throw new MockError(404, '未找到您拍中的该拍品')
  return order
}

function addressIn(userId: number, addressId: number): Address {
  const address = addressBook(userId).find((candidate) => candidate.id === addressId)
  if (!address) throw new MockError(404, ADDRESS_GONE)
  return address
}

/**
 * The address a pending win is priced for: the one asked for, else the order's (as the book has
 * it now), else the person's default, else none.
 */
export function addressForQuote(order: PayOrderRecord, userId: number, addressId: number | undefined): Address | null {
  if (addressId !== undefined) return addressIn(userId, addressId)
  const book = addressBook(userId)
  return book.find((address) => address.id === order.shipTo?.id) ?? book.find((address) => address.isDefault) ?? null
}

/**
 * Fix the address and the bill on a pending win's order. A bill that changed voids the payments
 * prepared before it (their prepay ids no longer pay it).
 */
export function settleWin(lot: LotRecord, session: SessionRecord, accountId: number, userId: number, addressId: number | undefined): PayOrderRecord {
  const order = winOrderOf(lot, accountId)
  if (order.status === 'paid' || order.status === 'refunded') refuse(CONFLICT, WIN_PAID)
  if (order.status === 'closed') refuse(GONE, order.closeReason ? `${order.closeReason}，保证金不予退还` : WIN_CLOSED)
  // A wired amount awaits the platform: the bill it pays cannot change under it.
  if (order.transfer) refuse(CONFLICT, TRANSFER_WAITING)
  if (addressId === undefined) throw new MockError(400, NO_ADDRESS)
  const address = addressIn(userId, addressId)
  const bill = billFor(lot, session, accountId, address)
  if (bill.amountDueCents !== order.amountCents) voidPrepays(order)
  applyBill(order, lot, session, address, bill)
  // The deposit covers the whole bill: nothing is left to pay at the cashier, the order is paid by it.
  if (order.amountCents === 0) {
    order.status = 'paid'
    order.paidAt = isoAt(mockClock.now())
    order.paidBy = `deposit:${session.id}`
  }
  saveDb()
  return order
}
