/**
 * The H5 tab bar, drawn with plain DOM. The H5 build puts this module in place of Taro's
 * `@tarojs/router/dist/tabbar.js` (config/index.ts), whose `taro-tabbar` is a Stencil web
 * component: it alone brought the Stencil runtime into the first load (about 14 KiB gzip).
 *
 * Same contract as Taro's: the router calls `initTabbar(appConfig, history)` once after it built
 * `#container`; the bar follows the router's `__taroRouterChange` events, is hidden on pages that
 * are not tabs, and a tap switches tab through Taro. Each item is a real link (its page's URL) with
 * `aria-current` on the tab shown. The icons are inline SVG (tab-icons.ts; the PNGs are for WeChat),
 * which saves four image requests and about 11 KB in the first load. The tab bar APIs the app does not call (badges, red dots,
 * hide/show, restyling) are not wired.
 */
import Taro from '@tarojs/taro'
import { eventCenter } from '@tarojs/runtime'
import { TABS } from '../routes'
import { tabIconSvg } from './tab-icons'
import './h5-tabbar.less'

interface TabItemConfig {
  pagePath: string
  text: string
  iconPath?: string
  selectedIconPath?: string
}

export interface TabBarAppConfig {
  tabBar?: {
    custom?: boolean
    list: TabItemConfig[]
    color?: string
    selectedColor?: string
    backgroundColor?: string
    borderStyle?: string
  }
  router?: { basename?: string }
  entryPagePath?: string
  pages?: string[]
}

interface RouterChange {
  toLocation?: { path?: string }
}

const withLeadingSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`)

/** The page path of a decoded URL path: no basename, no .html, '/' is the entry page. */
function pagePathOf(path: string, basename: string, homePage: string): string {
  if (basename !== '/' && path.startsWith(basename)) path = path.slice(basename.length)
  path = withLeadingSlash(path.replace(/\.html$/, ''))
  return path === '/' ? homePage : path
}

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

export function initTabbar(config: TabBarAppConfig, history: { location: { pathname: string } }): void {
  const tabBar = config.tabBar
  const container = document.getElementById('container')
  if (!tabBar || tabBar.custom || !container) return
  const basename = (config.router?.basename ?? '/').replace(/\/$/, '') || '/'
  const homePage = withLeadingSlash(config.entryPagePath ?? config.pages?.[0] ?? '')
  const items = tabBar.list.map((item) => {
    const icon = TABS.find((tab) => `/${tab.path}` === withLeadingSlash(item.pagePath))?.icon
    return {
      ...item,
      pagePath: withLeadingSlash(item.pagePath),
      iconPath: icon ? svgUrl(tabIconSvg(icon, false)) : item.iconPath,
      selectedIconPath: icon ? svgUrl(tabIconSvg(icon, true)) : item.selectedIconPath,
    }
  })

  const bar = document.createElement('nav')
  bar.className = 'taro-tabbar__tabbar taro-tabbar__tabbar-bottom'
  bar.setAttribute('aria-label', '底部导航')
  const row = document.createElement('div')
  row.className = `weui-tabbar taro-tabbar__border-${tabBar.borderStyle ?? 'black'}`
  if (tabBar.backgroundColor) row.style.backgroundColor = tabBar.backgroundColor

  const links = items.map((item) => {
    const link = document.createElement('a')
    link.className = 'weui-tabbar__item'
    link.href = basename === '/' ? item.pagePath : basename + item.pagePath
    const icon = document.createElement('img')
    icon.className = 'weui-tabbar__icon'
    icon.alt = ''
    const label = document.createElement('span')
    label.className = 'weui-tabbar__label'
    label.textContent = item.text
    link.append(icon, label)
    link.addEventListener('click', (event) => {
      // A new tab or window (ctrl/cmd/shift, middle button) is the browser's to open.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      if (link.getAttribute('aria-current') !== 'page') void Taro.switchTab({ url: item.pagePath })
    })
    row.append(link)
    return { link, icon, label }
  })
  bar.append(row)

  const select = (pagePath: string) => {
    const selected = items.findIndex((item) => item.pagePath === pagePath)
    bar.classList.toggle('taro-tabbar__tabbar-hide', selected === -1)
    items.forEach((item, index) => {
      const on = index === selected
      const { link, icon, label } = links[index]
      link.classList.toggle('weui-bar__item_on', on)
      if (on) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
      const src = (on ? item.selectedIconPath : item.iconPath) ?? ''
      if (icon.getAttribute('src') !== src) icon.src = src
      label.style.color = (on ? tabBar.selectedColor : tabBar.color) ?? ''
    })
  }

  // The router's events carry the path decoded; the address itself is not (and may not decode).
  const decoded = (pathname: string) => {
    try {
      return decodeURI(pathname)
    } catch {
      return pathname
    }
  }
  select(pagePathOf(decoded(history.location.pathname), basename, homePage))
  eventCenter.on('__taroRouterChange', (change?: RouterChange) => {
    select(pagePathOf(change?.toLocation?.path ?? decoded(window.location.pathname), basename, homePage))
  })
  container.append(bar)
}
