import { addressError, personNameError, phoneError, stripPhone } from '../../src/shared/rules/shipping'
import { CAPTCHA_PATTERN } from '../../src/shared/validation/phone'
import { MockError } from './handle'

/** Server-side checks with the messages the app shows as they are. */
export function requirePhone(value: unknown, label = '手机号'): string {
  const error = phoneError(String(value ?? ''), label)
  if (error) throw new MockError(400, error)
  return stripPhone(String(value ?? ''))
}

/** A person's name at either end of a shipment or an address (src/shared/rules/shipping). */
export function requirePersonName(value: unknown, label: string): string {
  const error = personNameError(value, label)
  if (error) throw new MockError(400, error)
  return String(value).trim()
}

export function requireAddress(value: unknown, label: string): string {
  const error = addressError(value, label)
  if (error) throw new MockError(400, error)
  return String(value).trim()
}

export function requireCode(value: unknown): string {
  const code = String(value ?? '').replace(/\s+/g, '')
  if (!CAPTCHA_PATTERN.test(code)) throw new MockError(400, '验证码格式不正确')
  return code
}

export function requireText(value: unknown, label: string, { min = 1, max = 50 }: { min?: number; max?: number } = {}): string {
  const text = String(value ?? '').trim()
  if (!text) throw new MockError(400, `请填写${label}`)
  if (text.length < min || text.length > max) throw new MockError(400, `${label}长度应为${min}-${max}个字`)
  return text
}

export function requireId(value: unknown, label = 'ID'): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw new MockError(400, `${label}无效`)
  return id
}
