import Taro from '@tarojs/taro'
import { loadBridge } from './load-bridge'

/**
 * Scans a code: WeChat's scanner, the native app's (through the bridge), or a failure saying the
 * browser cannot (非app环境). Its own module: the home tab's 扫一扫 loads the bridge on a tap.
 */
export async function scanCode(): Promise<string> {
  // Build-time branch: each build carries only its own scanner.
  if (process.env.TARO_ENV === 'weapp') {
    const { result } = await Taro.scanCode({ onlyFromCamera: false })
    return result
  }
  const data = await (await loadBridge()).callBridge<{ result: string } | string>('scanCode')
  return typeof data === 'string' ? data : data.result
}
