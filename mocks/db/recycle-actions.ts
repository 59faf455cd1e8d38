import { ACCESSORIES, CATEGORIES, GRADES } from '../../src/core/api/catalogue'
import { RECYCLE_REFUSALS, type OfferInput } from '../../src/features/recycle/api'
import {
  BIDDING_WINDOW_MS,
  checkInspect,
  checkOffer,
  checkPreQuote,
  checkQuote,
  checkRecheck,
  feeCents,
  payoutCents,
  PRE_QUOTE_VALID_DAYS,
  RECHECK_ANSWER_HOURS,
  RETURN_REASONS,
  returnShippingPaidBy,
  SHIPPING_PAYER_TEXT,
  type BuyerAction,
  type SellerAction,
} from '../../src/features/recycle/machine'
import { yuan } from '../../src/shared/format/money'
import { checkReason, noteError, reasonError } from '../../src/shared/rules/reason'
import { MockError } from '../lib/handle'
import { refuse } from '../lib/refuse'
import { changeBalance } from './balance'
import { brandNamed } from './brands'
import { getDb, shopStocks } from './index'
import { createParcel, partyOfText } from './express'
import { ITEM_TYPES, MAX_ONLINE_DECLARED_CENTS } from '../../src/features/express/rules'
import { registerChannelSource, requireChannel } from '../lib/channel'
import {
  acceptedQuote,
  buyerActions,
  DAY,
  finalPriceOf,
  hasGivenUp,
  HOUR,
  isLive,
  iso,
  nextOrderId,
  nextQuoteId,
  orderNo,
  partyName,
  persist,
  preQuoteOf,
  quoteOf,
  receivingAddress,
  RECHECK_MS,
  record,
  recycleState,
  RETURN_CARRIER,
  sellerActions,
  settleOrder,
  stateMovedText,
  type PartyId,
  type RecycleRecord,
  type ShipmentRecord,
} from './recycle'

/**
 * The recycling transitions: each checks that the asking party may take the action now
 * (machine.ts, as the engine narrows it), then the input with the form's own checks, then
 * changes the order and records the step. Refusals (lib/refuse.ts) carry the app's codes.
 */

/** The order's state does not allow the action (it moved meanwhile): the page reloads it. */
function refuseMoved(order: RecycleRecord, action: SellerAction | BuyerAction, message = stateMovedText(order, action)): never {
  return refuse(RECYCLE_REFUSALS.stateMoved, message, { status: order.status })
}

/** The first message of a form check, as a 400. */
function firstError(errors: Partial<Record<string, string>>): void {
  const first = Object.values(errors).find(Boolean)
  if (first) throw new MockError(400, first)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function strings(value: unknown, label: string): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw new MockError(400, `${label}格式错误`)
  return value as string[]
}

function cents(value: unknown): number {
  return value === null || value === undefined || value === '' ? Number.NaN : Number(value)
}

function requireSeller(order: RecycleRecord, action: SellerAction, now: number): void {
  if (sellerActions(order, now).includes(action)) return
  if (action === 'recheck' && order.status === 'inspected') refuseMoved(order, action, '每笔订单仅可申请一次复检')
  refuseMoved(order, action)
}

const OWN_ORDER_TEXT: Record<BuyerAction, string> = {
  quote: '不能给自己的回收订单报价',
  preQuote: '不能给自己的回收订单估价',
  giveup: '不能放弃自己的回收订单',
  inspect: '',
}

function requireBuyer(order: RecycleRecord, buyerId: PartyId, action: BuyerAction, now: number): void {
  if (buyerActions(order, buyerId, now).includes(action)) return
  const open = order.status === 'bidding' || order.status === 'estimating'
  if (open && order.sellerId === buyerId && action !== 'inspect') refuseMoved(order, action, OWN_ORDER_TEXT[action])
  if (order.status === 'bidding' && hasGivenUp(order, buyerId)) refuseMoved(order, action, '您已放弃该订单')
  if (action === 'quote' && order.status === 'bidding') refuse(RECYCLE_REFUSALS.biddingClosed, '报价已截止', { status: order.status })
  if (action === 'inspect' && order.status === 'inspecting') refuseMoved(order, action, '只有成交买家可以验货')
  refuseMoved(order, action)
}

