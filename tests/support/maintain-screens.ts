import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

/** `storage`: set on the device before the screen opens (what an earlier page left there). */
type Screen = { route: RoutePath; query?: Record<string, string>; storage?: Record<string, unknown>; shows: string[] }

/**
 * The order create hands to confirm, as create keeps it on the device (savePending in
 * src/features/maintain/shared.tsx, account-scoped key); the confirm page test opens with it too.
 */
export const MAINTAIN_PENDING_STORAGE: Record<string, unknown> = {
  'account:maintain-pending': {
    source: 'catalogue',
    stockItemId: null,
    stockCode: '',
    skuId: null,
    category: '箱包',
    brandName: '爱马仕',
    model: 'Kelly 28',
    problem: '四角褪色，五金氧化',
    photos: ['/mock-images/goods-0.svg'],
    services: ['clean', 'hardware'],
    declaredValueCents: 8_000_000,
  },
}

/**
 * Every care (养护) route with a query that opens it on the mock's seeded orders
 * (mocks/db/maintain.ts: the demo shop has 9101–9112, one per state in MAINTAIN_STATUSES order)
 * and text its first screen must show once the mock has answered.
 */
export const MAINTAIN_SCREENS: Screen[] = [
  { route: 'pages/maintain/home/index', shows: ['可养护品类', '清洁', '7–15 天', '2–6 周', '我的养护订单', '立即下单'] },
  { route: 'pages/maintain/spu-sku/index', shows: ['从库存选择', '箱包', '从品牌列表选择', '下一步'] },
  {
    route: 'pages/maintain/order/create/index',
    query: { source: 'catalogue', category: '箱包', brandName: '爱马仕', model: 'Kelly 28' },
    shows: ['爱马仕 Kelly 28', '问题照片', '五金翻新', '声明价值'],
  },
  { route: 'pages/maintain/order/confirm/index', shows: ['没有待确认的养护订单', '去填写', '养护首页'] },
  {
    route: 'pages/maintain/order/confirm/index',
    storage: MAINTAIN_PENDING_STORAGE,
    shows: ['养护商品', '爱马仕 Kelly 28', '四角褪色，五金氧化', '清洁、五金翻新', '预估费用', '¥80,000', '赔付规则', '我已阅读并同意', '确认下单'],
  },
  { route: 'pages/maintain/order/confirm-success/index', query: { id: '9101' }, shows: ['下单成功', '订单号', '去寄出', '奢护工坊养护中心'] },
  { route: 'pages/maintain/order/list/index', shows: ['全部', '待寄出', '待确认', '养护中', '爱马仕 Birkin 30'] },
  { route: 'pages/maintain/order/send/index', query: { id: '9101' }, shows: ['寄往养护工坊', '奢护工坊养护中心'] },
  { route: 'pages/maintain/order/diagnose/index', query: { id: '9104' }, shows: ['最终报价', '补色会覆盖缝线颜色', '全部接受', '工坊签收'] },
  { route: 'pages/maintain/order/before-pay/index', query: { id: '9105' }, shows: ['待支付项目', '合计', '去支付', '申请退回'] },
  { route: 'pages/maintain/order/maintain/index', query: { id: '9106' }, shows: ['养护前', '养护中'] },
  { route: 'pages/maintain/order/send-back/index', query: { id: '9107' }, shows: ['寄回说明', '签收后享 90 天保修'] },
  { route: 'pages/maintain/order/apply-return/index', query: { id: '9105' }, shows: ['退回说明', '顺丰到付', '线下加保', '提交申请'] },
  { route: 'pages/maintain/order/detail/index', query: { id: '9104' }, shows: ['待确认报价', '诊断报告', '状态记录', '查看报价'] },
]

export const MAINTAIN_STORAGE = { userToken: DEMO_TOKEN }
