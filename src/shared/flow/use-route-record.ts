import { useEffect, useState } from 'react'
import type { ApiCall } from '@/core/api/define'
import { serverNow } from '@/core/clock'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, type Remote } from '@/shared/query'
import { useClockedQuery, type ClockedQuery } from '@/shared/query/clocked'
import type { LoadStatus } from '@/shared/ui/state-view'

/** A record watched for what others change on it (quotes, a parcel, a review) is asked again this often. */
export const RECORD_POLL_MS = 10_000
/** A due time is asked about this long after it passed: the server has settled it by then. */
export const DUE_SLACK_MS = 1_000
/** setTimeout's ceiling (about 24.8 days): a later due time is caught by a page show instead. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** PageLayout's status, error and retry for a record page. */
export interface RecordLayout {
  status: LoadStatus
  error: string
  onRetry?: () => void
}

/** A positive integer id, else undefined (an invalid link). The default `parseId`. */
export function positiveIntId(raw: string | undefined): number | undefined {
  const id = Number(raw)
  return raw && Number.isInteger(id) && id > 0 ? id : undefined
}

/** A non-empty string id (a payOrderNo), else undefined. */
export function stringId(raw: string | undefined): string | undefined {
  const id = raw?.trim()
  return id ? id : undefined
}

export interface RouteIdOptions<Id> {
  /** The route param holding the id (default 'id'). */
  param?: string
  /** Reads the param; undefined means an invalid link (default positiveIntId). */
  parseId?: (raw: string | undefined) => Id | undefined
}

/** The id in the route (?id= by default), or undefined when the link carries none valid. */
export function useRouteId<Id = number>({ param = 'id', parseId }: RouteIdOptions<Id> = {}): Id | undefined {
  const { params } = useCurrentRoute()
  const parse = parseId ?? (positiveIntId as unknown as (raw: string | undefined) => Id | undefined)
  return parse(params[param])
}

/** The layout of a record page: an invalid link is said at once and never asked. */
export function recordLayout(valid: boolean, remote: Pick<Remote<unknown>, 'status' | 'error' | 'reload'>): RecordLayout {
  if (!valid) return { status: 'error', error: INVALID_LINK_TEXT }
  return { status: remote.status, error: remote.error, onRetry: () => void remote.reload() }
}

/** epoch ms of a due time (ms or ISO), or undefined. */
function dueMs(due: number | string | null | undefined): number | undefined {
  if (due === null || due === undefined) return undefined
  const at = typeof due === 'number' ? due : Date.parse(due)
  return Number.isFinite(at) ? at : undefined
}

/**
 * Asks again DUE_SLACK_MS after `due` passes (on the server's clock): a quote expiring, a window
 * closing, a lock ending. A due time already past is not asked about (a page show resyncs).
 */
export function useDueRefetch(due: number | string | null | undefined, reload: () => Promise<void>): void {
  const at = dueMs(due)
  useEffect(() => {
    if (at === undefined) return
    const wait = at - serverNow() + DUE_SLACK_MS
    if (wait < 0 || wait > MAX_TIMER_MS) return
    const timer = setTimeout(() => void reload().catch(() => undefined), wait)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at])
}

export interface RouteRecordOptions<Req, T, Id> extends RouteIdOptions<Id> {
  /** The call's params from the id (default `{ [param]: id }`). */
  request?: (id: Id) => Req
  /** Only for a signed-in dealer (default true). */
  signedIn?: boolean
  /** False: not asked yet. */
  enabled?: boolean
  /** While it holds for the record on screen, the record is asked again every `pollMs`. */
  watch?: (record: T) => boolean
  /** The poll's gap while `watch` holds (default RECORD_POLL_MS). */
  pollMs?: number
  /** When the record's state changes by time alone (epoch ms or ISO; null: none): asked again just after. */
  dueAt?: (record: T) => number | string | null | undefined
}

export interface RouteRecord<T, Id = number, R extends Remote<T> = Remote<T>> {
  /** The route's id; undefined for an invalid link. */
  id: Id | undefined
  /** The record once answered. */
  record: T | undefined
  remote: R
  /** Spread into PageLayout: `<PageLayout {...layout}>`. */
  layout: RecordLayout
}

function paramsOf<Req, Id>(id: Id | undefined, param: string, request?: (id: Id) => Req): Req {
  if (id === undefined) return { [param]: 0 } as Req
  return request ? request(id) : ({ [param]: id } as Req)
}

/**
 * The record of the route's ?id= for a detail page: an invalid link is said and never asked;
 * loading and error states for PageLayout; polled while `watch(record)` holds; asked again
 * just after `dueAt(record)`; pull-down asks again; a return to the page (or the app back from
 * the background) asks again through the query cache's page focus (shared/query/page-focus).
 *
 *   const { id, record, layout } = useRouteRecord(orderApi.detail, { watch: (o) => o.status === 'bidding', dueAt: (o) => o.endsAt })
 *   return <PageLayout {...layout}>{record && <Body order={record} />}</PageLayout>
 */
export function useRouteRecord<Req, T, Id = number>(call: ApiCall<Req, T>, options: RouteRecordOptions<Req, T, Id> = {}): RouteRecord<T, Id> {
  const { param = 'id', request, signedIn = true, enabled = true, watch, pollMs = RECORD_POLL_MS, dueAt } = options
  const id = useRouteId<Id>(options)
  const valid = id !== undefined
  // Whether to poll is known from the answer, after it: held in state for the next render.
  const [polling, setPolling] = useState(false)
  const remote = useApiQuery(call, paramsOf(id, param, request), { signedIn, enabled: valid && enabled, pollMs: polling ? pollMs : undefined })
  const watched = Boolean(remote.data !== undefined && watch?.(remote.data))
  useEffect(() => setPolling(watched), [watched])
  useDueRefetch(remote.data !== undefined ? dueAt?.(remote.data) : undefined, remote.reload)
  return { id, record: remote.data, remote, layout: recordLayout(valid, remote) }
}

export interface ClockedRouteRecordOptions<Req, T, Id> extends RouteIdOptions<Id> {
  request?: (id: Id) => Req
  enabled?: boolean
  /** The poll's gap for the record on screen (a room on air more often); undefined: no poll. */
  pollMs?: number | ((record: T) => number | undefined)
  dueAt?: (record: T) => number | string | null | undefined
}

/**
 * useRouteRecord for a reply carrying serverTime (a live room, a bargain piece, a lot): the
 * server's clock is measured on every answer and polls report `pollFailed` (useClockedQuery).
 */
export function useClockedRouteRecord<Req, T extends { serverTime: string }, Id = number>(
  call: ApiCall<Req, T>,
  options: ClockedRouteRecordOptions<Req, T, Id> = {},
): RouteRecord<T, Id, ClockedQuery<T>> {
  const { param = 'id', request, enabled = true, pollMs, dueAt } = options
  const id = useRouteId<Id>(options)
  const valid = id !== undefined
  const remote = useClockedQuery(call, paramsOf(id, param, request), { enabled: valid && enabled, pollMs })
  useDueRefetch(remote.data !== undefined ? dueAt?.(remote.data) : undefined, remote.reload)
  return { id, record: remote.data, remote, layout: recordLayout(valid, remote) }
}
