import { useState } from 'react'
import { navigate } from '@/core/navigation'
import { ApiError, callApi } from '@/core/request'
import { ensureTradingPermission } from '@/features/member'
import { isStateRefusal, useFlowAction } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { GRAB_REFUSALS, liveApi } from './api'

export const GONE_TEXT = '手慢了，已被其他同行抢走'
export const CASHIER_PATH = 'pages/order/pay/index' as const

/** The refusals that mean the piece moved meanwhile: gone (another dealer was faster) or the sale closed. */
const GRAB_STATE_REFUSALS: readonly number[] = [GRAB_REFUSALS.gone, GRAB_REFUSALS.closed]

/** Into the cashier with the hold's pay order (it comes back to the piece when paid). */
export function goPay(payOrderNo: string): Promise<void> {
  return navigate(CASHIER_PATH, { query: { payOrderNo } })
}

function refusalText(error: ApiError): string {
  return error.code === GRAB_REFUSALS.gone ? GONE_TEXT : error.message || '本场捡漏未在抢购时间内'
}

export interface Grabbing {
  grab: () => void
  busy: boolean
  /** Why the last grab was refused (gone, closed), said on the page until the next one goes through. */
  refusal: string
}

/**
 * 立即抢 on the flow action: signed in with trading permission (ensureTradingPermission opens the
 * login or the permission dialog), then the server holds a piece and answers its pay order, paid
 * in the cashier. The server decides: gone and closed are state refusals (said in the dialog and
 * on the page, the piece and the list asked again); anything else is toasted.
 */
export function useGrab(id: number, refresh: () => Promise<void>): Grabbing {
  const [refusal, setRefusal] = useState('')
  const action = useFlowAction({
    refusals: GRAB_STATE_REFUSALS,
    refusalTitle: '抢购未成功',
    failed: '抢购失败，请稍后重试',
    invalidate: async () => {
      void invalidateCalls(liveApi.jianlouList, liveApi.jianlouDetail)
      await refresh()
    },
  })
  const grab = () =>
    void action.run(
      async () => {
        if (!(await ensureTradingPermission({ feature: '抢购' }))) return null
        try {
          return await callApi(liveApi.grab, { id }, { handleError: true })
        } catch (error) {
          if (isStateRefusal(error, GRAB_STATE_REFUSALS)) setRefusal(refusalText(error))
          throw error
        }
      },
      {
        after: async (held) => {
          if (!held) return
          setRefusal('')
          await goPay(held.payOrderNo)
        },
      },
    )
  return { grab, busy: action.busy, refusal }
}
