import { MockError } from './handle'

/**
 * Codes of refusals that are not an area's own: the state does not allow the action now (409),
 * or what it acts on is over for good (410). Areas keep their own codes where the app reads
 * them (RECYCLE_REFUSALS 40920/41020/41021, BID_REFUSALS, GRAB_REFUSALS, 600000001…).
 */
export const CONFLICT = 409
export const GONE = 410

/**
 * Refuse an action the state does not allow: the answer is the server's envelope
 * {code, msg, data} with HTTP 200, as the app's request reads every business failure (an
 * ApiError with that code and the server's Chinese words; data as the area's page needs it,
 * e.g. {status} for recycling, a dialog's payload, the fresh lot).
 */
export function refuse(code: number, message: string, data: unknown = null): never {
  throw new MockError(code, message, data)
}

/** Refuse unless the state allows it (409 by default). */
export function refuseUnless(allowed: boolean, message: string, code = CONFLICT, data: unknown = null): asserts allowed {
  if (!allowed) refuse(code, message, data)
}

/** A refusal (or any business failure) thrown by refuse() or a handler. */
export function isRefusal(error: unknown): error is MockError {
  return error instanceof MockError
}
