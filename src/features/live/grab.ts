import { useState } from 'react'
import Taro from '@tarojs/taro'
import { navigate } from '@/core/navigation'
import { ApiError, callApi } from '@/core/request'
import { ensureTradingPermission } from '@/features/member'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidateCalls } from '@/shared/query'
import { toastFailure } from '@/shared/ui/failure-toast'
import { GRAB_REFUSALS, liveApi } from './api'

export const GONE_TEXT = '手慢了，已被其他同行抢走'
export const CASHIER_PATH = 'pages/order/pay/index' as const

/** Into the cashier with the hold's pay order (it comes back to the piece when paid). */
export function goPay(payOrderNo: string): Promise<void> {
  return navigate(CASHIER_PATH, { query: { payOrderNo } })
}

export interface Grabbing {
  grab: () => void
  busy: boolean
  /** Why the last grab was refused (gone, closed), said on the page until the next one. */
  refusal: string
}

/**
 * 立即抢: signed in with trading permission (ensureTradingPermission opens the login or the
 * permission dialog), then the server holds a piece and answers its pay order, paid in the
 * cashier. The server decides: gone (another dealer was faster) and closed are said plainly and
 * the piece's fresh state is asked for; anything else is toasted.
 */
export function useGrab(id: number, refresh: () => Promise<void>): Grabbing {
  const { busy, once } = useOnce()
  const [refusal, setRefusal] = useState('')
  const grab = () =>
    void once(async () => {
      if (!(await ensureTradingPermission({ feature: '抢购' }))) return
      try {
        const held = await callApi(liveApi.grab, { id }, { handleError: true })
        setRefusal('')
        void invalidateCalls(liveApi.jianlouList, liveApi.jianlouDetail)
        await goPay(held.payOrderNo)
      } catch (error) {
        const code = error instanceof ApiError ? error.code : null
        if (code === GRAB_REFUSALS.gone || code === GRAB_REFUSALS.closed) {
          const text = code === GRAB_REFUSALS.gone ? GONE_TEXT : (error as ApiError).message || '本场捡漏未在抢购时间内'
          setRefusal(text)
          void Taro.showToast({ title: text, icon: 'none', duration: 2500 })
          void invalidateCalls(liveApi.jianlouList)
          await refresh()
          return
        }
        toastFailure(error, '抢购失败，请稍后重试')
      }
    })
  return { grab, busy, refusal }
}
