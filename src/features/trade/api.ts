import * as v from 'valibot'
import { defineCall } from '@/core/api/define'
import { AuctionSession } from '@/features/auction/api'
import { LiveRoom } from '@/features/live/api'

export const TradeHome = v.object({
  /** Timed sessions live now (ending soonest first), then those starting soonest. */
  sessions: v.array(AuctionSession),
  /** Live rooms on air now. */
  rooms: v.array(LiveRoom),
  hotBrands: v.array(v.object({ id: v.number(), name: v.string() })),
  serverTime: v.string(),
})
export type TradeHome = v.InferOutput<typeof TradeHome>

export const tradeApi = {
  home: defineCall('GET', '/trade/home', TradeHome),
}
