import type { Address } from '../../src/features/account/api'
import type { WinLine } from '../../src/features/auction/win-rules'
import type { PayMethod, PayOrder, PayOrderLine, PayOrderStatus } from '../../src/features/cashier/api'
import { isoAt, mockClock } from '../lib/clock'
import { onSettle } from '../lib/settle'
import { changeBalance } from './balance'
import { getDb, saveDb } from './index'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * The mock's pay orders: the cashier's state machine. An order is created pending with a payment
 * window; it becomes paid only through the provider's notification (WeChat's notify, the hosted
 * page's confirm, the app's payment), closed when its window runs out or it is cancelled, and
 * refunded by the platform. Paid and closed are final for prepay: nothing is paid twice.
 */
export interface PayOrderRecord {
  payOrderNo: string
  accountId: number
  subject: string
  lines: PayOrderLine[]
  amountCents: number
  status: PayOrderStatus
  closeReason: string | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  returnTo: string | null
  /**
   * The prepared payments (prepay ids), newest last: a notify must name one of them. returnUrl:
   * where the provider's page goes back to (checked by the return-address rule when prepared).
   * voided: prepared for an amount the order no longer has; it pays nothing (kept so ids never repeat).
   */
  prepays: { prepayId: string; method: PayMethod; at: string; returnUrl?: string | null; voided?: boolean }[]
  /** The prepay id that paid it. */
  paidBy: string | null
  /** What it pays for, for the area that asked for it ('auction-deposit:7001', 'auction-win:…', 'jianlou:…'). */
  ref?: string
  /** A won lot's shipping address, fixed when its bill is settled (auction-win.ts). */
  shipTo?: Address | null
  /** A won lot's bill as the auction prices it (kinds and rules), beside the lines the cashier shows. */
  winLines?: WinLine[]
  /** Why it cannot be paid yet (a win without an address): prepay refuses with it. */
  holdReason?: string | null
  /** 对公转账: the receipt sent and when the platform confirms it (the mock's settle pays it then). */
  transfer?: { submittedAt: string; receiptUrls: string[]; confirmAt: string } | null
  /** The held coupon this unpaid order locks (mocks/db/coupons.ts) and its line (negative). */
  couponId?: string | null
  couponLine?: PayOrderLine | null
}

export const DEFAULT_WINDOW_MINUTES = 30
export const TRANSFER_WAITING = '转账凭证已提交，等待平台确认到账，请勿重复支付'
export const EXPIRED_REASON = '订单已超时关闭'
/** The platform confirms a bank transfer this long after its receipt (the mock's stand-in for the finance team). */
export const TRANSFER_CONFIRM_MINUTES = 3
const MINUTE = 60 * 1000

function orderNo(at: number, serial: number): string {
  const day = new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
  return `PO${day}${String(serial).padStart(6, '0')}`
}

/**
 * The order as of now: a transfer whose confirmation is due is paid; a pending order whose window
 * ran out is closed (and stays so), unless a transfer's receipt awaits the platform.
 */
export function settlePayOrder(order: PayOrderRecord, now = mockClock.now()): PayOrderRecord {
  if (order.status === 'pending' && order.transfer && now >= Date.parse(order.transfer.confirmAt)) {
    order.status = 'paid'
    order.paidAt = order.transfer.confirmAt
    order.paidBy = `transfer:${order.payOrderNo}`
    return order
  }
  if (order.status === 'pending' && !order.transfer && now >= Date.parse(order.expiresAt)) {
    order.status = 'closed'
    order.closeReason = EXPIRED_REASON
  }
  return order
}

/** The reply of the order call: the record without the mock's bookkeeping, with the server's time. */
export function payOrderView(order: PayOrderRecord, now = mockClock.now()): PayOrder {
  const { payOrderNo, subject, lines, amountCents, status, closeReason, createdAt, expiresAt, paidAt, returnTo } = order
  const transfer = order.transfer && status === 'pending' ? { submittedAt: order.transfer.submittedAt, receiptUrls: [...order.transfer.receiptUrls] } : null
  return {
    payOrderNo,
    subject,
    // A coupon's line (negative) after the order's own: the lines add up to the amount.
    lines: [...lines, ...(order.couponLine ? [order.couponLine] : [])].map((line) => ({ ...line })),
    amountCents,
    status,
    closeReason,
    createdAt,
    expiresAt,
    paidAt,
    returnTo,
    transfer,
    couponId: order.couponId ?? null,
    serverTime: isoAt(now),
  }
}

