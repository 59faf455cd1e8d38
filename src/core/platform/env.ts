/**
 * Where the app runs. TARO_ENV is fixed at build time; the native app is recognised from the
 * user agent of its web-view.
 */
export type Runtime = 'h5' | 'weapp'

export const runtime: Runtime = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
export const isH5 = runtime === 'h5'
export const isWeapp = runtime === 'weapp'
export const isRelease = __RELEASE__
export const appVersion = __APP_VERSION__
