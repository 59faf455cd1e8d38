import { DEMO_TOKEN } from '../../mocks/db'
import type { RoutePath } from '../../src/core/routes'

/**
 * The trading routes built so far, each with a query that opens it on seeded data and text its
 * first screen must show once the mock has answered (the demo dealer holds PRODUCT_DETAIL_PRICE).
 * The mock's catalogue is the same on every run (mocks/db/seed-product.ts).
 */
export const TRADE_SCREENS: { route: RoutePath; query?: Record<string, string>; shows: string[] }[] = [
  { route: 'pages/product/brand-filter/index', shows: ['热门品牌', '爱马仕', 'Hermès'] },
  { route: 'pages/product/sku/search/index', shows: ['热门搜索', 'Birkin'] },
  { route: 'pages/product/sku/list/index', query: { brandId: '1', brandName: '爱马仕' }, shows: ['爱马仕', '参考价 ¥', '近90天成交'] },
  { route: 'pages/product/sku/detail/index', query: { id: '603809' }, shows: ['爱马仕 Birkin 30 Clemence', '平台参考价', '规格参数'] },
]

export const TRADE_STORAGE = { userToken: DEMO_TOKEN }
