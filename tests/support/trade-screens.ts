import { DEMO_TOKEN } from '../../mocks/db'
import { SEEDED_PAY_ORDERS } from '../../mocks/db/pay-orders'
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
  // The cashier on the demo shop's seeded pay orders (mocks/db/pay-orders.ts).
  { route: 'pages/order/pay/index', query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, shows: ['交易保证金（可退）', '合计', '剩余支付时间', '去支付 ¥2,000.00'] },
  { route: 'pages/order/cash/index', query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, shows: ['交易保证金', '微信支付', '确认支付 ¥2,000.00'] },
  { route: 'pages/order/cash/result/index', query: { payOrderNo: SEEDED_PAY_ORDERS.paid }, shows: ['支付成功', '拍品服务费', '完成'] },
  // Trading permission: the demo shop's approved application (mocks/db/seed-member-apply.ts).
  { route: 'pages/member/apply/home/index', shows: ['已开通交易权限', '开通后可以', '需要准备的资料'] },
  { route: 'pages/member/apply/list/index', shows: ['臻品名包汇', '已通过', 'SQ202609150001'] },
  { route: 'pages/member/apply/detail/index', query: { id: '61001' }, shows: ['审核通过，已开通交易权限', '440305********231X', '证件与店铺照片'] },
  { route: 'pages/guide/buyer/index', shows: ['开通流程', '常见问题', '查看交易权限'] },
  // Consignments (smu): the demo dealer's seeded ones, ids 800001–800008 in the order of
  // mocks/db/seed-smu.ts (800002 a draft priced ¥12,000/¥15,000, 800004 rejected).
  { route: 'pages/product/smu/list/index', shows: ['全部', '图片不清晰', '起拍价', '发布拍品'] },
  { route: 'pages/product/smu/form/index', query: { id: '800004' }, shows: ['编辑拍品', '从库存选择', '从商品库选择', '下一步：设置价格'] },
  { route: 'pages/product/smu/detail/index', query: { id: '800004' }, shows: ['未通过原因', '图片不清晰', '状态记录', '修改后重新提交'] },
  { route: 'pages/product/smu/setting-price/index', query: { id: '800002' }, shows: ['拍卖价格', '服务费 ¥750，预计到手 ¥14,250', '提交审核'] },
]

export const TRADE_STORAGE = { userToken: DEMO_TOKEN }
