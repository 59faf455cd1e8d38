import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { DepositState, LotDetail, LotSummary } from '@/features/auction/api'
import { LiveRoom, type RoomStatus } from './summary'

export * from './summary'

/**
 * Live rooms and bargain hunts. A live room runs a live session of the auction engine: its lots
 * come up one after another, each with a short countdown that a late bid extends; bidding is the
 * auction's (POST /auction/bid). The host's stream is HLS (video on every platform: WeChat's
 * live-player needs a live-streaming category the trade mini-program does not hold); viewers
 * comment and follow the host. One reply keeps the room live: the room, its lot under the hammer
 * in full, the bids, the comments and the last hammer fall. Bargain hunts (捡漏) are fixed-price
 * lots for a time; grabbing one holds it for a short payment window. Money in cents.
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

export const RoomComment = v.object({
  id: v.number(),
  /** The viewer's masked name (张**), 我 for the dealer's own. */
  author: v.string(),
  /** Plain text: shown as text, never as HTML. */
  text: v.string(),
  at: v.string(),
  mine: v.boolean(),
})
export type RoomComment = v.InferOutput<typeof RoomComment>

/** The last hammer fall (落槌), sent for a few seconds after a lot closes: the screen shows it. */
export const RoomHammer = v.object({
  lotId: v.number(),
  lotNo: v.number(),
  title: v.string(),
  result: v.picklist(['sold', 'unsold']),
  /** The hammer price when sold. */
  priceCents: orNull(v.number()),
  /** Won by the signed-in dealer. */
  mine: v.boolean(),
  at: v.string(),
})
export type RoomHammer = v.InferOutput<typeof RoomHammer>

export const RoomDetail = v.object({
  ...LiveRoom.entries,
  /** The lot under the hammer in full (bidding runs on it): the room asks for nothing else. */
  currentLot: orNull(LotDetail),
  intro: v.string(),
  /** The host's HLS stream (m3u8) while the room is live; null before and after. */
  streamUrl: orNull(v.string()),
  /** Viewers' comments, newest first (the last 30). */
  comments: v.array(RoomComment),
  /** The signed-in dealer follows the host (关注); false signed out. */
  following: v.boolean(),
  followerCount: v.number(),
  hammer: orNull(RoomHammer),
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
  /** Send a comment (plain text, 1–50 characters): the comment as stored. */
  comment: defineCall('POST', '/live/room/comment', RoomComment, params<{ roomId: number; text: string }>()),
  /** Follow or unfollow the room's host (关注): the state as stored. */
  follow: defineCall('POST', '/live/room/follow', v.object({ following: v.boolean(), followerCount: v.number() }), params<{ roomId: number; follow: boolean }>()),
  jianlouList: defineCall('GET', '/live/jianlou/list', timedPageOf(JianlouItem), params<PageQuery & { status?: JianlouStatus }>()),
  jianlouDetail: defineCall('GET', '/live/jianlou/detail', JianlouDetail, params<{ id: number }>()),
  /** Hold a piece for the dealer: its pay order (the same one when the dealer already holds it). */
  grab: defineCall('POST', '/live/jianlou/grab', Grab, params<{ id: number }>()),
  /** Give an unpaid hold back (取消抢购): its pay order is closed and the piece can be grabbed again. */
  release: defineCall('POST', '/live/jianlou/release', JianlouDetail, params<{ id: number }>()),
}
