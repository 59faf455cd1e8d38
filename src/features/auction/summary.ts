import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'

/**
 * The auction's summaries and the dealer's bids: what the trade tab (in the mini-program's main
 * package, and asked at start-up on H5) shows. The rest of the auction's calls are in ./api, which
 * re-exports these: only the auction pages load it.
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
  /** Whether a reserve price is set, and whether the leading bid meets it (the amount stays secret). */
  hasReserve: v.boolean(),
  reserveMet: v.boolean(),
})
export type LotSummary = v.InferOutput<typeof LotSummary>

export const DEPOSIT_STATUSES = ['unpaid', 'pending', 'paid', 'returned', 'offset', 'forfeited'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

export const DepositState = v.object({
  sessionId: v.number(),
  /** What the session asks (one deposit; a top-up adds as much again). */
  amountCents: v.number(),
  /** unpaid: nothing asked yet; pending: a pay order waits (payOrderNo); paid: frozen for bidding;
   * returned: given back after the close (nothing won); offset: taken off a won lot's payment;
   * forfeited: kept (a won lot went unpaid). See deposit-rules.ts. */
  status: v.picklist(DEPOSIT_STATUSES),
  payOrderNo: orNull(v.string()),
  /** All the dealer paid for this session (the deposit and its top-ups). */
  paidCents: v.number(),
  /** 出价额度 while frozen: the most one bid may be (10 × paidCents); null when nothing is frozen. */
  bidLimitCents: orNull(v.number()),
  /** When it was paid (the first payment), and when it was returned, offset or forfeited. */
  paidAt: orNull(v.string()),
  settledAt: orNull(v.string()),
})
export type DepositState = v.InferOutput<typeof DepositState>

/** The dealer's own bidding: lots bid on, with where the dealer stands. */
export const MyBidLot = v.object({
  ...LotSummary.entries,
  sessionTitle: v.string(),
  myTopBidCents: v.number(),
  /** Won: the payment's order and whether it is paid. */
  payOrderNo: orNull(v.string()),
  paid: v.boolean(),
  payDeadline: orNull(v.string()),
  /** The dealer's deposit for the lot's session (frozen, returned, offset, forfeited). */
  deposit: DepositState,
})
export type MyBidLot = v.InferOutput<typeof MyBidLot>

export const MY_BID_TABS = ['active', 'won', 'lost'] as const
export type MyBidTab = (typeof MY_BID_TABS)[number]

/**
 * A page of a list whose rows count down (a session's end, a lot's): with the server's clock as of
 * the answer, so that a phone whose clock is wrong still counts right (useListClock).
 */
export function timedPageOf<S extends Parameters<typeof pageOf>[0]>(item: S) {
  return v.object({ ...pageOf(item).entries, serverTime: v.string() })
}

/** The dealer's bids: active (still open), won, lost. */
export const myBidsCall = defineCall('GET', '/auction/my-bids', timedPageOf(MyBidLot), params<PageQuery & { tab: MyBidTab }>())
