import { defineCall } from '@/core/api/define'

export interface StockAgeBucket {
  /** e.g. '30天内' */
  label: string
  count: number
}

export interface StockOverview {
  shopName: string
  inStockCount: number
  /** Cost value of the items in stock, in cents. */
  costValueCents: number
  lockedCount: number
  soldThisMonth: number
  warningCount: number
  ageBuckets: StockAgeBucket[]
}

export const overviewApi = {
  overview: defineCall<void, StockOverview>('GET', '/stock/overview'),
}
