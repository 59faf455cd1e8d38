import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import * as v from 'valibot'
import { timedCall } from '@/core/clock'
import { showPermissionDialog, type DialogPayload } from '@/core/dialogs/permission'
import { SESSION_DEPOSIT_DIALOG } from '@/shared/rules/deposit'
import { callApi } from '@/core/request'
import { ApiError, NETWORK_FAILURE, UNEXPECTED_REPLY } from '@/core/request/errors'
import { reportError } from '@/core/app/errors'
import { askConfirm } from '@/shared/ui/confirm'
import { failureShown, failureText } from '@/shared/ui/failure-toast'
import { ensureTradingPermission } from '@/features/member'
import { auctionApi, BID_REFUSALS, LotDetail } from '../api'
import { payDepositFrom } from '../deposit-banner'
import { needsConfirmation, nextBid } from '../ladder'
import { yuan } from '@/shared/format/money'
import { newBidRequestId } from './request-id'

export const BID_ACCEPTED = '出价成功'
export const BID_PENDING_NOTE = '网络不稳定，正在确认出价结果…'
/** Retries of a bid whose answer was lost: 1 s, 2 s, 4 s… up to this gap, for as long as the bar shows. */
export const BID_RETRY_MAX_MS = 15_000
const BID_RETRY_FIRST_MS = 1000
const TOAST_MS = 2500

/** What a refusal says when the server's message is missing. */
const REFUSAL_TEXT: Record<number, string> = {
  [BID_REFUSALS.belowNext]: '出价低于当前可出价或不符合加价幅度，请重新出价',
  [BID_REFUSALS.outpaced]: '已有同行抢先出价，请按最新价格重新出价',
  [BID_REFUSALS.leading]: '您当前已领先，无需再出价',
  [BID_REFUSALS.closed]: '拍卖已结束，出价未成功',
}

/** One bid on its way: made once, sent again unchanged on every retry. */
interface Attempt {
  lotId: number
  amountCents: number
  requestId: string
  seenPriceCents: number
}

export interface BidState {
  /** The bid waiting for the server's answer (提交中), null when none. */
  pending: { amountCents: number; lost: boolean } | null
  /** The last refusal's reason, shown under the bar until the next bid. */
  note: string
  /** Bid this amount (after sign-in, trading permission and, for a bid far above, confirmation). */
  bid: (amountCents: number) => Promise<void>
}

/** No answer came (network, timeout, 5xx, or a reply the app could not read): the bid may have landed. */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.code === NETWORK_FAILURE || error.code === UNEXPECTED_REPLY || (error.code >= 500 && error.code < 600)
}

function freshLotOf(error: ApiError): LotDetail | null {
  const parsed = v.safeParse(LotDetail, error.data)
  return parsed.success ? parsed.output : null
}

function toast(title: string, icon: 'success' | 'none' = 'none') {
  void Taro.showToast({ title, icon, duration: TOAST_MS })
}

/**
 * Bidding on one lot: the server's answer decides. Accepted: the lot after the bid is applied and
 * 出价成功 toasted. Refused over the lot's state (below the next bid, outpaced, leading, closed):
 * the reason is said and the fresh lot from the refusal applied. A missing session deposit asks
 * 去缴纳保证金 / 再想想 and opens the cashier (back to the room or lot); real name opens the spec's
 * dialog. Above the bidding power: the server's sentence. A lost answer keeps the bid pending: it is sent again (same requestId) with
 * backoff while the page polls, and the bid counts as accepted as soon as the lot's bids hold its
 * requestId. Nothing is ever shown as won or lost on a guess.
 */
