import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; shows: string[] }

/**
 * The coupon and member routes with text their first screen must show once the mock has answered
 * (mocks/db/coupons.ts and mocks/db/memberships.ts seed the demo shop's coupons and memberships).
 */
export const ACTIVITY_COUPON_SCREENS: Screen[] = [
  { route: 'pages/activity/coupon/index', shows: ['可用', '已使用', '已过期', '领券中心', '会员开通满减', '满¥300可用', '适用：会员开通/续费', '去使用'] },
  { route: 'pages/activity/coupon/index', query: { tab: 'offers' }, shows: ['会员续费立减', '领取后30天内有效', '领取', '已领取'] },
  { route: 'pages/activity/member/index', shows: ['店铺会员', '账号会员', '已开通', '23:59:59', '剩余', '会员权益', '立即续费', '续费账号会员 ¥680'] },
]

export const ACTIVITY_COUPON_STORAGE = { userToken: DEMO_TOKEN }
