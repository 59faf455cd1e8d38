import { yuan } from '@/shared/format/money'
import type { HeldCoupon, OfferedCoupon } from './api'

const BEIJING = 8 * 3600 * 1000

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' in Beijing time, whatever the phone's zone (validity ends at 23:59). */
export function beijingTime(iso: string, withTime = false): string {
  const text = new Date(Date.parse(iso) + BEIJING).toISOString().replace('T', ' ')
  return withTime ? text.slice(0, 16) : text.slice(0, 10)
}

type Face = Pick<OfferedCoupon, 'kind' | 'value' | 'maxOffCents' | 'minSpendCents' | 'validity'>

/** ¥100 or 9折 (8.5折). */
export function valueText(coupon: Face): string {
  return coupon.kind === 'cash' ? yuan(coupon.value) : `${coupon.value / 10}折`
}

/** 满¥500可用 / 无门槛, with a discount's cap. */
export function thresholdText(coupon: Face): string {
  const threshold = coupon.minSpendCents > 0 ? `满${yuan(coupon.minSpendCents)}可用` : '无门槛'
  return coupon.kind === 'discount' && coupon.maxOffCents !== null ? `${threshold}，最多减${yuan(coupon.maxOffCents)}` : threshold
}

/** The validity of an offer: fixed dates, or 领取后N天内有效. */
export function offerValidityText(coupon: Face): string {
  return coupon.validity.type === 'days' ? `领取后${coupon.validity.days}天内有效` : `${beijingTime(coupon.validity.startAt)} 至 ${beijingTime(coupon.validity.endAt, true)}`
}

/** A held coupon's own dates. */
export function heldValidityText(coupon: HeldCoupon): string {
  return `${beijingTime(coupon.startAt)} 至 ${beijingTime(coupon.endAt, true)}`
}

/** Where 去使用 goes: the service the coupon is for. */
export function serviceOf(coupon: Pick<OfferedCoupon, 'scopes'>): 'pages/activity/member/index' | 'pages/maintain/home/index' {
  return coupon.scopes.includes('member') ? 'pages/activity/member/index' : 'pages/maintain/home/index'
}
