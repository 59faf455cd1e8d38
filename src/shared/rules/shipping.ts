import { PHONE_ERROR, PHONE_PATTERN, stripSpaces } from '../validation/phone'

/**
 * Shipping: the carriers a dealer picks, the tracking number, and the people at either end
 * (sender or receiver: name, phone on the shared phone rule, address). Used by the forms and by
 * the mock backend's refusals, so both say the same words.
 */

export const CARRIERS = ['顺丰速运', '京东快递', '中通快递', 'EMS', '同城闪送'] as const
export type Carrier = (typeof CARRIERS)[number]

/**
 * 8–30 letters or digits once spaces are dropped. The shortest number of the carriers above is
 * 12 (中通; EMS 13, SF + 12 or 13 digits), so 8 refuses no real number and catches a truncated one.
 */
export const TRACKING_NO_PATTERN = /^[A-Z0-9]{8,30}$/
export const TRACKING_NO_ERROR = '快递单号应为8–30位字母或数字'

export const PERSON_NAME_MIN = 2
export const PERSON_NAME_MAX = 20
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 100

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function isCarrier(value: unknown): value is Carrier {
  return (CARRIERS as readonly unknown[]).includes(value)
}

export function carrierError(value: unknown): string | undefined {
  return isCarrier(value) ? undefined : '请选择快递公司'
}

/** A tracking number as stored: spaces dropped, letters upper-case. */
export function normaliseTrackingNo(value: unknown): string {
  return typeof value === 'string' ? stripSpaces(value).toUpperCase() : ''
}

export function trackingNoError(value: unknown): string | undefined {
  const trackingNo = normaliseTrackingNo(value)
  if (!trackingNo) return '请输入快递单号'
  return TRACKING_NO_PATTERN.test(trackingNo) ? undefined : TRACKING_NO_ERROR
}

export function personNameError(value: unknown, label: string): string | undefined {
  const name = text(value)
  if (!name) return `请输入${label}`
  if (name.length < PERSON_NAME_MIN || name.length > PERSON_NAME_MAX) return `${label}应为${PERSON_NAME_MIN}-${PERSON_NAME_MAX}个字`
  return undefined
}

/** A phone number as stored: spaces dropped. */
export function stripPhone(value: unknown): string {
  return typeof value === 'string' ? stripSpaces(value) : ''
}

/** The shared phone rule (spec section 5) with the field's name when it is missing. */
export function phoneError(value: unknown, label: string): string | undefined {
  const phone = stripPhone(value)
  if (!phone) return `请输入${label}`
  return PHONE_PATTERN.test(phone) ? undefined : PHONE_ERROR
}

/** An address typed (请输入…) or picked from the address book (请选择…). */
export function addressError(value: unknown, label: string, { picked = false }: { picked?: boolean } = {}): string | undefined {
  const address = text(value)
  if (!address) return `${picked ? '请选择' : '请输入'}${label}`
  if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX) return `${label}应为${ADDRESS_MIN}-${ADDRESS_MAX}个字`
  return undefined
}
