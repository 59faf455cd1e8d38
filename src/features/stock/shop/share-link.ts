import { webOrigin } from '@/core/platform/env'
import { routeUrl, type RoutePath } from '@/core/routes'

export const SHOWCASE_PATH: RoutePath = 'pages/stock/shop/share/index'

/** '/pages/stock/shop/share/index?accountId=…': the page a peer opens from a share. */
export function showcasePath(accountId: number): string {
  return routeUrl(SHOWCASE_PATH, { accountId })
}

/** What the shop's QR code and link hold: the showcase's H5 address (a bare page path scans as plain text). */
export function showcaseUrl(accountId: number): string {
  return `${webOrigin()}${showcasePath(accountId)}`
}
