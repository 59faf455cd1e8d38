import * as v from 'valibot'
import { defineCall, orNull } from '@/core/api/define'

export const StockAgeBucket = v.object({
  /** e.g. '30天内' */
  label: v.string(),
  count: v.number(),
})
export type StockAgeBucket = v.InferOutput<typeof StockAgeBucket>

export const StockOverview = v.object({
  shopName: v.string(),
  inStockCount: v.number(),
  /** Cost value of the items in stock, in cents; null for staff who may not see costs. */
  costValueCents: orNull(v.number()),
  lockedCount: v.number(),
  /** Pieces sold this month (China time) by completed offline orders. */
  soldThisMonth: v.number(),
  /** What those sales brought in, in cents. */
  salesThisMonthCents: v.number(),
  /** Their gross profit: sale prices less the pieces' costs, in cents; null as costValueCents. */
  profitThisMonthCents: orNull(v.number()),
  warningCount: v.number(),
  ageBuckets: v.array(StockAgeBucket),
})
export type StockOverview = v.InferOutput<typeof StockOverview>

export const overviewApi = {
  overview: defineCall('GET', '/stock/overview', StockOverview),
}
