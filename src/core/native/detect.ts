/**
 * The native app is recognised from its web-view's user agent, which carries a token with the
 * app version: LuxTradeAndroid/3.21.0 (Android), LuxTradeIOS/3.21.0 (iOS native) or
 * LuxTrade/3.21.0 on an iPhone or iPad (other iOS containers of the app).
 */
export type NativeKind = 'android' | 'ios' | 'ios-other'

export interface NativeApp {
  kind: NativeKind
  version: string
}

const TOKENS: { kind: NativeKind; pattern: RegExp; needsIos?: boolean }[] = [
  { kind: 'android', pattern: /LuxTradeAndroid\/(\d+(?:\.\d+)*)/ },
  { kind: 'ios', pattern: /LuxTradeIOS\/(\d+(?:\.\d+)*)/ },
  { kind: 'ios-other', pattern: /LuxTrade\/(\d+(?:\.\d+)*)/, needsIos: true },
]

export function detectNativeApp(userAgent: string): NativeApp | null {
  const isIos = /iPhone|iPad|iPod/.test(userAgent)
  for (const token of TOKENS) {
    const match = token.pattern.exec(userAgent)
    if (match && (!token.needsIos || isIos)) return { kind: token.kind, version: match[1] }
  }
  return null
}

/** -1, 0 or 1 as version a is lower, equal or higher than b ('3.9' < '3.21.0'). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0)
    if (diff) return diff > 0 ? 1 : -1
  }
  return 0
}

/** The user agent to read: the browser's, or the bridge simulator's stand-in. */
export function currentUserAgent(): string {
  if (typeof window === 'undefined') return ''
  const simulated = (window as { __nativeAppUserAgent?: string }).__nativeAppUserAgent
  return simulated ?? window.navigator?.userAgent ?? ''
}

export function nativeApp(): NativeApp | null {
  return process.env.TARO_ENV === 'h5' ? detectNativeApp(currentUserAgent()) : null
}
