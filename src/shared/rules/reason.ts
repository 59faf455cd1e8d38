/**
 * Reasons with notes: a reason picked from a list, and a note that is optional except for 其他
 * (which must say what). Cancel, give-up, return and recheck reasons all follow it.
 */

export const OTHER_REASON = '其他'
/** Every free note beside an action (reason notes, quote and inspection notes, order notes). */
export const NOTE_MAX = 200

export function noteRequired(reason: string): boolean {
  return reason === OTHER_REASON
}

export function noteError(note: unknown, label = '说明'): string | undefined {
  return typeof note === 'string' && note.trim().length > NOTE_MAX ? `${label}不能超过${NOTE_MAX}个字` : undefined
}

export const REASON_MISSING = '请选择原因'

/** A reason as a request carries it (picked from a sheet; the server takes any words, not too many). */
export function reasonError(reason: unknown): string | undefined {
  if (typeof reason !== 'string' || !reason.trim()) return REASON_MISSING
  return noteError(reason)
}

export function checkReason(input: { reason: string; note?: string }, reasons: readonly string[]): Partial<Record<'reason' | 'note', string>> {
  const errors: Partial<Record<'reason' | 'note', string>> = {}
  const note = input.note ?? ''
  if (!reasons.includes(input.reason)) errors.reason = REASON_MISSING
  const tooLong = noteError(note)
  if (tooLong) errors.note = tooLong
  else if (noteRequired(input.reason) && !note.trim()) errors.note = '请说明具体原因'
  return errors
}
