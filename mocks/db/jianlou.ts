import { ACCESSORIES, GRADES } from '../../src/core/api/catalogue'
import { GRAB_REFUSALS, RELEASED_REASON, type JianlouStatus } from '../../src/features/live/api'
import { mockClock } from '../lib/clock'
import { createRandom } from '../lib/random'
import { CONFLICT, refuse } from '../lib/refuse'
import { getDb, productCatalogue, saveDb } from './index'
import { createPayOrder, findPayOrder, type PayOrderRecord } from './pay-orders'
import { skuExtrasOf } from './seed-product'

/**
 * Bargain hunts (捡漏): fixed-price pieces sold for a limited time. Grabbing one holds it for the
 * dealer for a short payment window (holdMinutes): paid, it is sold; unpaid, the hold lapses with
 * its pay order, or the dealer releases it (取消抢购), and the piece is back. Grabbing needs the
 * account's 交易保证金 (the handler asks member/apply's deposit). The last piece goes to whoever the mock serves first; the
 * next dealer is told it is gone.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const jianlouTiming = { holdMinutes: 15 }

export interface JianlouHold {
  accountId: number
  payOrderNo: string
}

export interface JianlouRecord {
  id: number
  title: string
  brandName: string
  grade: string
  photos: string[]
  accessories: string[]
  description: string
  sellerShopId: number
  priceCents: number
  refPriceCents: number
  stockTotal: number
  startAt: number
  endAt: number
  /** Every grab, paid or not (its pay order says which). */
  holds: JianlouHold[]
}

export interface JianlouState {
  items: JianlouRecord[]
}

export function seedJianlou(now: number): JianlouState {
  const random = createRandom(615)
  const skus = productCatalogue().skus
  const items: JianlouRecord[] = []
  // Twelve on sale until tonight, two to come, one over; piece 3 is sold out.
  const windows: [startAt: number, endAt: number][] = [
    ...Array.from({ length: 12 }, (): [number, number] => [now - 2 * HOUR, now + 10 * HOUR]),
    [now + 3 * HOUR, now + 15 * HOUR],
    [now + 27 * HOUR, now + 39 * HOUR],
    [now - 30 * HOUR, now - 18 * HOUR],
  ]
  windows.forEach(([startAt, endAt], index) => {
    const sku = skus[(index * 263 + 41) % skus.length]
    const grade = GRADES[random.int(1, 4)]
    const accessories = ACCESSORIES.filter(() => random.chance(0.5))
    items.push({
      id: 7601 + index,
      title: sku.name,
      brandName: sku.brandName,
      grade,
      photos: skuExtrasOf(sku).photos,
      accessories: accessories.length ? accessories : ['防尘袋'],
      description: `${sku.name}，${grade}。同行急出，低于行情价，先到先得；抢到后${jianlouTiming.holdMinutes}分钟内付款，超时自动释放。`,
      sellerShopId: 1001 + random.int(0, 35),
      priceCents: Math.round((sku.refPriceCents * (0.6 + random.int(0, 15) / 100)) / 10_000) * 10_000,
      refPriceCents: sku.refPriceCents,
      stockTotal: index === 0 || index === 1 ? 1 : random.int(1, 3),
      startAt,
      endAt,
      holds: [],
    })
  })
  return { items }
}

/** Seeded relative to the clock at first use (like the auctions). */
function jianlouState(): JianlouState {
  const db = getDb()
  db.jianlou ??= seedJianlou(mockClock.now())
  return db.jianlou
}

export function jianlouItems(): JianlouRecord[] {
  return jianlouState().items
}

export function findJianlou(id: number): JianlouRecord | undefined {
  return jianlouItems().find((item) => item.id === id)
}

/** A hold's pay order (settled with every request: an unpaid one past its window lapsed). */
function holdOrder(hold: JianlouHold): PayOrderRecord | undefined {
  return findPayOrder(hold.payOrderNo)
}

/** Holds still counting: paid ones (sold) and pending ones (held); closed ones lapsed. */
export function activeHolds(item: JianlouRecord): { hold: JianlouHold; order: PayOrderRecord }[] {
  return item.holds.map((hold) => ({ hold, order: holdOrder(hold)! })).filter(({ order }) => order && (order.status === 'paid' || order.status === 'pending'))
}

export function stockLeft(item: JianlouRecord): number {
  return Math.max(0, item.stockTotal - activeHolds(item).length)
}

export function jianlouStatus(item: JianlouRecord, now: number): JianlouStatus {
  if (now < item.startAt) return 'upcoming'
  if (now >= item.endAt) return 'ended'
  return stockLeft(item) === 0 ? 'sold_out' : 'on_sale'
}

export function holdOf(item: JianlouRecord, accountId: number): { hold: JianlouHold; order: PayOrderRecord } | undefined {
  return activeHolds(item).find(({ hold }) => hold.accountId === accountId)
}

/**
 * Grab one piece for an account: its pay order (the same one when it already holds a piece).
 * `requireDeposit` refuses an account without its 交易保证金, once the piece is on sale.
 */
export function grab(item: JianlouRecord, accountId: number, now: number, requireDeposit: () => void = () => undefined): PayOrderRecord {
  const mine = holdOf(item, accountId)
  if (mine) return mine.order
  const status = jianlouStatus(item, now)
  if (status === 'upcoming') refuse(GRAB_REFUSALS.closed, '还没开抢，请稍后再来')
  if (status === 'ended') refuse(GRAB_REFUSALS.closed, '本场捡漏已结束')
  if (status === 'sold_out') refuse(GRAB_REFUSALS.gone, '手慢了，已被其他同行抢走')
  requireDeposit()
  const order = createPayOrder({
    accountId,
    subject: '捡漏货款',
    lines: [{ label: `${item.title}（捡漏价）`, amountCents: item.priceCents }],
    returnTo: `/pages/live/jianlou/detail/index?id=${item.id}`,
    windowMinutes: jianlouTiming.holdMinutes,
    ref: `jianlou:${item.id}`,
  })
  item.holds.push({ accountId, payOrderNo: order.payOrderNo })
  saveDb()
  return findPayOrder(order.payOrderNo)!
}

export const RELEASE_PAID_TEXT = '货款已支付，不能取消抢购'
export const RELEASE_TRANSFER_TEXT = '转账凭证已提交，等待平台确认到账，不能取消抢购'
export const RELEASE_NONE_TEXT = '你没有保留这件商品，无需取消'

/** 取消抢购: the account's unpaid hold is given back; its pay order closes (nothing more can pay it). */
export function release(item: JianlouRecord, accountId: number): void {
  const mine = holdOf(item, accountId)
  if (!mine) refuse(CONFLICT, RELEASE_NONE_TEXT)
  if (mine.order.status === 'paid') refuse(CONFLICT, RELEASE_PAID_TEXT)
  if (mine.order.transfer) refuse(CONFLICT, RELEASE_TRANSFER_TEXT)
  mine.order.status = 'closed'
  mine.order.closeReason = RELEASED_REASON
  saveDb()
}