function payOrders(): Record<string, PayOrderRecord> {
  const db = getDb()
  // Seeded on first use (like the stock), relative to the clock then: seed() stays the same
  // on every run, and a data file saved before pay orders existed gets them too.
  db.payOrders ??= seedPayOrders(DEMO_SHOP_ACCOUNT)
  return db.payOrders
}

// Every request closes the orders whose window ran out (and so lapses the jianlou holds they keep).
onSettle('pay-orders', (now) => {
  const orders = getDb().payOrders
  if (!orders) return
  let changed = false
  for (const order of Object.values(orders)) {
    const before = order.status
    if (settlePayOrder(order, now).status !== before) changed = true
  }
  if (changed) saveDb()
})

export function findPayOrder(payOrderNo: string): PayOrderRecord | undefined {
  return payOrders()[payOrderNo]
}

/** The orders made for one purpose (ref), oldest first. */
export function payOrdersFor(ref: string): PayOrderRecord[] {
  return Object.values(payOrders())
    .filter((order) => order.ref === ref)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
}

/** An account's orders, oldest first. */
export function payOrdersOf(accountId: number): PayOrderRecord[] {
  return Object.values(payOrders())
    .filter((order) => order.accountId === accountId)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
}

/** The order a prepared payment belongs to. */
export function findByPrepay(prepayId: string): PayOrderRecord | undefined {
  if (!prepayId) return undefined
  return Object.values(payOrders()).find((order) => order.prepays.some((prepay) => prepay.prepayId === prepayId))
}

/**
 * Create a pay order for an account (other areas' mocks call this when a fee or deposit is due):
 * pending, payable for `windowMinutes` (30 by default), its amount the sum of its lines.
 */
export function createPayOrder(input: { accountId: number; subject: string; lines: PayOrderLine[]; returnTo?: string; windowMinutes?: number; ref?: string }): PayOrder {
  const db = getDb()
  const now = mockClock.now()
  const record: PayOrderRecord = {
    payOrderNo: orderNo(now, db.nextId++),
    accountId: input.accountId,
    subject: input.subject,
    lines: input.lines.map((line) => ({ ...line })),
    amountCents: input.lines.reduce((sum, line) => sum + line.amountCents, 0),
    status: 'pending',
    closeReason: null,
    createdAt: isoAt(now),
    expiresAt: isoAt(now + (input.windowMinutes ?? DEFAULT_WINDOW_MINUTES) * MINUTE),
    paidAt: null,
    returnTo: input.returnTo ?? null,
    prepays: [],
    paidBy: null,
    ref: input.ref,
  }
  payOrders()[record.payOrderNo] = record
  saveDb()
  return payOrderView(record, now)
}

/**
 * The provider says a prepared payment went through. Idempotent: a second notify of the same
 * payment changes nothing. A payment of an order that closed meanwhile is not taken (a real
 * provider would refund it), nor one of an order whose bank transfer awaits the platform (that
 * would pay it twice). `via`: the methods the caller speaks for (the hosted page only pays h5
 * prepays, WeChat's notify only its own); a voided or other method's prepay pays nothing.
 */
export function markPaid(prepayId: string, now = mockClock.now(), via?: readonly PayMethod[]): PayOrderRecord | undefined {
  const order = findByPrepay(prepayId)
  const prepay = order?.prepays.find((entry) => entry.prepayId === prepayId)
  if (!order || !prepay || prepay.voided) return undefined
  if (via && !via.includes(prepay.method)) return undefined
  settlePayOrder(order, now)
  if (order.status !== 'pending' || order.transfer) return order
  order.status = 'paid'
  order.paidAt = isoAt(now)
  order.paidBy = prepayId
  saveDb()
  return order
}

export const CANCELLED_REASON = '订单已取消'

/**
 * An unpaid order closed for good, with why (its coupon goes back on the next settle). One whose
 * bank transfer awaits the platform stays: the money may be on its way.
 */
export function closePayOrder(order: PayOrderRecord, reason: string): PayOrderRecord {
  if (order.status !== 'pending' || order.transfer) return order
  order.status = 'closed'
  order.closeReason = reason
  return order
}

/** The dealer cancels an unpaid order. */
export function cancelPayOrder(order: PayOrderRecord): PayOrderRecord {
  closePayOrder(order, CANCELLED_REASON)
  saveDb()
  return order
}

