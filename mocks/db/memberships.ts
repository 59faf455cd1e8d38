import type { MemberCentre, MemberPlan, MemberPlanCode } from '../../src/features/coupon/api'
import { isoAt, mockClock } from '../lib/clock'
import { onSettle } from '../lib/settle'
import { endOfDay } from './coupons'
import { getDb, saveDb } from './index'
import { createPayOrder, payOrdersOf } from './pay-orders'
import type { MockAccount } from './seed-account'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * The mock's memberships: the shop (P0015) and account (P0016) plans, bought or renewed through
 * the cashier. A paid order adds the term to the later of its payment time and the current expiry
 * (to 23:59:59 Beijing of the last day); the account's memberSendList (status 1 active, the expiry
 * tips) follows at once, so the next user info shows it.
 */
export interface MembershipRecord {
  expiresAt: string | null
  /** The pay orders already applied (a notify twice adds the term once). */
  applied: string[]
}

export const PLANS: Record<MemberPlanCode, { name: string; priceCents: number; termDays: number; benefits: string[] }> = {
  P0015: {
    name: '店铺会员',
    priceCents: 198000,
    termDays: 365,
    benefits: ['店铺主页展示认证标识', '商品上架数量不限', '同行价格全部可见', '专属客服优先处理'],
  },
  P0016: {
    name: '账号会员',
    priceCents: 68000,
    termDays: 365,
    benefits: ['查看同行报价与成交价', '拍卖出价无需额外授权', '每月2次免费鉴定'],
  },
}
const CODES = Object.keys(PLANS) as MemberPlanCode[]
const DAY = 24 * 3600 * 1000
const BEIJING = 8 * 3600 * 1000
export const memberLink = (code: string) => `/pages/activity/member/index?code=${code}`

/** YYYY-MM-DD of an instant, Beijing time. */
export function beijingDate(at: number): string {
  return new Date(at + BEIJING).toISOString().slice(0, 10)
}

/** Whole days left including today (0 once expired). */
export function daysLeft(expiresAt: string | null, now: number): number {
  if (!expiresAt || now > Date.parse(expiresAt)) return 0
  return Math.floor((Date.parse(expiresAt) - (endOfDay(now) - DAY + 1000)) / DAY) + 1
}

function account(accountId: number): MockAccount | undefined {
  return getDb().accounts.find((entry) => entry.accountId === accountId)
}

/** An account's memberships; first use seeds them from its memberSendList (the demo shop's by date). */
export function membershipsOf(accountId: number, now = mockClock.now()): Record<string, MembershipRecord> {
  const db = getDb()
  db.memberships ??= {}
  if (!db.memberships[accountId]) {
    const sends = account(accountId)?.memberSendList ?? []
    const seeded: Record<string, MembershipRecord> = {}
    for (const code of CODES) {
      const send = sends.find((entry) => entry.code === code)
      const expiry =
        accountId === DEMO_SHOP_ACCOUNT && send?.status === 1 ? endOfDay(now, code === 'P0015' ? 92 : 0) : send?.status === 1 ? endOfDay(now, 30) : send ? endOfDay(now, -50) : null
      seeded[code] = { expiresAt: expiry === null ? null : isoAt(expiry), applied: [] }
    }
    db.memberships[accountId] = seeded
    syncMemberSend(accountId, now)
  }
  return db.memberships[accountId]
}

export function tipsOf(code: MemberPlanCode, expiresAt: string | null, now: number): string {
  const name = PLANS[code].name
  if (!expiresAt) return `尚未开通${name}`
  const date = beijingDate(Date.parse(expiresAt))
  if (now > Date.parse(expiresAt)) return `${name}已于${date}到期，续费后恢复权益`
  const left = daysLeft(expiresAt, now)
  return left <= 7 ? `${name}将于${date}到期，剩余${left}天，请及时续费` : `${name}将于${date}到期`
}

