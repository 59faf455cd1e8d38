import { COUPON_REFUSALS, type CouponChoice, type CouponScope, type HeldCoupon, type OfferedCoupon, type OrderCoupons } from '../../src/features/coupon/api'
import type { PayOrderLine } from '../../src/features/cashier/api'
import { yuan } from '../../src/shared/format/money'
import { isoAt, mockClock } from '../lib/clock'
import { refuse } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { getDb, saveDb } from './index'
import { findPayOrder, voidPrepays, type PayOrderRecord } from './pay-orders'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * The mock's coupons: templates on offer and the coupons accounts hold. A held coupon is locked by
 * the unpaid order that uses it, used when that order is paid, and given back when the order
 * closes (cancelled, timed out) or is fully refunded. The cashier's amount is the order's lines
 * minus the coupon, never below ¥0.01.
 */
export interface CouponTemplate {
  templateId: number
  title: string
  kind: 'cash' | 'discount'
  value: number
  maxOffCents: number | null
  minSpendCents: number
  scopes: CouponScope[]
  scopeText: string
  validity: { type: 'fixed'; startAt: string; endAt: string } | { type: 'days'; days: number }
  rules: string[]
  total: number
  claimed: number
  perAccount: number
  /** Offered in the coupon centre (seeded-only ones are not). */
  offered: boolean
}

export interface CouponRecord {
  couponId: string
  templateId: number
  accountId: number
  claimedAt: string
  startAt: string
  endAt: string
  lockedBy: string | null
  usedAt: string | null
  usedOn: string | null
}

export interface CouponState {
  templates: CouponTemplate[]
  held: CouponRecord[]
}

export const MIN_PAYABLE_CENTS = 1
const DAY = 24 * 3600 * 1000
const BEIJING = 8 * 3600 * 1000

export const NOT_STACKABLE = '不可与其他优惠同用'
export const NOT_STARTED = '未到可用时间'
export const EXPIRED = '已过期'
export const WRONG_SCOPE = '不适用该服务'
/** Deposits, goods and won lots take no platform coupon. */
export const NOT_COUPONABLE = '不适用该订单'
export const LOCKED_ELSEWHERE = '已被其他待支付订单使用'
export const USED = '已使用'

/** 23:59:59.999 Beijing time of the day `at` falls on, `plusDays` later. */
export function endOfDay(at: number, plusDays = 0): number {
  const dayStart = Math.floor((at + BEIJING) / DAY) * DAY - BEIJING
  return dayStart + (plusDays + 1) * DAY - 1000
}

