import { useCallback, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { useMutation } from '@tanstack/react-query'
import type { AnyCall } from '@/core/api/define'
import { reportError } from '@/core/app/errors'
import { ApiError } from '@/core/request/errors'
import { invalidateCalls, queryClient } from '@/shared/query'
import { askConfirm, type ConfirmOptions } from '@/shared/ui/confirm'
import { toastFailure } from '@/shared/ui/failure-toast'
import { showSuccess, toastOnNextPage } from '@/shared/ui/result/toast-after'
import { COLOR } from '@/core/theme'

/**
 * Codes by which a server refuses an action because the record's state moved meanwhile (paid
 * elsewhere, closed, already taken): the default `refusals`. An area with its own codes passes them.
 */
export const STATE_REFUSAL_CODES: readonly number[] = [409, 410]

/** Said when a state refusal carries no message of its own. */
export const STATE_MOVED_TEXT = '状态已变化，已为你刷新'

/** Which failures are state refusals: a list of codes, or a test of the error. */
export type RefusalRule = readonly number[] | ((error: ApiError) => boolean)

/** Whether `error` is a refusal because the state moved, by `rule` (default STATE_REFUSAL_CODES). */
export function isStateRefusal(error: unknown, rule: RefusalRule = STATE_REFUSAL_CODES): error is ApiError {
  if (!(error instanceof ApiError)) return false
  return typeof rule === 'function' ? rule(error) : rule.includes(error.code)
}

/** What to refresh after the action (and after a state refusal): calls, and/or a function of its own. */
export type Invalidate = readonly AnyCall[] | (() => Promise<void>)

export interface FlowActionOptions<R = unknown> {
  /** Asked first (askConfirm, `danger` for a destructive one); cancelling calls nothing. */
  confirm?: ConfirmOptions
  /** The success toast; none when left out. */
  done?: string
  /** Say `done` on the page `after` opens (a create replacing its form) rather than here. */
  doneOnNextPage?: boolean
  /** The failure toast when the server's reply carries no message. */
  failed?: string
  /** Refreshed after success and after a state refusal. */
  invalidate?: Invalidate
  /** Which failures are state refusals (dialog with the server's words, then reload). Default STATE_REFUSAL_CODES; [] for none. */
  refusals?: RefusalRule
  /** The refusal dialog's title (default 操作未完成). */
  refusalTitle?: string
  /** After any other failure, besides the toast (a form's error at its button). What was typed stays. */
  onFailure?: (error: unknown) => void
  /** No failure toast: `onFailure` says it (under a form's fields, once). Still logged. */
  quietFailure?: boolean
  /** After success, the lists refreshed and the result said: navigate on, reset a form. */
  after?: (result: R) => void | Promise<void>
}

export interface FlowAction {
  /** An action is under way (confirm included): for the buttons' disabled or loading look. */
  busy: boolean
  /** Runs `call` with `options`; resolves true when it went through. A second run while one is under way does nothing (false). */
  run: <R>(call: () => Promise<R>, options?: FlowActionOptions<R>) => Promise<boolean>
}

async function refresh(invalidate: Invalidate | undefined): Promise<void> {
  if (!invalidate) return
  if (typeof invalidate === 'function') await invalidate()
  else if (invalidate.length) await invalidateCalls(...invalidate)
}

/** The server's words in a dialog (one button): the state moved, the page shows it as it is now. */
async function sayRefusal(error: ApiError, title: string): Promise<void> {
  await Taro.showModal({ title, content: error.message || STATE_MOVED_TEXT, showCancel: false, confirmText: '知道了', confirmColor: COLOR.accent })
}

/**
 * The one write path of an order flow, on TanStack Query's useMutation: confirm → call →
 * invalidate → the result said → `after`. A state refusal (the record moved meanwhile) shows
 * the server's words in a dialog and reloads; any other failure is a toast and keeps what was
 * typed (nothing is reset). Two taps in the same tick call once (a ref, not React state).
 * `defaults` apply to every run (an area's `invalidate` and `refusals`); a run's options win.
 *
 *   const action = useFlowAction({ invalidate: changedOrders, refusals: ORDER_REFUSALS })
 *   action.run(() => callApi(api.cancel, { id }, { handleError: true }), { confirm: { title: '取消订单？', content, danger: true }, done: '已取消' })
 */
export function useFlowAction(defaults: FlowActionOptions<unknown> = {}): FlowAction {
  const mutation = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() }, queryClient)
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const defaultsRef = useRef(defaults)
  defaultsRef.current = defaults
  const { mutateAsync } = mutation

  const run = useCallback(
    async <R>(call: () => Promise<R>, options: FlowActionOptions<R> = {}): Promise<boolean> => {
      if (running.current) return false
      running.current = true
      setBusy(true)
      const settings = { ...(defaultsRef.current as FlowActionOptions<R>), ...options }
      try {
        if (settings.confirm && !(await askConfirm(settings.confirm))) return false
        let result: R
        try {
          result = (await mutateAsync(call)) as R
        } catch (error) {
          if (isStateRefusal(error, settings.refusals)) {
            await refresh(settings.invalidate)
            await sayRefusal(error, settings.refusalTitle ?? '操作未完成')
          } else {
            settings.onFailure?.(error)
            if (settings.quietFailure) reportError(error)
            else toastFailure(error, settings.failed ?? '操作失败，请稍后重试')
          }
          return false
        }
        await refresh(settings.invalidate)
        if (settings.done && settings.doneOnNextPage) toastOnNextPage(settings.done)
        else if (settings.done) showSuccess(settings.done)
        await settings.after?.(result)
        return true
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [mutateAsync],
  )
  return { busy, run }
}