// ---- The seller ----

/** The statuses in which an order no longer holds its stock item (it may be offered again). */
const RELEASED = new Set(['cancelled', 'unsold', 'returned'])

/** The order holding a stock item: 回收中 until it ends, 已回收成交 once settled. Not asked before the recycle state exists (its seed offers no stock item). */
registerChannelSource('recycle', (itemId) => {
  const order = getDb().recycle?.orders.find((candidate) => candidate.item.stockItemId === itemId && !RELEASED.has(candidate.status))
  if (!order) return null
  return { kind: order.status === 'settled' ? 'RECYCLED' : 'RECYCLE', refId: order.id }
})

/**
 * A new order, of an item from the dealer's stock or entered new. From stock the server takes
 * only the link (id and code): the form carries the item's photos and fields over and the dealer
 * may change them (图片与信息已带入，可修改), so what is sent is checked like a new item.
 */
export function offer(sellerId: PartyId, params: OfferInput, now: number): RecycleRecord {
  if (params.source !== 'stock' && params.source !== 'new') throw new MockError(400, '请选择商品来源')
  if (params.mode !== 'estimate' && params.mode !== 'bidding') throw new MockError(400, '请选择回收方式')
  const fields = {
    stockItemId: null as number | null,
    stockCode: null as string | null,
    title: text(params.title).trim(),
    brandName: text(params.brandName).trim(),
    category: text(params.category),
    grade: text(params.grade),
    accessories: strings(params.accessories, '配件'),
    photos: strings(params.photos, '图片'),
    description: text(params.description).trim(),
  }
  const state = recycleState()
  if (params.source === 'stock') {
    const shop = shopStocks()[sellerId]
    const stock = shop?.items.find((item) => item.id === Number(params.stockItemId))
    if (!stock || stock.status === 'DELETED') throw new MockError(404, '库存商品不存在或已删除')
    // One channel per piece: the order holds it (its status stays IN_STOCK) until cancelled, unsold or returned;
    // a piece locked, sold, consigned or offered already is refused with where it is.
    requireChannel(stock, 'recycle', { shop })
    fields.stockItemId = stock.id
    fields.stockCode = stock.code
  }
  const expected = params.expectedPriceCents === null || params.expectedPriceCents === undefined ? null : Number(params.expectedPriceCents)
  firstError(checkOffer({ ...fields, expectedPriceCents: expected }, (name) => brandNamed(name) !== undefined))
  if (!(CATEGORIES as readonly string[]).includes(fields.category)) throw new MockError(400, '请选择品类')
  if (!(GRADES as readonly string[]).includes(fields.grade)) throw new MockError(400, '请选择成色')
  if (fields.accessories.some((name) => !(ACCESSORIES as readonly string[]).includes(name))) throw new MockError(400, '配件无效')
  const id = nextOrderId(state)
  const { stockItemId, stockCode, ...item } = fields
  const order: RecycleRecord = {
    id,
    no: orderNo(id, now),
    sellerId,
    status: params.mode === 'estimate' ? 'estimating' : 'bidding',
    item: { source: params.source, stockItemId, stockCode, ...item },
    expectedPriceCents: expected,
    biddingEndsAt: params.mode === 'bidding' ? iso(now + BIDDING_WINDOW_MS) : null,
    createdAt: iso(now),
    updatedAt: iso(now),
    quotes: [],
    preQuotes: [],
    acceptedQuoteId: null,
    buyerId: null,
    givenUp: {},
    shipment: null,
    inspection: null,
    recheck: null,
    returnRequest: null,
    settlement: null,
    timeline: [],
  }
  record(order, now, params.mode === 'estimate' ? '发起估价，等待买家预估价' : '发布竞价，买家72小时内报价', 'public')
  state.orders.push(order)
  persist()
  return order
}

