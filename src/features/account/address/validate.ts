import type { AddressInput } from '../api'
import { isValidPhone, stripSpaces } from '@/shared/validation/phone'

export type AddressErrors = Partial<Record<keyof AddressInput, string>>

/** The same rules the server applies, checked before sending. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {}
  const name = input.name.trim()
  if (name.length < 2 || name.length > 20) errors.name = '收货人姓名应为2-20个字'
  if (!isValidPhone(input.phone)) errors.phone = '请输入正确的11位手机号'
  if (!input.province.trim()) errors.province = '请填写省份'
  if (!input.city.trim()) errors.city = '请填写城市'
  if (!input.district.trim()) errors.district = '请填写区县'
  const detail = input.detail.trim()
  if (detail.length < 5 || detail.length > 100) errors.detail = '详细地址应为5-100个字'
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
