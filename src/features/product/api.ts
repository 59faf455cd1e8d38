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
  /** The signed-in dealer saved it (收藏); false signed out. */
  saved: v.boolean(),
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

/** The deals of one SKU, optionally of one grade: 85新 and 全新 are different prices. */
export const SkuDeals = v.object({
  /** Newest first, the last 90 days, of the grade asked (all without one); null without PRODUCT_DETAIL_PRICE. */
  deals: orNull(v.array(SkuDeal)),
  /** How many deals each grade has (all grades, whatever was asked), in GRADES order, only those with deals. */
  grades: v.array(v.object({ grade: v.picklist(GRADES), count: v.number() })),
})
export type SkuDeals = v.InferOutput<typeof SkuDeals>

/** Where a piece of this SKU is on sale now: an auction lot (upcoming or live) or a 捡漏 offer. */
export const SkuOnSale = v.object({
  kind: v.picklist(['auction', 'jianlou']),
  id: v.number(),
  title: v.string(),
  grade: v.string(),
  cover: v.string(),
  /** 当前价 / 起拍价 / 捡漏价 */
  priceLabel: v.string(),
  priceCents: v.number(),
  /** 竞拍中, 未开拍, 抢购中, 即将开抢 */
  statusText: v.string(),
  /** ISO time it ends (auction lot or offer). */
  endsAt: v.string(),
  /** The page that shows it (an app route with its query). */
  path: v.string(),
})
export type SkuOnSale = v.InferOutput<typeof SkuOnSale>

/** What the catalogue holds of one brand: a brand with no SKUs is not in the list. */
export const BrandCatalogue = v.object({
  brandId: v.number(),
  skuCount: v.number(),
  /** The brand's categories that have SKUs, in CATEGORIES order (百达翡丽: 腕表 only). */
  categories: v.array(v.picklist(CATEGORIES)),
})
export type BrandCatalogue = v.InferOutput<typeof BrandCatalogue>

export const productApi = {
  /** The catalogue, paged. Public; prices as above. */
  skuList: defineCall('GET', '/product/sku/list', pageOf(SkuSummary), params<SkuListQuery>()),
  /** One SKU. 404 when it does not exist. */
  skuDetail: defineCall('GET', '/product/sku/detail', SkuDetail, params<{ id: number }>()),
  /** Up to 10 suggestions for what is typed: matching brands first, then SKU names. */
  suggest: defineCall('GET', '/product/sku/suggest', v.array(SkuSuggestion), params<{ keyword: string }>()),
  /** What dealers search most, for the search page. */
  hotSearches: defineCall('GET', '/product/sku/hot-searches', v.array(v.string())),
  /** One SKU's deals, of one grade when given. Public; the deals themselves need PRODUCT_DETAIL_PRICE. 404 for no such SKU. */
  deals: defineCall('GET', '/product/sku/deals', SkuDeals, params<{ skuId: number; grade?: Grade }>()),
  /** Pieces of this SKU on sale now (auction lots upcoming or live, 捡漏 on sale), ending soonest first. Public. */
  onSale: defineCall('GET', '/product/sku/on-sale', v.array(SkuOnSale), params<{ skuId: number }>()),
  /** 收藏 / 取消收藏 for the signed-in dealer; the answer is the state the server keeps. */
  save: defineCall('POST', '/product/sku/favourite', v.object({ skuId: v.number(), saved: v.boolean() }), params<{ skuId: number; saved: boolean }>()),
  /** Every brand with SKUs: how many and in which categories. Public. */
  brandCatalogue: defineCall('GET', '/product/brand/catalogue', v.array(BrandCatalogue)),
}
