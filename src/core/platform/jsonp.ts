import Taro from '@tarojs/taro'

/** Spec section 9: JSONP waits 2000 ms and retries twice. */
export const JSONP_TIMEOUT_MS = 2000
export const JSONP_RETRIES = 2

/** Load a JSONP endpoint (H5), through Taro's request and its jsonp-retry transport. */
export async function loadJsonp<T>(url: string, params: Record<string, unknown> = {}): Promise<T> {
  const response = await Taro.request({
    url,
    data: params,
    jsonp: true,
    timeout: JSONP_TIMEOUT_MS,
    // passed through to jsonp-retry
    ...({ retryTimes: JSONP_RETRIES } as object),
  })
  return response.data as T
}
