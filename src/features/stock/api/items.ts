import * as v from 'valibot'
import { defineCall, noData, pageOf, params, type PageQuery, orNull } from '@/core/api/define'

/** Where an item is in its life (domain: StockItem status). */
export const StockStatus = v.picklist(['IN_STOCK', 'LOCKED', 'SOLD', 'SHIPPED', 'DELETED'])
export type StockStatus = v.InferOutput<typeof StockStatus>

export const STOCK_STATUS_TEXT: Record<StockStatus, string> = {
  IN_STOCK: '在库',
  LOCKED: '已锁单',
  SOLD: '已售出',
  SHIPPED: '已出库',
  DELETED: '已删除',
}

/** A status to list by: one status, or HELD for the items still in the shop (IN_STOCK or LOCKED). */
export type StockListStatus = StockStatus | 'HELD'

export const CATEGORIES = ['箱包', '腕表', '珠宝', '服饰', '鞋履', '配饰'] as const
export const GRADES = ['全新', '99新', '98新', '95新', '9新', '85新'] as const
export const ACCESSORIES = ['盒子', '防尘袋', '票据', '卡片', '肩带', '说明书', '保卡'] as const
export const LOCATIONS = ['柜台', '保险柜', '仓库A区', '仓库B区', '门店橱窗'] as const

/** One stock item of the signed-in account's shop. Prices in cents; null = not set. */
export const StockItem = v.object({
  id: v.number(),
  /** Serial or date code, also what a stock-taking scan reads. */
  code: v.string(),
  title: v.string(),
  brand: v.string(),
  model: v.string(),
  category: v.string(),
  grade: v.string(),
  colour: v.string(),
  material: v.string(),
  size: v.string(),
  accessories: v.array(v.string()),
  photos: v.array(v.string()),
  costCents: orNull(v.number()),
  /** 同行价: the price offered to other dealers. */
  peerPriceCents: orNull(v.number()),
  retailCents: orNull(v.number()),
  quantity: v.number(),
  location: v.string(),
  supplier: v.string(),
  /** YYYY-MM-DD; the stock age in days is derived from it. */
  stockInDate: v.string(),
  ageDays: v.number(),
  note: v.string(),
  /** Shown in the shop's public showcase (shop/share). */
  shared: v.boolean(),
  status: StockStatus,
  updatedAt: v.string(),
  /** Set while the item is in the recycle bin. */
  deletedAt: orNull(v.string()),
  /** Why it was deleted: '手动删除' or '盘亏'. */
  deleteReason: v.optional(v.string()),
  /** Detail only: the active lock holding the item, the completed sale that sold it. */
  lockId: v.optional(orNull(v.number())),
  offlineOrderId: v.optional(orNull(v.number())),
})
export type StockItem = v.InferOutput<typeof StockItem>

/** What the list shows of an item. */
export const StockItemSummary = v.object({
  ...v.pick(StockItem, [
    'id', 'code', 'title', 'brand', 'model', 'category', 'grade', 'costCents', 'peerPriceCents', 'retailCents', 'quantity', 'location', 'status', 'stockInDate', 'ageDays', 'shared',
  ]).entries,
  photo: v.string(),
})
export type StockItemSummary = v.InferOutput<typeof StockItemSummary>

export type StockSort = 'newest' | 'oldest' | 'price-asc' | 'price-desc' | 'age-desc'

export interface StockQuery extends PageQuery {
  /** Matches title, brand, model and code. */
  keyword?: string
  brand?: string
  category?: string
  /** Without it: every item not deleted. */
  status?: StockListStatus
  grade?: string
  location?: string
  /** Peer price range in cents. */
  minPriceCents?: number
  maxPriceCents?: number
  /** Stock age range in days. */
  minAgeDays?: number
  maxAgeDays?: number
  sort?: StockSort
}

export const StockPage = v.object({
  ...pageOf(StockItemSummary).entries,
  /** Cost of every matching item (quantity included), in cents. */
  totalCostCents: v.number(),
})
export type StockPage = v.InferOutput<typeof StockPage>

export type StockItemInput = Omit<StockItem, 'id' | 'ageDays' | 'status' | 'updatedAt' | 'deletedAt' | 'deleteReason' | 'lockId' | 'offlineOrderId'>

export const PeerPrice = v.object({
  shopName: v.string(),
  grade: v.string(),
  /** null unless the account holds PRODUCT_DETAIL_PRICE: the server never sends it otherwise. */
  priceCents: orNull(v.number()),
  updatedAt: v.string(),
})
export type PeerPrice = v.InferOutput<typeof PeerPrice>

export const BrandOption = v.object({
  name: v.string(),
  /** A–Z index letter. */
  initial: v.string(),
})
export type BrandOption = v.InferOutput<typeof BrandOption>

export const RecycledItem = v.object({
  ...StockItemSummary.entries,
  deletedAt: v.string(),
  deleteReason: v.string(),
  /** When the 30-day purge removes it for good. */
  purgeAt: v.string(),
})
export type RecycledItem = v.InferOutput<typeof RecycledItem>

export const stockItemsApi = {
  list: defineCall('GET', '/stock/items', StockPage, params<StockQuery>()),
  detail: defineCall('GET', '/stock/items/:id', StockItem, params<{ id: number }>()),
  create: defineCall('POST', '/stock/items', v.object({ id: v.number() }), params<StockItemInput>()),
  update: defineCall('PUT', '/stock/items/:id', noData, params<StockItemInput & { id: number }>()),
  /** Moves items to the recycle bin (only IN_STOCK items). */
  remove: defineCall('POST', '/stock/items/delete', v.object({ deleted: v.number() }), params<{ ids: number[] }>()),
  /** Adds items to or removes them from the shop's public showcase. */
  share: defineCall('POST', '/stock/items/share', v.object({ updated: v.number() }), params<{ ids: number[]; shared: boolean }>()),
  peerPrices: defineCall('GET', '/stock/items/:id/peer-prices', v.array(PeerPrice), params<{ id: number }>()),
  brands: defineCall('GET', '/stock/brands', v.array(BrandOption)),
  recycleBin: defineCall('GET', '/stock/recycle-bin', pageOf(RecycledItem), params<PageQuery>()),
  restore: defineCall('POST', '/stock/recycle-bin/restore', v.object({ restored: v.number() }), params<{ ids: number[] }>()),
  purge: defineCall('POST', '/stock/recycle-bin/purge', v.object({ purged: v.number() }), params<{ ids: number[] }>()),
}

/** Days an item stays in the recycle bin before the server deletes it for good. */
export const RECYCLE_DAYS = 30
