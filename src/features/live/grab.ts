import { useState } from 'react'
import { showPermissionDialog } from '@/core/dialogs/permission'
import { navigate } from '@/core/navigation'
import { ApiError, callApi } from '@/core/request'
import { ensureTradingPermission } from '@/features/member'
import { yuan } from '@/shared/format/money'
import { isStateRefusal, useFlowAction } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { GRAB_REFUSALS, liveApi, type JianlouDetail } from './api'

export const GONE_TEXT = '手慢了，已被其他同行抢走'
export const CASHIER_PATH = 'pages/order/pay/index' as const
/** Where the 交易保证金 is paid (member/apply's home, which comes back here). */
export const DEPOSIT_PATH = 'pages/member/apply/home/index' as const

/** The refusals that mean the piece moved meanwhile: gone (another dealer was faster) or the sale closed. */
const GRAB_STATE_REFUSALS: readonly number[] = [GRAB_REFUSALS.gone, GRAB_REFUSALS.closed]
/** A release refused because the hold moved (paid meanwhile, lapsed): the server's words, then the piece reloaded. */
const RELEASE_STATE_REFUSALS: readonly number[] = [409, 410]

/** Into the cashier with the hold's pay order (it comes back to the piece when paid). */
export function goPay(payOrderNo: string): Promise<void> {
  return navigate(CASHIER_PATH, { query: { payOrderNo } })
}

function refusalText(error: ApiError): string {
  return error.code === GRAB_REFUSALS.gone ? GONE_TEXT : error.message || '本场捡漏未在抢购时间内'
}

type Piece = Pick<JianlouDetail, 'id' | 'title' | 'priceCents' | 'holdMinutes'>

/** What 立即抢 binds, asked once: the amount, the hold, the payment window and the deposit rule. */
export function grabConfirm(item: Piece) {
  return {
    title: `以 ${yuan(item.priceCents)} 抢购？`,
    content: `抢到后为你保留「${item.title}」${item.holdMinutes}分钟，须在${item.holdMinutes}分钟内付款 ${yuan(item.priceCents)}，超时自动释放给其他同行；付款前可取消抢购。抢购需已缴纳交易保证金。`,
    confirmText: '确认抢购',
  }
}

/** What 取消抢购 does, asked once. */
export function releaseConfirm(item: Piece) {
  return {
    title: '取消抢购？',
    content: `将释放为你保留的「${item.title}」，待付的 ${yuan(item.priceCents)} 订单随之关闭，其他同行可以抢购。`,
    confirmText: '取消抢购',
    cancelText: '再想想',
    danger: true,
  }
}

/** No 交易保证金: the server's words in the spec's deposit dialog (充值/再想想), whose 充值 opens member/apply. */
function askForDeposit(error: ApiError): Promise<boolean> {
  return showPermissionDialog('deposit', { title: '需要缴纳交易保证金', content: error.message, btnLink: DEPOSIT_PATH })
}

export interface Grabbing {
  grab: () => void
  /** 取消抢购: the hold is given back, its pay order closed. */
  release: () => void
  busy: boolean
  /** Why the last grab was refused (gone, closed), said on the page until the next one goes through. */
  refusal: string
}

/**
 * 立即抢 on the flow action: signed in with trading permission (ensureTradingPermission opens the
 * login or the permission dialog), then asked once what it binds (grabConfirm); then the server holds a piece and
 * answers its pay order, paid in the cashier. The server decides: gone and closed are state
 * refusals (said in the dialog and on the page, the piece and the list asked again); no
 * 交易保证金 opens the deposit dialog to member/apply; anything else is toasted.
 */
export function useGrab(item: Piece | undefined, refresh: () => Promise<void>): Grabbing {
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
  const grab = async () => {
    if (!item || action.busy) return
    // Signed in with the permission before anything is asked (the login or member/apply otherwise).
    if (!(await ensureTradingPermission({ feature: '抢购' }))) return
    await action.run(
      async () => {
        try {
          return await callApi(liveApi.grab, { id: item.id }, { handleError: true })
        } catch (error) {
          if (isStateRefusal(error, GRAB_STATE_REFUSALS)) setRefusal(refusalText(error))
          if (error instanceof ApiError && error.code === GRAB_REFUSALS.noDeposit) {
            await askForDeposit(error)
            return null
          }
          throw error
        }
      },
      {
        confirm: grabConfirm(item),
        after: async (held) => {
          if (!held) return
          setRefusal('')
          await goPay(held.payOrderNo)
        },
      },
    )
  }
  const release = () => {
    if (!item) return
    void action.run(() => callApi(liveApi.release, { id: item.id }, { handleError: true }), {
      confirm: releaseConfirm(item),
      refusals: RELEASE_STATE_REFUSALS,
      refusalTitle: '取消未完成',
      failed: '取消失败，请稍后重试',
      done: '已取消抢购',
      after: () => setRefusal(''),
    })
  }
  return { grab: () => void grab(), release, busy: action.busy, refusal }
}
