import { useEffect, useState } from 'react'
import { serverNow, syncServerClock } from '@/core/clock'
import { useClockedRouteRecord, type RecordLayout } from '@/shared/flow'
import { ask, queryClient, queryKeyOf } from '@/shared/query'
import type { ClockedQuery } from '@/shared/query/clocked'
import { cashierApi, type PayOrder } from './api'

export { formatRemaining, resetServerClock } from '@/core/clock'

export const PAY_ORDER_NO = /^[A-Za-z0-9_-]{4,40}$/
/** A countdown at zero whose order the server still holds pending asks again this often. */
export const EXPIRY_RECHECK_MS = 5000
/** A transfer awaiting the platform's confirmation is asked about this often while shown. */
export const TRANSFER_POLL_MS = 15000

/** The route's payOrderNo, or undefined for a broken link. */
export function payOrderNoOf(raw: string | undefined): string | undefined {
  return raw && PAY_ORDER_NO.test(raw) ? raw : undefined
}

export interface PayOrderScreen {
  payOrderNo: string | undefined
  remote: ClockedQuery<PayOrder>
  order: PayOrder | undefined
  /** Spread into PageLayout. */
  layout: RecordLayout
  /** Milliseconds left to pay on the server's clock; null unless the order is pending. */
  remainingMs: number | null
  /** Ask the server for the order now (and re-measure its clock). */
  sync: () => Promise<PayOrder | undefined>
}

/** A transfer's receipt holds the order open past its window (the platform confirms it). */
const waitsForTransfer = (order: PayOrder) => order.status === 'pending' && Boolean(order.transfer)
const ranOut = (order: PayOrder) => order.status === 'pending' && !order.transfer && Date.parse(order.expiresAt) <= serverNow()

/**
 * The route's pay order (?payOrderNo=) with its payment window (the kit's clocked route record:
 * the server's clock measured on every answer, resynced when the page shows). One ticker per page
 * while the order is pending; at zero the server is asked, and again every EXPIRY_RECHECK_MS while
 * it still says pending (the page never decides the order closed by itself).
 */
export function usePayOrder(): PayOrderScreen {
  const {
    id: payOrderNo,
    record: order,
    remote,
    layout,
  } = useClockedRouteRecord(cashierApi.order, {
    param: 'payOrderNo',
    parseId: payOrderNoOf,
    request: (no) => ({ payOrderNo: no }),
    pollMs: (current) => (ranOut(current) ? EXPIRY_RECHECK_MS : waitsForTransfer(current) ? TRANSFER_POLL_MS : undefined),
    dueAt: (current) => (current.status === 'pending' && !current.transfer ? current.expiresAt : null),
  })
  const [now, setNow] = useState(serverNow)
  const expiresAt = order?.status === 'pending' && !order.transfer ? Date.parse(order.expiresAt) : null
  useEffect(() => {
    if (expiresAt === null) return undefined
    setNow(serverNow())
    const ticker = setInterval(() => setNow(serverNow()), 1000)
    return () => clearInterval(ticker)
  }, [expiresAt])

  const sync = async () => {
    if (!payOrderNo) return undefined
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
  }

  const remainingMs = expiresAt === null ? null : Math.max(0, expiresAt - now)
  return { payOrderNo, remote, order, layout, remainingMs, sync }
}
