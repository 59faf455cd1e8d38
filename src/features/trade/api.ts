import * as v from 'valibot'
import { defineCall } from '@/core/api/define'

export const AuctionSessionStatus = v.picklist(['upcoming', 'live', 'ended'])
export type AuctionSessionStatus = v.InferOutput<typeof AuctionSessionStatus>

export const AuctionSessionSummary = v.object({
  id: v.number(),
  title: v.string(),
  status: AuctionSessionStatus,
  /** ISO time. */
  startAt: v.string(),
  lotCount: v.number(),
  cover: v.string(),
})
export type AuctionSessionSummary = v.InferOutput<typeof AuctionSessionSummary>

export const TradeHome = v.object({
  sessions: v.array(AuctionSessionSummary),
  hotBrands: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type TradeHome = v.InferOutput<typeof TradeHome>

export const tradeApi = {
  home: defineCall('GET', '/trade/home', TradeHome),
}
