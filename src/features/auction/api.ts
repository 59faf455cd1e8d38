import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { Address } from '@/features/account/api'
import { WIN_LINE_KINDS } from './win-rules'
import { AuctionSession, DepositState, LotSummary, myBidsCall, SessionCounts, SessionKind, timedPageOf, type SessionStatus } from './summary'

// The summaries the trade tab (main package) needs live apart, so that it does not load the rest.
export * from './summary'

/**
 * Platform auctions: sessions (专场) of lots, timed (every lot open at once, each closing at its own
 * time) or live (a live room's lots one after another). The server's auction engine decides every
 * bid, extension and close; the app shows its state, counts down on the server's clock (every
 * time-bearing reply carries serverTime) and asks again. Money in cents. See docs/api.md,
 * "Auctions", for the rules (ladder, extensions, deposits, the win's payment).
 */

export const SessionDetail = v.object({
  ...AuctionSession.entries,
  /** Open lots with bids whose leading bid is still below the reserve (they go 流拍 if it stays so). */
  belowReserveCount: v.number(),
  /** Of those, the ones the signed-in dealer leads (0 signed out). */
  myLeadingBelowReserve: v.number(),
  /** The signed-in dealer's deposit for this session; null signed out. */
  deposit: orNull(DepositState),
  /** The server's clock when it answered. */
  serverTime: v.string(),
})
export type SessionDetail = v.InferOutput<typeof SessionDetail>

export const Bid = v.object({
  id: v.number(),
  /** Masked (李**); the dealer's own say 我. */
  bidder: v.string(),
  amountCents: v.number(),
  at: v.string(),
  mine: v.boolean(),
  /** The key the dealer's app sent with its own bid (null on others'): a lost answer is found by it. */
  requestId: orNull(v.string()),
  /** This bid moved the end (延时). */
  extended: v.boolean(),
  /** Placed by the engine for its dealer's 代理出价 ceiling. */
  auto: v.boolean(),
})
export type Bid = v.InferOutput<typeof Bid>

export const LotDetail = v.object({
  ...LotSummary.entries,
  sessionTitle: v.string(),
  sessionKind: SessionKind,
  photos: v.array(v.string()),
  accessories: v.array(v.string()),
  description: v.string(),
  consignor: v.object({ shopId: v.number(), name: v.string(), avatar: v.string() }),
  /** The step of the ladder at the current price, and the least the next bid may be. */
  incrementCents: v.number(),
  nextBidCents: v.number(),
  /** 延时拍: a bid with less than extendWindowSeconds left moves the end to extendBySeconds after it. */
  extendable: v.boolean(),
  extendWindowSeconds: v.number(),
  extendBySeconds: v.number(),
  maxExtends: v.number(),
  /** The end before any extension. */
  originalEndAt: v.string(),
  /** Newest first, the last 30. */
  bids: v.array(Bid),
  /** The deposit bidding on the lot needs (its session's), shown signed out too. */
  depositCents: v.number(),
  /** The dealer's deposit for the lot's session; null signed out. */
  deposit: orNull(DepositState),
  /**
   * The signed-in dealer's 代理出价 on this lot: the ceiling the engine bids up to for them; active,
   * or exhausted (outbid above it: 已被超越，代理出价已用尽). null: none (or cancelled), signed out.
   */
  myProxy: orNull(
    v.object({
      ceilingCents: v.number(),
      status: v.picklist(['active', 'exhausted']),
      setAt: v.string(),
    }),
  ),
  /** Won by the dealer: the payment of the hammer price (through the cashier) and its deadline. */
  win: orNull(
    v.object({
      payOrderNo: v.string(),
      amountCents: v.number(),
      payDeadline: v.string(),
      paid: v.boolean(),
    }),
  ),
  /** Grows with every change of the lot: a poll that brings the same version changed nothing. */
  version: v.number(),
  serverTime: v.string(),
})
export type LotDetail = v.InferOutput<typeof LotDetail>

export interface SessionListQuery extends PageQuery {
  status: SessionStatus
  kind?: SessionKind
}

/** default (the server's when none is asked): live ending soonest, then upcoming, then ended (latest first). */
export const LOT_SORTS = ['default', 'lot', 'ending', 'price_desc', 'bids'] as const
export type LotSort = (typeof LOT_SORTS)[number]

export interface LotListQuery extends PageQuery {
  sessionId: number
  sort?: LotSort
}

export interface BidRequest {
  lotId: number
  amountCents: number
  /** Made once per bid by the app and sent again on a retry: the server answers a repeat as it did the first time. */
  requestId: string
  /** The leading price the dealer saw (0: no bid yet): a bid overtaken meanwhile is told so (outpaced). */
  seenPriceCents?: number
}

/**
 * Why a bid is refused (the reply's code; the app handles them itself). Permission, membership
 * and 402 follow the error catalogue (403, 600000001, 402).
 */