/**
 * The platform refunds a paid order in full (原路退回): paid from the balance, the balance gets it
 * back at once; other ways return through the provider. Its coupon comes back on the next settle.
 */
export function refundPayOrder(order: PayOrderRecord, now = mockClock.now()): PayOrderRecord {
  if (order.status !== 'paid') return order
  order.status = 'refunded'
  const paidWith = order.prepays.find((prepay) => prepay.prepayId === order.paidBy)?.method
  if (paidWith === 'balance') changeBalance(order.accountId, order.amountCents, `退款 ${order.subject}（${order.payOrderNo}）`, now)
  saveDb()
  return order
}

/** Paid from the account's balance at once (the cashier checked it covers the amount). */
export function payFromBalance(order: PayOrderRecord, prepayId: string, now = mockClock.now()): PayOrderRecord {
  order.prepays.push({ prepayId, method: 'balance', at: isoAt(now) })
  changeBalance(order.accountId, -order.amountCents, `支付 ${order.subject}（${order.payOrderNo}）`, now)
  return markPaid(prepayId, now)!
}

/** The order's amount changed: the payments prepared for the old amount no longer pay it. */
export function voidPrepays(order: PayOrderRecord): void {
  for (const prepay of order.prepays) prepay.voided = true
}

/** 对公转账: the receipt is in; the order waits for the platform (no window closes it meanwhile). */
export function submitTransfer(order: PayOrderRecord, receiptUrls: string[], now = mockClock.now()): PayOrderRecord {
  order.transfer = { submittedAt: isoAt(now), receiptUrls: [...receiptUrls], confirmAt: isoAt(now + TRANSFER_CONFIRM_MINUTES * MINUTE) }
  order.prepays.push({ prepayId: `transfer:${order.payOrderNo}`, method: 'transfer', at: isoAt(now) })
  saveDb()
  return order
}

/** The seeded pay orders of the demo shop (accountId 20001), for the journey and the screens. */
export const SEEDED_PAY_ORDERS = {
  pending: 'PO20261120000101',
  paid: 'PO20261120000102',
  closed: 'PO20261120000103',
} as const

/** Seeded relative to the clock at first use: the pending one stays payable for 6 hours. */
export function seedPayOrders(accountId: number, now = mockClock.now()): Record<string, PayOrderRecord> {
  const at = (minutes: number) => isoAt(now + minutes * MINUTE)
  const base = { accountId, closeReason: null, paidAt: null, returnTo: '/pages/home/trade/index', prepays: [], paidBy: null }
  const orders: PayOrderRecord[] = [
    {
      ...base,
      payOrderNo: SEEDED_PAY_ORDERS.pending,
      subject: '交易保证金',
      // Paid, the dealer goes back to where the deposit is asked for.
      returnTo: '/pages/member/apply/home/index',
      lines: [{ label: '交易保证金（可退）', amountCents: 200000 }],
      amountCents: 200000,
      status: 'pending',
      createdAt: at(-5),
      expiresAt: at(6 * 60),
    },
    {
      ...base,
      payOrderNo: SEEDED_PAY_ORDERS.paid,
      subject: '拍品服务费',
      lines: [
        { label: '爱马仕 Birkin 30 送拍服务费', amountCents: 38000 },
        { label: '拍品鉴定费', amountCents: 12000 },
      ],
      amountCents: 50000,
      status: 'paid',
      createdAt: at(-2 * 24 * 60),
      expiresAt: at(-2 * 24 * 60 + 30),
      paidAt: at(-2 * 24 * 60 + 3),
      prepays: [{ prepayId: `wx${SEEDED_PAY_ORDERS.paid}01`, method: 'wechat', at: at(-2 * 24 * 60 + 2) }],
      paidBy: `wx${SEEDED_PAY_ORDERS.paid}01`,
    },
    {
      ...base,
      payOrderNo: SEEDED_PAY_ORDERS.closed,
      subject: '拍品服务费',
      lines: [{ label: '劳力士 潜航者 送拍服务费', amountCents: 26000 }],
      amountCents: 26000,
      status: 'closed',
      closeReason: EXPIRED_REASON,
      createdAt: at(-24 * 60),
      expiresAt: at(-24 * 60 + 30),
    },
  ]
  return Object.fromEntries(orders.map((order) => [order.payOrderNo, order]))
}
