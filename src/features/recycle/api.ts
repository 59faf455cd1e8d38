import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { RECYCLE_STATUSES, type BuyerTab, type RecycleStatus } from './machine'

/**
 * Recycling (回收): a seller offers an item to the platform's buyers (other dealers). Buyers
 * pre-quote a range from photos (estimating) or quote a price (bidding); the seller accepts one,
 * ships the item, the buyer inspects it and sets the final price; the seller confirms (payout)
 * or asks it back, and may dispute the inspection once (复检). One state machine (machine.ts),
 * enforced by the server. Money in cents, times ISO. See docs/api.md, "Recycling".
 */

const Status = v.picklist(RECYCLE_STATUSES)

export const SellerActionSchema = v.picklist(['publish', 'accept', 'cancel', 'ship', 'return', 'recheck', 'confirm'])
export const BuyerActionSchema = v.picklist(['preQuote', 'quote', 'giveup', 'inspect'])

/** Refusals of an action (HTTP 200 envelope codes). The page says the message and reloads. */
export const RECYCLE_REFUSALS = {
  /** The order's state no longer allows the action (it moved meanwhile); data: {status}. */
  stateMoved: 40920,
  /** The quote to accept has expired or was withdrawn. */
  quoteExpired: 41020,
  /** Quoting has closed for this order (the bidding window ended). */
  biddingClosed: 41021,
} as const

/** One change of state, oldest first in a timeline. */
export const RecycleEvent = v.object({
  status: Status,
  at: v.string(),
  /** What happened, in Chinese: 李记名表报价 ¥12,000; 验货价 ¥10,800（缺少防尘袋）. */
  note: orNull(v.string()),
})
export type RecycleEvent = v.InferOutput<typeof RecycleEvent>

/** The item as offered: from the dealer's stock (photos and fields carried over) or entered new. */
export const RecycleItem = v.object({
  source: v.picklist(['stock', 'new']),
  stockItemId: orNull(v.number()),
  /** The stock item's code (ZP00001) when it came from stock. */
  stockCode: orNull(v.string()),
  title: v.string(),
  brandName: v.string(),
  category: v.string(),
  grade: v.string(),
  accessories: v.array(v.string()),
  photos: v.array(v.string()),
  description: v.string(),
})
export type RecycleItem = v.InferOutput<typeof RecycleItem>

export const QuoteStatus = v.picklist(['active', 'expired', 'accepted', 'lost', 'withdrawn'])
export type QuoteStatus = v.InferOutput<typeof QuoteStatus>

export const RecycleQuote = v.object({
  id: v.number(),
  buyerName: v.string(),
  priceCents: v.number(),
  /** The quote holds until then; after it the seller can no longer accept it. */
  validUntil: v.string(),
  status: QuoteStatus,
  note: v.string(),
  updatedAt: v.string(),
})
export type RecycleQuote = v.InferOutput<typeof RecycleQuote>

/** A range from photos, before the item is sent (estimating). */
export const PreQuote = v.object({
  id: v.number(),
  buyerName: v.string(),
  lowCents: v.number(),
  highCents: v.number(),
  validUntil: v.string(),
  note: v.string(),
  updatedAt: v.string(),
})
export type PreQuote = v.InferOutput<typeof PreQuote>

export const Shipment = v.object({
  carrier: v.string(),
  trackingNo: v.string(),
  senderName: v.string(),
  senderPhone: v.string(),
  senderAddress: v.string(),
  /** Where it goes: the buyer's receiving address. */
  receiverText: v.string(),
  shippedAt: v.string(),
  deliveredAt: orNull(v.string()),
  /** The express module's parcel (sent in the app); null for a shipment entered before it. */
  parcelId: orNull(v.number()),
})
export type Shipment = v.InferOutput<typeof Shipment>

export const Inspection = v.object({
  finalPriceCents: v.number(),
  grade: v.string(),
  /** Why the price is below the accepted quote (INSPECT_CUT_REASONS); '' when it is not. */
  reason: v.optional(v.string(), ''),
  missingAccessories: v.array(v.string()),
  note: v.string(),
  photos: v.array(v.string()),
  inspectedAt: v.string(),
  /** The final price differs from the accepted quote. */
  revised: v.boolean(),
})
export type Inspection = v.InferOutput<typeof Inspection>

export const Recheck = v.object({
  reason: v.string(),
  note: v.string(),
  photos: v.array(v.string()),
  askedAt: v.string(),
  /** The platform's answer is due by then. */
  answerDueAt: v.string(),
  answer: orNull(
    v.object({
      verdict: v.picklist(['upheld', 'revised']),
      /** The final price after the answer (the same when upheld). */
      finalPriceCents: v.number(),
      note: v.string(),
      answeredAt: v.string(),
    }),
  ),
})
export type Recheck = v.InferOutput<typeof Recheck>

export const ReturnRequest = v.object({
  reason: v.string(),
  note: v.string(),
  askedAt: v.string(),
  shippingPaidBy: v.picklist(['buyer', 'seller']),
  carrier: v.string(),
  trackingNo: v.string(),
  deliveredAt: orNull(v.string()),
})
export type ReturnRequest = v.InferOutput<typeof ReturnRequest>

