import type { Inspection, PreQuote, RecycleEvent, RecycleItem, RecycleQuote, Recheck, ReturnRequest, Settlement, Shipment } from '../../src/features/recycle/api'
import { BUYER_ACTIONS, RECYCLE_STATUS_TEXT, SELLER_ACTIONS, type BuyerAction, type RecycleStatus, type SellerAction } from '../../src/features/recycle/machine'
import { yuan } from '../../src/shared/format/money'
import { isoAt, mockClock } from '../lib/clock'
import { recordEvent } from '../lib/events'
import { collectIn, isSignedFor, PARCEL_SIGN_AFTER_COLLECT_MS, parcelById, signedAt } from './express'
import { onSettle } from '../lib/settle'
import { getDb, saveDb } from './index'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT } from './seed-account'

/**
 * The recycling engine of the mock: orders, quotes and their state machine (machine.ts). Time
 * moves orders on lazily: every request settles what time decided since (a quote runs out, a window
 * closes unsold, a parcel is signed for, the platform answers a recheck), each step dated when it
 * happened, so the mock needs no timers. Seeded relative to the real clock at first use.
 */

export const SECOND = 1000
export const HOUR = 3600 * SECOND
export const DAY = 24 * HOUR

/** The platform answers a recheck this long after it is asked (stated: RECHECK_ANSWER_HOURS). */
export const RECHECK_MS = 20 * SECOND
/** The carrier of the return leg (the mock books it). */
export const RETURN_CARRIER = '顺丰速运'

/** A buyer or seller: an account id (20001, 20200) or a seeded shop's id (1002…). */
export type PartyId = number

/**
 * Who sees a timeline event: everyone who sees the order ('public': offering, publishing, and
 * the cancel or unsold that closes it, seen then only by the buyers who took part), the seller
 * and the accepted buyer ('deal'), or the seller and one buyer (that buyer's own quote,
 * pre-quote or give-up).
 */
export type EventScope = 'public' | 'deal' | PartyId

/** `othersNote`: a 'deal' step the other buyers see too, in these words (no name, no price). */
export type EventRecord = RecycleEvent & { scope: EventScope; othersNote?: string }
export type QuoteRecord = RecycleQuote & { buyerId: PartyId }
export type PreQuoteRecord = PreQuote & { buyerId: PartyId }
/** parcelId: sent through the express module (signed for when the parcel is); absent for the seed's shipments. */
export type ShipmentRecord = Shipment & { deliverAt: string; parcelId?: number | null }
export type RecheckRecord = Recheck & { answerAt: string }
/** parcelId: sent back through the express module (signed for when the parcel is); absent for older records. */
export type ReturnRecord = ReturnRequest & { deliverAt: string; fromText: string; toText: string; parcelId?: number | null }

export interface RecycleRecord {
  id: number
  no: string
  sellerId: PartyId
  status: RecycleStatus
  /** Photos relative (absolute in replies). */
  item: RecycleItem
  expectedPriceCents: number | null
  biddingEndsAt: string | null
  createdAt: string
  updatedAt: string
  quotes: QuoteRecord[]
  preQuotes: PreQuoteRecord[]
  acceptedQuoteId: number | null
  /** The accepted quote's buyer. */
  buyerId: PartyId | null
  /** Buyers who gave the order up, with when (keys are party ids). */
  givenUp: Record<string, string>
  shipment: ShipmentRecord | null
  inspection: Inspection | null
  recheck: RecheckRecord | null
  returnRequest: ReturnRecord | null
  settlement: Settlement | null
  /** Oldest first. */
  timeline: EventRecord[]
}

export interface RecycleState {
  orders: RecycleRecord[]
  /** The last order id given. */
  nextId: number
  /** The last quote or pre-quote id given. */
  nextQuoteId: number
}

export const iso = isoAt

let seeding = false

/** Fills a fresh state by running the engine's actions (mocks/db/seed-recycle.ts registers it; it imports this file). */
type RecycleSeeder = (state: RecycleState, now: number) => void
let seedRecycle: RecycleSeeder | null = null

export function registerRecycleSeeder(seeder: RecycleSeeder): void {
  seedRecycle = seeder
}

