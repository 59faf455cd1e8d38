import type { PropsWithChildren } from 'react'
import Taro, { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
// Icons draw as SVG masks; the icon-font stylesheet (150 KB of embedded font) is not needed.
import '@nutui/icons-react-taro/dist/style_icon.css'
import { installErrorHandlers } from './core/app/errors'
import { applyActivityInfo, applyLaunchActivity, initApp, watchForUpdates } from './core/app/init'
import { fallbackFor } from './core/navigation'
import { reportRouteChanges } from './core/native/route-report'
import { loadDebugConsole } from './core/platform/debug-console'
import { wantsSimulator } from './core/native/simulator-flag'
import { wireQueryClient } from './shared/query/client'
import { markAppLaunch } from './shared/query/first-load'
import { prefetchLandingData } from './landing'
import './app.less'

/** H5 only (the condition is constant at build time, so the weapp bundle holds none of it). */
async function startH5Extras() {
  if (process.env.TARO_ENV === 'h5') {
    if (wantsSimulator(window.location.search, window.localStorage.getItem('bridgeSimulator'))) {
      const version = new URLSearchParams(window.location.search).get('appVersion') ?? undefined
      const { installBridgeSimulator } = await import(/* webpackChunkName: "bridge-simulator" */ './core/native/simulator')
      installBridgeSimulator(version)
    }
    reportRouteChanges()
    loadDebugConsole()
  }
}

let started = false

/** Start-up: error handlers, the query cache, the spec's app init and the landing tab's data. */
function startApp() {
  if (started) return
  started = true
  // The first screen's loads count from here: it says something by the spec's 15 s.
  markAppLaunch()
  installErrorHandlers()
  wireQueryClient()
  applyLaunchActivity()
  void initApp()
  prefetchLandingData()
}

// On H5 the app's launch waits for React's first render of the root, after the router has asked
// for the page's code: start-up's calls need neither, and go out while that code loads.
if (process.env.TARO_ENV === 'h5') startApp()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    startApp()
    void startH5Extras()
    watchForUpdates()
  })
  useDidShow((options?: { query?: Record<string, string> }) => {
    applyActivityInfo(options?.query ?? Taro.getCurrentInstance().router?.params ?? {})
  })
  // Unknown paths (old links, app-only pages): the spec's fallback, query kept.
  usePageNotFound((event: { path: string; query?: Record<string, string> }) => {
    const query = Object.entries(event.query ?? {}).filter(([key]) => !key.startsWith('$taro') && key !== 'stamp')
    const search = new URLSearchParams(query).toString()
    void fallbackFor(`${event.path}${search ? `?${search}` : ''}`)
  })
  return children
}

export default App
