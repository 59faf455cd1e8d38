import type { Query, QueryKey } from '@tanstack/react-query'
import { reportError } from '@/core/app/errors'
import { ApiError, REQUEST_TIMEOUT_MS } from '@/core/request'
import { LOAD_TIMEOUT, LOAD_TIMEOUT_TEXT } from '@/core/request/errors'
import { queryClient } from './client'

/**
 * A first load (a query with nothing to show yet) that has had no answer by then fails as
 * LOAD_TIMEOUT: the page says 网络不给力，加载超时 with 重新加载 instead of 加载中 for as long as
 * the request's timeout and the retries after it take. The limit is the spec's 15 s request
 * timeout less one second, so that the message is on screen by the 15th second even on a slow
 * phone; the wait counts from the first screen's launch (its code download and start-up's calls
 * included) or from the query's first ask.
 */
export const FIRST_LOAD_LIMIT_MS = REQUEST_TIMEOUT_MS - 1000

/** When the app was launched, while its first screen is loading; undefined after (and in tests). */
let launchedAt: number | undefined

/**
 * The app starts (src/app.tsx): the first screen's loads count from here. On H5 that is the
 * navigation's start, when the dealer began waiting, before the app's code had even arrived.
 */
export function markAppLaunch(at?: number): void {
  launchedAt = at ?? (process.env.TARO_ENV === 'h5' ? navigationStart() : undefined) ?? Date.now()
}

/** When the browser began loading the page, where it says (iOS 12.0–12.1 has no timeOrigin: now). */
function navigationStart(): number | undefined {
  // eslint-disable-next-line compat/compat -- feature-detected: undefined where missing
  const origin = typeof performance !== 'undefined' ? performance.timeOrigin : undefined
  return origin ? Math.min(origin, Date.now()) : undefined
}

/** The first screen has had an answer (or a failure): later loads count from their own ask. */
function launchSettled(): void {
  launchedAt = undefined
}

/** When each query's current first load began (its first attempt; retries keep it). */
const loadStarted = new WeakMap<object, number>()

function loadTimeout(call: string): ApiError {
  const error = new ApiError(LOAD_TIMEOUT, LOAD_TIMEOUT_TEXT)
  error.call = call
  return error
}

/**
 * An answer that arrived after its first load had given up: shown, if the screen still has
 * nothing (a retry asked meanwhile replaces it as usual). A paged list's answer is its first page.
 */
function takeLateAnswer(query: Query, value: unknown, pageParam: unknown): void {
  if (queryClient.getQueryCache().get(query.queryHash) !== query || query.state.data !== undefined) return
  query.setData(pageParam === undefined ? value : { pages: [value], pageParams: [pageParam] })
}

/** What of TanStack's query function context the limit reads: the key, and a paged list's page. */
interface AskContext {
  queryKey: QueryKey
  pageParam?: unknown
}

/**
 * The query function `ask` limited as a first load: a refresh or a next page (data on screen) is
 * asked as it is. Used by every query of the shared hooks and by screens' own queries.
 */
export function limitFirstLoad<T, C extends AskContext = AskContext>(ask: (context: C) => Promise<T>) {
  return (context: C): Promise<T> => {
    const query = queryClient.getQueryCache().find({ queryKey: context.queryKey, exact: true })
    if (!query || query.state.data !== undefined) return ask(context)
    // A new load (the first ask, 重新加载, a return) starts the clock; its retries keep it.
    let since = loadStarted.get(query)
    if (since === undefined || query.state.fetchFailureCount === 0) {
      since = launchedAt ?? Date.now()
      loadStarted.set(query, since)
    }
    const attempt = ask(context)
    return new Promise<T>((resolve, reject) => {
      let gaveUp = false
      const timer = setTimeout(
        () => {
          gaveUp = true
          launchSettled()
          reject(loadTimeout(String(context.queryKey[0] ?? '')))
        },
        Math.max(0, since + FIRST_LOAD_LIMIT_MS - Date.now()),
      )
      attempt.then(
        (value) => {
          clearTimeout(timer)
          launchSettled()
          if (gaveUp) takeLateAnswer(query, value, context.pageParam)
          else resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          launchSettled()
          // After giving up, the attempt's own failure (its request timing out) is only logged.
          if (gaveUp) reportError(error)
          else reject(error)
        },
      )
    })
  }
}
