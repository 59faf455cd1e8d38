import { useCallback, useMemo } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query'
import type { AnyCall, ApiCall, Page, PageQuery } from '@/core/api/define'
import { waitForAppInit } from '@/core/app/init'
import { callApi } from '@/core/request'
import { isNotFound, NOT_FOUND_TEXT } from '@/core/request/errors'
import { isNeedLogin, needLogin } from '@/core/session/auth'
import { failureText } from '@/shared/ui/failure-toast'
import type { LoadStatus } from '@/shared/ui/state-view'
import { answeredAheadSince, markAnsweredAhead, notAnsweredAhead, queryClient } from './client'
import { limitFirstLoad } from './first-load'
import { shownPage, useOwnPage } from './page-focus'
import { pagedKeyOf, queryKeyOf } from './keys'

export interface QueryOptions<T> {
  /** Only for a signed-in dealer: without a session the login page opens (spec: need-login). */
  signedIn?: boolean
  /** False: not asked yet (a param still missing). */
  enabled?: boolean
  /** The data counts as empty: the page shows its empty state. */
  isEmpty?: (data: T) => boolean
  /** Pull-down refresh asks again (default true). */
  pullDown?: boolean
  /** Ask again every so many ms while the page shows (auctions, live state); undefined stops. A function of the data held: polled while it gives a gap (an application under review). */
  pollMs?: number | ((data: T) => number | undefined)
  /** What the screen already holds (a reply of the call that started it): shown at once. */
  initialData?: T
  /** Reference data that rarely changes (the brand list): not asked again for this long. */
  staleAfterMs?: number
}

/** What a screen needs of a query: the data, its state for PageLayout or StateView, and retry. */
export interface Remote<T> {
  data: T | undefined
  status: LoadStatus
  error: string
  /** Ask again (retry, pull-down); rows on screen stay while it loads. */
  reload: () => Promise<void>
  /** Asking the server right now (first load, refresh, return). */
  fetching: boolean
  /** The last ask failed (after its retries), even if data from before is still shown. */
  failed: boolean
  /** When the data on screen was answered (phone ms; 0 before any): a reply's serverTime is as of then. */
  updatedAt?: number
}

