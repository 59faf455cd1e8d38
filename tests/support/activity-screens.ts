import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; shows: string[] }

/**
 * The activity routes of help, customer service, landings and the trade fair, each opened on the
 * mock's seeded data (mocks/db/fair.ts: fair 6001, tickets 7101–7106; mocks/db/activity-pages.ts:
 * activities 5001–5003, url-scheme targets 8001–8004) with text its first screen must show.
 */
export const ACTIVITY_SCREENS: Screen[] = [
  { route: 'pages/activity/help/list/index', shows: ['全部', '活动与门票', '观货会门票如何入场？', '仍未解决？联系客服'] },
  { route: 'pages/activity/help/list/index', query: { id: '401' }, shows: ['观货会门票如何入场？', '二维码每 30 秒刷新', '仍未解决？联系客服'] },
  { route: 'pages/activity/wx-kefu/index', query: { orderNo: 'YH20261120001' }, shows: ['微信客服', '订单号 YH20261120001', '进入微信客服'] },
  { route: 'pages/activity/common/index', query: { id: '5001' }, shows: ['冬季同行狂欢周', '进行中', '怎么参与', '活动规则', '去发布商品'] },
  { route: 'pages/activity/wx-url-scheme/index', query: { id: '8001' }, shows: ['打开「观货会门票」', '复制链接', '最长 30 天'] },
  { route: 'pages/activity/goo-fish-landing/index', query: { source: 'xianyu' }, shows: ['奢易通是什么', '同行价透明'] },
  { route: 'pages/activity/guanhuo-activity/index', query: { id: '6001' }, shows: ['2026 冬季奢品观货会 · 上海站', '观展入场券', '售卖中', '已售罄', '未开售', '我的门票'] },
  { route: 'pages/activity/guanhuo-activity-voucher/index', shows: ['待支付', '已支付', '已取消', '已核销', '已退款'] },
  { route: 'pages/activity/guanhuo-activity-voucher/index', query: { id: '7102' }, shows: ['入场码', '二维码每 30 秒自动刷新，截图无效', '申请退票'] },
]

export const ACTIVITY_STORAGE = { userToken: DEMO_TOKEN }
