import { defineCall, type Page, type PageQuery } from '@/core/api/define'

// --- Operation log (操作日志) -------------------------------------------------------------------

export type LogAction =
  | 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE' | 'PURGE' | 'SHARE'
  | 'LOCK' | 'RELEASE' | 'SELL' | 'CANCEL_SALE' | 'SHIP' | 'CHECK' | 'LOSS' | 'IMPORT'

export const LOG_ACTION_TEXT: Record<LogAction, string> = {
  CREATE: '入库', UPDATE: '编辑', DELETE: '删除', RESTORE: '恢复', PURGE: '彻底删除', SHARE: '展示设置',
  LOCK: '锁单', RELEASE: '释放锁单', SELL: '线下售出', CANCEL_SALE: '取消订单', SHIP: '出库发货',
  CHECK: '盘点', LOSS: '盘亏', IMPORT: '搬家导入',
}

export interface LogEntry {
  id: number
  action: LogAction
  /** Who did it (the account's operator name). */
  operator: string
  itemId: number | null
  itemTitle: string
  detail: string
  at: string
}

export interface LogQuery extends PageQuery {
  action?: LogAction
  itemId?: number
  keyword?: string
  /** YYYY-MM-DD, inclusive. */
  from?: string
  to?: string
}

// --- Public showcase (店铺分享) ------------------------------------------------------------------

export interface ShowcaseShop {
  accountId: number
  name: string
  avatar: string
  intro: string
  sharedCount: number
}

/** What anyone may see of a shared item: never cost or peer price. */
export interface ShowcaseItem {
  id: number
  title: string
  grade: string
  photo: string
  retailCents: number | null
}

/** One item a share leads to (分享商品), held but not necessarily in the showcase. */
export interface SharedItem extends ShowcaseItem {
  /** 同行价: null unless the viewer is signed in as the shop or holds PRODUCT_DETAIL_PRICE. */
  peerPriceCents: number | null
}

// --- Move-in from third-party platforms (商品搬家) -------------------------------------------------

export interface FlitPlatform {
  id: string
  name: string
  /** The dealer's store name on that platform. */
  storeName: string
  itemCount: number
  importedCount: number
}

export interface FlitItem {
  externalId: string
  title: string
  brand: string
  grade: string
  photo: string
  priceCents: number
  imported: boolean
}

export interface FlitJob {
  id: number
  platformId: string
  total: number
  done: number
  imported: number
  skipped: number
  status: 'RUNNING' | 'DONE'
}

export const stockShopApi = {
  logs: defineCall<LogQuery, Page<LogEntry>>('GET', '/stock/logs'),
  /** Without accountId: the signed-in account's shop. Public otherwise. */
  showcase: defineCall<{ accountId?: number }, ShowcaseShop>('GET', '/stock/showcase'),
  showcaseItems: defineCall<PageQuery & { accountId?: number }, Page<ShowcaseItem>>('GET', '/stock/showcase/items'),
  /** The item a share names, shared to the showcase or not, while the shop holds it. Public like showcase. */
  showcaseItem: defineCall<{ id: number; accountId?: number }, SharedItem>('GET', '/stock/showcase/items/:id'),

  flitPlatforms: defineCall<void, FlitPlatform[]>('GET', '/stock/flit/platforms'),
  flitItems: defineCall<PageQuery & { platformId: string }, Page<FlitItem>>('GET', '/stock/flit/platforms/:platformId/items'),
  /** Starts an import; items already imported are skipped. */
  flitImport: defineCall<{ platformId: string; externalIds: string[] }, FlitJob>('POST', '/stock/flit/imports'),
  flitJob: defineCall<{ id: number }, FlitJob>('GET', '/stock/flit/imports/:id'),
}
