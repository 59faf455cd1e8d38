import Taro from '@tarojs/taro'
import { reportError } from '../app/errors'
import { nativeApp } from './detect'
import { loadBridge } from './load-bridge'

/**
 * H5 inside the native app: every route change goes to the app through the bridge
 * (h5RouterChange with the address), which loads on the first one. Elsewhere nothing is sent.
 * Returns the unsubscribe.
 */
export function reportRouteChanges(): () => void {
  const report = () => {
    if (!nativeApp()) return
    const location = { url: window.location.href, path: window.location.pathname }
    loadBridge()
      .then(({ callBridge }) => callBridge('h5RouterChange', location))
      .catch(reportError)
  }
  Taro.eventCenter.on('__afterTaroRouterChange', report)
  return () => Taro.eventCenter.off('__afterTaroRouterChange', report)
}
