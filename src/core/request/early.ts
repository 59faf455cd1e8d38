import type { TransportResponse } from './transport'

/** A call index.html's script sent before the app's code arrived (config/early-call.ts). */
export interface EarlyCall {
  method: string
  url: string
  body: string | undefined
  headers: Record<string, string>
  reply: Promise<{ status: number; text: string }>
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[]
  }
}

/** Same headers but for the time each was sent (and the body's type, which the body implies). */
function sameHeaders(sent: Record<string, string>, header: Record<string, string>): boolean {
  const names = (headers: Record<string, string>) => Object.keys(headers).filter((name) => name !== 'timestamp' && name !== 'Content-Type')
  const sentNames = names(sent)
  return sentNames.length === names(header).length && sentNames.every((name) => sent[name] === header[name])
}

/**
 * The reply of an early call when this request is that call (same method, URL, body and headers
 * but the time), once: a later identical request goes to the server.
 */
export function takeEarlyReply(method: string, url: string, body: string | undefined, header: Record<string, string>): Promise<TransportResponse> | undefined {
  if (typeof window === 'undefined' || !window.__earlyCalls) return undefined
  const index = window.__earlyCalls.findIndex((call) => call.method === method && call.url === url && call.body === body && sameHeaders(call.headers, header))
  if (index < 0) return undefined
  const [early] = window.__earlyCalls.splice(index, 1)
  return early.reply.then(({ status, text }) => ({ statusCode: status, data: text }))
}

/** Start-up is over: replies it did not take are not anyone's (a later login asks anew). */
export function forgetEarlyReplies(): void {
  if (typeof window !== 'undefined') window.__earlyCalls = undefined
}
