import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { ask, queryClient, queryKeyOf, useApiQuery } from '@/shared/query'
import { serverNow, syncServerClock } from '@/core/clock'
import { cashierApi, type PayOrder } from './api'

export { formatRemaining, resetServerClock } from '@/core/clock'

export const PAY_ORDER_NO = /^[A-Za-z0-9_-]{4,40}$/
/** A countdown at zero whose order the server still holds pending asks again this often. */
export const EXPIRY_RECHECK_MS = 5000
const SHOW_RESYNC_GAP_MS = 1000

export interface PayOrderScreen {
  remote: ReturnType<typeof useApiQuery<{ payOrderNo: string }, PayOrder>>
  order: PayOrder | undefined
  /** Milliseconds left to pay on the server's clock; null unless the order is pending. */
  remainingMs: number | null
  /** Ask the server for the order now (and re-measure its clock). */
  sync: () => Promise<PayOrder | undefined>
  valid: boolean
}

/**
 * A pay order on screen with its payment window: one ticker per page, at most once a second,
 * running only while the order is pending; re-synced with the server when the page shows; at zero
 * the server is asked (the page never decides the order closed by itself).
 */
export function usePayOrder(payOrderNo: string): PayOrderScreen {
  const valid = PAY_ORDER_NO.test(payOrderNo)
  const remote = useApiQuery(cashierApi.order, { payOrderNo }, { signedIn: true, enabled: valid })
  const order = remote.data
  const [now, setNow] = useState(serverNow)
  const lastSync = useRef(0)

  const sync = useCallback(async () => {
    if (!valid) return undefined
    lastSync.current = Date.now()
    const sent = Date.now()
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: queryKeyOf(cashierApi.order, { payOrderNo }),
        queryFn: () => ask(cashierApi.order, { payOrderNo }, true),
        staleTime: 0,
      })
      syncServerClock(fresh.serverTime, sent)
      setNow(serverNow())
      return fresh
    } catch {
      // The page's query shows the failure (error state or a toast over the data it holds).
      return undefined
    }
  }, [payOrderNo, valid])

  useEffect(() => {
    void sync()
  }, [sync])
  useDidShow(() => {
    if (Date.now() - lastSync.current > SHOW_RESYNC_GAP_MS) void sync()
  })

  const expiresAt = order?.status === 'pending' ? Date.parse(order.expiresAt) : null
  useEffect(() => {
    if (expiresAt === null) return undefined
    setNow(serverNow())
    const ticker = setInterval(() => setNow(serverNow()), 1000)
    return () => clearInterval(ticker)
  }, [expiresAt])

  const remainingMs = expiresAt === null ? null : Math.max(0, expiresAt - now)
  const ranOut = remainingMs === 0
  useEffect(() => {
    if (!ranOut) return undefined
    void sync()
    const recheck = setInterval(() => void sync(), EXPIRY_RECHECK_MS)
    return () => clearInterval(recheck)
  }, [ranOut, sync])

  return { remote, order, remainingMs, sync, valid }
}
