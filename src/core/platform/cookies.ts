import Cookies from 'js-cookie'
import Taro from '@tarojs/taro'
import { isH5 } from './env'

/** Spec section 9: cookies last 365 days unless told otherwise. */
export const COOKIE_DAYS = 365
const DAY_MS = 24 * 3600 * 1000

/** Cookies on H5 (js-cookie); the mini-program has none, so storage with an expiry stands in. */
export function setCookie(name: string, value: string, days = COOKIE_DAYS): void {
  if (isH5) {
    Cookies.set(name, value, { expires: days })
    return
  }
  Taro.setStorageSync(`cookie:${name}`, { value, expires: Date.now() + days * DAY_MS })
}

export function getCookie(name: string): string | undefined {
  if (isH5) return Cookies.get(name)
  const entry = Taro.getStorageSync(`cookie:${name}`) as { value: string; expires: number } | ''
  if (!entry || entry.expires < Date.now()) return undefined
  return entry.value
}
