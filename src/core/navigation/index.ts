import Taro from '@tarojs/taro'
import { HOME_PATH, isRoutePath, isTabPath, routeUrl, stripPath, type Query, type RoutePath } from '../routes'

export interface NavigateOptions {
  query?: Query
  replace?: boolean
}

/** Open a page of the route table: tab pages by tab switch, other pages by push or replace. */
export async function navigate(path: RoutePath, { query, replace = false }: NavigateOptions = {}): Promise<void> {
  const url = routeUrl(path, query)
  if (isTabPath(path)) {
    await (replace ? Taro.reLaunch({ url }) : Taro.switchTab({ url: `/${path}` }))
    return
  }
  await (replace ? Taro.redirectTo({ url }) : Taro.navigateTo({ url }))
}

/** Go back; with nothing to go back to, open the home tab. */
export async function goBack(): Promise<void> {
  if (Taro.getCurrentPages().length > 1) {
    try {
      await Taro.navigateBack({ delta: 1 })
      return
    } catch {
      // fall through to the home tab
    }
  }
  await Taro.switchTab({ url: `/${HOME_PATH}` })
}

/** The current page as a url ('/pages/x/index?a=1'), for coming back to it later. */
export function currentPageUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!page?.route) return ''
  const query = Object.entries(page.options ?? {})
    .filter(([key, value]) => value !== undefined && value !== '' && !key.startsWith('$taro') && key !== '__key_')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${page.route.replace(/^\//, '')}${query ? `?${query}` : ''}`
}

export interface SafeTarget {
  path: RoutePath
  query: Record<string, string>
}

/** A url of one of our own routes, or null: links from outside can never send users elsewhere. */
export function parseRouteUrl(url: string | undefined | null): SafeTarget | null {
  if (!url) return null
  let decoded = url
  try {
    decoded = decodeURIComponent(url)
  } catch {
    return null
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded) || decoded.startsWith('//')) return null
  const path = stripPath(decoded)
  if (!isRoutePath(path)) return null
  const search = decoded.includes('?') ? decoded.slice(decoded.indexOf('?') + 1).split('#')[0] : ''
  return { path, query: Object.fromEntries(new URLSearchParams(search)) }
}