function seedCoupons(now: number): CouponState {
  const fixed = (fromDays: number, toDays: number) => ({ type: 'fixed' as const, startAt: isoAt(now + fromDays * DAY), endAt: isoAt(endOfDay(now, toDays)) })
  const templates: CouponTemplate[] = [
    {
      templateId: 7001,
      title: '会员续费立减',
      kind: 'cash',
      value: 10000,
      maxOffCents: null,
      minSpendCents: 50000,
      scopes: ['member'],
      scopeText: '会员开通/续费',
      validity: { type: 'days', days: 30 },
      rules: [`满${yuan(50000)}可用，立减${yuan(10000)}`, '仅限开通或续费店铺会员、账号会员', '每个账号限领1张', '不可与其他优惠同用'],
      total: 1000,
      claimed: 12,
      perAccount: 1,
      offered: true,
    },
    {
      templateId: 7002,
      title: '养护服务9折券',
      kind: 'discount',
      value: 90,
      maxOffCents: 20000,
      minSpendCents: 0,
      scopes: ['maintain'],
      scopeText: '养护服务',
      validity: fixed(-1, 60),
      rules: [`无门槛，养护订单9折，最多减${yuan(20000)}`, '每个账号限领2张'],
      total: 500,
      claimed: 40,
      perAccount: 2,
      offered: true,
    },
    {
      templateId: 7003,
      title: '新人无门槛券',
      kind: 'cash',
      value: 2000,
      maxOffCents: null,
      minSpendCents: 0,
      scopes: ['member', 'maintain', 'fee'],
      scopeText: '全部服务',
      validity: { type: 'days', days: 7 },
      rules: [`无门槛立减${yuan(2000)}`, '适用全部平台服务费'],
      total: 100,
      claimed: 100,
      perAccount: 1,
      offered: true,
    },
    {
      templateId: 7004,
      title: '会员开通满减',
      kind: 'cash',
      value: 5000,
      maxOffCents: null,
      minSpendCents: 30000,
      scopes: ['member'],
      scopeText: '会员开通/续费',
      validity: fixed(-10, 5),
      rules: [`满${yuan(30000)}减${yuan(5000)}`, '仅限会员开通/续费'],
      total: 200,
      claimed: 30,
      perAccount: 1,
      offered: false,
    },
    {
      templateId: 7005,
      title: '双十二预热券',
      kind: 'cash',
      value: 8000,
      maxOffCents: null,
      minSpendCents: 0,
      scopes: ['member', 'maintain', 'fee'],
      scopeText: '全部服务',
      validity: fixed(10, 20),
      rules: [`12月起可用，无门槛立减${yuan(8000)}`],
      total: 200,
      claimed: 50,
      perAccount: 1,
      offered: false,
    },
    {
      templateId: 7006,
      title: '鉴定费满减',
      kind: 'cash',
      value: 3000,
      maxOffCents: null,
      minSpendCents: 100000,
      scopes: ['fee'],
      scopeText: '平台服务费',
      validity: fixed(-40, -3),
      rules: [`满${yuan(100000)}减${yuan(3000)}`],
      total: 200,
      claimed: 60,
      perAccount: 1,
      offered: false,
    },
  ]
  const hold = (couponId: string, templateId: number, extra: Partial<CouponRecord> = {}): CouponRecord => {
    const template = templates.find((entry) => entry.templateId === templateId)!
    const validity = template.validity
    return {
      couponId,
      templateId,
      accountId: DEMO_SHOP_ACCOUNT,
      claimedAt: isoAt(now - 2 * DAY),
      startAt: validity.type === 'fixed' ? validity.startAt : isoAt(now - 2 * DAY),
      endAt: validity.type === 'fixed' ? validity.endAt : isoAt(endOfDay(now - 2 * DAY, validity.days - 1)),
      lockedBy: null,
      usedAt: null,
      usedOn: null,
      ...extra,
    }
  }
  return {
    templates,
    held: [hold('CP7004001', 7004), hold('CP7005001', 7005), hold('CP7006001', 7006), hold('CP7003009', 7003, { usedAt: isoAt(now - DAY), usedOn: 'PO20261119000088' })],
  }
}

export function couponState(): CouponState {
  const db = getDb()
  db.coupons ??= seedCoupons(mockClock.now())
  return db.coupons
}

export function templateOf(record: CouponRecord): CouponTemplate {
  return couponState().templates.find((entry) => entry.templateId === record.templateId)!
}

/**
 * Locks follow their orders: paid → used; closed or refunded → given back. Run on every request
 * (settle) and before any coupon answer.
 */
export function reconcileCoupons(): boolean {
  const state = getDb().coupons
  if (!state) return false
  let changed = false
  for (const coupon of state.held) {
    // Refunded in full: the coupon it used goes back (until its own expiry).
    if (coupon.usedOn && findPayOrder(coupon.usedOn)?.status === 'refunded') {
      coupon.usedAt = null
      coupon.usedOn = null
      changed = true
      continue
    }
    if (!coupon.lockedBy) continue
    const order = findPayOrder(coupon.lockedBy)
    if (order?.status === 'paid') {
      coupon.usedAt = order.paidAt
      coupon.usedOn = order.payOrderNo
      coupon.lockedBy = null
      changed = true
    } else if (!order || order.status === 'closed' || order.status === 'refunded' || order.couponId !== coupon.couponId) {
      coupon.lockedBy = null
      changed = true
    }
  }
  return changed
}

onSettle('coupons', () => {
  if (reconcileCoupons()) saveDb()
})

