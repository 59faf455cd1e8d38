import { defineCall, type Page, type PageQuery } from '@/core/api/define'

/** Where an item is in its life (domain: StockItem status). */
export type StockStatus = 'IN_STOCK' | 'LOCKED' | 'SOLD' | 'SHIPPED' | 'DELETED'

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
export interface StockItem {
  id: number
  /** Serial or date code, also what a stock-taking scan reads. */
  code: string
  title: string
  brand: string
  model: string
  category: string
  grade: string
  colour: string
  material: string
  size: string
  accessories: string[]
  photos: string[]
  costCents: number | null
  /** 同行价: the price offered to other dealers. */
  peerPriceCents: number | null
  retailCents: number | null
  quantity: number
  location: string
  supplier: string
  /** YYYY-MM-DD; the stock age in days is derived from it. */
  stockInDate: string
  ageDays: number
  note: string
  /** Shown in the shop's public showcase (shop/share). */
  shared: boolean
  status: StockStatus
  updatedAt: string
  /** Set while the item is in the recycle bin. */
  deletedAt: string | null
  /** Why it was deleted: '手动删除' or '盘亏'. */
  deleteReason?: string
  /** Detail only: the active lock holding the item, the completed sale that sold it. */
  lockId?: number | null
  offlineOrderId?: number | null
}

/** What the list shows of an item. */
export type StockItemSummary = Pick<
  StockItem,
  'id' | 'code' | 'title' | 'brand' | 'model' | 'category' | 'grade' | 'costCents' | 'peerPriceCents' | 'retailCents' | 'quantity' | 'location' | 'status' | 'stockInDate' | 'ageDays' | 'shared'
> & { photo: string }

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

export interface StockPage extends Page<StockItemSummary> {
  /** Cost of every matching item (quantity included), in cents. */
  totalCostCents: number
}

export type StockItemInput = Omit<StockItem, 'id' | 'ageDays' | 'status' | 'updatedAt' | 'deletedAt' | 'deleteReason' | 'lockId' | 'offlineOrderId'>

export interface PeerPrice {
  shopName: string
  grade: string
  /** null unless the account holds PRODUCT_DETAIL_PRICE: the server never sends it otherwise. */
  priceCents: number | null
  updatedAt: string
}

export interface BrandOption {
  name: string
  /** A–Z index letter. */
  initial: string
}

export interface RecycledItem extends StockItemSummary {
  deletedAt: string
  deleteReason: string
  /** When the 30-day purge removes it for good. */
  purgeAt: string
}

export const stockItemsApi = {
  list: defineCall<StockQuery, StockPage>('GET', '/stock/items'),
  detail: defineCall<{ id: number }, StockItem>('GET', '/stock/items/:id'),
  create: defineCall<StockItemInput, { id: number }>('POST', '/stock/items'),
  update: defineCall<StockItemInput & { id: number }, null>('PUT', '/stock/items/:id'),
  /** Moves items to the recycle bin (only IN_STOCK items). */
  remove: defineCall<{ ids: number[] }, { deleted: number }>('POST', '/stock/items/delete'),
  /** Adds items to or removes them from the shop's public showcase. */
  share: defineCall<{ ids: number[]; shared: boolean }, { updated: number }>('POST', '/stock/items/share'),
  peerPrices: defineCall<{ id: number }, PeerPrice[]>('GET', '/stock/items/:id/peer-prices'),
  brands: defineCall<void, BrandOption[]>('GET', '/stock/brands'),
  recycleBin: defineCall<PageQuery, Page<RecycledItem>>('GET', '/stock/recycle-bin'),
  restore: defineCall<{ ids: number[] }, { restored: number }>('POST', '/stock/recycle-bin/restore'),
  purge: defineCall<{ ids: number[] }, { purged: number }>('POST', '/stock/recycle-bin/purge'),
}

/** Days an item stays in the recycle bin before the server deletes it for good. */
export const RECYCLE_DAYS = 30
