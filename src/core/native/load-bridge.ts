import type * as Bridge from './bridge'

/**
 * The native bridge for a tap that may need it (share, scan): on H5 it loads then, so the pages
 * that offer those taps open without it; the mini-program keeps it. Build-time branch: each build
 * carries only its own.
 */
export const loadBridge: () => Promise<typeof Bridge> =
  process.env.TARO_ENV === 'h5'
    ? () => import(/* webpackChunkName: "native-bridge" */ './bridge')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      () => Promise.resolve(require('./bridge') as typeof Bridge)