export function heldView(record: CouponRecord, now = mockClock.now()): HeldCoupon {
  const { templateId, title, kind, value, maxOffCents, minSpendCents, scopes, scopeText, validity, rules } = templateOf(record)
  const status = record.usedAt ? 'used' : record.lockedBy ? 'locked' : now > Date.parse(record.endAt) ? 'expired' : 'unused'
  return {
    templateId,
    title,
    kind,
    value,
    maxOffCents,
    minSpendCents,
    scopes: [...scopes],
    scopeText,
    validity: { ...validity },
    rules: [...rules],
    couponId: record.couponId,
    status,
    startAt: record.startAt,
    endAt: record.endAt,
    claimedAt: record.claimedAt,
    lockedBy: record.lockedBy,
    usedAt: record.usedAt,
    usedOn: record.usedOn,
  }
}

export function couponsOf(accountId: number): CouponRecord[] {
  return couponState().held.filter((coupon) => coupon.accountId === accountId)
}

export function offeredView(template: CouponTemplate, accountId: number, now = mockClock.now()): OfferedCoupon {
  const mine = couponsOf(accountId).filter((coupon) => coupon.templateId === template.templateId)
  const usable = mine.some((coupon) => heldView(coupon, now).status === 'unused')
  const remaining = Math.max(0, template.total - template.claimed)
  const action = mine.length >= template.perAccount ? (usable ? 'use' : 'claimed') : remaining === 0 ? 'gone' : mine.length > 0 && usable ? 'use' : 'claim'
  const { templateId, title, kind, value, maxOffCents, minSpendCents, scopes, scopeText, validity, rules } = template
  return { templateId, title, kind, value, maxOffCents, minSpendCents, scopes: [...scopes], scopeText, validity: { ...validity }, rules: [...rules], action, remaining }
}

export function claimCoupon(accountId: number, templateId: number, now = mockClock.now()): CouponRecord {
  const state = couponState()
  const template = state.templates.find((entry) => entry.templateId === templateId && entry.offered)
  if (!template) refuse(404, '优惠券不存在')
  const mine = couponsOf(accountId).filter((coupon) => coupon.templateId === templateId)
  if (mine.length >= template.perAccount) refuse(COUPON_REFUSALS.limitReached, `每个账号限领${template.perAccount}张，您已领取`)
  if (template.claimed >= template.total) refuse(COUPON_REFUSALS.soldOut, '优惠券已领完')
  template.claimed += 1
  const validity = template.validity
  const record: CouponRecord = {
    couponId: `CP${templateId}${String(getDb().nextId++).padStart(4, '0')}`,
    templateId,
    accountId,
    claimedAt: isoAt(now),
    startAt: validity.type === 'fixed' ? validity.startAt : isoAt(now),
    endAt: validity.type === 'fixed' ? validity.endAt : isoAt(endOfDay(now, validity.days - 1)),
    lockedBy: null,
    usedAt: null,
    usedOn: null,
  }
  state.held.push(record)
  saveDb()
  return record
}

/**
 * What an order pays for, as coupons see it (from the area that made it): member fees, care
 * services, the platform's service fees. Anything else (a deposit, a peer's goods, a won lot)
 * takes no coupon: a platform coupon never discounts money that is not the platform's.
 */
const SCOPE_OF_AREA: Record<string, CouponScope> = { member: 'member', maintain: 'maintain', evaluate: 'fee', quality: 'fee', 'fair-ticket': 'fee' }
export function scopeOfOrder(order: PayOrderRecord): CouponScope | null {
  return SCOPE_OF_AREA[order.ref?.split(':')[0] ?? ''] ?? null
}

/** The order's amount before a coupon: the sum of its own lines. */
export function baseAmount(order: PayOrderRecord): number {
  return order.lines.reduce((sum, line) => sum + line.amountCents, 0)
}

/** The saving of a template on an amount, leaving at least ¥0.01 to pay. */
export function savingOf(template: CouponTemplate, baseCents: number): number {
  const raw = template.kind === 'cash' ? template.value : Math.round((baseCents * (100 - template.value)) / 100)
  const capped = template.maxOffCents === null ? raw : Math.min(raw, template.maxOffCents)
  return Math.max(0, Math.min(capped, baseCents - MIN_PAYABLE_CENTS))
}

