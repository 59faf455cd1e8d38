import { DEMO_TOKEN } from '@mocks/db'
import { SEED_PARCELS } from '@mocks/db/express'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; shows: string[] }

/**
 * Every express route with a query that opens it on the mock's seeded parcels of the demo shop
 * (mocks/db/express.ts: SEED_PARCELS — one with a 疑难 on the way, one signed, one awaiting its
 * pickup tomorrow) and text its first screen must show once the mock has answered.
 */
export const EXPRESS_SCREENS: Screen[] = [
  { route: 'pages/express/send/index', shows: ['寄件人与收件人', '声明价值', '预约上门取件', '我已自行寄出'] },
  { route: 'pages/express/send/index', query: { purpose: 'recycle', orderId: '8104' }, shows: ['李记名表回收仓', '收件地址由订单确定', '保价费'] },
  { route: 'pages/express/pick-up/index', query: { id: String(SEED_PARCELS.awaitingPickup) }, shows: ['取件日期', '取件时段', '确认修改'] },
  { route: 'pages/express/pick-up-progress/index', query: { id: String(SEED_PARCELS.awaitingPickup) }, shows: ['待取件', '快递员', '取消取件', '修改时间'] },
  { route: 'pages/express/express-progress/index', query: { id: String(SEED_PARCELS.inTransitException) }, shows: ['物流信息', '疑难', '复制', '95338'] },
  { route: 'pages/express/express-progress/index', query: { id: String(SEED_PARCELS.signed) }, shows: ['已签收', '物流不再更新'] },
]
export const EXPRESS_STORAGE = { userToken: DEMO_TOKEN }
