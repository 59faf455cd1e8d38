import Taro from '@tarojs/taro'
import { HOME_PATH, type RoutePath } from '@/core/routes'
import { onStockHost } from '@/core/navigation/web'
import { useSession } from '@/core/session/store'
import { prefetchApiQuery, prefetchPagedQuery } from '@/shared/query'
import { postApi } from '@/features/post/api'
import { feedParams } from '@/features/post/feed/feed-query'
// The overview's own module: the stock area's other calls stay with its pages.
import { overviewApi } from '@/features/stock/api/overview'
import { tradeApi } from '@/features/trade/api'

/**
 * The first data of each home tab, asked at start-up when the app opens on that tab: the call
 * goes out as soon as start-up is done (pages wait for it too), while the tab's own code is still
 * loading, and the tab's query finds the answer there. The mine tab needs none: start-up's user
 * info is its answer (shared/query/client). On H5 index.html has sent the same call already
 * (config/early-call.ts LANDING_CALLS) and the transport takes its reply.
 */
export const LANDING_DATA: Partial<Record<RoutePath, (signedIn: boolean) => void>> = {
  'pages/home/post/index': () => void prefetchPagedQuery(postApi.feed, feedParams('recommend')),
  'pages/home/stock/index': (signedIn) => signedIn && void prefetchApiQuery(overviewApi.overview),
  'pages/home/trade/index': () => void prefetchApiQuery(tradeApi.home),
}

/** The page the app opened on: the address on H5 (the site root is the home tab), the launch options in a mini-program. */
function launchPath(): string {
  if (process.env.TARO_ENV === 'h5') return window.location.pathname.replace(/^\/+/, '') || HOME_PATH
  return Taro.getLaunchOptionsSync?.().path ?? ''
}

export function prefetchLandingData(): void {
  // A stock host serves shared items only: its tab pages go to not-found.
  if (onStockHost()) return
  LANDING_DATA[launchPath() as RoutePath]?.(Boolean(useSession.getState().userToken))
}
