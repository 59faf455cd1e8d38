import Taro from '@tarojs/taro'

/**
 * Where the app runs (spec section 4): h5, weapp, or release (the published mini-program).
 * TARO_ENV is fixed at build time; release is read from the mini-program's account info.
 */
export type Runtime = 'h5' | 'weapp' | 'release'

export const isH5 = process.env.TARO_ENV === 'h5'
export const isWeapp = process.env.TARO_ENV === 'weapp'
export const appVersion = __APP_VERSION__
export const business = __BUSINESS__

/**
 * The H5 site's origin, for a link or QR code to open in a browser: the page's own on H5; in the
 * mini-program, whose pages have no address, the build constant TARO_APP_H5_ORIGIN.
 */
export function webOrigin(): string {
  if (!isWeapp && typeof window !== 'undefined') return window.location.origin
  return __H5_ORIGIN__
}

let runtimeCache: Runtime | undefined

export function getRuntime(): Runtime {
  if (runtimeCache) return runtimeCache
  if (!isWeapp) return (runtimeCache = 'h5')
  try {
    const envVersion = Taro.getAccountInfoSync().miniProgram.envVersion
    runtimeCache = envVersion === 'release' ? 'release' : 'weapp'
  } catch {
    runtimeCache = 'weapp'
  }
  return runtimeCache
}

/** Analytics only in the production mini-program; elsewhere the debug tools may load. */
export function isProductionMiniProgram(): boolean {
  return getRuntime() === 'release'
}
