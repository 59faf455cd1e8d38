import { isWeapp } from '@/core/platform/env'
import { routeUrl, type RoutePath } from '@/core/routes'

export const SHOWCASE_PATH: RoutePath = 'pages/stock/shop/share/index'

/** '/pages/stock/shop/share/index?accountId=…': the page a peer opens from a share. */
export function showcasePath(accountId: number): string {
  return routeUrl(SHOWCASE_PATH, { accountId })
}

/**
 * What the shop's QR code holds: the showcase's H5 address; in the mini-program, where pages
 * have no address of their own, the page path.
 */
export function showcaseUrl(accountId: number): string {
  const path = showcasePath(accountId)
  if (isWeapp || typeof window === 'undefined') return path
  return `${window.location.origin}${path}`
}
