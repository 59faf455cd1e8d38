import Taro from '@tarojs/taro'
import { ApiError } from '../request/errors'
import { isNeedLogin } from '../session/auth'

/**
 * Errors whose text contains needLogin are swallowed silently; others are logged: a server's
 * business failure (already shown to the user) as a warning, anything else as an error.
 */
export function reportError(error: unknown): void {
  if (isNeedLogin(error)) return
  if (error instanceof ApiError) console.warn(`[api ${error.code}] ${error.message}`)
  else console.error(error)
}

let installed = false

/** The same rule for rejections nobody caught. */
export function installErrorHandlers(): void {
  if (installed) return
  installed = true
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('unhandledrejection', (event) => {
      if (isNeedLogin(event.reason)) event.preventDefault()
    })
  }
  if (process.env.TARO_ENV === 'weapp') {
    Taro.onUnhandledRejection(({ reason }) => reportError(reason))
  }
}
