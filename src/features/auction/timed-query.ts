import { useCallback, useRef } from 'react'
import { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useQuery } from '@tanstack/react-query'
import type { ApiCall } from '@/core/api/define'
import { waitForAppInit } from '@/core/app/init'
import { timedCall } from '@/core/clock'
import { ask, queryClient, queryKeyOf, statusOf, type Remote } from '@/shared/query'

const SHOW_RESYNC_GAP_MS = 1000

/**
 * A read whose reply carries serverTime (a session): the call is timed to learn the server's
 * clock. Asked again on pull-down and when the page shows again (back from the cashier).
 */
export function useTimedQuery<Req, Res extends { serverTime: string }>(call: ApiCall<Req, Res>, params: Req, { enabled = true } = {}): Remote<Res> {
  const query = useQuery(
    {
      queryKey: queryKeyOf(call, params),
      queryFn: async () => {
        // Start-up first, so that the round trip timed is the call's alone.
        await waitForAppInit()
        return timedCall(() => ask(call, params, false))
      },
      enabled,
    },
    queryClient,
  )
  const { refetch } = query
  const reload = useCallback(() => refetch().then(() => undefined), [refetch])
  const updatedAt = useRef(0)
  updatedAt.current = query.dataUpdatedAt
  usePullDownRefresh(() => {
    if (enabled) void reload()
  })
  useDidShow(() => {
    if (enabled && Date.now() - updatedAt.current > SHOW_RESYNC_GAP_MS) void reload()
  })
  return { data: query.data, ...statusOf(query.data, query.error), reload, fetching: query.isFetching, failed: query.isError, updatedAt: query.dataUpdatedAt }
}
