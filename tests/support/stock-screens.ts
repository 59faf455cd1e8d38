import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

/**
 * Every stock route with a query that opens it on seeded data, and text its first screen must
 * show once the mock has answered: data of the demo shop, not just a title.
 */
export const STOCK_SCREENS: { route: RoutePath; query?: Record<string, string>; shows: string[] }[] = [
  { route: 'pages/home/stock/index', shows: ['臻品名包汇', '在库商品', '本月销售', '库龄分布'] },
  { route: 'pages/stock/inventory/stock/list/index', shows: ['ZP10000', '成本合计', '同行价'] },
  { route: 'pages/stock/inventory/stock/detail/index', query: { id: '110000' }, shows: ['ZP10000', '规格与鉴别', '同行行情', '入库'] },
  { route: 'pages/stock/inventory/stock/detail/index', query: { mode: 'create' }, shows: ['商品图片', '请选择品牌', '规格与鉴别', '确认入库'] },
  { route: 'pages/stock/inventory/check-task/list/index', shows: ['保险柜月度盘点'] },
  { route: 'pages/stock/inventory/check-task/form/index', shows: ['全部在库', '开始盘点'] },
  { route: 'pages/stock/inventory/check-task/items/index', query: { id: '193001' }, shows: ['保险柜月度盘点', 'ZP03873'] },
  // The seeded task lost ZP03873 and ZP08135 (mocks/db/seed-stock.ts).
  { route: 'pages/stock/inventory/check-task/loss/index', query: { id: '193001' }, shows: ['保险柜月度盘点', 'ZP03873'] },
  { route: 'pages/stock/inventory/warning/list/index', shows: ['库龄超过360天', '未设置同行价'] },
  { route: 'pages/stock/inventory/warning/form/index', query: { id: '194001' }, shows: ['库龄超期'] },
  { route: 'pages/stock/inventory/recycle-bin/index', shows: ['手动删除'] },
  { route: 'pages/stock/order/lock/list/index', shows: ['张先生'] },
  { route: 'pages/stock/order/lock/detail/index', query: { id: '190001' }, shows: ['张先生', '周末来店看货'] },
  { route: 'pages/stock/order/lock/create/index', query: { itemIds: '110000' }, shows: ['ZP10000', '确认锁单'] },
  { route: 'pages/stock/order/offline/list/index', shows: ['陈老板'] },
  { route: 'pages/stock/order/offline/detail/index', query: { id: '191001' }, shows: ['陈老板'] },
  { route: 'pages/stock/order/offline/certificates/index', query: { id: '191001' }, shows: ['陈老板', '付款凭证是收款的依据'] },
  { route: 'pages/stock/order/offline/create/index', query: { itemIds: '110000' }, shows: ['ZP10000', '确认开单'] },
  { route: 'pages/stock/order/delivery/list/index', shows: ['JD0098712345601'] },
  { route: 'pages/stock/order/delivery/detail/index', query: { id: '192001' }, shows: ['SF1400218867321', '顺丰速运'] },
  { route: 'pages/stock/flit/disanfangs/index', shows: ['闲鱼', '红布林'] },
  { route: 'pages/stock/shop/log/list/index', shows: ['王经理'] },
  { route: 'pages/stock/shop/share/index', shows: ['臻品名包汇'] },
  { route: 'pages/stock/shop/search/index', shows: ['爱马仕'] },
  { route: 'pages/stock/shop/qrcode/index', shows: ['臻品名包汇'] },
]

export const STOCK_STORAGE = { userToken: DEMO_TOKEN }
