import type { TransportResponse } from './transport'

/** A call index.html's script sent before the app's code arrived (config/early-call.ts). */
export interface EarlyCall {
  method: string
  url: string
  body: string | undefined
  reply: Promise<{ status: number; text: string }>
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[]
  }
}

/**
 * The reply of an early call when this request is that call (same method, URL and body), once:
 * a later identical request goes to the server.
 */
export function takeEarlyReply(method: string, url: string, body: string | undefined): Promise<TransportResponse> | undefined {
  if (typeof window === 'undefined' || !window.__earlyCalls) return undefined
  const index = window.__earlyCalls.findIndex((call) => call.method === method && call.url === url && call.body === body)
  if (index < 0) return undefined
  const [early] = window.__earlyCalls.splice(index, 1)
  return early.reply.then(({ status, text }) => ({ statusCode: status, data: text }))
}
