import Taro from '@tarojs/taro'
import { isH5 } from '../platform/env'
import { routeUrl, type Query, type RoutePath } from '../routes'

/** Hosts whose name contains this serve only the stock detail page (shared stock links). */
export const STOCK_HOST_MARK = 'stock'
const STOCK_HOST_PAGES: RoutePath[] = ['pages/guide/not-found/index', 'pages/stock/inventory/stock/detail/index']

/** On a stock host, every page but not-found and the stock detail goes to not-found. */
export function stockHostRedirect(hostname: string, path: string): RoutePath | null {
  if (!hostname.includes(STOCK_HOST_MARK)) return null
  return STOCK_HOST_PAGES.includes(path as RoutePath) ? null : 'pages/guide/not-found/index'
}

/** The H5 site is served from a stock host (spec section 2: its name contains 'stock'). */
export function onStockHost(hostname: string = typeof window === 'undefined' ? '' : window.location.hostname): boolean {
  return isH5 && hostname.includes(STOCK_HOST_MARK)
}

/** Where the stock-host rule sends the page being shown, if anywhere (H5 only). */
function stockHostTarget(path: string | null): RoutePath | null {
  if (!isH5 || !path || typeof window === 'undefined') return null
  return stockHostRedirect(window.location.hostname, path)
}

/** The page is on a stock host that does not serve it: it is about to go to not-found (H5 only). */
export function leavesStockHost(path: string | null): boolean {
  return stockHostTarget(path) !== null
}

/** Apply the stock-host rule to the page being shown (H5 only). */
export function guardStockHost(path: string | null): void {
  const target = stockHostTarget(path)
  if (target) void Taro.redirectTo({ url: `/${target}` })
}

/**
 * The history-clearing replace of H5: step back to the first entry of this tab's history, then
 * replace it, so that nothing before the new page can be returned to. Elsewhere: relaunch.
 */
export interface HistoryWindow {
  history: { length: number; go: (delta: number) => void }
  location: { replace: (url: string) => void }
  addEventListener: (type: 'popstate', listener: () => void, options: { once: boolean }) => void
}

export async function replaceClearingHistory(
  path: RoutePath,
  query: Query = {},
  win: HistoryWindow | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<void> {
  const url = routeUrl(path, query)
  if (!isH5 || !win) {
    await Taro.reLaunch({ url })
    return
  }
  // Only the app's own entries (its page stack): the ones before it (a search engine, a chat
  // that opened the link) are not the app's to step over, and stepping past them leaves it.
  const steps = Math.min(win.history.length, Taro.getCurrentPages().length) - 1
  if (steps > 0) {
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 500)
      win.addEventListener(
        'popstate',
        () => {
          clearTimeout(timer)
          done()
        },
        { once: true },
      )
      win.history.go(-steps)
    })
  }
  win.location.replace(url)
}
