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

/**
 * Where a piece is being sold (one channel at a time, the server enforces it): free in stock,
 * held by a lock, a consignment (寄拍), a recycling order, or gone (sold, shipped, deleted).
 * `status` keeps its meaning; a consignment or a recycling order leaves it IN_STOCK and shows here.
 */
export const CHANNEL_KINDS = ['FREE', 'LOCK', 'CONSIGN_REVIEW', 'CONSIGN_LISTED', 'CONSIGN_SOLD', 'RECYCLE', 'RECYCLED', 'SOLD', 'SHIPPED', 'DELETED'] as const
export type ChannelKind = (typeof CHANNEL_KINDS)[number]

/** The item's channel: its kind, the record holding it (lock, consignment, recycling order, sale, delivery) and the server's words. */
export const StockChannel = v.object({
  kind: v.picklist(CHANNEL_KINDS),
  /** The holding record's id; null when free (or not looked up, in a list). */
  refId: orNull(v.number()),
  /** 在库, 锁单中, 寄拍审核中, 已上拍, 回收中 …, as the server says it. */
  text: v.string(),
})
export type StockChannel = v.InferOutput<typeof StockChannel>

/** A status to list by: one status, or HELD for the items still in the shop (IN_STOCK or LOCKED). */
export type StockListStatus = StockStatus | 'HELD'

export { ACCESSORIES, CATEGORIES, GRADES } from '@/core/api/catalogue'
/** The usual locations; a shop may name its own (1–12 characters, see LOCATION_MAX). */
export const LOCATIONS = ['柜台', '保险柜', '仓库A区', '仓库B区', '门店橱窗'] as const
export const LOCATION_MAX = 12

export const CommissionUnit = v.picklist(['PERCENT', 'CENTS'])
export type CommissionUnit = v.InferOutput<typeof CommissionUnit>

/** 佣金: a percentage of the sale (value 0.1–100) or a fixed amount (value in cents). */
export const Commission = v.object({ unit: CommissionUnit, value: v.number() })
export type Commission = v.InferOutput<typeof Commission>

/** One stock item of the signed-in account's shop. Prices in cents; null = not set. */
export const StockItem = v.object({
  id: v.number(),
  /** The shop's own code of the piece (货号), also what a stock-taking scan reads. */
  code: v.string(),
  title: v.string(),
  brand: v.string(),
  model: v.string(),
  category: v.string(),
  grade: v.string(),
  colour: v.string(),
  material: v.string(),
  size: v.string(),
  /** 五金: the hardware's finish (bags); '' when none. */
  hardware: v.string(),
  /** 刻印/年份: the maker's date stamp or year, e.g. 'Z刻（2021）', '2019年'. */
  stamp: v.string(),
  /** 编号: the maker's serial (watch case number, bag serial); not the shop's code. */
  serial: v.string(),
  /** 保卡日期: YYYY-MM-DD on the warranty card; '' when there is none. */
  warrantyDate: v.string(),
  /** 寄卖人: whose piece the shop sells on consignment; '' for the shop's own piece. */
  consignor: v.string(),
  /** The shop's commission on a consigned piece; null for its own piece. */
  commission: orNull(Commission),
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
  /** Where the piece is being sold now (one channel at a time). */
  channel: StockChannel,
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

/** What the list shows of an item: enough to tell one Kelly 28 from the next. */
export const StockItemSummary = v.object({
  ...v.pick(StockItem, [
    'id',
    'code',
    'title',
    'brand',
    'model',
    'category',
    'grade',
    'colour',
    'material',
    'size',
    'hardware',
    'costCents',
    'peerPriceCents',
    'retailCents',
    'quantity',
    'location',
    'status',
    'channel',
    'stockInDate',
    'ageDays',
    'shared',
  ]).entries,
  photo: v.string(),
})
export type StockItemSummary = v.InferOutput<typeof StockItemSummary>

export type StockSort = 'newest' | 'oldest' | 'price-asc' | 'price-desc' | 'age-desc'

export interface StockQuery extends PageQuery {
  /** Matches title, brand, model, code, colour, material, hardware and serial. */
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
  /** Cost of every matching item (quantity included), in cents; null for staff who may not see costs. */
  totalCostCents: orNull(v.number()),
})
export type StockPage = v.InferOutput<typeof StockPage>

export type StockItemInput = Omit<StockItem, 'id' | 'ageDays' | 'status' | 'channel' | 'updatedAt' | 'deletedAt' | 'deleteReason' | 'lockId' | 'offlineOrderId'>

export const PeerPrice = v.object({
  shopName: v.string(),
  grade: v.string(),
  /** null unless the account holds PRODUCT_DETAIL_PRICE: the server never sends it otherwise. */
  priceCents: orNull(v.number()),
  updatedAt: v.string(),
})
export type PeerPrice = v.InferOutput<typeof PeerPrice>

/** A brand the shop holds (filters, warning rules); the full list is catalogueApi.brands. */
export const BrandOption = v.object({
  name: v.string(),
  /** A–Z index letter. */
  initial: v.string(),
})
export type BrandOption = v.InferOutput<typeof BrandOption>

/** A batch price change: the prices given are set on every item, the others stay. */
export interface BatchPriceInput {
  ids: number[]
  peerPriceCents?: number
  retailCents?: number
}

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
  /** Sets the peer and/or retail price of held items (IN_STOCK or LOCKED). */
  setPrices: defineCall('POST', '/stock/items/prices', v.object({ updated: v.number() }), params<BatchPriceInput>()),
  /** Moves held items to a location (one of LOCATIONS or typed, 1–12 characters). */
  move: defineCall('POST', '/stock/items/move', v.object({ updated: v.number() }), params<{ ids: number[]; location: string }>()),
  peerPrices: defineCall('GET', '/stock/items/:id/peer-prices', v.array(PeerPrice), params<{ id: number }>()),
  /** The brands of the shop's items, A–Z. */
  brands: defineCall('GET', '/stock/brands', v.array(BrandOption)),
  recycleBin: defineCall('GET', '/stock/recycle-bin', pageOf(RecycledItem), params<PageQuery>()),
  restore: defineCall('POST', '/stock/recycle-bin/restore', v.object({ restored: v.number() }), params<{ ids: number[] }>()),
  purge: defineCall('POST', '/stock/recycle-bin/purge', v.object({ purged: v.number() }), params<{ ids: number[] }>()),
}

/** Days an item stays in the recycle bin before the server deletes it for good. */
export const RECYCLE_DAYS = 30
