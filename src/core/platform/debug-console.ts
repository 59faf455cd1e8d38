import Taro from '@tarojs/taro'

export const DEBUG_CONSOLE_KEY = 'debugConsole'

/** vConsole's own localStorage keys for where its button sits: px from the right and from the bottom. */
const SWITCH_X_KEY = 'vConsole_switch_x'
const SWITCH_Y_KEY = 'vConsole_switch_y'
/** The tab bar's row (--app-tab-row-height in h5-tabbar.less) and a gap above it. */
const TAB_ROW_PX = 50
const GAP_PX = 24

function turnedOff(): boolean {
  try {
    return Taro.getStorageSync(DEBUG_CONSOLE_KEY) === 'off'
  } catch {
    return false
  }
}

/** The home indicator's inset in CSS px (0 where there is none), read through a probe element. */
function bottomInsetPx(): number {
  const probe = document.createElement('div')
  probe.style.cssText = 'position:fixed;visibility:hidden;padding-bottom:env(safe-area-inset-bottom)'
  document.body.appendChild(probe)
  const inset = parseFloat(getComputedStyle(probe).paddingBottom) || 0
  probe.remove()
  return inset
}

/**
 * vConsole puts its button 20 px above the screen's bottom, on the tab bar's 我的 label. Unless a
 * tester dragged it higher (vConsole keeps that in localStorage), start it above the tab bar and
 * the home indicator.
 */
export function keepSwitchAboveTabBar(): void {
  try {
    const clearance = TAB_ROW_PX + bottomInsetPx() + GAP_PX
    if (Number(localStorage.getItem(SWITCH_Y_KEY)) >= clearance) return
    localStorage.setItem(SWITCH_Y_KEY, String(Math.ceil(clearance)))
    if (!localStorage.getItem(SWITCH_X_KEY)) localStorage.setItem(SWITCH_X_KEY, '10')
  } catch {
    // no localStorage: vConsole keeps its default place
  }
}

/**
 * Outside production the H5 app loads a remote debug console (vConsole) for testers; turn it
 * off with the storage key debugConsole=off. In production builds the whole branch, import
 * included, is a constant-false condition that webpack drops: no vConsole chunk is emitted.
 */
export function loadDebugConsole(): void {
  if (process.env.TARO_ENV === 'h5' && __API_ENV__ !== 'prod') {
    if (turnedOff()) return
    void import(/* webpackChunkName: "vconsole" */ 'vconsole').then(({ default: VConsole }) => {
      keepSwitchAboveTabBar()
      return new VConsole({ theme: 'light' })
    })
  }
}
