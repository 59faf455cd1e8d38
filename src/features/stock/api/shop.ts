import * as v from 'valibot'
import { defineCall, pageOf, params, type PageQuery, orNull } from '@/core/api/define'

// --- Operation log (操作日志) -------------------------------------------------------------------

export const LogAction = v.picklist(['CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'PURGE', 'SHARE', 'LOCK', 'RELEASE', 'SELL', 'CANCEL_SALE', 'SHIP', 'CHECK', 'LOSS', 'IMPORT'])
export type LogAction = v.InferOutput<typeof LogAction>

export const LOG_ACTION_TEXT: Record<LogAction, string> = {
  CREATE: '入库',
  UPDATE: '编辑',
  DELETE: '删除',
  RESTORE: '恢复',
  PURGE: '彻底删除',
  SHARE: '展示设置',
  LOCK: '锁单',
  RELEASE: '释放锁单',
  SELL: '线下售出',
  CANCEL_SALE: '取消订单',
  SHIP: '出库发货',
  CHECK: '盘点',
  LOSS: '盘亏',
  IMPORT: '搬家导入',
}

export const LogEntry = v.object({
  id: v.number(),
  action: LogAction,
  /** Who did it (the account's operator name). */
  operator: v.string(),
  itemId: orNull(v.number()),
  itemTitle: v.string(),
  detail: v.string(),
  at: v.string(),
})
export type LogEntry = v.InferOutput<typeof LogEntry>

export interface LogQuery extends PageQuery {
  action?: LogAction
  itemId?: number
  keyword?: string
  /** YYYY-MM-DD, inclusive. */
  from?: string
  to?: string
}

// --- Public showcase (店铺分享) ------------------------------------------------------------------

export const ShowcaseShop = v.object({
  accountId: v.number(),
  name: v.string(),
  avatar: v.string(),
  intro: v.string(),
  sharedCount: v.number(),
})
export type ShowcaseShop = v.InferOutput<typeof ShowcaseShop>

/** What anyone may see of a shared item: never cost or peer price. */
export const ShowcaseItem = v.object({
  id: v.number(),
  title: v.string(),
  grade: v.string(),
  photo: v.string(),
  retailCents: orNull(v.number()),
})
export type ShowcaseItem = v.InferOutput<typeof ShowcaseItem>

/** One item a share leads to (分享商品), held but not necessarily in the showcase. */
export const SharedItem = v.object({
  ...ShowcaseItem.entries,
  /** 同行价: null unless the viewer is signed in as the shop or holds PRODUCT_DETAIL_PRICE. */
  peerPriceCents: orNull(v.number()),
})
export type SharedItem = v.InferOutput<typeof SharedItem>

// --- Move-in from third-party platforms (商品搬家) -------------------------------------------------

export const FlitPlatform = v.object({
  id: v.string(),
  name: v.string(),
  /** The dealer's store name on that platform. */
  storeName: v.string(),
  itemCount: v.number(),
  importedCount: v.number(),
})
export type FlitPlatform = v.InferOutput<typeof FlitPlatform>

export const FlitItem = v.object({
  externalId: v.string(),
  title: v.string(),
  brand: v.string(),
  grade: v.string(),
  photo: v.string(),
  priceCents: v.number(),
  imported: v.boolean(),
})
export type FlitItem = v.InferOutput<typeof FlitItem>

export const FlitJob = v.object({
  id: v.number(),
  platformId: v.string(),
  total: v.number(),
  done: v.number(),
  imported: v.number(),
  skipped: v.number(),
  status: v.picklist(['RUNNING', 'DONE']),
})
export type FlitJob = v.InferOutput<typeof FlitJob>

export const stockShopApi = {
  logs: defineCall('GET', '/stock/logs', pageOf(LogEntry), params<LogQuery>()),
  /** Without accountId: the signed-in account's shop. Public otherwise. */
  showcase: defineCall('GET', '/stock/showcase', ShowcaseShop, params<{ accountId?: number }>()),
  showcaseItems: defineCall('GET', '/stock/showcase/items', pageOf(ShowcaseItem), params<PageQuery & { accountId?: number }>()),
  /** The item a share names, shared to the showcase or not, while the shop holds it. Public like showcase. */
  showcaseItem: defineCall('GET', '/stock/showcase/items/:id', SharedItem, params<{ id: number; accountId?: number }>()),

  flitPlatforms: defineCall('GET', '/stock/flit/platforms', v.array(FlitPlatform)),
  flitItems: defineCall('GET', '/stock/flit/platforms/:platformId/items', pageOf(FlitItem), params<PageQuery & { platformId: string }>()),
  /** Starts an import; items already imported are skipped. */
  flitImport: defineCall('POST', '/stock/flit/imports', FlitJob, params<{ platformId: string; externalIds: string[] }>()),
  flitJob: defineCall('GET', '/stock/flit/imports/:id', FlitJob, params<{ id: number }>()),
}
