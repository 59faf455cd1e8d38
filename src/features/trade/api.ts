import * as v from 'valibot'
import { defineCall, orNull } from '@/core/api/define'

/**
 * The trade tab's call. Its cards read only what they show of a session and a room (the auction's
 * and the live area's full shapes stay with their pages: this schema is loaded at start-up).
 */
export const TradeSessionCard = v.object({
  id: v.number(),
  title: v.string(),
  status: v.picklist(['upcoming', 'live', 'ended']),
  startAt: v.string(),
  endAt: v.string(),
  lotCount: v.number(),
  bidCount: v.number(),
  cover: v.string(),
})
export type TradeSessionCard = v.InferOutput<typeof TradeSessionCard>

export const TradeRoomCard = v.object({
  id: v.number(),
  title: v.string(),
  poster: v.string(),
  currentLot: orNull(v.object({ id: v.number(), lotNo: v.number(), startPriceCents: v.number(), currentPriceCents: orNull(v.number()) })),
})
export type TradeRoomCard = v.InferOutput<typeof TradeRoomCard>

export const TradeHome = v.object({
  /** Timed sessions live now (ending soonest first), then those starting soonest (AuctionSession). */
  sessions: v.array(TradeSessionCard),
  /** Live rooms on air now (LiveRoom). */
  rooms: v.array(TradeRoomCard),
  serverTime: v.string(),
})
export type TradeHome = v.InferOutput<typeof TradeHome>

export const tradeApi = {
  home: defineCall('GET', '/trade/home', TradeHome),
}
