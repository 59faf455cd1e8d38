import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'

/**
 * Platform auctions: sessions (专场) of lots, timed (every lot open at once, each closing at its own
 * time) or live (a live room's lots one after another). The server's auction engine decides every
 * bid, extension and close; the app shows its state, counts down on the server's clock (every
 * time-bearing reply carries serverTime) and asks again. Money in cents. See docs/api.md,
 * "Auctions", for the rules (ladder, extensions, deposits, the win's payment).
 */

export const SESSION_STATUSES = ['upcoming', 'live', 'ended'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
export const SESSION_STATUS_TEXT: Record<SessionStatus, string> = { upcoming: '预展', live: '拍卖中', ended: '已结束' }

export const LOT_STATUSES = ['upcoming', 'live', 'sold', 'unsold'] as const
export type LotStatus = (typeof LOT_STATUSES)[number]
export const LOT_STATUS_TEXT: Record<LotStatus, string> = { upcoming: '未开拍', live: '竞拍中', sold: '已成交', unsold: '已流拍' }

/** Where the signed-in dealer stands on a lot: none (no bid), leading (领先), outbid (出局), won, lost. */
export const MY_LOT_STATES = ['none', 'leading', 'outbid', 'won', 'lost'] as const
export type MyLotState = (typeof MY_LOT_STATES)[number]

export const SessionKind = v.picklist(['timed', 'live'])
export type SessionKind = v.InferOutput<typeof SessionKind>

export const AuctionSession = v.object({
  id: v.number(),
  title: v.string(),
  kind: SessionKind,
  status: v.picklist(SESSION_STATUSES),
  /** ISO times: when bidding opens, and when the last lot is due to close (it moves with extensions). */
  startAt: v.string(),
  endAt: v.string(),
  lotCount: v.number(),
  bidCount: v.number(),
  cover: v.string(),
  /** The deposit bidding in this session needs. */
  depositCents: v.number(),
  /** Lots extend on a late bid (延时拍). */
  extendable: v.boolean(),
  /** Only members (P0015 shop membership) bid here (会员专场). */
  membersOnly: v.boolean(),
  intro: v.string(),
})
export type AuctionSession = v.InferOutput<typeof AuctionSession>

export const SessionCounts = v.object({ upcoming: v.number(), live: v.number(), ended: v.number() })
export type SessionCounts = v.InferOutput<typeof SessionCounts>

export const LotSummary = v.object({
  id: v.number(),
  sessionId: v.number(),
  /** Its place in the session (1-based): Lot 12. */
  lotNo: v.number(),
  title: v.string(),
  brandName: v.string(),
  grade: v.string(),
  cover: v.string(),
  startPriceCents: v.number(),
  /** The leading bid; null before the first. */
  currentPriceCents: orNull(v.number()),
  bidCount: v.number(),
  status: v.picklist(LOT_STATUSES),
  /** ISO times: bidding opens, and closes (moved by extensions). */
  startAt: v.string(),
  endAt: v.string(),
  /** How many times a late bid moved the end. */
  extendCount: v.number(),
  myState: v.picklist(MY_LOT_STATES),
})
export type LotSummary = v.InferOutput<typeof LotSummary>

export const DEPOSIT_STATUSES = ['unpaid', 'pending', 'paid', 'returned', 'forfeited'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

export const DepositState = v.object({
  sessionId: v.number(),
  amountCents: v.number(),
  /** unpaid: nothing asked yet; pending: a pay order waits (payOrderNo); paid: frozen for bidding;
   * returned: given back after the close (nothing won); forfeited: kept (a won lot went unpaid). */
  status: v.picklist(DEPOSIT_STATUSES),
  payOrderNo: orNull(v.string()),
})
export type DepositState = v.InferOutput<typeof DepositState>

export const SessionDetail = v.object({
  ...AuctionSession.entries,
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
  /** Whether a reserve price is set, and whether the leading bid meets it (the amount stays secret). */
  hasReserve: v.boolean(),
  reserveMet: v.boolean(),
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
  /** The dealer's deposit for the lot's session; null signed out. */
  deposit: orNull(DepositState),
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

/** The dealer's own bidding: lots bid on, with where the dealer stands. */
export const MyBidLot = v.object({
  ...LotSummary.entries,
  sessionTitle: v.string(),
  myTopBidCents: v.number(),
  /** Won: the payment's order and whether it is paid. */
  payOrderNo: orNull(v.string()),
  paid: v.boolean(),
  payDeadline: orNull(v.string()),
})
export type MyBidLot = v.InferOutput<typeof MyBidLot>

export const MY_BID_TABS = ['active', 'won', 'lost'] as const
export type MyBidTab = (typeof MY_BID_TABS)[number]

export interface SessionListQuery extends PageQuery {
  status: SessionStatus
  kind?: SessionKind
}

export const LOT_SORTS = ['lot', 'ending', 'price_desc', 'bids'] as const
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
} as const

export const auctionApi = {
  /** Sessions in one state: live and upcoming soonest first, ended latest first. */
  sessions: defineCall('GET', '/auction/sessions', pageOf(AuctionSession), params<SessionListQuery>()),
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
  /** The pay order of the session's deposit (made on first ask, the same while pending). */
  payDeposit: defineCall('POST', '/auction/deposit/pay', v.object({ payOrderNo: v.string() }), params<{ sessionId: number; lotId?: number }>()),
  /** The dealer's bids: active (still open), won, lost. */
  myBids: defineCall('GET', '/auction/my-bids', pageOf(MyBidLot), params<PageQuery & { tab: MyBidTab }>()),
}
