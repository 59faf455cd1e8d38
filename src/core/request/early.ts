import type { TransportResponse } from './transport'

/** A call index.html's script sent before the app's code arrived (config/early-call.ts). */
export interface EarlyCall {
  method: string
  url: string
  body: string | undefined
  headers: Record<string, string>
  reply: Promise<{ status: number; text: string }>
  /** The landing tab's data (kept past start-up), not one of start-up's calls. */
  landing: boolean
  /** When it was sent (Date.now()). */
  at: number
}

/** How long the landing tab's early data may stand in for the page's own call. */
export const LANDING_REPLY_MAX_AGE_MS = 10_000

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

/** Landing replies past their time are no one's: dropped, with the session's headers they hold. */
function dropStaleLandingReplies(calls: EarlyCall[], now: number): EarlyCall[] {
  return calls.filter((call) => !call.landing || now - call.at <= LANDING_REPLY_MAX_AGE_MS)
}

/**
 * The reply of an early call when this request is that call (same method, URL, body and headers
 * but the time), once: a later identical request goes to the server.
 */
export function takeEarlyReply(method: string, url: string, body: string | undefined, header: Record<string, string>): Promise<TransportResponse> | undefined {
  if (typeof window === 'undefined' || !window.__earlyCalls) return undefined
  const calls = dropStaleLandingReplies(window.__earlyCalls, Date.now())
  window.__earlyCalls = calls
  const index = calls.findIndex((call) => call.method === method && call.url === url && call.body === body && sameHeaders(call.headers, header))
  if (index < 0) return undefined
  const [early] = calls.splice(index, 1)
  return early.reply.then(({ status, text }) => ({ statusCode: status, data: text }))
}

/**
 * Start-up is over: its replies it did not take are not anyone's (a later login asks anew). The
 * landing tab's data is kept for the landing prefetch (src/landing.ts), which asks once start-up
 * is done; any later request drops it once it is past its time.
 */
export function forgetStartUpReplies(): void {
  if (typeof window === 'undefined' || !window.__earlyCalls) return
  const landing = window.__earlyCalls.filter((call) => call.landing)
  window.__earlyCalls = landing.length ? landing : undefined
}
