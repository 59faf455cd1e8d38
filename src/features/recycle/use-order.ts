import { useEffect, useState } from 'react'
import type { ApiCall } from '@/core/api/define'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, type Remote } from '@/shared/query'
import type { LoadStatus } from '@/shared/ui/state-view'

/** A page watching what others will change on the order (quotes, the parcel, the platform's answer) asks again this often. */
export const ORDER_POLL_MS = 10_000

export interface RecycleOrder<T> {
  id: number
  remote: Remote<T>
  /** PageLayout's status, error and retry (a link without a valid id is an invalid link, never asked). */
  layout: { status: LoadStatus; error: string; onRetry?: () => void }
}

/**
 * The order of the route's ?id= (the seller's or the buyer's view, by `call`), asked again every
 * ORDER_POLL_MS while `watch(order)` holds and the page shows; pull-down asks again too.
 */
export function useRecycleOrder<T>(call: ApiCall<{ id: number }, T>, watch?: (order: T) => boolean): RecycleOrder<T> {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const [polling, setPolling] = useState(false)
  const remote = useApiQuery(call, { id }, { signedIn: true, enabled: valid, pollMs: polling ? ORDER_POLL_MS : undefined })
  const wanted = Boolean(remote.data && watch?.(remote.data))
  useEffect(() => setPolling(wanted), [wanted])
  const layout = valid ? { status: remote.status, error: remote.error, onRetry: () => void remote.reload() } : { status: 'error' as const, error: INVALID_LINK_TEXT }
  return { id, remote, layout }
}
