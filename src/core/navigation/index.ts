import Taro from '@tarojs/taro'
import { HOME_PATH, isRoutePath, isTabPath, routeUrl, stripPath, type Query, type RoutePath } from '../routes'
import { ownRouteTarget, type RouteTarget } from '../routes/return-url'

/** Spec section 9: navigation debounce 300 ms, back delay 0.35 s; WeChat keeps 10 pages at most. */
export const NAVIGATE_DEBOUNCE_MS = 300
export const BACK_DELAY_MS = 350
export const MAX_STACK = 10

export interface NavigateOptions {
  query?: Query
  replace?: boolean
  /** Flows that navigate on their own (session expiry, after login) skip the tap debounce. */
  force?: boolean
}

let lastNavigation = -Infinity

/**
 * Open a page of the route table: tab pages by tab switch (relaunch when replace is asked),
 * others by push or replace. Taps within 300 ms of the last navigation are ignored, and a push
 * that would pass WeChat's 10-page stack replaces the top page instead.
 */
export async function navigate(path: RoutePath, { query, replace = false, force = false }: NavigateOptions = {}): Promise<void> {
  const now = Date.now()
  if (!force && now - lastNavigation < NAVIGATE_DEBOUNCE_MS) return
  lastNavigation = now
  const url = routeUrl(path, query)
  try {
    if (isTabPath(path)) {
      const hasQuery = url.includes('?')
      await (replace || hasQuery ? Taro.reLaunch({ url }) : Taro.switchTab({ url }))
      return
    }
    const full = Taro.getCurrentPages().length >= MAX_STACK
    await (replace || full ? Taro.redirectTo({ url }) : Taro.navigateTo({ url }))
  } catch {
    await fallbackFor(url)
  }
}

/** Legacy paths of older versions and where they live now. */
export const OLD_PAGE_REDIRECTS: Record<string, RoutePath> = {
  'pages/center/index': 'pages/home/account/index',
  'pages/wx-url-scheme/index': 'pages/activity/wx-url-scheme/index',
}

/**
 * Where a path that cannot be opened goes: app-only pages to the to-app guide, old pages to
 * their new place, anything else to the home tab; the query is kept.
 */
export function fallbackTarget(url: string): { path: RoutePath; query: Record<string, string> } {
  const path = stripPath(url)
  const query = Object.fromEntries(new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : ''))
  if (path.includes('app-only/pages')) return { path: 'pages/guide/to-app/index', query }
  return { path: OLD_PAGE_REDIRECTS[path] ?? HOME_PATH, query }
}

export async function fallbackFor(url: string): Promise<void> {
  const target = fallbackTarget(url)
  const next = routeUrl(target.path, target.query)
  await (isTabPath(target.path) ? Taro.reLaunch({ url: next }) : Taro.redirectTo({ url: next }))
}

/** Open any url string: our routes as usual, unknown ones through the fallback. */
export async function navigateUrl(url: string, options: Omit<NavigateOptions, 'query'> = {}): Promise<void> {
  const path = stripPath(url)
  if (!isRoutePath(path)) {
    await fallbackFor(url)
    return
  }
  const query = Object.fromEntries(new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''))
  await navigate(path, { ...options, query })
}

/** Go back, optionally after 0.35 s; with nothing to go back to, the home tab. */
export async function goBack({ delay = false }: { delay?: boolean } = {}): Promise<void> {
  if (delay) await new Promise((done) => setTimeout(done, BACK_DELAY_MS))
  if (Taro.getCurrentPages().length > 1) {
    try {
      await Taro.navigateBack({ delta: 1 })
      return
    } catch {
      // fall through to the home tab
    }
  }
  await Taro.reLaunch({ url: `/${HOME_PATH}` })
}

/** The current page as a url ('/pages/x/index?a=1'), for coming back to it later. */
export function currentPageUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!page?.route) return ''
  // A page opened cold may not hold its options yet while it first renders: its router does.
  const options = page.options && Object.keys(page.options).length ? page.options : (Taro.getCurrentInstance()?.router?.params ?? {})
  const query = Object.entries(options)
    .filter(([key, value]) => value !== undefined && value !== '' && !key.startsWith('$taro') && key !== '__key_' && key !== 'stamp')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${page.route.replace(/^\//, '')}${query ? `?${query}` : ''}`
}

export type SafeTarget = RouteTarget

/** A url of one of our own routes, or null: links from outside can never send users elsewhere. */
export function parseRouteUrl(url: string | undefined | null): SafeTarget | null {
  if (!url) return null
  // Decoded once: H5's router hands over query values decoded, the mini-program as they were
  // in the address. A value that already reads as a path is not decoded again (that would
  // split a query value holding an encoded & or %).
  let decoded = url
  if (!/^\/?pages\//.test(url)) {
    try {
      decoded = decodeURIComponent(url)
    } catch {
      return null
    }
  }
  // The one return-address rule (core/routes/return-url.ts): our pages only.
  return ownRouteTarget(decoded)
}

/** For tests: forget the last navigation time. */
export function resetNavigationDebounce(): void {
  lastNavigation = -Infinity
}
