import { PHONE_ERROR, PHONE_PATTERN } from '../../../shared/validation/phone'
import { CARRIERS, PAYMENT_METHODS, type DeliveryInput, type LockInput } from '../api/orders'

/**
 * The rules of locks, offline orders and deliveries, shared by the forms (messages under the
 * fields) and the mock backend (the first message as a 400). Empty objects when valid.
 */

const DAY = 24 * 3600 * 1000
/** A lock holds items for 30 days at most. */
export const MAX_LOCK_DAYS = 30
/** ¥99,999,999.99: more is a typing mistake. */
export const MAX_AMOUNT_CENTS = 9_999_999_999
export const MAX_CERTIFICATES = 9
export const MAX_NOTE = 200
export const TRACKING_PATTERN = /^[A-Za-z0-9]{6,30}$/
/** A paid time a few minutes ahead is a clock difference, not a mistake. */
const CLOCK_SLACK_MS = 5 * 60 * 1000

export const ORDER_MESSAGES = {
  noItems: '请选择商品',
  certificates: '请上传付款凭证',
  tooManyCertificates: `付款凭证最多${MAX_CERTIFICATES}张`,
  paymentMethod: '请选择付款方式',
  carrier: '请选择快递公司',
  trackingNo: '快递单号应为6-30位字母或数字',
}

export type LockErrors = Partial<Record<keyof LockInput, string>>
export type DeliveryErrors = Partial<Record<keyof DeliveryInput, string>>
/** Offline order errors; a line's price error is under `price-<itemId>`. */
export type OfflineErrors = Partial<Record<'lines' | 'buyerName' | 'buyerPhone' | 'paymentMethod' | 'paidAt' | 'certificates' | 'note', string>> &
  Record<`price-${number}`, string | undefined>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function stripPhone(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : ''
}

export function personNameError(value: unknown, label: string): string | undefined {
  const name = text(value)
  if (!name) return `请输入${label}`
  if (name.length < 2 || name.length > 20) return `${label}应为2-20个字`
  return undefined
}

export function phoneError(value: unknown, label: string): string | undefined {
  const phone = stripPhone(value)
  if (!phone) return `请输入${label}`
  if (!PHONE_PATTERN.test(phone)) return PHONE_ERROR
  return undefined
}

/** An amount in cents: null is a missing value, NaN a malformed one. */
export function amountError(value: unknown, label: string, { required = true } = {}): string | undefined {
  if (value === null || value === undefined) return required ? `请输入${label}` : undefined
  if (typeof value !== 'number' || Number.isNaN(value)) return `${label}格式不正确，最多两位小数`
  if (!Number.isInteger(value) || value < 0) return `${label}格式不正确`
  if (value > MAX_AMOUNT_CENTS) return `${label}不能超过1亿元`
  return undefined
}

function noteError(value: unknown): string | undefined {
  return text(value).length > MAX_NOTE ? `备注不能超过${MAX_NOTE}个字` : undefined
}

function itemsError(ids: unknown): string | undefined {
  return Array.isArray(ids) && ids.length > 0 ? undefined : ORDER_MESSAGES.noItems
}

function drop<T extends Record<string, string | undefined>>(errors: T): T {
  for (const key of Object.keys(errors)) if (!errors[key]) delete errors[key]
  return errors
}

export function checkLock(input: Partial<LockInput>, now = Date.now()): LockErrors {
  const expire = typeof input.expireAt === 'string' ? Date.parse(input.expireAt) : Number.NaN
  let expireAt: string | undefined
  if (Number.isNaN(expire)) expireAt = '请选择锁单到期时间'
  else if (expire <= now) expireAt = '到期时间需晚于当前时间'
  else if (expire > now + MAX_LOCK_DAYS * DAY) expireAt = `锁单最长${MAX_LOCK_DAYS}天`
  return drop({
    itemIds: itemsError(input.itemIds),
    buyerName: personNameError(input.buyerName, '买家姓名'),
    buyerPhone: phoneError(input.buyerPhone, '买家手机号'),
    depositCents: amountError(input.depositCents, '定金'),
    expireAt,
    note: noteError(input.note),
  })
}

/** The offline order form's fields; prices may still be null or NaN while typed. */
export interface OfflineDraft {
  lines: { itemId: number; priceCents: number | null }[]
  buyerName: string
  buyerPhone: string
  paymentMethod: string
  paidAt: string
  certificates: string[]
  note: string
}

export function checkOfflineOrder(input: Partial<OfflineDraft>, now = Date.now()): OfflineErrors {
  const errors: OfflineErrors = {}
  const lines = Array.isArray(input.lines) ? input.lines : []
  if (!lines.length) errors.lines = ORDER_MESSAGES.noItems
  for (const line of lines) {
    const error = amountError(line?.priceCents, '成交价')
    if (error) errors[`price-${Number(line?.itemId)}`] = error
  }
  const buyerName = personNameError(input.buyerName, '买家姓名')
  if (buyerName) errors.buyerName = buyerName
  const buyerPhone = phoneError(input.buyerPhone, '买家手机号')
  if (buyerPhone) errors.buyerPhone = buyerPhone
  if (!PAYMENT_METHODS.includes(input.paymentMethod as (typeof PAYMENT_METHODS)[number])) errors.paymentMethod = ORDER_MESSAGES.paymentMethod
  const paid = typeof input.paidAt === 'string' ? Date.parse(input.paidAt) : Number.NaN
  if (Number.isNaN(paid)) errors.paidAt = '请选择付款时间'
  else if (paid > now + CLOCK_SLACK_MS) errors.paidAt = '付款时间不能晚于当前时间'
  const certificatesError = checkCertificates(input.certificates)
  if (certificatesError) errors.certificates = certificatesError
  const note = noteError(input.note)
  if (note) errors.note = note
  return errors
}

export function checkCertificates(certificates: unknown): string | undefined {
  if (!Array.isArray(certificates) || !certificates.length) return ORDER_MESSAGES.certificates
  if (certificates.length > MAX_CERTIFICATES) return ORDER_MESSAGES.tooManyCertificates
  if (certificates.some((url) => typeof url !== 'string' || !url)) return '付款凭证无效，请重新上传'
  return undefined
}

export function normaliseTrackingNo(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : ''
}

export function checkDelivery(input: Partial<DeliveryInput>): DeliveryErrors {
  const trackingNo = normaliseTrackingNo(input.trackingNo)
  const address = text(input.receiverAddress)
  return drop({
    itemIds: itemsError(input.itemIds),
    carrier: CARRIERS.includes(input.carrier as (typeof CARRIERS)[number]) ? undefined : ORDER_MESSAGES.carrier,
    trackingNo: !trackingNo ? '请输入快递单号' : TRACKING_PATTERN.test(trackingNo) ? undefined : ORDER_MESSAGES.trackingNo,
    receiverName: personNameError(input.receiverName, '收货人姓名'),
    receiverPhone: phoneError(input.receiverPhone, '收货人手机号'),
    receiverAddress: !address ? '请输入收货地址' : address.length < 5 || address.length > 100 ? '收货地址应为5-100个字' : undefined,
  })
}

/** The first message of a set of errors, for a 400. */
export function firstError(errors: Record<string, string | undefined>): string | undefined {
  return Object.values(errors).find(Boolean)
}
