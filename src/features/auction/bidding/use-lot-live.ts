import { useCallback, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useQuery } from '@tanstack/react-query'
import { waitForAppInit } from '@/core/app/init'
import { timedCall } from '@/core/clock'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useDueRefetch } from '@/shared/flow'
import { useLivePoll } from '@/shared/hooks/use-live-poll'
import { ask, limitFirstLoad, queryClient, queryKeyOf, statusOf, type Remote } from '@/shared/query'
import { auctionApi, type LotDetail } from '../api'

/** While bidding is open: being outbid shows within 3 s. */
export const LIVE_POLL_MS = 2000
/** Before it opens: the start only needs to be right when it comes (a timer asks at the start). */
export const UPCOMING_POLL_MS = 10_000
/** A page showing again asks at once, unless its answer is this fresh. */
const SHOW_RESYNC_GAP_MS = 1000
/** Polls are quiet: a failed one keeps the lot on screen and the next one backs off. */
const QUIET = { quietRefresh: true }

export interface LotLive {
  lot: LotDetail | undefined
  /** For PageLayout / StateView: loading, error (the server's reason, not found) or ready. */
  remote: Remote<LotDetail>
  /** Ask the server now (and re-measure the clock); never rejects (a failure keeps the lot shown). */
  refresh: () => Promise<void>
  /** Put a fresher lot in the cache (a bid's reply or refusal); an older version is ignored. */
  apply: (fresh: LotDetail) => void
}

export const lotKey = (lotId: number) => queryKeyOf(auctionApi.lot, { id: lotId })

/** The fresher of two answers about a lot: a poll that left before a bid's reply must not undo it. */
export function fresherLot(held: LotDetail | undefined, fresh: LotDetail): LotDetail {
  return held && held.id === fresh.id && held.version > fresh.version ? held : fresh
}

/** Ask for a lot, timing the call to learn the server's clock; the cache keeps the fresher version. */
async function askLot(lotId: number): Promise<LotDetail> {
  // Start-up first, so that the round trip timed is the call's alone.
  await waitForAppInit()
  const fresh = await timedCall(() => ask(auctionApi.lot, { id: lotId }, false))
  return fresherLot(queryClient.getQueryData<LotDetail>(lotKey(lotId)), fresh)
}

export function applyLot(fresh: LotDetail): void {
  queryClient.setQueryData<LotDetail>(lotKey(fresh.id), (held) => fresherLot(held, fresh))
}

function pollIntervalOf(lot: LotDetail | undefined): number | null {
  if (lot?.status === 'live') return LIVE_POLL_MS
  if (lot?.status === 'upcoming') return UPCOMING_POLL_MS
  return null
}

/**
 * One lot kept live on the server's clock (the lot page and the live room): the first load, a poll
 * every 2 s while bidding is open (10 s before it opens, none once closed), each answer timed to
 * re-measure the clock offset; a poll at the moment the countdown reaches the end or the start
 * (the page never decides a lot closed); none while the page is hidden, and at once when it shows
 * again (back from another page or from the background: the closed lot's payment may have changed).
 */
export function useLotLive(lotId: number, { enabled = true }: { enabled?: boolean } = {}): LotLive {
  const valid = Number.isInteger(lotId) && lotId > 0
  const on = enabled && valid
  const query = useQuery({ queryKey: lotKey(lotId), queryFn: limitFirstLoad(() => askLot(lotId)), enabled: on, meta: QUIET }, queryClient)
  const lot = query.data

  const poll = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: lotKey(lotId), queryFn: () => askLot(lotId), staleTime: 0, retry: false, meta: QUIET })
  }, [lotId])
  const refresh = useCallback(() => poll().catch(() => undefined), [poll])
  const apply = useCallback((fresh: LotDetail) => applyLot(fresh), [])

  const interval = pollIntervalOf(lot)
  useLivePoll(poll, { intervalMs: interval ?? LIVE_POLL_MS, enabled: on && interval !== null })

  // The end (or start) as the server counts it: asked just after instead of waiting for the poll.
  const dueAt = on && lot?.status === 'live' ? lot.endAt : on && lot?.status === 'upcoming' ? lot.startAt : null
  useDueRefetch(dueAt, refresh)

  // A closed lot is not polled, but what the dealer did elsewhere (paying the win) shows on return.
  const updatedAt = useRef(0)
  updatedAt.current = query.dataUpdatedAt
  useDidShow(() => {
    if (on && interval === null && Date.now() - updatedAt.current > SHOW_RESYNC_GAP_MS) void refresh()
  })

  const reload = useCallback(async () => {
    await refresh()
  }, [refresh])
  const remote: Remote<LotDetail> = {
    data: lot,
    ...(valid ? statusOf(lot, query.error) : { status: 'error' as const, error: INVALID_LINK_TEXT }),
    reload,
    fetching: query.isFetching,
    failed: query.isError,
    updatedAt: query.dataUpdatedAt,
  }
  return { lot, remote, refresh, apply }
}
