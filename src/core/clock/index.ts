/**
 * The server's clock as the phone sees it. Every reply that carries a time-bound state (a pay
 * order, a lot, a session) carries serverTime; the offset between it and the phone's clock is
 * measured on a timed read (serverTime was stamped about half a round trip before the answer
 * arrived). Countdowns run on serverNow(), so a phone whose clock is minutes wrong still counts
 * down right, and nothing here ever decides that something closed: the server says so.
 */
let offsetMs = 0
let measured = false

export function serverNow(): number {
  return Date.now() + offsetMs
}

/** Server minus phone, in ms (0 until a reply was timed). */
export function serverOffset(): number {
  return offsetMs
}

/** Learn the offset from a reply's serverTime, the request sent at `sentAt` and answered at `receivedAt` (phone ms). */
export function syncServerClock(serverTime: string, sentAt: number, receivedAt = Date.now()): void {
  const stamped = Date.parse(serverTime)
  if (Number.isNaN(stamped) || receivedAt < sentAt) return
  offsetMs = Math.round(stamped + (receivedAt - sentAt) / 2 - receivedAt)
  measured = true
}

/** Whether a reply was timed yet. */
export function serverClockKnown(): boolean {
  return measured
}

/** For tests. */
export function resetServerClock(): void {
  offsetMs = 0
  measured = false
}

/** Time a call whose reply carries serverTime, learning the offset from it. */
export async function timedCall<T extends { serverTime: string }>(call: () => Promise<T>): Promise<T> {
  const sentAt = Date.now()
  const reply = await call()
  syncServerClock(reply.serverTime, sentAt)
  return reply
}

/** mm:ss, h:mm:ss over an hour, N天 h:mm:ss over a day (rounded up to the second). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const days = Math.floor(total / 86400)
  const hours = Math.floor((total % 86400) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const two = (value: number) => String(value).padStart(2, '0')
  if (days) return `${days}天 ${hours}:${two(minutes)}:${two(seconds)}`
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`
}
