import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; shows: string[] }

/**
 * Every peer appraisal (同行鉴定) route with a query that opens it on the mock's seeded orders
 * (mocks/db/evaluate.ts: the demo shop has 9301–9310, one per state in EVALUATE_STATUSES order)
 * and text its first screen must show once the mock has answered.
 */
export const EVALUATE_SCREENS: Screen[] = [
  { route: 'pages/evaluate/home/index', shows: ['鉴定方式', '寄送鉴定 ¥168', '鉴定商品', '我的鉴定订单', '提交订单'] },
  { route: 'pages/evaluate/order/list/index', shows: ['全部', '待支付', '鉴定中', '待确认', '爱马仕 Birkin 25'] },
  { route: 'pages/evaluate/order/detail/index', query: { id: '9308' }, shows: ['签收异常', '防调包扣（封签）', '签收时读取', '状态记录'] },
  { route: 'pages/evaluate/order/modify/index', query: { id: '9301' }, shows: ['爱马仕 Birkin 25', '鉴定商品', '保存修改'] },
  { route: 'pages/evaluate/order/send/index', query: { id: '9302' }, shows: ['防调包扣（封签）', '封签号', '登记封签号'] },
  { route: 'pages/evaluate/order/report/index', query: { id: '9306' }, shows: ['无法鉴定', '五金清晰照', '标识/Logo', '不代表品牌官方'] },
  { route: 'pages/evaluate/order/confirm-mail/index', query: { id: '9307' }, shows: ['核对寄回封签', '正品', '核对无误，确认收货'] },
  { route: 'pages/evaluate/order/confirm-online/index', query: { id: '9306' }, shows: ['鉴定结果', '无法鉴定', '申请复核', '提交复核'] },
]

export const EVALUATE_STORAGE = { userToken: DEMO_TOKEN }