/** The state, seeded on first use: the seed runs the engine's own actions on a clock set back. */
export function recycleState(): RecycleState {
  const db = getDb()
  if (!db.recycle) {
    if (!seedRecycle) throw new Error('recycle seeder not registered: import mocks/db/seed-recycle before reading the recycle state')
    const state: RecycleState = { orders: [], nextId: 0, nextQuoteId: 860_000 }
    db.recycle = state
    seeding = true
    try {
      seedRecycle(state, mockClock.now())
    } catch (error) {
      delete db.recycle
      throw error
    } finally {
      seeding = false
    }
    // Seeding takes a moment: the fresh state is settled as of after it.
    for (const order of state.orders) settleOrder(order, mockClock.now())
  }
  return db.recycle
}

/** Save after a change (not while seeding: the seed is saved with the first change after it). */
export function persist(): void {
  if (!seeding) saveDb()
}

/** The engine's time for a request, read after the state exists (seeding takes a moment). */
export function recycleNow(): number {
  recycleState()
  return mockClock.now()
}

export function nextOrderId(state = recycleState()): number {
  state.nextId += 1
  return state.nextId
}

export function nextQuoteId(state = recycleState()): number {
  state.nextQuoteId += 1
  return state.nextQuoteId
}

/** Order number as people read it: HS + the day it was made (China time) + three digits. */
export function orderNo(id: number, createdAt: number): string {
  const day = new Date(createdAt + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')
  return `HS${day}${String(id % 1000).padStart(3, '0')}`
}

export function partyName(id: PartyId): string {
  const db = getDb()
  return db.accounts.find((account) => account.accountId === id)?.name ?? db.shops.find((shop) => shop.id === id)?.name ?? '同行商家'
}

const RECEIVING_ADDRESSES: Record<number, string> = {
  [PEER_ACCOUNT]: '李记名表回收仓 广东省深圳市罗湖区东门中路1011号鸿展大厦12楼 李老板 13900139000',
  [DEMO_SHOP_ACCOUNT]: '臻品名包汇回收部 广东省深圳市福田区华强北路1002号赛格广场3楼312 王经理 13800138000',
}
const SHOP_ADDRESSES = [
  '上海市静安区南京西路1038号梅龙镇广场9楼',
  '北京市朝阳区建国路87号SKP写字楼15层',
  '浙江省杭州市上城区延安路258号12楼',
  '广东省广州市天河区天河路383号太古汇2座20楼',
  '四川省成都市锦江区红星路三段1号IFS二号办公楼18层',
]

/** Where a buyer receives items: the send leg's destination (receiverText). */
export function receivingAddress(buyerId: PartyId): string {
  return RECEIVING_ADDRESSES[buyerId] ?? `${partyName(buyerId)}回收仓 ${SHOP_ADDRESSES[buyerId % SHOP_ADDRESSES.length]}`
}

export function findOrder(id: number): RecycleRecord | undefined {
  return recycleState().orders.find((order) => order.id === id)
}

export function acceptedQuote(order: RecycleRecord): QuoteRecord | null {
  return order.quotes.find((quote) => quote.id === order.acceptedQuoteId) ?? null
}

export function isLive(quote: QuoteRecord, now: number): boolean {
  return quote.status === 'active' && Date.parse(quote.validUntil) > now
}

/** The final price as it stands: the recheck's answer, else the inspection's; null before inspection. */
export function finalPriceOf(order: RecycleRecord): number | null {
  return order.recheck?.answer?.finalPriceCents ?? order.inspection?.finalPriceCents ?? null
}

export function withinWindow(order: RecycleRecord, now: number): boolean {
  return order.status === 'bidding' && order.biddingEndsAt !== null && now < Date.parse(order.biddingEndsAt)
}

/** Record a change of the order: its timeline (seen by `scope`) and when it last changed. */
export function record(order: RecycleRecord, at: number, note: string | null, scope: EventScope, status: RecycleStatus = order.status, othersNote?: string): void {
  recordEvent(order, { status, at, note, scope, ...(othersNote === undefined ? {} : { othersNote }) })
}

const UPHELD_REASONS = new Set(['成色判定有误', '配件齐全未被认可'])

/** The platform's answer: a price below the accepted quote disputed on grade or accessories is raised by half the gap. */
export function recheckAnswer(order: RecycleRecord, at: number): NonNullable<Recheck['answer']> {
  const accepted = acceptedQuote(order)?.priceCents ?? null
  const final = order.inspection?.finalPriceCents ?? 0
  if (order.recheck && UPHELD_REASONS.has(order.recheck.reason) && accepted !== null && final < accepted) {
    const raised = final + Math.round((accepted - final) / 2)
    return { verdict: 'revised', finalPriceCents: raised, note: `经平台复核，原验货结论偏严，验货价调整为${yuan(raised)}`, answeredAt: iso(at) }
  }
  return { verdict: 'upheld', finalPriceCents: final, note: '经平台复核，验货结论无误，维持原验货价', answeredAt: iso(at) }
}

/** When a leg (the shipment or the return) was signed for by `now`: its express parcel's signature, else the record's time; null before. */
function legSignedAt(leg: { parcelId?: number | null; deliverAt: string }, now: number): string | null {
  if (leg.parcelId !== undefined && leg.parcelId !== null) {
    const parcel = parcelById(leg.parcelId)
    return parcel && isSignedFor(parcel, now) ? signedAt(parcel) : null
  }
  return Date.parse(leg.deliverAt) <= now ? leg.deliverAt : null
}

/** Bring one order up to `now`; true when time changed it. */
export function settleOrder(order: RecycleRecord, now: number): boolean {
  let changed = false
  for (const quote of order.quotes) {
    if (quote.status === 'active' && Date.parse(quote.validUntil) <= now) {
      quote.status = 'expired'
      quote.updatedAt = quote.validUntil
      changed = true
    }
  }
  if (order.status === 'bidding' && order.biddingEndsAt && Date.parse(order.biddingEndsAt) <= now && !order.quotes.some((quote) => quote.status === 'active')) {
    // Unsold when the window closed, or when the last quote holding after it ran out or was given up.
    const quoteEnds = order.quotes.map((quote) => (quote.status === 'expired' ? Date.parse(quote.validUntil) : quote.status === 'withdrawn' ? Date.parse(quote.updatedAt) : 0))
    const at = Math.min(now, Math.max(Date.parse(order.biddingEndsAt), ...quoteEnds))
    record(order, at, '竞价结束，无有效报价，已流拍', 'public', 'unsold')
    changed = true
  }
  const delivered = order.status === 'in_transit' && order.shipment ? legSignedAt(order.shipment, now) : null
  if (order.shipment && delivered) {
    order.shipment.deliveredAt = delivered
    record(order, Date.parse(delivered), '买家已签收，待验货', 'deal', 'inspecting')
    changed = true
  }
  if (order.status === 'rechecking' && order.recheck && Date.parse(order.recheck.answerAt) <= now) {
    const at = Date.parse(order.recheck.answerAt)
    order.recheck.answer = recheckAnswer(order, at)
    const { verdict, finalPriceCents } = order.recheck.answer
    // The inspection always holds the price in force: a revised answer replaces it there too.
    if (verdict === 'revised' && order.inspection) {
      order.inspection.finalPriceCents = finalPriceCents
      order.inspection.revised = finalPriceCents !== acceptedQuote(order)?.priceCents
    }
    record(order, at, verdict === 'revised' ? `复检结果：验货价调整为 ${yuan(finalPriceCents)}` : '复检结果：维持原验货价', 'deal', 'inspected')
    changed = true
  }
  const returned = order.status === 'returning' && order.returnRequest ? legSignedAt(order.returnRequest, now) : null
  if (order.returnRequest && returned) {
    order.returnRequest.deliveredAt = returned
    record(order, Date.parse(returned), '商品已退回，卖家已签收', 'deal', 'returned')
    changed = true
  }
  return changed
}

/** Settle every order up to now (saving when time changed any). */
export function settleRecycle(now = recycleNow()): RecycleState {
  const state = recycleState()
  if (state.orders.map((order) => settleOrder(order, now)).some(Boolean)) persist()
  return state
}

onSettle('recycle', (now) => {
  if (getDb().recycle) settleRecycle(now)
})

/** What the seller may do now. */
export function sellerActions(order: RecycleRecord, now: number): SellerAction[] {
  return SELLER_ACTIONS[order.status].filter((action) => {
    if (action === 'recheck') return order.recheck === null
    if (action === 'accept') return order.quotes.some((quote) => isLive(quote, now))
    return true
  })
}

export function hasGivenUp(order: RecycleRecord, buyerId: PartyId): boolean {
  return String(buyerId) in order.givenUp
}

export function quoteOf(order: RecycleRecord, buyerId: PartyId): QuoteRecord | null {
  return order.quotes.find((quote) => quote.buyerId === buyerId) ?? null
}

export function preQuoteOf(order: RecycleRecord, buyerId: PartyId): PreQuoteRecord | null {
  return order.preQuotes.find((quote) => quote.buyerId === buyerId) ?? null
}

/** What a buyer may do now: quote only on others' orders within the window, inspect only the accepted buyer. */
export function buyerActions(order: RecycleRecord, buyerId: PartyId, now: number): BuyerAction[] {
  const own = order.sellerId === buyerId
  const gaveUp = hasGivenUp(order, buyerId)
  return BUYER_ACTIONS[order.status].filter((action) => {
    if (action === 'inspect') return order.buyerId === buyerId
    if (own) return false
    if (action === 'quote') return !gaveUp && withinWindow(order, now)
    if (action === 'giveup') return !gaveUp && (withinWindow(order, now) || Boolean(quoteOf(order, buyerId) && isLive(quoteOf(order, buyerId)!, now)))
    return true
  })
}

export const ACTION_TEXT: Record<SellerAction | BuyerAction, string> = {
  publish: '发布竞价',
  accept: '接受报价',
  cancel: '取消',
  ship: '发货',
  return: '申请退回',
  recheck: '申请复检',
  confirm: '确认验货价',
  preQuote: '预估价',
  quote: '报价',
  giveup: '放弃',
  inspect: '提交验货结果',
}

/** 订单当前为「待发货」，不能接受报价 */
export function stateMovedText(order: RecycleRecord, action: SellerAction | BuyerAction): string {
  return `订单当前为「${RECYCLE_STATUS_TEXT[order.status]}」，不能${ACTION_TEXT[action]}`
}

// ---- For tests and the browser check: bring what time would do near ----

/**
 * Make the order's next timed step (the bidding window's close, the parcel's delivery, the
 * recheck's answer, the return's delivery) fall `ms` from now; the next read settles it when due.
 * Carrier events spread over the shortened leg.
 */
export function bringDue(orderId: number, ms = 0, now = mockClock.now()): RecycleRecord {
  const order = findOrder(orderId)
  if (!order) throw new Error(`no recycle order ${orderId}`)
  const at = iso(now + ms)
  if (order.status === 'bidding') order.biddingEndsAt = at
  if (order.status === 'in_transit' && order.shipment?.parcelId) collectIn(order.shipment.parcelId, ms - PARCEL_SIGN_AFTER_COLLECT_MS, now)
  else if (order.status === 'in_transit' && order.shipment) order.shipment.deliverAt = at < order.shipment.shippedAt ? order.shipment.shippedAt : at
  if (order.status === 'rechecking' && order.recheck) order.recheck.answerAt = at
  if (order.status === 'returning' && order.returnRequest?.parcelId) collectIn(order.returnRequest.parcelId, ms - PARCEL_SIGN_AFTER_COLLECT_MS, now)
  else if (order.status === 'returning' && order.returnRequest) order.returnRequest.deliverAt = at < order.returnRequest.askedAt ? order.returnRequest.askedAt : at
  saveDb()
  return order
}

/** Let one quote run out `ms` from now. */
export function expireQuoteIn(orderId: number, quoteId: number, ms = 0, now = mockClock.now()): void {
  const quote = findOrder(orderId)?.quotes.find((candidate) => candidate.id === quoteId)
  if (!quote) throw new Error(`no quote ${quoteId} on recycle order ${orderId}`)
  quote.validUntil = iso(now + ms)
  saveDb()
}
