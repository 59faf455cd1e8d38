import { navigate, navigateUrl } from './index'
import type { Query, RoutePath } from '../routes'

/**
 * Entry types routed by a skipUrl (spec section 2): banners, notices and messages name a type
 * and a skipUrl. One table says where each type goes; an unknown type does nothing.
 */
export type SkipType =
  | 'h5'
  | 'mini'
  | 'pledgeGoods'
  | 'inDepot'
  | 'sellGoods'
  | 'operationLog'
  | 'evaluateOrder'
  | 'maintainOrder'
  | 'identityRecord'
  | 'b2bAddress'
  | 'recycleQuoteList'
  | 'smuList'
  | 'setting'
  | 'suggestion'
  | 'helpCenter'
  | 'shopShareQr'
  | 'auctionArea'
  | 'liveArea'
  | 'livePick'

export interface SkipEntry {
  type: string
  skipUrl?: string
  title?: string
}

/** Named lists and their pages; the query narrows a shared list page where needed. */
export const SKIP_ROUTES: Record<Exclude<SkipType, 'h5' | 'mini'>, { path: RoutePath; query?: Query }> = {
  pledgeGoods: { path: 'pages/stock/order/lock/list/index' },
  inDepot: { path: 'pages/stock/inventory/stock/list/index', query: { status: 'IN_STOCK' } },
  sellGoods: { path: 'pages/stock/inventory/stock/list/index', query: { status: 'SOLD' } },
  operationLog: { path: 'pages/stock/shop/log/list/index' },
  evaluateOrder: { path: 'pages/evaluate/order/list/index' },
  maintainOrder: { path: 'pages/maintain/order/list/index' },
  identityRecord: { path: 'pages/member/apply/list/index' },
  b2bAddress: { path: 'pages/account/address/list/index' },
  recycleQuoteList: { path: 'pages/recycle/buyer/quote/list/offering/index' },
  smuList: { path: 'pages/product/smu/list/index' },
  setting: { path: 'pages/account/setting/home/index' },
  suggestion: { path: 'pages/account/kefu/index' },
  helpCenter: { path: 'pages/activity/help/list/index' },
  shopShareQr: { path: 'pages/stock/shop/qrcode/index' },
  auctionArea: { path: 'pages/product/auction/home-list/index' },
  liveArea: { path: 'pages/live/list/index' },
  livePick: { path: 'pages/live/jianlou/list/index' },
}

/** Follow an entry: an H5 entry opens its url in the web-view, a mini entry its path, a named list its page. */
export async function openSkipEntry({ type, skipUrl, title }: SkipEntry): Promise<boolean> {
  if (type === 'h5') {
    if (!skipUrl) return false
    await navigate('pages/web-view/index', { query: { src: skipUrl, title } })
    return true
  }
  if (type === 'mini') {
    if (!skipUrl) return false
    await navigateUrl(skipUrl)
    return true
  }
  if (!Object.prototype.hasOwnProperty.call(SKIP_ROUTES, type)) return false
  const route = SKIP_ROUTES[type as keyof typeof SKIP_ROUTES]
  await navigate(route.path, { query: route.query })
  return true
}