export function useBid(lot: LotDetail, onLot: (fresh: LotDetail) => void, roomId?: number): BidState {
  const [pending, setPending] = useState<BidState['pending']>(null)
  const [note, setNote] = useState('')
  const attempt = useRef<Attempt | null>(null)
  const retry = useRef<ReturnType<typeof setTimeout>>()
  const latest = useRef({ lot, onLot, roomId })
  latest.current = { lot, onLot, roomId }

  const finish = useCallback((done: Attempt): boolean => {
    if (attempt.current !== done) return false
    attempt.current = null
    clearTimeout(retry.current)
    setPending(null)
    return true
  }, [])

  const refused = useCallback(async (error: unknown) => {
    if (!(error instanceof ApiError)) {
      reportError(error)
      toast('出价失败，请稍后重试')
      return
    }
    const fresh = freshLotOf(error)
    if (fresh) latest.current.onLot(fresh)
    switch (error.code) {
      case BID_REFUSALS.depositNeeded: {
        const { lot: seen, roomId: room } = latest.current
        const payload = (error.data ?? {}) as DialogPayload
        const go = await askConfirm({ title: payload.title || '需要缴纳保证金', content: payload.content || error.message, ...SESSION_DEPOSIT_DIALOG })
        if (go) await payDepositFrom(room === undefined ? { sessionId: seen.sessionId, lotId: seen.id } : { sessionId: seen.sessionId, roomId: room })
        return
      }
      case BID_REFUSALS.realNameNeeded:
        await showPermissionDialog('realName', (error.data ?? {}) as DialogPayload)
        return
      default: {
        // 403, membership, login: the error catalogue has said it already.
        if (failureShown(error)) return
        const reason = error.message || REFUSAL_TEXT[error.code] || failureText(error, '出价失败，请稍后重试')
        setNote(reason)
        toast(reason)
      }
    }
  }, [])

  const send = useCallback(
    async (current: Attempt, tries: number): Promise<void> => {
      try {
        const fresh = await timedCall(() => callApi(auctionApi.bid, current, { handleError: true, loading: false }))
        latest.current.onLot(fresh)
        if (finish(current)) toast(BID_ACCEPTED, 'success')
      } catch (error) {
        if (attempt.current !== current) return
        if (answerLost(error)) {
          setPending({ amountCents: current.amountCents, lost: true })
          const gap = Math.min(BID_RETRY_MAX_MS, BID_RETRY_FIRST_MS * 2 ** tries)
          retry.current = setTimeout(() => void send(current, tries + 1), gap)
          return
        }
        finish(current)
        await refused(error)
      }
    },
    [finish, refused],
  )

  // A lost answer is settled by the lot itself: its bids hold the request once it was accepted.
  useEffect(() => {
    const current = attempt.current
    if (!current || current.lotId !== lot.id) return
    if (lot.bids.some((entry) => entry.requestId === current.requestId) && finish(current)) toast(BID_ACCEPTED, 'success')
  }, [lot, finish])

  useEffect(
    () => () => {
      // Leaving the page: the server still decides; the next visit shows what it decided.
      attempt.current = null
      clearTimeout(retry.current)
    },
    [],
  )

  const bid = useCallback(
    async (amountCents: number) => {
      if (attempt.current) return
      const seen = latest.current.lot
      if (!(await ensureTradingPermission({ feature: '出价' }))) return
      if (needsConfirmation(amountCents, seen.currentPriceCents, seen.startPriceCents)) {
        const least = nextBid(seen.currentPriceCents, seen.startPriceCents)
        const confirmed = await askConfirm({
          title: '确认出价',
          content: `您的出价${yuan(amountCents)}远高于当前可出价${yuan(least)}，出价后不可撤回，请确认金额无误。`,
          confirmText: '确认出价',
          cancelText: '再想想',
          danger: true,
        })
        if (!confirmed) return
      }
      if (attempt.current) return
      const current: Attempt = { lotId: seen.id, amountCents, requestId: newBidRequestId(), seenPriceCents: seen.currentPriceCents ?? 0 }
      attempt.current = current
      setNote('')
      setPending({ amountCents, lost: false })
      await send(current, 0)
    },
    [send],
  )

  return { pending, note, bid }
}
