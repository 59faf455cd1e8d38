import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import type { HeldCoupon, OfferedCoupon } from './api'

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
  return coupon.validity.type === 'days'
    ? `领取后${coupon.validity.days}天内有效`
    : `${formatDateTime(coupon.validity.startAt, 'YYYY-MM-DD')} 至 ${formatDateTime(coupon.validity.endAt, 'YYYY-MM-DD HH:mm')}`
}

/** A held coupon's own dates. */
export function heldValidityText(coupon: HeldCoupon): string {
  return `${formatDateTime(coupon.startAt, 'YYYY-MM-DD')} 至 ${formatDateTime(coupon.endAt, 'YYYY-MM-DD HH:mm')}`
}

/** Where 去使用 goes: the service the coupon is for. */
export function serviceOf(coupon: Pick<OfferedCoupon, 'scopes'>): 'pages/activity/member/index' | 'pages/maintain/home/index' {
  return coupon.scopes.includes('member') ? 'pages/activity/member/index' : 'pages/maintain/home/index'
}
