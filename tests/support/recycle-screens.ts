import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; shows: string[] }

/**
 * Every recycling route with a query that opens it on the mock's seeded orders
 * (mocks/db/seed-recycle.ts: the demo shop sells 8101–8113, one per state; other shops' orders
 * 8201–8254 are quoted by 李老板) and text its first screen must show once the mock has answered.
 */
export const RECYCLE_SELLER_SCREENS: Screen[] = [
  { route: 'pages/recycle/seller/home/index', shows: ['竞价中', '待确认验货价', '发布回收', '从库存选择', '发布竞价'] },
  { route: 'pages/recycle/guide/index', shows: ['回收流程', '报价与有效期', '服务费', '复检申诉'] },
  { route: 'pages/recycle/seller/bidding/list/index', query: { tab: 'bidding' }, shows: ['估价中', '竞价中', '已接受报价', '最高报价'] },
  { route: 'pages/recycle/seller/bidding/detail/index', query: { id: '8102' }, shows: ['竞价中', '李记名表', '接受报价', '已过期', '状态记录'] },
  { route: 'pages/recycle/seller/bidding/express-progress/index', query: { id: '8105' }, shows: ['寄往买家', '运单号', '复制', '物流详情'] },
  { route: 'pages/recycle/seller/bidding/return/index', query: { id: '8107', reason: '不接受验货价' }, shows: ['不接受验货价', '买家承担', '验货价'] },
  { route: 'pages/recycle/seller/bidding/recheck-inquiry/index', query: { id: '8107' }, shows: ['成色判定有误', '凭证图片', '提交复检'] },
  { route: 'pages/recycle/seller/order/list/index', shows: ['全部', '待发货', '验货中', '已成交'] },
  { route: 'pages/recycle/seller/order/detail/index', query: { id: '8109' }, shows: ['到账金额', '已打款', '状态记录'] },
  { route: 'pages/recycle/seller/order/confirm/index', query: { id: '8107' }, shows: ['验货价', '服务费', '到账金额', '账户余额', '确认成交'] },
]

/** The buyer's routes, as 李老板. */
export const RECYCLE_BUYER_SCREENS: Screen[] = [
  { route: 'pages/recycle/zone/index', shows: ['待报价', '已报价', '预报价', '距截止'] },
  { route: 'pages/recycle/buyer/quote/list/offering/index', shows: ['待报价', '位买家已报价', '距截止'] },
  { route: 'pages/recycle/buyer/quote/list/offered/index', shows: ['已报价', '报价中', '已过期', '已中标'] },
  { route: 'pages/recycle/buyer/quote/list/offered/index', query: { tab: 'receiving' }, shows: ['待收货', '运输中', '中标价'] },
  { route: 'pages/recycle/buyer/quote/list/offered/index', query: { tab: 'inspecting' }, shows: ['待验货', '中标价'] },
  { route: 'pages/recycle/buyer/quote/list/giveup/index', shows: ['已放弃', '撤回的报价'] },
  { route: 'pages/recycle/buyer/quote/detail/index', query: { id: '8201' }, shows: ['我的报价', '修改报价', '报价有效期'] },
  { route: 'pages/recycle/buyer/quote/detail/index', query: { id: '8211' }, shows: ['验货价', '提交验货结果'] },
  { route: 'pages/recycle/buyer/quote/pre/list/index', shows: ['待估价', '已估价'] },
  { route: 'pages/recycle/buyer/quote/pre/detail/index', query: { id: '8251' }, shows: ['提交估价', '验货为准'] },
]

export const RECYCLE_SELLER_STORAGE = { userToken: DEMO_TOKEN }
export const RECYCLE_BUYER_STORAGE = { userToken: PEER_TOKEN }