export function publish(order: RecycleRecord, now: number): void {
  requireSeller(order, 'publish', now)
  order.biddingEndsAt = iso(now + BIDDING_WINDOW_MS)
  record(order, now, '发布竞价，买家72小时内报价', 'public', 'bidding')
  persist()
}

export function accept(order: RecycleRecord, quoteId: number, now: number): void {
  if (order.status === 'bidding') {
    const quote = order.quotes.find((candidate) => candidate.id === quoteId)
    if (!quote) throw new MockError(404, '报价不存在')
    if (!isLive(quote, now)) refuse(RECYCLE_REFUSALS.quoteExpired, '该报价已过期，请选择其他报价', { status: order.status })
  }
  requireSeller(order, 'accept', now)
  const quote = order.quotes.find((candidate) => candidate.id === quoteId)!
  for (const other of order.quotes) {
    if (other.status === 'active') {
      other.status = 'lost'
      other.updatedAt = iso(now)
    }
  }
  quote.status = 'accepted'
  quote.updatedAt = iso(now)
  order.acceptedQuoteId = quote.id
  order.buyerId = quote.buyerId
  // The other buyers who took part learn the order is gone, not to whom nor at what price.
  record(order, now, `接受${quote.buyerName}报价 ${yuan(quote.priceCents)}`, 'deal', 'awaiting_shipment', '卖家已接受其他买家的报价')
  persist()
}

export function cancel(order: RecycleRecord, reason: unknown, now: number): void {
  requireSeller(order, 'cancel', now)
  const why = text(reason).trim()
  firstError({ reason: reasonError(why) })
  // Cancelling loses every quote still standing, the accepted one too (awaiting_shipment).
  for (const quote of order.quotes) {
    if (quote.status === 'active' || quote.status === 'accepted') {
      quote.status = 'lost'
      quote.updatedAt = iso(now)
    }
  }
  // Public: once closed only the buyers who took part see the order, and they learn it is over.
  record(order, now, `卖家取消：${why}`, 'public', 'cancelled')
  persist()
}

/** Before the express module creates the parcel (send-context and send): the seller's order awaiting shipment. */
export function requireShippable(order: RecycleRecord, now: number): void {
  requireSeller(order, 'ship', now)
}

/**
 * The express module sent the item (onParcelSent, purpose 'recycle'): awaiting_shipment →
 * in_transit, the shipment linked to the parcel (signed for when the parcel is: settleOrder).
 */
export function shipByParcel(
  order: RecycleRecord,
  parcel: { id: number; carrier: string; waybillNo: string; sender: { name: string; phone: string; address: string } },
  now: number,
): void {
  requireSeller(order, 'ship', now)
  order.shipment = {
    carrier: parcel.carrier,
    trackingNo: parcel.waybillNo,
    senderName: parcel.sender.name,
    senderPhone: parcel.sender.phone,
    senderAddress: parcel.sender.address,
    receiverText: receivingAddress(order.buyerId!),
    shippedAt: iso(now),
    deliveredAt: null,
    // Read from the parcel instead (settleOrder); kept for the record's shape.
    deliverAt: iso(now + 365 * DAY),
    parcelId: parcel.id,
  }
  record(order, now, `已寄出：${parcel.carrier} ${parcel.waybillNo}`, 'deal', 'in_transit')
  persist()
}

/** The pickup of that parcel was cancelled before collection (onParcelCancelled): back to awaiting_shipment, to be sent again. */
export function unshipByParcel(order: RecycleRecord, parcelId: number, now: number): void {
  if (order.status !== 'in_transit' || order.shipment?.parcelId !== parcelId) return
  order.shipment = null
  record(order, now, '已取消上门取件，商品未寄出，请重新发货', 'deal', 'awaiting_shipment')
  persist()
}

export function recheck(order: RecycleRecord, params: { reason: unknown; note: unknown; photos: unknown }, now: number): void {
  requireSeller(order, 'recheck', now)
  const input = { reason: text(params.reason), note: text(params.note).trim(), photos: strings(params.photos, '图片') }
  firstError(checkRecheck(input))
  order.recheck = { ...input, askedAt: iso(now), answerDueAt: iso(now + RECHECK_ANSWER_HOURS * HOUR), answer: null, answerAt: iso(now + RECHECK_MS) }
  record(order, now, `申请复检：${input.reason}`, 'deal', 'rechecking')
  persist()
}

