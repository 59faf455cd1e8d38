import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'

/**
 * Coupons (优惠券) and memberships (会员). A coupon template is what the platform offers; a held
 * coupon is one the dealer claimed, with its own id: the cashier answers per held coupon, never
 * per template. Amounts in fen.
 */

/** cash: ¥ off (满减 / 无门槛); discount: a rate (90 = 9折), capped by maxOffCents. */
export const COUPON_KINDS = ['cash', 'discount'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** What an order pays for, as coupons scope it: member fees, care services, other fees. */
export const COUPON_SCOPES = ['member', 'maintain', 'fee'] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]

/** The wallet's tabs: 可用 (unused or held by an unpaid order, not expired), 已使用, 已过期. */
export const WALLET_TABS = [
  { key: 'usable', title: '可用' },
  { key: 'used', title: '已使用' },
  { key: 'expired', title: '已过期' },
] as const
export type WalletTab = (typeof WALLET_TABS)[number]['key']

const Validity = v.variant('type', [
  /** Fixed dates (ISO). */
  v.object({ type: v.literal('fixed'), startAt: v.string(), endAt: v.string() }),
  /** 领取后N天 (the day of claiming counts as day 1, until 23:59:59 of day N). */
  v.object({ type: v.literal('days'), days: v.number() }),
])

/** What every coupon view shares: value, threshold, scope, validity and rules. */
const CouponFace = {
  templateId: v.number(),
  title: v.string(),
  kind: v.picklist(COUPON_KINDS),
  /** cash: fen off; discount: the rate in percent (90 = 9折). */
  value: v.number(),
  /** discount: the most it takes off, in fen (null: no cap). */
  maxOffCents: orNull(v.number()),
  /** 0: 无门槛. */
  minSpendCents: v.number(),
  scopes: v.array(v.picklist(COUPON_SCOPES)),
  /** 适用范围 in words: 会员开通/续费, 养护服务. */
  scopeText: v.string(),
  validity: Validity,
  rules: v.array(v.string()),
}

/** A coupon the platform offers to claim, with what the dealer can do with it. */
export const OfferedCoupon = v.object({
  ...CouponFace,
  /** claim: 领取; use: 去使用 (claimed, one in hand); claimed: 已领取 (limit reached, none usable); gone: 已领完. */
  action: v.picklist(['claim', 'use', 'claimed', 'gone']),
  remaining: v.number(),
})
export type OfferedCoupon = v.InferOutput<typeof OfferedCoupon>

/** A coupon the dealer holds. locked: an unpaid order holds it (lockedBy). */
export const HeldCoupon = v.object({
  ...CouponFace,
  couponId: v.string(),
  status: v.picklist(['unused', 'locked', 'used', 'expired']),
  startAt: v.string(),
  endAt: v.string(),
  claimedAt: v.string(),
  lockedBy: orNull(v.string()),
  usedAt: orNull(v.string()),
  usedOn: orNull(v.string()),
})
export type HeldCoupon = v.InferOutput<typeof HeldCoupon>

export const WalletCounts = v.object({ usable: v.number(), used: v.number(), expired: v.number() })
export type WalletCounts = v.InferOutput<typeof WalletCounts>

export interface WalletQuery extends PageQuery {
  tab: WalletTab
}

/** The server's answer for one held coupon on one order. */
export const CouponChoice = v.object({
  couponId: v.string(),
  title: v.string(),
  endAt: v.string(),
  applicable: v.boolean(),
  /** Why not (未到可用时间, 已过期, 差¥x满减, 不适用该服务, 不可与其他优惠同用, 已被其他订单使用); null when it applies. */
  reason: orNull(v.string()),
  savingCents: v.number(),
  /** What the order would cost with it (at least ¥0.01). */
  payableCents: v.number(),
})
export type CouponChoice = v.InferOutput<typeof CouponChoice>

export const OrderCoupons = v.object({
  /** The order's amount before any coupon. */
  baseAmountCents: v.number(),
  /** The coupon the order holds now (locked), null: none. */
  currentCouponId: orNull(v.string()),
  /** Applicable first (largest saving, then earliest expiry), then the others with their reason. */
  choices: v.array(CouponChoice),
  /** The server's pick: the order's own coupon if it still applies, else the best; null: none applies. */
  bestCouponId: orNull(v.string()),
  /** false: the order takes no coupon (a deposit, a peer's goods, a won lot): no coupon row. */
  couponable: v.optional(v.boolean(), true),
})
export type OrderCoupons = v.InferOutput<typeof OrderCoupons>

/** Refusal codes of coupons and memberships (40970–40979). */
export const COUPON_REFUSALS = {
  /** The chosen coupon does not apply (re-checked at payment); data: {reason, amountCents}. */
  notApplicable: 40970,
  /** 已领完. */
  soldOut: 40971,
  /** 已达领取上限. */
  limitReached: 40972,
  /** Not the account's coupon. */
  notYours: 40973,
  /** The order cannot be cancelled (paid, transfer waiting). */
  cannotCancel: 40974,
  /** Unknown membership plan. */
  unknownPlan: 40975,
} as const

export const MEMBER_PLAN_CODES = ['P0015', 'P0016'] as const
export type MemberPlanCode = (typeof MEMBER_PLAN_CODES)[number]

export const MemberPlan = v.object({
  code: v.picklist(MEMBER_PLAN_CODES),
  name: v.string(),
  benefits: v.array(v.string()),
  priceCents: v.number(),
  termDays: v.number(),
  /** The spec's memberSendList status: 1 active. */
  status: v.number(),
  /** End of the last day (23:59:59 Beijing), ISO; null: never bought. */
  expiresAt: orNull(v.string()),
  /** Whole days left including today; 0 after expiry. */
  daysLeft: v.number(),
  expiredTips: v.string(),
  btnLink: v.string(),
  /** If bought now: the term added to the later of now and the current expiry. */
  renewedExpiresAt: v.string(),
})
export type MemberPlan = v.InferOutput<typeof MemberPlan>

export const MemberCentre = v.object({ plans: v.array(MemberPlan), serverTime: v.string() })
export type MemberCentre = v.InferOutput<typeof MemberCentre>

export const MemberOrder = v.object({ payOrderNo: v.string(), renewedExpiresAt: v.string() })
export type MemberOrder = v.InferOutput<typeof MemberOrder>

export const couponApi = {
  /** The account's coupons of one tab, soonest expiry first. */
  wallet: defineCall('GET', '/activity/coupon/wallet', pageOf(HeldCoupon), params<WalletQuery>()),
  /** How many coupons each tab holds. */
  counts: defineCall('GET', '/activity/coupon/counts', WalletCounts),
  /** Coupons on offer with 领取 / 去使用 / 已领取 / 已领完. */
  offers: defineCall('GET', '/activity/coupon/offers', v.array(OfferedCoupon)),
  /** Claim one. Refused 40971 已领完, 40972 已达领取上限. */
  claim: defineCall('POST', '/activity/coupon/claim', HeldCoupon, params<{ templateId: number }>()),
  /** Per held coupon, whether it applies to this pay order and why not. */
  forOrder: defineCall('GET', '/cashier/coupons', OrderCoupons, params<{ payOrderNo: string }>()),
  /** The membership plans with their state. */
  members: defineCall('GET', '/activity/member', MemberCentre),
  /** A pay order to buy or renew a plan; the new expiry is in its line and the reply. */
  buyMember: defineCall('POST', '/activity/member/buy', MemberOrder, params<{ code: MemberPlanCode }>()),
}
