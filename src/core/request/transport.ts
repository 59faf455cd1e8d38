import Taro from '@tarojs/taro'
import type { HttpMethod } from '../api/define'
import { takeEarlyReply } from './early'

export interface TransportRequest {
  url: string
  method: HttpMethod
  data: Record<string, unknown>
  header: Record<string, string>
  timeout: number
}

/** The HTTP status and the body, as text or as the mini-program parsed it (the caller reads the envelope). */
export interface TransportResponse {
  statusCode: number
  data: unknown
}

/** GET values in the query the way Taro's request writes them (objects as JSON). */
export function queryString(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
    .join('&')
}

/**
 * H5 and the native app's web-view: the browser's own fetch. Taro's H5 request is the same
 * fetch behind polyfills for old browsers (whatwg-fetch, AbortController) and a JSONP transport,
 * about 10 KB gzip in the first load that the supported browsers do not need.
 */
async function sendWithFetch({ url, method, data, header, timeout }: TransportRequest): Promise<TransportResponse> {
  const bodyless = method === 'GET' || method === 'DELETE'
  const query = bodyless ? queryString(data) : ''
  const body = bodyless ? undefined : JSON.stringify(data)
  const address = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
  const early = takeEarlyReply(method, address, body, header)
  if (early) return early
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  try {
    const response = await fetch(address, {
      method,
      headers: bodyless ? header : { 'Content-Type': 'application/json', ...header },
      body,
      signal: controller.signal,
    })
    return { statusCode: response.status, data: await response.text() }
  } finally {
    clearTimeout(timer)
  }
}

/** The mini-program: wx.request through Taro. */
async function sendWithTaro({ url, method, data, header, timeout }: TransportRequest): Promise<TransportResponse> {
  const response = await Taro.request({ url, method, data, header, timeout, dataType: 'text', responseType: 'text' })
  return { statusCode: response.statusCode, data: response.data }
}

/** Chosen at build time, so each build carries only its own transport. */
export const send = process.env.TARO_ENV === 'h5' ? sendWithFetch : sendWithTaro
