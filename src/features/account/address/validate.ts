import type { AddressInput } from '../api'
import { addressError, personNameError, phoneError } from '@/shared/rules/shipping'
import { stripSpaces } from '@/shared/validation/phone'

export type AddressErrors = Partial<Record<keyof AddressInput, string>>

/** The same rules the server applies, checked before sending. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {}
  const name = personNameError(input.name, '收货人姓名')
  if (name) errors.name = name
  const phone = phoneError(input.phone, '手机号')
  if (phone) errors.phone = phone
  if (!input.province.trim()) errors.province = '请填写省份'
  if (!input.city.trim()) errors.city = '请填写城市'
  if (!input.district.trim()) errors.district = '请填写区县'
  const detail = addressError(input.detail, '详细地址')
  if (detail) errors.detail = detail
  return errors
}

export function cleanAddress(input: AddressInput): AddressInput {
  return {
    ...input,
    name: input.name.trim(),
    phone: stripSpaces(input.phone),
    province: input.province.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
    detail: input.detail.trim(),
  }
}

export function addressLine(address: Pick<AddressInput, 'province' | 'city' | 'district' | 'detail'>): string {
  const city = address.city === address.province ? '' : address.city
  return `${address.province}${city}${address.district}${address.detail}`
}
