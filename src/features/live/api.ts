import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { DepositState, LotSummary } from '@/features/auction/api'
import { LiveRoom, type RoomStatus } from './summary'

export * from './summary'

/**
 * Live rooms and bargain hunts. A live room runs a live session of the auction engine: its lots
 * come up one after another, each with a short countdown that a late bid extends; bidding is the
 * auction's (POST /auction/bid). No video: WeChat's live-player is closed to e-commerce
 * mini-programs, so a room shows its poster. Bargain hunts (捡漏) are fixed-price lots for a time;
 * grabbing one holds it for a short payment window. Money in cents.
 */

export const RoomBid = v.object({
  id: v.number(),
  lotId: v.number(),
  lotNo: v.number(),
  bidder: v.string(),
  amountCents: v.number(),
  at: v.string(),
  mine: v.boolean(),
})
export type RoomBid = v.InferOutput<typeof RoomBid>

export const RoomDetail = v.object({
  ...LiveRoom.entries,
  intro: v.string(),
  /** The lots still to come, in order (the next 10). */
  upcomingLots: v.array(LotSummary),
  /** The last lots closed, newest first (5), with their results. */
  closedLots: v.array(LotSummary),
  /** The room's bids streaming in, newest first (the last 30, all lots). */
  bids: v.array(RoomBid),
  /** The deposit bidding in the room needs (its session's), shown signed out too. */
  depositCents: v.number(),
  /** The signed-in dealer's deposit for the room's session; null signed out. */
  deposit: orNull(DepositState),
  serverTime: v.string(),
})
export type RoomDetail = v.InferOutput<typeof RoomDetail>

export const JIANLOU_STATUSES = ['upcoming', 'on_sale', 'sold_out', 'ended'] as const
export type JianlouStatus = (typeof JIANLOU_STATUSES)[number]
export const JIANLOU_STATUS_TEXT: Record<JianlouStatus, string> = { upcoming: '即将开抢', on_sale: '抢购中', sold_out: '已抢光', ended: '已结束' }

export const JianlouItem = v.object({
  id: v.number(),
  title: v.string(),
  brandName: v.string(),
  grade: v.string(),
  cover: v.string(),
  priceCents: v.number(),
  /** The catalogue's reference price, for the saving shown. */
  refPriceCents: v.number(),
  /** Pieces not sold and not held. */
  stockLeft: v.number(),
  stockTotal: v.number(),
  status: v.picklist(JIANLOU_STATUSES),
  startAt: v.string(),
  endAt: v.string(),
  /** The dealer holds one: pay before expiresAt or it goes back. */
  myHold: orNull(v.object({ payOrderNo: v.string(), expiresAt: v.string(), paid: v.boolean() })),
})
export type JianlouItem = v.InferOutput<typeof JianlouItem>

export const JianlouDetail = v.object({
  ...JianlouItem.entries,
  photos: v.array(v.string()),
  accessories: v.array(v.string()),
  description: v.string(),
  seller: v.object({ shopId: v.number(), name: v.string(), avatar: v.string() }),
  /** How long a grab holds the piece for payment. */
  holdMinutes: v.number(),
  serverTime: v.string(),
})
export type JianlouDetail = v.InferOutput<typeof JianlouDetail>

export const Grab = v.object({ payOrderNo: v.string(), expiresAt: v.string() })
export type Grab = v.InferOutput<typeof Grab>

/** Why a grab is refused (the app handles them itself). */
export const GRAB_REFUSALS = {
  /** Every piece is sold or held by another dealer: 手慢了. */
  gone: 41020,
  /** The sale has not started or is over. */
  closed: 41021,
  /** The account has not paid its 交易保证金 (member/apply), which a grab needs. */
  noDeposit: 41022,
} as const

/** Said when a hold is released (取消抢购): its pay order is closed with this reason. */
export const RELEASED_REASON = '已取消抢购'

/**
 * A page of a list whose rows count down (a live lot's time left, a sale's end): with the
 * server's clock as of the answer, so that a phone whose clock is wrong still counts right.
 */
function timedPageOf<S extends Parameters<typeof pageOf>[0]>(item: S) {
  return v.object({ ...pageOf(item).entries, serverTime: v.string() })
}

export const liveApi = {
  rooms: defineCall('GET', '/live/rooms', timedPageOf(LiveRoom), params<PageQuery & { status?: RoomStatus }>()),
  room: defineCall('GET', '/live/room', RoomDetail, params<{ id: number }>()),
  jianlouList: defineCall('GET', '/live/jianlou/list', timedPageOf(JianlouItem), params<PageQuery & { status?: JianlouStatus }>()),
  jianlouDetail: defineCall('GET', '/live/jianlou/detail', JianlouDetail, params<{ id: number }>()),
  /** Hold a piece for the dealer: its pay order (the same one when the dealer already holds it). */
  grab: defineCall('POST', '/live/jianlou/grab', Grab, params<{ id: number }>()),
  /** Give an unpaid hold back (取消抢购): its pay order is closed and the piece can be grabbed again. */
  release: defineCall('POST', '/live/jianlou/release', JianlouDetail, params<{ id: number }>()),
}
