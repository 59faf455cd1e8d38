import Taro from '@tarojs/taro'

export const DEBUG_CONSOLE_KEY = 'debugConsole'

function turnedOff(): boolean {
  try {
    return Taro.getStorageSync(DEBUG_CONSOLE_KEY) === 'off'
  } catch {
    return false
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
    void import(/* webpackChunkName: "vconsole" */ 'vconsole').then(({ default: VConsole }) => new VConsole({ theme: 'light' }))
  }
}