/** Whether a held coupon applies to an order now, and why not. */
export function checkCoupon(record: CouponRecord, order: PayOrderRecord, now = mockClock.now()): CouponChoice {
  const template = templateOf(record)
  const base = baseAmount(order)
  const reason =
    record.accountId !== order.accountId
      ? '不是您的优惠券'
      : record.usedAt
        ? USED
        : record.lockedBy && record.lockedBy !== order.payOrderNo
          ? LOCKED_ELSEWHERE
          : now < Date.parse(record.startAt)
            ? NOT_STARTED
            : now > Date.parse(record.endAt)
              ? EXPIRED
              : scopeOfOrder(order) === null
                ? NOT_COUPONABLE
                : !template.scopes.includes(scopeOfOrder(order)!)
                  ? WRONG_SCOPE
                  : order.lines.some((line) => line.amountCents < 0)
                    ? NOT_STACKABLE
                    : base < template.minSpendCents
                      ? `差${yuan(template.minSpendCents - base)}满减`
                      : null
  const savingCents = reason ? 0 : savingOf(template, base)
  return { couponId: record.couponId, title: template.title, endAt: record.endAt, applicable: !reason, reason, savingCents, payableCents: base - savingCents }
}

/** Applicable first, largest saving then earliest expiry; the rest after. */
export function rankChoices(choices: CouponChoice[]): CouponChoice[] {
  return [...choices].sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.savingCents - a.savingCents || Date.parse(a.endAt) - Date.parse(b.endAt))
}

export function couponsForOrder(order: PayOrderRecord, now = mockClock.now()): OrderCoupons {
  reconcileCoupons()
  if (scopeOfOrder(order) === null) return { baseAmountCents: baseAmount(order), currentCouponId: null, choices: [], bestCouponId: null, couponable: false }
  const held = couponsOf(order.accountId).filter((coupon) => !coupon.usedAt && (!coupon.lockedBy || coupon.lockedBy === order.payOrderNo))
  const choices = rankChoices(held.map((coupon) => checkCoupon(coupon, order, now)))
  const current = order.couponId ? choices.find((choice) => choice.couponId === order.couponId && choice.applicable) : undefined
  const best = choices.find((choice) => choice.applicable)
  return { baseAmountCents: baseAmount(order), currentCouponId: order.couponId ?? null, choices, bestCouponId: (current ?? best)?.couponId ?? null, couponable: true }
}

function setOrderCoupon(order: PayOrderRecord, record: CouponRecord | null, saving: number): void {
  const before = order.amountCents
  if (order.couponId && order.couponId !== record?.couponId) {
    const old = couponState().held.find((coupon) => coupon.couponId === order.couponId)
    if (old && old.lockedBy === order.payOrderNo) old.lockedBy = null
  }
  order.couponId = record?.couponId ?? null
  order.couponLine = record ? { label: `优惠券：${templateOf(record).title}`, amountCents: -saving } : null
  if (record) record.lockedBy = order.payOrderNo
  order.amountCents = baseAmount(order) - saving
  if (order.amountCents !== before) voidPrepays(order)
}

/**
 * Before a payment is prepared: the dealer's choice (undefined: keep the order's; null: none) is
 * checked again now. A coupon that no longer applies is taken off the order and the payment
 * refused with why and the new amount (40970): never a silent swap to another coupon.
 */
export function settleOrderCoupon(order: PayOrderRecord, choice: string | null | undefined, now = mockClock.now()): void {
  reconcileCoupons()
  const wanted = choice === undefined ? (order.couponId ?? null) : choice
  if (wanted === null) {
    if (order.couponId) setOrderCoupon(order, null, 0)
    saveDb()
    return
  }
  const record = couponState().held.find((coupon) => coupon.couponId === wanted)
  if (!record || record.accountId !== order.accountId) refuse(COUPON_REFUSALS.notYours, '优惠券不存在')
  const check = checkCoupon(record, order, now)
  if (!check.applicable) {
    setOrderCoupon(order, null, 0)
    saveDb()
    refuse(COUPON_REFUSALS.notApplicable, `优惠券${check.reason}，已取消使用，订单金额变为${yuan(order.amountCents)}，请确认后再支付`, {
      couponId: record.couponId,
      reason: check.reason,
      amountCents: order.amountCents,
    })
  }
  setOrderCoupon(order, record, check.savingCents)
  saveDb()
}

/** The order's lines as the cashier shows them: its own, then the coupon's (negative). */
export function linesWithCoupon(order: PayOrderRecord): PayOrderLine[] {
  return order.couponLine ? [...order.lines, { ...order.couponLine }] : order.lines
}
