import Taro from '@tarojs/taro'
import { getRuntime } from './env'

/** Analytics runs only in the production mini-program (spec section 9). */
export function isAnalyticsEnabled(): boolean {
  return getRuntime() === 'release'
}

/** Report an event through WeChat's own analytics (we.analysis); nothing elsewhere. */
export function track(event: string, data: Record<string, string | number> = {}): void {
  if (!isAnalyticsEnabled()) return
  try {
    Taro.reportEvent?.(event, data)
  } catch {
    // analytics never breaks a page
  }
}
