import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { CATEGORIES, GRADES, type Category, type Grade } from '@/core/api/catalogue'

/**
 * The trading catalogue: SKUs (a brand's model in one size and material) with the platform's
 * reference price and the deals made on it. Prices are sent only to an account holding
 * PRODUCT_DETAIL_PRICE (spec section 6); for anyone else they are null and `priceLocked` is true.
 */

export const SKU_SORTS = ['default', 'priceAsc', 'priceDesc', 'deals', 'newest'] as const
export type SkuSort = (typeof SKU_SORTS)[number]

export const SkuSummary = v.object({
  id: v.number(),
  brandId: v.number(),
  brandName: v.string(),
  /** 爱马仕 Birkin 30 togo 金扣 */
  name: v.string(),
  /** The brand's model line (Birkin). */
  model: v.string(),
  category: v.picklist(CATEGORIES),
  cover: v.string(),
  /** The platform's reference price in cents; null without PRODUCT_DETAIL_PRICE. */
  refPriceCents: orNull(v.number()),
  /** Deals in the last 90 days. */
  dealCount: v.number(),
})
export type SkuSummary = v.InferOutput<typeof SkuSummary>

export const SkuDeal = v.object({
  /** ISO time of the deal. */
  at: v.string(),
  priceCents: v.number(),
  grade: v.picklist(GRADES),
  /** 拍卖成交, 一口价, 同行调货 */
  channel: v.string(),
})
export type SkuDeal = v.InferOutput<typeof SkuDeal>

export const SkuDetail = v.object({
  ...SkuSummary.entries,
  photos: v.array(v.string()),
  /** Label and value, in the order shown: 尺寸, 材质, 颜色, 五金, 年份… */
  specs: v.array(v.object({ label: v.string(), value: v.string() })),
  /** Price on release in cents (public, like a brand's list price); null when unknown. */
  retailPriceCents: orNull(v.number()),
  /** Newest first, the last 90 days; null without PRODUCT_DETAIL_PRICE. */
  deals: orNull(v.array(SkuDeal)),
  priceLocked: v.boolean(),
})
export type SkuDetail = v.InferOutput<typeof SkuDetail>

export interface SkuListQuery extends PageQuery {
  keyword?: string
  brandId?: number
  category?: Category
  /** SKUs with deals in this grade. */
  grade?: Grade
  /** Reference price range in cents (only with PRODUCT_DETAIL_PRICE; ignored otherwise). */
  minPriceCents?: number
  maxPriceCents?: number
  sort?: SkuSort
}

export const SkuSuggestion = v.object({
  /** What the dealer sees and what is searched when picked. */
  text: v.string(),
  /** A brand suggestion opens that brand's list. */
  brandId: orNull(v.number()),
})
export type SkuSuggestion = v.InferOutput<typeof SkuSuggestion>

export const productApi = {
  /** The catalogue, paged. Public; prices as above. */
  skuList: defineCall('GET', '/product/sku/list', pageOf(SkuSummary), params<SkuListQuery>()),
  /** One SKU. 404 when it does not exist. */
  skuDetail: defineCall('GET', '/product/sku/detail', SkuDetail, params<{ id: number }>()),
  /** Up to 10 suggestions for what is typed: matching brands first, then SKU names. */
  suggest: defineCall('GET', '/product/sku/suggest', v.array(SkuSuggestion), params<{ keyword: string }>()),
  /** What dealers search most, for the search page. */
  hotSearches: defineCall('GET', '/product/sku/hot-searches', v.array(v.string())),
}