/** Pull-down asks again (when `active`) and the spinner stops once the answer is in. */
function usePullDownReload(reload: () => Promise<void>, active: boolean): void {
  usePullDownRefresh(() => {
    if (!active) return
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
}

function refetchOnPageShow(page: object | undefined) {
  // Without a page (tests, outside Taro) every observer counts as shown.
  return () => !page || !shownPage() || shownPage() === page
}

/**
 * A page's state from a query's: gone (404) first, then the data (a failed refresh keeps it);
 * login on its way counts as loading.
 */
export function statusOf<T>(data: T | undefined, error: unknown, isEmpty?: (data: T) => boolean): { status: LoadStatus; error: string } {
  // Gone on the server (deleted here or elsewhere): said even over the data still held.
  if (isNotFound(error)) return { status: 'error', error: NOT_FOUND_TEXT }
  if (data !== undefined) return { status: isEmpty?.(data) ? 'empty' : 'ready', error: '' }
  if (error && !isNeedLogin(error)) return { status: 'error', error: failureText(error, '加载失败') }
  return { status: 'loading', error: '' }
}

/** How every query asks its call (a query function of a screen's own, e.g. useQueries, uses it too). */
export async function ask<Req, Res>(call: ApiCall<Req, Res>, params: Req | undefined, signedIn: boolean): Promise<Res> {
  await waitForAppInit()
  if (signedIn) needLogin()
  // The screen says what failed (error state or toast): no generic toast, no global spinner.
  return callApi(call, params, { handleError: true, loading: false })
}

/** A query's key and how it asks: the same for a screen's hook and a prefetch (../landing). */
function apiQuery<Req, Res>(call: ApiCall<Req, Res>, params: Req | undefined, signedIn: boolean) {
  const queryKey = queryKeyOf(call, params)
  // Start-up's wait included: a first load says something by the spec's 15 s (./first-load).
  const queryFn = limitFirstLoad(async () => {
    const asked = Date.now()
    await waitForAppInit()
    return answeredAheadSince<Res>(queryKey, asked) ?? ask(call, params, signedIn)
  })
  return { queryKey, queryFn }
}

/**
 * Ask for a screen's data before the screen is there (its code still loading): its hook then
 * finds the answer, or the call on its way, instead of asking once it has rendered.
 */
export function prefetchApiQuery<Req, Res>(call: ApiCall<Req, Res>, params?: Req, { signedIn = false } = {}): Promise<void> {
  const asked = queryClient.prefetchQuery(apiQuery(call, params, signedIn))
  markAnsweredAhead(queryKeyOf(call, params))
  return asked
}

/**
 * A server read for a screen: asked once the app has started, cached by call and params, asked
 * again when its page shows again (if stale), on pull-down and on retry. Transient failures are
 * retried with backoff; a refresh that fails keeps the data and is toasted once.
 */
export function useApiQuery<Req, Res>(call: ApiCall<Req, Res>, params?: Req, options: QueryOptions<Res> = {}): Remote<Res> {
  const { signedIn = false, enabled = true, isEmpty, pullDown = true, initialData, staleAfterMs } = options
  const page = useOwnPage()
  // A gap from the data held: read at each render, so the answer that changes it sets the next one.
  const held = typeof options.pollMs === 'function' ? queryClient.getQueryData<Res>(queryKeyOf(call, params)) : undefined
  const pollMs = typeof options.pollMs === 'function' ? (held !== undefined ? options.pollMs(held) : undefined) : options.pollMs
  const query = useQuery(
    {
      ...apiQuery(call, params, signedIn),
      refetchOnMount: notAnsweredAhead,
      enabled,
      initialData,
      staleTime: staleAfterMs,
      refetchOnWindowFocus: refetchOnPageShow(page),
      refetchOnReconnect: refetchOnPageShow(page),
      refetchInterval: pollMs ? () => (refetchOnPageShow(page)() ? pollMs : false) : undefined,
      // A poll that fails says nothing (the next one may pass); the screen shows the data it has.
      meta: pollMs ? { quietRefresh: true } : undefined,
    },
    queryClient,
  )
  const { refetch } = query
  const reload = useCallback(() => refetch().then(() => undefined), [refetch])
  usePullDownReload(reload, pullDown && enabled)
  return { data: query.data, ...statusOf(query.data, query.error, isEmpty), reload, fetching: query.isFetching, failed: query.isError, updatedAt: query.dataUpdatedAt }
}

/** A server-paged list on screen. */
export interface PagedList<T> {
  items: T[]
  status: LoadStatus
  error: string
  loadingMore: boolean
  /** The first pages are being asked for again (a refresh, a return): the rows may be old. */
  loadingFirst: boolean
  hasMore: boolean
  /** Why the last next page failed ('' when it did not): the footer offers to try again. */
  moreError: string
  total: number | undefined
  /** Every loaded page again, in place: rows and scroll position stay. */
  reload: () => Promise<void>
  /** The next page; tapping the footer after a failure calls it again. */
  loadMore: () => Promise<void>
}

type PagedReq<Req> = Omit<Req, 'page'>

/** An item's identity for telling overlapping pages apart: its id. */
const keyOf = (item: unknown): unknown => (item as { id?: unknown } | null)?.id

/** The rows of all loaded pages, each once (a row that moved to the next page meanwhile shows once). */
export function rowsOf<T>(pages: Page<T>[] | undefined): T[] {
  const seen = new Set<unknown>()
  const rows: T[] = []
  for (const page of pages ?? []) {
    for (const item of page.list) {
      const key = keyOf(item)
      if (key !== undefined && seen.has(key)) continue
      if (key !== undefined) seen.add(key)
      rows.push(item)
    }
  }
  return rows
}

/** The most pages a refresh asks again; the rows further down stay as they were (long lists). */
export const REFRESH_MAX_PAGES = 10

/**
 * One page of a paged list. A refresh (not a next page) past REFRESH_MAX_PAGES keeps the page it
 * holds instead of asking: returning to a list scrolled 40 pages down asks 10 pages, not 40.
 */
function askPage<Req extends PageQuery, T>(call: ApiCall<Req, Page<T>>, params: PagedReq<Req>, page: number, key: readonly unknown[], signedIn: boolean) {
  if (page > REFRESH_MAX_PAGES) {
    const query = queryClient.getQueryCache().find<InfiniteData<Page<T>>>({ queryKey: key, exact: true })
    const nextPage = Boolean((query?.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore)
    const held = query?.state.data?.pages.find((loaded) => loaded.page === page)
    if (!nextPage && held) return Promise.resolve(held)
  }
  return ask(call, { ...params, page } as Req, signedIn)
}

function pagedQuery<Req extends PageQuery, T>(call: ApiCall<Req, Page<T>>, params: PagedReq<Req>, signedIn: boolean) {
  return {
    queryKey: pagedKeyOf(call, params as Req),
    queryFn: limitFirstLoad(({ pageParam, queryKey }: { pageParam: number; queryKey: readonly unknown[] }) => askPage(call, params, pageParam, queryKey, signedIn)),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.page + 1 : undefined),
  }
}

/** The first page of a list before its screen is there (see prefetchApiQuery). */
export function prefetchPagedQuery<Req extends PageQuery, T>(call: ApiCall<Req, Page<T>>, params: PagedReq<Req>, { signedIn = false } = {}): Promise<void> {
  const asked = queryClient.prefetchInfiniteQuery(pagedQuery(call, params, signedIn))
  markAnsweredAhead(pagedKeyOf(call, params as Req))
  return asked
}

/**
 * A server-paged list with pull-down refresh and endless scroll (TanStack's infinite query):
 * params without `page`; the hook asks page 1, 2… A refresh (pull-down, a return to the page,
 * an invalidation after a change) asks every loaded page again, so rows and scroll stay.
 */
export function usePagedQuery<Req extends PageQuery, T>(call: ApiCall<Req, Page<T>>, params: PagedReq<Req>, options: Omit<QueryOptions<Page<T>>, 'isEmpty'> = {}): PagedList<T> {
  const { signedIn = false, enabled = true, pullDown = true } = options
  const page = useOwnPage()
  const query = useInfiniteQuery(
    {
      ...pagedQuery(call, params, signedIn),
      refetchOnMount: notAnsweredAhead,
      enabled,
      refetchOnWindowFocus: refetchOnPageShow(page),
      refetchOnReconnect: refetchOnPageShow(page),
    },
    queryClient,
  )
  const { data, error, refetch, fetchNextPage, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError } = query
  const items = useMemo(() => rowsOf(data?.pages), [data])
  const reload = useCallback(() => refetch().then(() => undefined), [refetch])
  const loadMore = useCallback(async () => {
    if (!enabled || !hasNextPage || isFetching) return
    await fetchNextPage()
  }, [enabled, fetchNextPage, hasNextPage, isFetching])
  usePullDownReload(reload, pullDown && enabled)
  useReachBottom(() => void loadMore())

  const state = statusOf(data, isFetchNextPageError ? null : error, () => items.length === 0)
  return {
    items,
    ...state,
    loadingMore: isFetchingNextPage,
    loadingFirst: isFetching && !isFetchingNextPage,
    hasMore: Boolean(hasNextPage),
    moreError: isFetchNextPageError ? failureText(error, '加载失败') : '',
    total: data?.pages[0]?.total,
    reload,
    loadMore,
  }
}

/**
 * Change rows of a call's loaded lists in place (a change made on another page or by an action
 * here), without asking the server: `change` returns the new row, or null to take it out.
 * Follow with invalidateCalls when the server's pages may have moved (a row taken out).
 */
export function updatePagedRows<T>(call: AnyCall<Page<T>>, change: (row: T) => T | null): void {
  queryClient.setQueriesData<InfiniteData<Page<T>>>({ queryKey: [pagedKeyOf(call)[0]] }, (data) => {
    if (!data?.pages) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        list: page.list.map(change).filter((row): row is T => row !== null),
      })),
    }
  })
}