export const BID_REFUSALS = {
  /** Below the next valid bid or off the ladder; data: the fresh lot. */
  belowNext: 40010,
  /** Another dealer's bid came first and this one is no longer above it; data: the fresh lot. */
  outpaced: 40910,
  /** The lot closed (or has not opened); data: the fresh lot. */
  closed: 41010,
  /** The dealer leads already; data: the fresh lot. */
  leading: 40911,
  /** The session's deposit is not paid; data: {btnLink} to its pay order (the spec's deposit dialog). */
  depositNeeded: 42810,
  /** Real-name verification is missing (the spec's real-name dialog, done in the native app). */
  realNameNeeded: 42811,
  /** Above the bidding power (10 × the paid session deposit): the server's sentence, overPowerText. */
  overPower: 42812,
} as const

export interface ProxyRequest {
  lotId: number
  /** The most the engine may bid for the dealer: within the bidding power, at least the next valid bid, on the ladder. */
  ceilingCents: number
}

export const auctionApi = {
  /** Sessions in one state: live and upcoming soonest first, ended latest first; with the server's time. */
  sessions: defineCall('GET', '/auction/sessions', timedPageOf(AuctionSession), params<SessionListQuery>()),
  /** How many sessions are in each state. */
  sessionCounts: defineCall('GET', '/auction/sessions/counts', SessionCounts),
  /** One session with the dealer's deposit and the server's time. */
  session: defineCall('GET', '/auction/session', SessionDetail, params<{ id: number }>()),
  /** A session's lots (200 at most per session). */
  lots: defineCall('GET', '/auction/lots', pageOf(LotSummary), params<LotListQuery>()),
  /** One lot as of now (polled while its page is shown). */
  lot: defineCall('GET', '/auction/lot', LotDetail, params<{ id: number }>()),
  /** Place a bid; the reply is the lot after it. Refusals: BID_REFUSALS. */
  bid: defineCall('POST', '/auction/bid', LotDetail, params<BidRequest>()),
  /**
   * The pay order of the session's deposit (made on first ask, the same while pending; once paid, a
   * top-up of the same amount that raises the bidding power). It returns to the lot (lotId) or the
   * live room (roomId) it was asked from, else to the session.
   */
  payDeposit: defineCall('POST', '/auction/deposit/pay', v.object({ payOrderNo: v.string() }), params<{ sessionId: number; lotId?: number; roomId?: number }>()),
  myBids: myBidsCall,
  /**
   * 代理出价: set, raise or lower the dealer's ceiling on a live lot; the reply is the lot after it
   * (not leading, the ceiling has bid already). Refusals as a bid's (BID_REFUSALS: belowNext for a
   * ceiling below the next bid or off the ladder, closed, depositNeeded, overPower…).
   */
  setProxy: defineCall('POST', '/auction/proxy', LotDetail, params<ProxyRequest>()),
  /** Cancel the dealer's active ceiling (its bids stay); 41010 when none is active. */
  cancelProxy: defineCall('POST', '/auction/proxy/cancel', LotDetail, params<{ lotId: number }>()),
}

/** One line of a won lot's bill, priced by the server with its rule (win-rules.ts); an offset is negative. */
export const WinLine = v.object({
  kind: v.picklist(WIN_LINE_KINDS),
  label: v.string(),
  /** How the server priced it: 成交价的5%，最低¥50. */
  rule: v.string(),
  amountCents: v.number(),
})

/**
 * Paying a won lot (pages/order/pay?lotId=): the item, where it ships, every line the server
 * priced, the amount due and the deadline. Pending: priced for `address` (the one asked for, else
 * the order's, else the default; null: none yet, no shipping and no amount due). Paid or closed:
 * the bill as it was settled.
 */
export const WinPayment = v.object({
  lotId: v.number(),
  lotNo: v.number(),
  title: v.string(),
  cover: v.string(),
  sessionTitle: v.string(),
  payOrderNo: v.string(),
  status: v.picklist(['pending', 'paid', 'closed', 'refunded']),
  closeReason: orNull(v.string()),
  address: orNull(Address),
  lines: v.array(WinLine),
  /** null until an address is chosen (shipping depends on it). */
  amountDueCents: orNull(v.number()),
  payDeadline: v.string(),
  paidAt: orNull(v.string()),
  serverTime: v.string(),
})
export type WinPayment = v.InferOutput<typeof WinPayment>

export const auctionWinApi = {
  /** A won lot's bill, priced for `addressId` when given. 404 when the dealer did not win it. */
  win: defineCall('GET', '/auction/win', WinPayment, params<{ lotId: number; addressId?: number }>()),
  /**
   * Fix the address and the bill on the win's pay order (then paid at the cashier). Refused: 400
   * 请选择收货地址, 404 收货地址不存在或已删除, 409 该拍品已付款, 410 付款已超时，订单已关闭.
   */
  settle: defineCall('POST', '/auction/win/settle', WinPayment, params<{ lotId: number; addressId: number }>()),
}
