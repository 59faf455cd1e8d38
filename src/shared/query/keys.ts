import type { AnyCall, ApiCall } from '@/core/api/define'
import { queryClient } from './client'

/** The first part of every key of a call's queries: its method and path. */
export function callKey(call: AnyCall): string {
  return `${call.method} ${call.path}`
}

/** A query's key: the call, then its params ({} without any), so one call's queries share a prefix. */
export function queryKeyOf<Req>(call: ApiCall<Req, unknown>, params?: Req): readonly [string, unknown] {
  return [callKey(call), params ?? {}] as const
}

/** The paged (infinite) queries of a call are kept apart from its plain ones. */
export function pagedKeyOf<Req>(call: ApiCall<Req, unknown>, params?: Req): readonly [string, unknown, 'pages'] {
  return [callKey(call), params ?? {}, 'pages'] as const
}

/**
 * After a change on the server: every query of these calls (any params) is stale. The ones on
 * screen ask again at once, the others when their page shows again.
 */
export function invalidateCalls(...calls: AnyCall[]): Promise<void> {
  return Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: [callKey(call)] }))).then(() => undefined)
}

/** Change the cached data of every query of a call (any params) without asking the server. */
export function updateCallData<Res>(call: AnyCall<Res>, change: (data: Res) => Res): void {
  queryClient.setQueriesData<Res>({ queryKey: [callKey(call)], exact: false }, (data) =>
    data === undefined ? data : change(data),
  )
}

/**
 * After a change that touches a whole area (a sale moves an item, a lock and the overview):
 * every query whose call path starts with `prefix` ('/stock') is stale.
 */
export function invalidatePaths(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0]
      return typeof key === 'string' && key.split(' ')[1]?.startsWith(prefix) === true
    },
  })
}