/** The buyer's side sends the item back to the seller through the express module (purpose recycle-back), insured at the accepted price. */
function returnParcel(order: RecycleRecord, shipment: ShipmentRecord, now: number) {
  const valueCents = acceptedQuote(order)?.priceCents ?? null
  return createParcel(
    {
      purpose: { kind: 'recycle-back', orderId: order.id },
      senderUserId: null,
      ownerUserId: order.sellerId,
      sender: partyOfText(shipment.receiverText, '收货人'),
      receiver: { name: shipment.senderName, phone: shipment.senderPhone, address: shipment.senderAddress },
      itemType: (ITEM_TYPES as readonly string[]).includes(order.item.category) ? order.item.category : '其他',
      itemName: order.item.title,
      declaredValueCents: Math.min(valueCents ?? MAX_ONLINE_DECLARED_CENTS, MAX_ONLINE_DECLARED_CENTS),
      itemValueCents: valueCents,
      pickup: null,
      selfShipped: { carrier: RETURN_CARRIER, waybillNo: `SF${String(now).slice(-9)}${String(order.id).slice(-4)}` },
    },
    now,
  )
}

export function returnItem(order: RecycleRecord, params: { reason: unknown; note: unknown }, now: number): void {
  requireSeller(order, 'return', now)
  const input = { reason: text(params.reason), note: text(params.note).trim() }
  firstError(checkReason(input, RETURN_REASONS))
  const paidBy = returnShippingPaidBy(acceptedQuote(order)?.priceCents ?? null, finalPriceOf(order))
  const shipment = order.shipment!
  const parcel = returnParcel(order, shipment, now)
  order.returnRequest = {
    ...input,
    askedAt: iso(now),
    shippingPaidBy: paidBy,
    carrier: parcel.carrier,
    trackingNo: parcel.waybillNo,
    deliveredAt: null,
    // Read from the parcel instead (settleOrder); kept for the record's shape.
    deliverAt: iso(now + 365 * DAY),
    fromText: shipment.receiverText,
    toText: `${shipment.senderName} ${shipment.senderPhone} ${shipment.senderAddress}`,
    parcelId: parcel.id,
  }
  record(order, now, `申请退回：${input.reason}（运费${SHIPPING_PAYER_TEXT[paidBy]}）`, 'deal', 'returning')
  persist()
}

/** Accept the final price: the payout to the balance or one of the person's bank cards. */
export function confirm(order: RecycleRecord, payout: { bank: { bankName: string; cardTail: string } | null }, now: number): void {
  requireSeller(order, 'confirm', now)
  const final = finalPriceOf(order)!
  const accountText = payout.bank ? `${payout.bank.bankName}（尾号${payout.bank.cardTail}）` : '账户余额'
  order.settlement = {
    finalPriceCents: final,
    feeCents: feeCents(final),
    payoutCents: payoutCents(final),
    accountText,
    paidAt: iso(now),
    arrivalText: payout.bank ? '预计1–3个工作日到账' : '已到账',
  }
  // Paid into the balance the cashier can pay from.
  if (!payout.bank) changeBalance(Number(order.sellerId), payoutCents(final), `回收成交打款（${order.item.title}）`, now)
  record(order, now, `确认成交 ${yuan(final)}，服务费 ${yuan(feeCents(final))}，到账 ${yuan(payoutCents(final))}（${accountText}）`, 'deal', 'settled')
  persist()
}

// ---- Buyers ----

