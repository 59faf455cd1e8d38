import { COUPON_REFUSALS, couponApi, MEMBER_PLAN_CODES, WALLET_TABS, type WalletTab } from '../../src/features/coupon/api'
import { claimCoupon, couponsForOrder, couponsOf, couponState, heldView, offeredView, reconcileCoupons } from '../db/coupons'
import { buyMembership, memberCentre } from '../db/memberships'
import { findPayOrder } from '../db/pay-orders'
import { requireUser } from '../lib/auth'
import { mockClock } from '../lib/clock'
import { paginate } from '../lib/paginate'
import { handle, MockError } from '../lib/handle'
import { refuse } from '../lib/refuse'

const tabOf = (status: string): WalletTab => (status === 'used' ? 'used' : status === 'expired' ? 'expired' : 'usable')

function walletOf(accountId: number) {
  reconcileCoupons()
  const now = mockClock.now()
  return couponsOf(accountId).map((record) => heldView(record, now))
}

export const couponHandlers = [
  handle(couponApi.wallet, ({ params, token }) => {
    const tab = params.tab ?? 'usable'
    if (!WALLET_TABS.some((entry) => entry.key === tab)) throw new MockError(400, '分类参数无效')
    const items = walletOf(requireUser(token).accountId)
      .filter((coupon) => tabOf(coupon.status) === tab)
      .sort((a, b) => Date.parse(a.endAt) - Date.parse(b.endAt))
    return paginate(items, params)
  }),
  handle(couponApi.counts, ({ token }) => {
    const counts = { usable: 0, used: 0, expired: 0 }
    for (const coupon of walletOf(requireUser(token).accountId)) counts[tabOf(coupon.status)] += 1
    return counts
  }),
  handle(couponApi.offers, ({ token }) => {
    const user = requireUser(token)
    return couponState()
      .templates.filter((template) => template.offered)
      .map((template) => offeredView(template, user.accountId))
  }),
  handle(couponApi.claim, ({ params, token }) => {
    const user = requireUser(token)
    return heldView(claimCoupon(user.accountId, Number(params.templateId)))
  }),
  handle(couponApi.forOrder, ({ params, token }) => {
    const user = requireUser(token)
    const order = params.payOrderNo ? findPayOrder(String(params.payOrderNo)) : undefined
    if (!order || order.accountId !== user.accountId) throw new MockError(404, '订单不存在')
    return couponsForOrder(order)
  }),
  handle(couponApi.members, ({ token }) => memberCentre(requireUser(token).accountId)),
  handle(couponApi.buyMember, ({ params, token }) => {
    const user = requireUser(token)
    if (!MEMBER_PLAN_CODES.includes(params.code)) refuse(COUPON_REFUSALS.unknownPlan, '不支持的会员类型')
    return buyMembership(user.accountId, params.code)
  }),
]
