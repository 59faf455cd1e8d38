/**
 * Everything derived from the route table: packages, tabs, page configs and URLs.
 * Pure data and functions, safe to evaluate in Taro's build-time config reader.
 */
import { ROUTE_TABLE, type RouteMeta, type RoutePath } from './table'

export { ROUTE_TABLE }
export type { RouteMeta, RoutePath }

export const ALL_ROUTES = Object.keys(ROUTE_TABLE) as RoutePath[]

/** The four tabs in tab-bar order; icons are drawn in core/navigation/tab-icons.ts. */
export const TABS = [
  { path: 'pages/home/post/index', text: '同行圈', icon: 'post' },
  { path: 'pages/home/stock/index', text: '库存', icon: 'stock' },
  { path: 'pages/home/trade/index', text: '交易', icon: 'trade' },
  { path: 'pages/home/account/index', text: '我的', icon: 'account' },
] as const satisfies readonly { path: RoutePath; text: string; icon: string }[]

export type TabPath = (typeof TABS)[number]['path']
export const HOME_PATH: TabPath = 'pages/home/post/index'

/** Groups that stay in the main package; every other group is a subpackage. */
const MAIN_GROUPS = new Set(['home', 'web-view'])

/** Chinese name of each area, shown on pages and used as the subpackage label. */
export const AREA_NAMES: Record<string, string> = {
  home: '首页',
  'web-view': '网页',
  account: '账户',
  product: '商品与拍卖',
  order: '订单支付',
  post: '同行圈',
  stock: '库存管理',
  recycle: '回收',
  quality: '质检鉴定',
  maintain: '养护服务',
  evaluate: '同行鉴定',
  'check-code': '查码',
  activity: '活动',
  express: '快递',
  live: '直播',
  guide: '引导',
  member: '交易权限',
}

/** 'pages/stock/inventory/stock/list/index' -> 'stock' */
export function groupOf(path: string): string {
  return path.split('/')[1]
}

export function isRoutePath(path: string): path is RoutePath {
  return Object.prototype.hasOwnProperty.call(ROUTE_TABLE, path)
}

export function isTabPath(path: string): path is TabPath {
  return TABS.some((tab) => tab.path === path)
}

export function isMainPackage(path: RoutePath): boolean {
  return MAIN_GROUPS.has(groupOf(path))
}

export function routeMeta(path: RoutePath): RouteMeta {
  return ROUTE_TABLE[path]
}

export interface SubPackage {
  root: string
  name: string
  pages: string[]
}

/** Subpackages in route-table order, one per group, page paths relative to the root. */
export function subPackages(): SubPackage[] {
  const byGroup = new Map<string, SubPackage>()
  for (const path of ALL_ROUTES) {
    if (isMainPackage(path)) continue
    const group = groupOf(path)
    const root = `pages/${group}/`
    if (!byGroup.has(group)) byGroup.set(group, { root, name: group, pages: [] })
    byGroup.get(group)!.pages.push(path.slice(root.length))
  }
  return [...byGroup.values()]
}

export function mainPackagePages(): RoutePath[] {
  return ALL_ROUTES.filter(isMainPackage)
}

/** Normalise '/pages/x/index?a=1' or 'pages/x/index' to the bare route path. */
export function stripPath(url: string): string {
  return url.replace(/^\/+/, '').split('?')[0].split('#')[0]
}

/**
 * The page config of one route (title, navigation style, share, pull-down refresh).
 * Page config files call pageConfigOf(__filename): the route comes from the file's location,
 * so the path is never written a second time.
 */
export function pageConfigOf(configFile: string) {
  const match = /(pages\/.+\/index)\.config\.[jt]s$/.exec(configFile.replace(/\\/g, '/'))
  const path = match?.[1]
  if (!path || !isRoutePath(path)) {
    throw new Error(`page config ${configFile} is not a route of the route table`)
  }
  const meta: RouteMeta = ROUTE_TABLE[path]
  return {
    navigationBarTitleText: meta.title,
    ...(meta.nav === 'native' ? {} : { navigationStyle: 'custom' as const }),
    ...(meta.share ? { enableShareAppMessage: true } : {}),
    ...(meta.refresh ? { enablePullDownRefresh: true, backgroundTextStyle: 'dark' as const } : {}),
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>

/** Build '/pages/x/index?a=1', dropping empty values (the spec's request cleaning rule). */
export function routeUrl(path: RoutePath, query: Query = {}): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${path}${search ? `?${search}` : ''}`
}
