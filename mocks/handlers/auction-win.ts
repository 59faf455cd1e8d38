import { auctionWinApi, type WinPayment } from '../../src/features/auction/api'
import { engineNow, findLot, findSession, type LotRecord } from '../db/auction'
import { addressForQuote, billFor, settleWin, winOrderOf } from '../db/auction-win'
import type { PayOrderRecord } from '../db/pay-orders'
import { requireSession } from '../lib/auth'
import { isoAt } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { requireId } from '../lib/validate'

/** Paying a won lot: its bill priced for an address, and the address fixed on its pay order. */

function wonLot(value: unknown): LotRecord {
  const lot = findLot(requireId(value, '拍品'))
  if (!lot) throw new MockError(404, '拍品不存在')
  return lot
}

function optionalId(value: unknown): number | undefined {
  return value === undefined || value === '' ? undefined : requireId(value, '收货地址')
}

/** The win as the pay page shows it: pending, priced for `quote`'s address; else as it was settled. */
function winView(lot: LotRecord, order: PayOrderRecord, request: Request, quote?: { accountId: number; userId: number; addressId?: number }): WinPayment {
  const session = findSession(lot.sessionId)!
  const priced = order.status === 'pending' && quote
  const address = priced ? addressForQuote(order, quote.userId, quote.addressId) : (order.shipTo ?? null)
  const bill = priced ? billFor(lot, session, quote.accountId, address) : { lines: order.winLines ?? [], amountDueCents: order.amountCents }
  return {
    lotId: lot.id,
    lotNo: lot.lotNo,
    title: lot.title,
    cover: absoluteMedia(request, lot.photos[0]),
    sessionTitle: session.title,
    payOrderNo: order.payOrderNo,
    status: order.status,
    closeReason: order.closeReason,
    address: address ? { ...address } : null,
    lines: bill.lines.map((line) => ({ ...line })),
    amountDueCents: address || !priced ? bill.amountDueCents : null,
    payDeadline: order.expiresAt,
    paidAt: order.paidAt,
    serverTime: isoAt(engineNow()),
  }
}

export const auctionWinHandlers = [
  handle(auctionWinApi.win, ({ params, token, request }) => {
    const { account, person } = requireSession(token)
    const lot = wonLot(params.lotId)
    const order = winOrderOf(lot, account.accountId)
    return winView(lot, order, request, { accountId: account.accountId, userId: person.userId, addressId: optionalId(params.addressId) })
  }),
  handle(auctionWinApi.settle, ({ params, token, request }) => {
    const { account, person } = requireSession(token)
    const lot = wonLot(params.lotId)
    const order = settleWin(lot, findSession(lot.sessionId)!, account.accountId, person.userId, optionalId(params.addressId))
    return winView(lot, order, request)
  }),
]
