/**
 * The one rule for return and redirect addresses (a payment's return, login's redirect/backUrl,
 * a dialog's btnLink, an order's returnTo): only the app's own pages, and for an absolute address
 * only the app's own origins. The app and the mock both use it; docs/api.md states it for the real
 * server. Pure (no Taro): the mock runs it in Node.
 */
import { isRoutePath, stripPath, type RoutePath } from './index'

/**
 * What no return address may hold anywhere: a backslash (browsers read `/\host` and `http:\\host`
 * as another host), whitespace and control characters (a URL parser drops tabs and newlines, so
 * `java\tscript:` would pass a scheme test).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\s\u0000-\u001f\u007f]/

export interface RouteTarget {
  path: RoutePath
  query: Record<string, string>
}

function queryOf(url: string): Record<string, string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : ''
  return Object.fromEntries(new URLSearchParams(search))
}

/**
 * An in-app return ('/pages/…/index?a=1' or 'pages/…/index'): the route and its query, or null.
 * Refused: any scheme (https:, javascript:, data:…), a scheme-relative '//host', backslashes or
 * whitespace before the query, and any path that is not a page of the route table.
 */
export function ownRouteTarget(url: string): RouteTarget | null {
  // The query's values may hold anything (decoded text); the address part may not.
  const address = url ? url.split('?')[0] : ''
  if (!address || UNSAFE_CHARACTERS.test(address)) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null
  const path = stripPath(url)
  if (!isRoutePath(path)) return null
  return { path, query: queryOf(url) }
}

/** The mock's and the local builds' own web origins: http on 127.0.0.1, localhost or a *.localhost host, any port. */
export const LOCAL_APP_ORIGIN = /^http:\/\/(127\.0\.0\.1|([a-z0-9-]+\.)*localhost)(:\d{1,5})?$/

/**
 * An absolute return address on one of the app's own origins (`isOwnOrigin` decides on the exact
 * origin: scheme, host and port) and one of its pages: the address normalised
 * (origin + path + query, no fragment), or null. Refused: other hosts and look-alikes
 * (http://127.0.0.1.evil.example:4173/), user info (http://app@evil.example/), scheme-relative,
 * javascript:, data:, backslash tricks, and paths that are not pages.
 */
export function ownReturnUrl(raw: string | null | undefined, isOwnOrigin: (origin: string) => boolean): string | null {
  if (!raw || raw.length > 2048 || UNSAFE_CHARACTERS.test(raw)) return null
  if (!/^https?:\/\/[^/]/i.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (!isOwnOrigin(url.origin)) return null
  if (!isRoutePath(url.pathname.replace(/^\//, ''))) return null
  return `${url.origin}${url.pathname}${url.search}`
}
