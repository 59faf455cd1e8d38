import type { AnyCall, ApiCall } from '@/core/api/define'

// The keys alone, without the cache: the client (./client) builds keys too, and ./keys imports it.

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
