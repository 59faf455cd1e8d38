import { DEMO_TOKEN } from '@mocks/db'
import { SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
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
  { route: 'pages/order/pay/index', query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, shows: ['交易保证金（可退）', '合计', '剩余支付时间', '去支付 ¥2,000'] },
  { route: 'pages/order/cash/index', query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, shows: ['交易保证金', '微信支付', '确认支付 ¥2,000'] },
  { route: 'pages/order/cash/result/index', query: { payOrderNo: SEEDED_PAY_ORDERS.paid }, shows: ['支付成功', '拍品服务费', '完成'] },
  // Trading permission: the demo shop's approved application (mocks/db/seed-member-apply.ts).
  { route: 'pages/member/apply/home/index', shows: ['已开通交易权限', '交易权限包括', '下一步：缴纳交易保证金', '交易保证金'] },
  { route: 'pages/member/apply/list/index', shows: ['臻品名包汇', '已通过', 'SQ202609150001'] },
  { route: 'pages/member/apply/detail/index', query: { id: '61001' }, shows: ['审核通过，已开通交易权限', '440305********231X', '证件与店铺照片'] },
  { route: 'pages/guide/buyer/index', shows: ['开通流程', '常见问题', '查看交易权限'] },
  // Consignments (smu): the demo dealer's seeded ones, ids 800001–800008 in the order of
  // mocks/db/seed-smu.ts (800002 a draft priced ¥12,000/¥15,000, 800004 rejected).
  { route: 'pages/product/smu/list/index', shows: ['全部', '图片不清晰', '起拍价', '发布拍品'] },
  { route: 'pages/product/smu/form/index', query: { id: '800004' }, shows: ['编辑拍品', '从库存选择', '从商品库选择', '下一步：设置价格'] },
  { route: 'pages/product/smu/detail/index', query: { id: '800004' }, shows: ['未通过原因', '图片不清晰', '状态记录', '修改后重新提交'] },
  { route: 'pages/product/smu/setting-price/index', query: { id: '800002' }, shows: ['拍卖价格', '服务费 ¥750，预计到手 ¥14,250', '提交审核'] },
  // Auctions, live rooms and bargain hunts on the mock's engine (mocks/db/seed-auction.ts,
  // mocks/db/jianlou.ts): 7001 爱马仕专场 live with the demo's deposit paid, the demo leading on
  // 7001002; 7005003 won by the demo (its payment open); room 7511 on air; 7601 a single piece.
  { route: 'pages/product/auction/home-list/index', shows: ['拍卖中', '我的竞拍', '爱马仕专场', '名表夜场', '距结束'] },
  { route: 'pages/product/auction/list/index', query: { sessionId: '7001' }, shows: ['爱马仕专场', '已冻结', '距最后结拍', '次出价', '当前价'] },
  { route: 'pages/product/auction/detail/index', query: { id: '7001002' }, shows: ['第 2 号', '出价记录', '保留价', '领先中'] },
  { route: 'pages/product/auction/detail/index', query: { id: '7005003' }, shows: ['恭喜拍中', '去付款'] },
  { route: 'pages/live/list/index', shows: ['直播中', '臻品名包汇 · 爱马仕直播夜拍', '剩余'] },
  { route: 'pages/live/room/index', query: { id: '7511' }, shows: ['正在拍卖', '实时出价', '待拍拍品', '场次保证金', '去缴纳'] },
  { route: 'pages/live/auction/detail/index', query: { id: '7011030', roomId: '7511' }, shows: ['第 30 号', '返回直播间', '出价记录'] },
  { route: 'pages/live/jianlou/list/index', shows: ['捡漏', '抢购中', '参考价', '省¥'] },
  { route: 'pages/live/jianlou/detail/index', query: { id: '7601' }, shows: ['捡漏价', '立即抢', '仅剩 1 件', '卖家店铺'] },
]

export const TRADE_STORAGE = { userToken: DEMO_TOKEN }
