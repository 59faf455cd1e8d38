import Taro from '@tarojs/taro'
import { DEFAULT_MENU_BUTTON, DEFAULT_STATUS_BAR_HEIGHT } from './layout'
const NAV_CONTENT_HEIGHT = 44

export interface NavMetrics {
  /** Height above the title bar (the phone's status bar). */
  statusBarHeight: number
  /** Height of the title bar itself. */
  navHeight: number
  /** Space to keep free on the right for WeChat's capsule menu. */
  capsuleWidth: number
}

let cached: NavMetrics | undefined

/**
 * The custom title bar's geometry. On weapp it lines up with the capsule menu button; on H5
 * the browser or the native app draws the status bar, so only the title bar height remains.
 */
export function getNavMetrics(): NavMetrics {
  // The build constant, not isWeapp: H5 builds then carry none of Taro's window-info API (it
  // brings a user-agent parser of 6 KB gzip into the first load).
  cached ??= process.env.TARO_ENV === 'weapp' ? measureWeapp() : { statusBarHeight: 0, navHeight: NAV_CONTENT_HEIGHT, capsuleWidth: 0 }
  return cached
}

function measureWeapp(): NavMetrics {
  let statusBarHeight = DEFAULT_STATUS_BAR_HEIGHT
  let menu: { height: number; top: number; left: number } = { ...DEFAULT_MENU_BUTTON, left: 0 }
  let windowWidth = 375
  try {
    const info = Taro.getWindowInfo()
    statusBarHeight = info.statusBarHeight || DEFAULT_STATUS_BAR_HEIGHT
    windowWidth = info.windowWidth || windowWidth
  } catch {
    // keep the defaults
  }
  try {
    const rect = Taro.getMenuButtonBoundingClientRect()
    if (rect && rect.height) menu = { height: rect.height, top: rect.top, left: rect.left }
  } catch {
    // keep the defaults
  }
  const gap = menu.top > statusBarHeight ? menu.top - statusBarHeight : 0
  const navHeight = gap ? menu.height + gap * 2 : Math.max(menu.height, NAV_CONTENT_HEIGHT)
  return { statusBarHeight, navHeight, capsuleWidth: menu.left ? windowWidth - menu.left : 0 }
}
