/** Spec section 5: phone numbers and SMS captchas, spaces ignored. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
export const CAPTCHA_PATTERN = /^\d{4}$/

export const PHONE_ERROR = '请输入正确的11位手机号'
export const CAPTCHA_ERROR = '请输入4位短信验证码'

export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '')
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(stripSpaces(value))
}

export function isValidCaptcha(value: string): boolean {
  return CAPTCHA_PATTERN.test(stripSpaces(value))
}
