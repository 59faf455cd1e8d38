import { PHONE_PATTERN, CAPTCHA_PATTERN } from '../../src/shared/validation/phone'
import { MockError } from './handle'

/** Server-side checks with the messages the app shows as they are. */
export function requirePhone(value: unknown, label = '手机号'): string {
  const phone = String(value ?? '').replace(/\s+/g, '')
  if (!phone) throw new MockError(400, `请输入${label}`)
  if (!PHONE_PATTERN.test(phone)) throw new MockError(400, `${label}格式不正确`)
  return phone
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
