import Taro from '@tarojs/taro'
import { focusManager, onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { accountApi } from '@/core/api/account'
import { reportError } from '@/core/app/errors'
import { isNetworkFailure, isNotFound, isServerFailure } from '@/core/request/errors'
import { isNeedLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { toastFailure } from '@/shared/ui/failure-toast'
import { queryKeyOf } from './call-keys'

/** A query asks again at most this often after no answer (the network), with backoff. */
export const QUERY_RETRIES = 2
/**
 * A server error (5xx: a gateway's 502/503/504 page) is asked again once, soon, then said: a
 * gateway that is down stays down for longer than a backoff, and the dealer is not kept on
 * 加载中 meanwhile.
 */
export const SERVER_FAILURE_RETRIES = 1
export const SERVER_FAILURE_RETRY_DELAY_MS = 500

/** How often a query asks again after this failure: none for a business refusal, a reply the app refused or an expired login. */
export function retriesAfter(error: unknown): number {
  if (isNeedLogin(error)) return 0
  if (isNetworkFailure(error)) return QUERY_RETRIES
  if (isServerFailure(error)) return SERVER_FAILURE_RETRIES
  return 0
}

/** TanStack's backoff (1 s, 2 s…) after no answer; a quick one after a server error. */
export function retryDelayAfter(failures: number, error: unknown): number {
  return isServerFailure(error) ? SERVER_FAILURE_RETRY_DELAY_MS : Math.min(1000 * 2 ** failures, 30_000)
}

/**
 * The app's one query cache. Server state lives here: keyed by call and params (./keys),
 * refetched when its page shows again (./page-focus), invalidated after mutations.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A first load's failure is the page's error state; a refresh's failure keeps the rows
      // on screen and is said once, here (not per observer).
      // A next page's failure is said by the list's footer.
      const nextPage = Boolean((query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore)
      // Something gone (deleted) is the page's own state, not a failed refresh.
      const quiet = nextPage || isNotFound(error) || query.meta?.quietRefresh === true
      if (query.state.data !== undefined && !quiet) toastFailure(error, '刷新失败，请稍后重试')
      else reportError(error)
    },
  }),
  defaultOptions: {
    queries: {
      // Reads are safe to ask again; only failures that may pass are retried (not a business
      // refusal, not a reply the app refused, not an expired login). A first load still says
      // something by the spec's 15 s whatever the retries (./first-load).
      retry: (count, error) => count < retriesAfter(error),
      retryDelay: retryDelayAfter,
      // A failed call says why itself (network, refused): no waiting for an 'online' event that
      // mini-programs do not send.
      networkMode: 'always',
      // Focus means "this page shows again", per observer (see usePageFocus).
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
})

/** An answer asked ahead is used, not asked again, by a screen mounting within this time. */
export const FRESH_ON_MOUNT_MS = 10_000

/** Queries answered for a screen before it mounted: a start-up prefetch, start-up's own call. */
const answeredAhead = new WeakSet<object>()

export function markAnsweredAhead(queryKey: readonly unknown[]): void {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true })
  if (query) answeredAhead.add(query)
}

/**
 * The answer given ahead to a query since `since` (start-up's user info arriving while the
 * screen's own ask waited for start-up): that ask uses it instead of calling again.
 */
export function answeredAheadSince<T>(queryKey: readonly unknown[], since: number): T | undefined {
  const query = queryClient.getQueryCache().find<T>({ queryKey, exact: true })
  if (!query || !answeredAhead.has(query) || query.state.dataUpdatedAt < since) return undefined
  return query.state.data
}

// The answer was for the first screen that showed it: once that screen is gone, mounts ask as usual.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'observerRemoved') answeredAhead.delete(event.query)
})

/**
 * refetchOnMount for every screen's query: true (ask again if stale, TanStack's default) except
 * for the first screen after an answer asked ahead, while that answer is recent and not invalidated.
 */
export function notAnsweredAhead(query: Pick<Query, 'state'>): boolean {
  if (!answeredAhead.has(query)) return true
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > FRESH_ON_MOUNT_MS
}

let wired = false

/**
 * Drive the cache's focus and online managers from the platform instead of window events:
 * the app going to the background and coming back, and the network status on mini-programs.
 * A page showing again is signalled by pageShown().
 */
export function wireQueryClient(): void {
  if (wired) return
  wired = true
  // What QueryClientProvider would do: hear focus and online changes. The hooks take the client
  // directly, so no provider is needed around pages (or in tests).
  queryClient.mount()
  focusManager.setEventListener((setFocused) => {
    const onShow = () => setFocused(true)
    const onHide = () => setFocused(false)
    Taro.onAppShow?.(onShow)
    Taro.onAppHide?.(onHide)
    return () => {
      Taro.offAppShow?.(onShow)
      Taro.offAppHide?.(onHide)
    }
  })
  if (process.env.TARO_ENV !== 'h5') {
    onlineManager.setEventListener((setOnline) => {
      const listener = ({ isConnected }: { isConnected: boolean }) => setOnline(isConnected)
      Taro.onNetworkStatusChange(listener)
      return () => Taro.offNetworkStatusChange?.(listener)
    })
  }
  // A new session makes every answer of the old one stale. After a login or a switch of shop
  // the queries on screen load again from scratch. After a logout nothing is asked at once (the
  // pages on screen are on their way out, and asking for their signed-in data would send the
  // dealer to the login page): each query starts over when its page shows again.
  // The session's user info (start-up, login, a profile edit) is the info call's answer too: the
  // mine tab shows it without asking again.
  useSession.subscribe((state, before) => {
    if (!state.userInfo || state.userInfo === before.userInfo) return
    queryClient.setQueryData(queryKeyOf(accountApi.info), state.userInfo)
    markAnsweredAhead(queryKeyOf(accountApi.info))
  })
  let token = useSession.getState().userToken
  useSession.subscribe((state) => {
    if (state.userToken === token) return
    token = state.userToken
    if (token) {
      void queryClient.resetQueries()
      return
    }
    void queryClient.cancelQueries()
    for (const query of queryClient.getQueryCache().getAll()) query.reset()
  })
}

/**
 * A page showed (its first show or a return): the cache hears a focus event, so the shown
 * page's queries that are stale ask again (observers on pages underneath do not: see
 * usePageFocus in ./hooks).
 */
export function pageShown(): void {
  focusManager.setFocused(false)
  focusManager.setFocused(true)
}