/** The account's memberSendList as the memberships stand now. */
export function syncMemberSend(accountId: number, now = mockClock.now()): void {
  const target = account(accountId)
  const records = getDb().memberships?.[accountId]
  if (!target || !records) return
  for (const code of CODES) {
    const record = records[code]
    const active = Boolean(record.expiresAt && now <= Date.parse(record.expiresAt))
    const send = { code, status: active ? 1 : 0, expiredTips: tipsOf(code, record.expiresAt, now), btnLink: memberLink(code) }
    const index = target.memberSendList.findIndex((entry) => entry.code === code)
    if (index >= 0) target.memberSendList[index] = send
    else if (record.expiresAt) target.memberSendList.push(send)
  }
}

/** The new expiry if the plan is paid at `at`: the term added to the later of `at` and the current expiry. */
export function renewedExpiry(current: string | null, termDays: number, at: number): number {
  const from = Math.max(at, current ? Date.parse(current) : 0)
  return endOfDay(from, termDays)
}

/** Paid member orders add their term (once each); expiries that passed turn the status off. */
export function settleMemberships(now = mockClock.now()): boolean {
  const all = getDb().memberships
  if (!all) return false
  let changed = false
  for (const [id, records] of Object.entries(all)) {
    const accountId = Number(id)
    for (const order of payOrdersOf(accountId)) {
      const code = order.ref?.startsWith('member:') ? (order.ref.split(':')[1] as MemberPlanCode) : null
      if (!code || !PLANS[code] || order.status !== 'paid') continue
      const record = records[code]
      if (record.applied.includes(order.payOrderNo)) continue
      record.expiresAt = isoAt(renewedExpiry(record.expiresAt, PLANS[code].termDays, Date.parse(order.paidAt ?? isoAt(now))))
      record.applied.push(order.payOrderNo)
      changed = true
    }
    const before = JSON.stringify(account(accountId)?.memberSendList)
    syncMemberSend(accountId, now)
    if (JSON.stringify(account(accountId)?.memberSendList) !== before) changed = true
  }
  return changed
}

onSettle('memberships', (now) => {
  if (settleMemberships(now)) saveDb()
})

export function memberCentre(accountId: number, now = mockClock.now()): MemberCentre {
  const records = membershipsOf(accountId, now)
  settleMemberships(now)
  const plans: MemberPlan[] = CODES.map((code) => {
    const record = records[code]
    const plan = PLANS[code]
    const active = Boolean(record.expiresAt && now <= Date.parse(record.expiresAt))
    return {
      code,
      name: plan.name,
      benefits: [...plan.benefits],
      priceCents: plan.priceCents,
      termDays: plan.termDays,
      status: active ? 1 : 0,
      expiresAt: record.expiresAt,
      daysLeft: daysLeft(record.expiresAt, now),
      expiredTips: tipsOf(code, record.expiresAt, now),
      btnLink: memberLink(code),
      renewedExpiresAt: isoAt(renewedExpiry(record.expiresAt, plan.termDays, now)),
    }
  })
  return { plans, serverTime: isoAt(now) }
}

/** A pay order for a plan; its line names the new expiry (as of now; the payment time decides). */
export function buyMembership(accountId: number, code: MemberPlanCode, now = mockClock.now()): { payOrderNo: string; renewedExpiresAt: string } {
  const record = membershipsOf(accountId, now)[code]
  const plan = PLANS[code]
  const renewed = isoAt(renewedExpiry(record.expiresAt, plan.termDays, now))
  const verb = record.expiresAt ? '续费' : '开通'
  const order = createPayOrder({
    accountId,
    subject: `${plan.name}${verb}`,
    lines: [{ label: `${plan.name} ${plan.termDays}天`, amountCents: plan.priceCents, note: `支付后有效期至 ${beijingDate(Date.parse(renewed))} 23:59:59` }],
    returnTo: `/pages/activity/member/index?code=${code}`,
    ref: `member:${code}`,
  })
  return { payOrderNo: order.payOrderNo, renewedExpiresAt: renewed }
}
