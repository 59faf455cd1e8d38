import Taro from '@tarojs/taro'
import { reportError } from '@/core/app/errors'
import { ApiError } from '@/core/request/errors'
import { isNeedLogin } from '@/core/session/auth'

/**
 * Codes the request layer answers itself even with `handleError` (spec section 8): the login
 * flow, a modal, or the hour-long maintenance toast, which another toast would replace.
 */
const ANSWERED_CODES = new Set([402, 403, 60001, 600000001, 600000002, 600000003])

/** Whether the request layer has already shown this failure to the user. */
export function failureShown(error: unknown): boolean {
  return isNeedLogin(error) || (error instanceof ApiError && ANSWERED_CODES.has(error.code))
}

/** The text of a failure for the user: the server's message, or `fallback`. */
export function failureText(error: unknown, fallback = '操作失败，请稍后重试'): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * Log a failed call made with `handleError: true` and tell the user: the server's message as a
 * toast, unless the request layer has already shown something for it.
 */
export function toastFailure(error: unknown, fallback?: string): void {
  reportError(error)
  if (failureShown(error)) return
  void Taro.showToast({ title: failureText(error, fallback), icon: 'none', duration: 2000 })
}