export function quote(order: RecycleRecord, buyerId: PartyId, params: { priceCents: unknown; validDays: unknown; note: unknown }, now: number): void {
  requireBuyer(order, buyerId, 'quote', now)
  const input = { priceCents: cents(params.priceCents), validDays: Number(params.validDays) }
  firstError(checkQuote(input))
  const note = text(params.note).trim()
  firstError({ note: noteError(note, '备注') })
  const fields = { priceCents: input.priceCents, validUntil: iso(now + input.validDays * DAY), status: 'active' as const, note, updatedAt: iso(now) }
  const mine = quoteOf(order, buyerId)
  const buyerName = partyName(buyerId)
  if (mine) Object.assign(mine, fields)
  else order.quotes.push({ id: nextQuoteId(), buyerId, buyerName, ...fields })
  record(order, now, `${buyerName}${mine ? '修改报价' : '报价'} ${yuan(input.priceCents)}`, buyerId)
  persist()
}

export function giveup(order: RecycleRecord, buyerId: PartyId, reason: unknown, now: number): void {
  requireBuyer(order, buyerId, 'giveup', now)
  const why = text(reason).trim()
  firstError({ reason: reasonError(why) })
  const mine = quoteOf(order, buyerId)
  if (mine && mine.status !== 'withdrawn') {
    mine.status = 'withdrawn'
    mine.updatedAt = iso(now)
  }
  order.givenUp[String(buyerId)] = iso(now)
  record(order, now, `${partyName(buyerId)}放弃报价：${why}`, buyerId)
  // The last quote holding after the window, given up: unsold now, in this reply already.
  settleOrder(order, now)
  persist()
}

export function preQuote(order: RecycleRecord, buyerId: PartyId, params: { lowCents: unknown; highCents: unknown; note: unknown }, now: number): void {
  requireBuyer(order, buyerId, 'preQuote', now)
  const input = { lowCents: cents(params.lowCents), highCents: cents(params.highCents) }
  firstError(checkPreQuote(input))
  const note = text(params.note).trim()
  firstError({ note: noteError(note, '备注') })
  const fields = { ...input, validUntil: iso(now + PRE_QUOTE_VALID_DAYS * DAY), note, updatedAt: iso(now) }
  const mine = preQuoteOf(order, buyerId)
  const buyerName = partyName(buyerId)
  if (mine) Object.assign(mine, fields)
  else order.preQuotes.push({ id: nextQuoteId(), buyerId, buyerName, ...fields })
  record(order, now, `${buyerName}${mine ? '修改预估价' : '预估价'} ${yuan(input.lowCents)}–${yuan(input.highCents)}`, buyerId)
  persist()
}

export function inspect(
  order: RecycleRecord,
  buyerId: PartyId,
  params: { finalPriceCents: unknown; grade: unknown; reason?: unknown; missingAccessories: unknown; note: unknown; photos: unknown },
  now: number,
): void {
  requireBuyer(order, buyerId, 'inspect', now)
  const accepted = acceptedQuote(order)!.priceCents
  const note = text(params.note).trim()
  const photos = strings(params.photos, '图片')
  const input = { finalPriceCents: cents(params.finalPriceCents), grade: text(params.grade), reason: text(params.reason).trim(), note, photos }
  // Never above the accepted quote; below it only with a reason and photos (the seller judges them).
  firstError(checkInspect(input, GRADES, accepted))
  const missing = strings(params.missingAccessories, '缺少的配件')
  if (missing.some((name) => !(ACCESSORIES as readonly string[]).includes(name))) throw new MockError(400, '配件无效')
  firstError({ note: noteError(note, '备注') })
  const revised = input.finalPriceCents !== accepted
  const missingText = missing.length ? `缺少${missing.join('、')}` : ''
  order.inspection = {
    finalPriceCents: input.finalPriceCents,
    grade: input.grade,
    // The reason stands only for a price cut.
    reason: input.finalPriceCents < accepted ? input.reason : '',
    missingAccessories: missing,
    // The missing accessories have their own field; the note is the inspector's words.
    note: note || (missingText ? '' : '与描述一致'),
    photos,
    inspectedAt: iso(now),
    revised,
  }
  const why = missingText || (input.grade !== order.item.grade ? `成色${input.grade}` : '')
  const eventNote = revised ? `验货价 ${yuan(input.finalPriceCents)}${why ? `（${why}）` : ''}` : `验货价 ${yuan(input.finalPriceCents)}，与报价一致`
  record(order, now, eventNote, 'deal', 'inspected')
  persist()
}
