import type { TransportResponse } from './transport'

/** A call index.html's script sent before the app's code arrived (config/early-call.ts). */
export interface EarlyCall {
  method: string
  url: string
  body: string
  reply: Promise<{ status: number; text: string }>
}

declare global {
  interface Window {
    __earlyCall?: EarlyCall
  }
}

/**
 * The reply of the early call when this request is that call (same method, URL and body), once:
 * a later identical request goes to the server.
 */
export function takeEarlyReply(method: string, url: string, body: string | undefined): Promise<TransportResponse> | undefined {
  if (typeof window === 'undefined') return undefined
  const early = window.__earlyCall
  if (!early || early.method !== method || early.url !== url || early.body !== body) return undefined
  window.__earlyCall = undefined
  return early.reply.then(({ status, text }) => ({ statusCode: status, data: text }))
}
