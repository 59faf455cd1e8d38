import type { AnyCall } from '@/core/api/define'
import type { Query } from '@tanstack/react-query'
import { queryClient } from './client'
import { onShownPage } from './page-focus'
import { callKey } from './call-keys'

export { callKey, pagedKeyOf, queryKeyOf } from './call-keys'

/**
 * After a change on the server: every query of these calls (any params) is stale. The ones on
 * screen ask again at once, the others when their page shows again.
 */
export function invalidateCalls(...calls: AnyCall[]): Promise<void> {
  const keys = new Set(calls.map(callKey))
  return invalidateWhere((key) => keys.has(key))
}

/**
 * Mark the matching queries stale and ask again only for those on the shown page: the pages
 * underneath ask when they show again (not all at once in the background, nor with a
 * 刷新失败 over this page's own result).
 */
async function invalidateWhere(matches: (key: string) => boolean): Promise<void> {
  const predicate = (query: Query) => typeof query.queryKey[0] === 'string' && matches(query.queryKey[0])
  await queryClient.invalidateQueries({ predicate, refetchType: 'none' })
  await queryClient.refetchQueries({ predicate: (query) => predicate(query) && onShownPage(query), type: 'active' })
}

/** Change the cached data of every query of a call (any params) without asking the server. */
export function updateCallData<Res>(call: AnyCall<Res>, change: (data: Res) => Res): void {
  queryClient.setQueriesData<Res>({ queryKey: [callKey(call)], exact: false }, (data) => (data === undefined ? data : change(data)))
}

/**
 * After a change that touches a whole area (a sale moves an item, a lock and the overview):
 * every query whose call path starts with `prefix` ('/stock') is stale.
 */
export function invalidatePaths(prefix: string): Promise<void> {
  return invalidateWhere((key) => key.split(' ')[1]?.startsWith(prefix) === true)
}
