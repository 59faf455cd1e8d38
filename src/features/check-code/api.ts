import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { CHECK_ACTIONS, CHECK_STATUSES, QUESTION_KEYS, type CheckStatus, type CheckTab } from './machine'

/**
 * Code check (查码): the dealer sends a brand, the code as printed (kept as typed) and photos of
 * the stamp; a checker reads it (on the clock) and either decodes it (production period with every
 * candidate year, place, notes, a confidence band), asks for more (the form), or finds it
 * unreadable. One state machine (machine.ts), enforced by the server. Times ISO. See docs/api.md,
 * "Code check (查码)".
 */

const Status = v.picklist(CHECK_STATUSES)
export const CheckActionSchema = v.picklist(CHECK_ACTIONS)

export const CheckEvent = v.object({ status: Status, at: v.string(), note: orNull(v.string()) })
export type CheckEvent = v.InferOutput<typeof CheckEvent>

export const CheckResult = v.object({
  reading: v.string(),
  years: v.array(v.number()),
  periodText: v.string(),
  place: v.string(),
  notes: v.array(v.string()),
  confidence: v.picklist(['高', '中', '低']),
  decodedAt: v.string(),
})
export type CheckResult = v.InferOutput<typeof CheckResult>

/** What the checker asks for: one question per field of the form. */
export const CheckQuestion = v.object({ key: v.picklist(QUESTION_KEYS), text: v.string() })
export type CheckQuestion = v.InferOutput<typeof CheckQuestion>

export const CheckSupplement = v.object({ at: v.string(), code: orNull(v.string()), stampShape: orNull(v.string()), photos: v.array(v.string()), note: v.string() })
export type CheckSupplement = v.InferOutput<typeof CheckSupplement>

export const CheckSummary = v.object({
  id: v.number(),
  /** CM20261128001 */
  no: v.string(),
  status: Status,
  brand: v.string(),
  brandName: v.string(),
  /** The code as the dealer typed it (or 无码). */
  codeText: v.string(),
  cover: v.string(),
  /** The decoded period once decoded, else null. */
  periodText: orNull(v.string()),
  updatedAt: v.string(),
})
export type CheckSummary = v.InferOutput<typeof CheckSummary>

export const CheckDetail = v.object({
  ...CheckSummary.entries,
  code: v.string(),
  noCode: v.boolean(),
  stampShape: orNull(v.string()),
  photos: v.array(v.string()),
  note: v.string(),
  createdAt: v.string(),
  /** When the checker's reading is due (submitted), else null. */
  dueAt: orNull(v.string()),
  /** What the checker asks now (needs_info), else []. */
  questions: v.array(CheckQuestion),
  supplements: v.array(CheckSupplement),
  result: orNull(CheckResult),
  /** Why it could not be read (unreadable). */
  unreadableReason: orNull(v.string()),
  actions: v.array(CheckActionSchema),
  timeline: v.array(CheckEvent),
  serverTime: v.string(),
})
export type CheckDetail = v.InferOutput<typeof CheckDetail>

export const CheckCounts = v.object(Object.fromEntries(CHECK_STATUSES.map((status) => [status, v.number()])) as Record<CheckStatus, v.NumberSchema<undefined>>)
export type CheckCounts = v.InferOutput<typeof CheckCounts>

export interface CheckCreateInput {
  brand: string
  /** As typed (empty with noCode). */
  code: string
  noCode: boolean
  /** Hermès: 无框 | 圆圈 | 方框 | 看不清; else ''. */
  stampShape: string
  photos: string[]
  note: string
}

export interface CheckSupplementInput {
  id: number
  code: string
  stampShape: string
  photos: string[]
  note: string
}

export interface CheckListQuery extends PageQuery {
  tab: CheckTab
}

export const checkCodeApi = {
  /** The account's requests of a tab, newest change first. */
  list: defineCall('GET', '/check-code/list', pageOf(CheckSummary), params<CheckListQuery>()),
  counts: defineCall('GET', '/check-code/counts', CheckCounts),
  /** One request; 40964 when not the account's. */
  detail: defineCall('GET', '/check-code/detail', CheckDetail, params<{ id: number }>()),
  /** A new request: submitted. */
  create: defineCall('POST', '/check-code/create', CheckDetail, params<CheckCreateInput>()),
  /** needs_info → submitted, with the answers to the checker's questions. */
  supplement: defineCall('POST', '/check-code/supplement', CheckDetail, params<CheckSupplementInput>()),
  /** submitted | needs_info → cancelled. */
  cancel: defineCall('POST', '/check-code/cancel', CheckDetail, params<{ id: number }>()),
}
