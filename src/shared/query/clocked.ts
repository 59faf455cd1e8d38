import { useCallback, useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { InfiniteData } from '@tanstack/react-query'
import type { ApiCall, Page } from '@/core/api/define'
import { syncServerClock } from '@/core/clock'
import { useLivePoll } from '@/shared/hooks/use-live-poll'
import { queryClient } from './client'
import { ask, useApiQuery, type Remote } from './hooks'
import { pagedKeyOf, queryKeyOf } from './keys'

export interface ClockedQueryOptions<Res> {
  enabled?: boolean
  /**
   * Ask again this often while the page shows (live state), or how often for the data held (a room
   * on air more often than one hours away); undefined: on show, pull-down and retry only.
   */
  pollMs?: number | ((data: Res) => number | undefined)
}

export interface ClockedQuery<T> extends Remote<T> {
  /** The last poll failed: the screen keeps what it has and says it is reconnecting. */
  pollFailed: boolean
}

/** Polls say nothing when they fail (no toast every two seconds): the screen keeps its data. */
const QUIET = { quietRefresh: true }

/**
 * A read whose reply carries serverTime (a session, a room, a bargain piece): the page's query
 * (loading, error, pull-down, retry) with the server's clock measured on it when the page mounts,
 * shows again and on every poll. Polls go through useLivePoll (backoff, paused while hidden, at once
 * on show) and through the query cache, so a poll and the query's own refresh on show are one
 * request, not two.
 */
export function useClockedQuery<Req, Res extends { serverTime: string }>(
  call: ApiCall<Req, Res>,
  params: Req,
  { enabled = true, pollMs }: ClockedQueryOptions<Res> = {},
): ClockedQuery<Res> {
  const remote = useApiQuery(call, params, { enabled })
  const [pollFailed, setPollFailed] = useState(false)
  const key = JSON.stringify(queryKeyOf(call, params))
  const gap = typeof pollMs === 'function' ? remote.data && pollMs(remote.data) : pollMs
  const polling = enabled && gap !== undefined

  // Timed, whether it starts a request or joins the one on its way (the cache asks once).
  const timedAsk = useCallback(
    async (fresh: boolean) => {
      const sent = Date.now()
      const reply = await queryClient.fetchQuery({
        queryKey: queryKeyOf(call, params),
        queryFn: () => ask(call, params, false),
        staleTime: fresh ? 0 : undefined,
        retry: fresh ? false : undefined,
        meta: QUIET,
      })
      syncServerClock(reply.serverTime, sent)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
  useEffect(() => {
    // The page's query shows a failure.
    if (enabled) void timedAsk(false).catch(() => undefined)
  }, [enabled, timedAsk])
  // Back from the background or from a page on top (the cashier): resync, never trust timers.
  useDidShow(() => {
    if (enabled && !polling) void timedAsk(true).catch(() => undefined)
  })

  const poll = useCallback(async () => {
    try {
      await timedAsk(true)
      setPollFailed(false)
    } catch (error) {
      setPollFailed(true)
      throw error
    }
  }, [timedAsk])
  useLivePoll(poll, { intervalMs: gap ?? 0, enabled: polling && remote.data !== undefined })

  return { ...remote, pollFailed }
}

/**
 * The server's clock from a paged list's answer (its serverTime, as of when it was answered): the
 * countdowns of its rows run right on a phone whose clock is wrong. Only as exact as half a
 * round trip, which a list's countdowns of minutes and hours do not notice.
 */
export function useListClock<Req>(call: ApiCall<Req, Page<unknown> & { serverTime: string }>, params: Omit<Req, 'page'>, answered: unknown): void {
  useEffect(() => {
    const state = queryClient.getQueryState<InfiniteData<{ serverTime: string }>>(pagedKeyOf(call, params as Req))
    const last = state?.data?.pages.at(-1)
    if (last && state?.dataUpdatedAt) syncServerClock(last.serverTime, state.dataUpdatedAt, state.dataUpdatedAt)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered])
}
