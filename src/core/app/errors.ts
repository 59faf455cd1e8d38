import Taro from '@tarojs/taro'
// Through the request module, not errors.ts: that module is the entry of the request <-> session
// cycle, or React Refresh (npm start) reads ApiError before errors.ts has run.
import { ApiError } from '../request'
import { isNeedLogin } from '../session/auth'
import { retryFailedPageLoad, watchPageOpening } from '../navigation/chunk-retry'

/**
 * Errors whose text contains needLogin are swallowed silently; others are logged: a server's
 * business failure (already shown to the user) as a warning, anything else as an error.
 */
export function reportError(error: unknown): void {
  if (isNeedLogin(error)) return
  if (error instanceof ApiError) {
    const where = error.call ? ` ${error.call}` : ''
    const detail = error.detail ? ` (${error.detail})` : ''
    // A reply the app refused is a fault to fix (the server or the schema), not a business answer.
    const log = error.detail ? console.error : console.warn
    log(`[api ${error.code}]${where} ${error.message}${detail}`)
  } else console.error(error)
}

let installed = false

/** The same rule for rejections nobody caught. */
export function installErrorHandlers(): void {
  if (installed) return
  installed = true
  if (process.env.TARO_ENV === 'h5') watchPageOpening()
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('unhandledrejection', (event) => {
      if (isNeedLogin(event.reason)) event.preventDefault()
      // A page's code that did not arrive: said, with a retry, instead of a dead tap.
      else if (process.env.TARO_ENV === 'h5' && retryFailedPageLoad(event.reason)) event.preventDefault()
    })
  }
  if (process.env.TARO_ENV === 'weapp') {
    Taro.onUnhandledRejection(({ reason }) => reportError(reason))
  }
}
