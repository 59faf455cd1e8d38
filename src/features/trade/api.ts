import { defineCall } from '@/core/api/define'

export type AuctionSessionStatus = 'upcoming' | 'live' | 'ended'

export interface AuctionSessionSummary {
  id: number
  title: string
  status: AuctionSessionStatus
  /** ISO time. */
  startAt: string
  lotCount: number
  cover: string
}

export interface TradeHome {
  sessions: AuctionSessionSummary[]
  hotBrands: { id: number; name: string }[]
}

export const tradeApi = {
  home: defineCall<void, TradeHome>('GET', '/trade/home'),
}