export const Settlement = v.object({
  finalPriceCents: v.number(),
  feeCents: v.number(),
  payoutCents: v.number(),
  /** 账户余额 or 招商银行（尾号1234）. */
  accountText: v.string(),
  paidAt: v.string(),
  /** 已到账 or 预计1–3个工作日到账. */
  arrivalText: v.string(),
})
export type Settlement = v.InferOutput<typeof Settlement>

/** A row of the seller's lists. */
export const RecycleSummary = v.object({
  id: v.number(),
  /** Order number shown to people: HS20261126001. */
  no: v.string(),
  status: Status,
  title: v.string(),
  brandName: v.string(),
  grade: v.string(),
  cover: v.string(),
  expectedPriceCents: orNull(v.number()),
  biddingEndsAt: orNull(v.string()),
  quoteCount: v.number(),
  /** The best live quote (bidding), else null. */
  bestQuoteCents: orNull(v.number()),
  /** The best pre-quote range (estimating), else null. */
  preRange: orNull(v.object({ lowCents: v.number(), highCents: v.number() })),
  /** The accepted quote's price, then the final price once inspected. */
  dealPriceCents: orNull(v.number()),
  updatedAt: v.string(),
})
export type RecycleSummary = v.InferOutput<typeof RecycleSummary>

/** The seller's view of one order. */
export const RecycleDetail = v.object({
  ...RecycleSummary.entries,
  item: RecycleItem,
  createdAt: v.string(),
  /** Best first: live quotes by price, then the rest. */
  quotes: v.array(RecycleQuote),
  preQuotes: v.array(PreQuote),
  acceptedQuote: orNull(RecycleQuote),
  shipment: orNull(Shipment),
  inspection: orNull(Inspection),
  recheck: orNull(Recheck),
  returnRequest: orNull(ReturnRequest),
  settlement: orNull(Settlement),
  /** Where to send the item: the accepted buyer's receiving address (null before a quote is accepted). */
  shipTo: orNull(v.string()),
  /** Who pays the return shipping if the item is asked back now. */
  returnShippingPaidBy: v.picklist(['buyer', 'seller']),
  /** What the seller may do now (the server's word). */
  actions: v.array(SellerActionSchema),
  timeline: v.array(RecycleEvent),
})
export type RecycleDetail = v.InferOutput<typeof RecycleDetail>

export const SellerCounts = v.object(Object.fromEntries(RECYCLE_STATUSES.map((status) => [status, v.number()])) as Record<RecycleStatus, v.NumberSchema<undefined>>)
export type SellerCounts = v.InferOutput<typeof SellerCounts>

/** Where the buyer stands on an order. */
export const BuyerStanding = v.picklist(['open', 'quoted', 'gaveup', 'won', 'lost', 'expired'])
export type BuyerStanding = v.InferOutput<typeof BuyerStanding>

/** A row of the buyer's lists (quote lists, pre-quote list, the zone). */
export const BuyerOffer = v.object({
  id: v.number(),
  no: v.string(),
  status: Status,
  title: v.string(),
  brandName: v.string(),
  category: v.string(),
  grade: v.string(),
  cover: v.string(),
  sellerName: v.string(),
  expectedPriceCents: orNull(v.number()),
  biddingEndsAt: orNull(v.string()),
  quoteCount: v.number(),
  standing: BuyerStanding,
  myQuote: orNull(RecycleQuote),
  myPreQuote: orNull(PreQuote),
  updatedAt: v.string(),
})
export type BuyerOffer = v.InferOutput<typeof BuyerOffer>

/** A buyer's view of one order: the item in full; shipment and inspection once the buyer won it. */
export const BuyerOfferDetail = v.object({
  ...BuyerOffer.entries,
  item: RecycleItem,
  shipment: orNull(Shipment),
  inspection: orNull(Inspection),
  recheck: orNull(Recheck),
  /** What this buyer may do now (the server's word). */
  actions: v.array(BuyerActionSchema),
  /** The whole timeline once the buyer won it; otherwise publishing and the buyer's own steps. */
  timeline: v.array(RecycleEvent),
})
export type BuyerOfferDetail = v.InferOutput<typeof BuyerOfferDetail>

export const BuyerCounts = v.object({
  offering: v.number(),
  offered: v.number(),
  giveup: v.number(),
  /** Won orders the seller has yet to ship or that are on their way (待收货). */
  receiving: v.number(),
  /** Won orders signed for, awaiting this buyer's inspection (待验货). */
  inspecting: v.number(),
  /** Estimating orders the buyer has not pre-quoted yet. */
  preOpen: v.number(),
  preDone: v.number(),
})
export type BuyerCounts = v.InferOutput<typeof BuyerCounts>

/** Carrier events of one leg (send: seller → buyer; return: buyer → seller), newest first. */
export const ExpressLeg = v.object({
  leg: v.picklist(['send', 'return']),
  /** The express parcel of the leg (GET /express/parcel for its sender or owner). */
  parcelId: v.number(),
  carrier: v.string(),
  trackingNo: v.string(),
  fromText: v.string(),
  toText: v.string(),
  delivered: v.boolean(),
  events: v.array(v.object({ at: v.string(), text: v.string() })),
})
export type ExpressLeg = v.InferOutput<typeof ExpressLeg>

