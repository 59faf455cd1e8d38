import { amountError } from '../../../shared/rules/amount'
import { noteError as sharedNoteError } from '../../../shared/rules/reason'
import { addressError, carrierError, personNameError, phoneError, trackingNoError } from '../../../shared/rules/shipping'
import { PAYMENT_METHODS, type DeliveryInput, type LockInput } from '../api/orders'

/**
 * The rules of locks, offline orders and deliveries, shared by the forms (messages under the
 * fields) and the mock backend (the first message as a 400). Empty objects when valid.
 */

const DAY = 24 * 3600 * 1000
/** A lock holds items for 30 days at most. */
export const MAX_LOCK_DAYS = 30
export const MAX_CERTIFICATES = 9
/** A paid time a few minutes ahead is a clock difference, not a mistake. */
const CLOCK_SLACK_MS = 5 * 60 * 1000

export const ORDER_MESSAGES = {
  noItems: '请选择商品',
  certificates: '请上传付款凭证',
  tooManyCertificates: `付款凭证最多${MAX_CERTIFICATES}张`,
  paymentMethod: '请选择付款方式',
}

export type LockErrors = Partial<Record<keyof LockInput, string>>
export type DeliveryErrors = Partial<Record<keyof DeliveryInput, string>>
/** Offline order errors; a line's price error is under `price-<itemId>`. */
export type OfflineErrors = Partial<Record<'lines' | 'buyerName' | 'buyerPhone' | 'paymentMethod' | 'paidAt' | 'certificates' | 'note', string>> &
  Record<`price-${number}`, string | undefined>

const noteError = (value: unknown) => sharedNoteError(value, '备注')

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

export function checkDelivery(input: Partial<DeliveryInput>): DeliveryErrors {
  return drop({
    itemIds: itemsError(input.itemIds),
    carrier: carrierError(input.carrier),
    trackingNo: trackingNoError(input.trackingNo),
    receiverName: personNameError(input.receiverName, '收货人姓名'),
    receiverPhone: phoneError(input.receiverPhone, '收货人手机号'),
    receiverAddress: addressError(input.receiverAddress, '收货地址'),
  })
}

/** The first message of a set of errors, for a 400. */
export function firstError(errors: Record<string, string | undefined>): string | undefined {
  return Object.values(errors).find(Boolean)
}
