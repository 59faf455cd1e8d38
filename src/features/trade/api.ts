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

/** 行情好货: a most-traded catalogue model (SkuSummary, read only as far as the card shows it). */
export const TradePickCard = v.object({
  id: v.number(),
  name: v.string(),
  cover: v.string(),
  /** null without PRODUCT_DETAIL_PRICE. */
  refPriceCents: orNull(v.number()),
  dealCount: v.number(),
})
export type TradePickCard = v.InferOutput<typeof TradePickCard>

export const TradeHome = v.object({
  /** Timed sessions live now (ending soonest first), then those starting soonest (AuctionSession). */
  sessions: v.array(TradeSessionCard),
  /** Live rooms on air now (LiveRoom). */
  rooms: v.array(TradeRoomCard),
  /** The catalogue's most traded models (the SKU list's 成交最多 order). */
  picks: v.array(TradePickCard),
  serverTime: v.string(),
})
export type TradeHome = v.InferOutput<typeof TradeHome>

/**
 * 我的待办: the signed-in dealer's counts across bidding, consignments and recycling, counted by
 * the server in one reply (the areas' own count calls stay with their pages).
 */
export const TradeTodos = v.object({
  /** Lots the dealer bid on that are still open. */
  bidding: v.number(),
  /** Lots won with the bill not paid yet. */
  wonUnpaid: v.number(),
  smuDraft: v.number(),
  smuRejected: v.number(),
  /** Recycling: orders open for this buyer's quote. */
  recycleOffering: v.number(),
  /** Recycling: the seller's accepted orders to send. */
  recycleToShip: v.number(),
  /** Recycling: orders this buyer received and has to inspect. */
  recycleToInspect: v.number(),
  /** Recycling: the seller's inspected orders waiting for the price to be confirmed. */
  recycleToConfirm: v.number(),
})
export type TradeTodos = v.InferOutput<typeof TradeTodos>

export const tradeApi = {
  home: defineCall('GET', '/trade/home', TradeHome),
  todos: defineCall('GET', '/trade/todos', TradeTodos),
}