export const ExpressProgress = v.object({ id: v.number(), no: v.string(), status: Status, legs: v.array(ExpressLeg) })
export type ExpressProgress = v.InferOutput<typeof ExpressProgress>

export interface OfferInput {
  source: 'stock' | 'new'
  stockItemId?: number | null
  title: string
  brandName: string
  category: string
  grade: string
  accessories: string[]
  photos: string[]
  description: string
  expectedPriceCents: number | null
  /** 'estimate' asks for pre-quotes first (estimating); 'bidding' opens quoting at once. */
  mode: 'estimate' | 'bidding'
}

export interface ConfirmInput {
  id: number
  payoutTo: 'balance' | 'bank'
  bankCardId?: number | null
}

export interface SellerListQuery extends PageQuery {
  /** Which list: the offers (竞价订单) or the deals (回收订单). */
  view: 'bidding' | 'order'
  /** A tab key of SELLER_BIDDING_TABS or SELLER_ORDER_TABS. */
  tab: string
}

export interface BuyerListQuery extends PageQuery {
  tab: BuyerTab
  /** One category (箱包, 腕表…); all when left out. */
  category?: string
}

export const recycleSellerApi = {
  /** The account's orders of a tab, newest change first. */
  list: defineCall('GET', '/recycle/seller/list', pageOf(RecycleSummary), params<SellerListQuery>()),
  /** How many of the account's orders are in each state. */
  counts: defineCall('GET', '/recycle/seller/counts', SellerCounts),
  /** One order; 404 when not the account's. */
  detail: defineCall('GET', '/recycle/seller/detail', RecycleDetail, params<{ id: number }>()),
  /** Offer an item (estimating or bidding). */
  offer: defineCall('POST', '/recycle/seller/offer', RecycleDetail, params<OfferInput>()),
  /** estimating → bidding. */
  publish: defineCall('POST', '/recycle/seller/publish', RecycleDetail, params<{ id: number }>()),
  /** bidding → awaiting_shipment, with one live quote. */
  accept: defineCall('POST', '/recycle/seller/accept', RecycleDetail, params<{ id: number; quoteId: number }>()),
  /** Before shipping: estimating, bidding or awaiting_shipment → cancelled. */
  cancel: defineCall('POST', '/recycle/seller/cancel', RecycleDetail, params<{ id: number; reason: string }>()),
  /** inspecting or inspected → returning (ask for the item back). */
  returnItem: defineCall('POST', '/recycle/seller/return', RecycleDetail, params<{ id: number; reason: string; note: string }>()),
  /** inspected → rechecking (dispute the inspection; once per order). */
  recheck: defineCall('POST', '/recycle/seller/recheck', RecycleDetail, params<{ id: number; reason: string; note: string; photos: string[] }>()),
  /** inspected → settled: accept the final price; the payout is made. */
  confirm: defineCall('POST', '/recycle/seller/confirm', RecycleDetail, params<ConfirmInput>()),
}

export const recycleBuyerApi = {
  list: defineCall('GET', '/recycle/buyer/list', pageOf(BuyerOffer), params<BuyerListQuery>()),
  counts: defineCall('GET', '/recycle/buyer/counts', BuyerCounts),
  /** One order as this buyer sees it (also pre-quote detail). */
  detail: defineCall('GET', '/recycle/buyer/detail', BuyerOfferDetail, params<{ id: number }>()),
  /** Make or change this buyer's quote (bidding, within the window). */
  quote: defineCall('POST', '/recycle/buyer/quote', BuyerOfferDetail, params<{ id: number; priceCents: number; validDays: number; note: string }>()),
  /** Give up an order (withdraws this buyer's quote). */
  giveup: defineCall('POST', '/recycle/buyer/giveup', BuyerOfferDetail, params<{ id: number; reason: string }>()),
  /** Estimating orders: the ones to pre-quote (open) or pre-quoted (done). */
  preList: defineCall('GET', '/recycle/buyer/pre/list', pageOf(BuyerOffer), params<PageQuery & { tab: 'open' | 'done' }>()),
  /** Make or change this buyer's pre-quote range (estimating). */
  preQuote: defineCall('POST', '/recycle/buyer/pre/quote', BuyerOfferDetail, params<{ id: number; lowCents: number; highCents: number; note: string }>()),
  /**
   * inspecting → inspected: the final price after inspection (the accepted buyer only). Never above
   * the accepted quote; below it with a reason and at least one photo (checkInspect).
   */
  inspect: defineCall(
    'POST',
    '/recycle/buyer/inspect',
    BuyerOfferDetail,
    params<{ id: number; finalPriceCents: number; grade: string; reason: string; missingAccessories: string[]; note: string; photos: string[] }>(),
  ),
}

/** Carrier events of the order's legs (the seller, or the buyer who won it). */
export const recycleExpressCall = defineCall('GET', '/recycle/express', ExpressProgress, params<{ id: number }>())
