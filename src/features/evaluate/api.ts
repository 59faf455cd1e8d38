import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { EVALUATE_ACTIONS, EVALUATE_METHODS, EVALUATE_STATUSES, VERDICTS, type EvaluateStatus, type EvaluateTab } from './machine'

/**
 * Peer appraisal (同行鉴定): the dealer asks the platform's appraisal centre to authenticate an
 * item, by mail (寄送鉴定: the item sent insured with a seal number, checked at receipt) or from
 * photos (在线鉴定). One state machine (machine.ts), enforced by the server. Money in fen, times
 * ISO. See docs/api.md, "Peer appraisal (同行鉴定)".
 */

const Status = v.picklist(EVALUATE_STATUSES)
const Method = v.picklist(EVALUATE_METHODS)

export const EvaluateEvent = v.object({ status: Status, at: v.string(), note: orNull(v.string()) })
export type EvaluateEvent = v.InferOutput<typeof EvaluateEvent>

export const EvaluateItem = v.object({ category: v.string(), brandName: v.string(), model: v.string() })
export type EvaluateItem = v.InferOutput<typeof EvaluateItem>

/** The seal (防调包扣/封签) recorded at sending and the one the centre read at receipt. */
export const SealCheck = v.object({
  sent: orNull(v.string()),
  /** Read by the centre when it signed for the parcel (null before). */
  found: orNull(v.string()),
  matched: orNull(v.boolean()),
})
export type SealCheck = v.InferOutput<typeof SealCheck>

export const EvaluateReport = v.object({
  /** JD2026112800123 */
  no: v.string(),
  verdict: v.picklist(VERDICTS),
  /** 无法鉴定 only: what was missing. */
  missing: v.array(v.string()),
  photos: v.array(v.object({ url: v.string(), label: v.string() })),
  appraiser: v.string(),
  reviewer: v.string(),
  issuedAt: v.string(),
  method: Method,
  notes: v.string(),
  /** The seal the centre put on the returned item (mail only). */
  returnSeal: orNull(v.string()),
  scope: v.string(),
})
export type EvaluateReport = v.InferOutput<typeof EvaluateReport>

export const EvaluateSummary = v.object({
  id: v.number(),
  /** TH20261128001 */
  no: v.string(),
  status: Status,
  method: Method,
  title: v.string(),
  cover: v.string(),
  feeCents: v.number(),
  verdict: orNull(v.picklist(VERDICTS)),
  updatedAt: v.string(),
})
export type EvaluateSummary = v.InferOutput<typeof EvaluateSummary>

export const EvaluateDetail = v.object({
  ...EvaluateSummary.entries,
  item: EvaluateItem,
  photos: v.array(v.string()),
  note: v.string(),
  createdAt: v.string(),
  paidAt: orNull(v.string()),
  payOrderNo: orNull(v.string()),
  /** Where to send the item (mail). */
  centreText: v.string(),
  seal: SealCheck,
  parcelId: orNull(v.number()),
  backParcelId: orNull(v.number()),
  /** When the centre took it on, and the promised time of the result. */
  acceptedAt: orNull(v.string()),
  promisedAt: orNull(v.string()),
  reviewAsked: v.boolean(),
  report: orNull(EvaluateReport),
  /** What the dealer may do now (the server's word). */
  actions: v.array(v.picklist(EVALUATE_ACTIONS)),
  timeline: v.array(EvaluateEvent),
  serverTime: v.string(),
})
export type EvaluateDetail = v.InferOutput<typeof EvaluateDetail>

export const EvaluateCounts = v.object(Object.fromEntries(EVALUATE_STATUSES.map((status) => [status, v.number()])) as Record<EvaluateStatus, v.NumberSchema<undefined>>)
export type EvaluateCounts = v.InferOutput<typeof EvaluateCounts>

export interface OrderInput {
  category: string
  brandName: string
  model: string
  photos: string[]
  method: 'mail' | 'online'
  note: string
}

export interface EvaluateListQuery extends PageQuery {
  tab: EvaluateTab
}

export const evaluateApi = {
  list: defineCall('GET', '/evaluate/order/list', pageOf(EvaluateSummary), params<EvaluateListQuery>()),
  counts: defineCall('GET', '/evaluate/order/counts', EvaluateCounts),
  /** One order; 404 when not the account's. */
  detail: defineCall('GET', '/evaluate/order/detail', EvaluateDetail, params<{ id: number }>()),
  /** A new order: awaiting_payment. */
  create: defineCall('POST', '/evaluate/order/create', EvaluateDetail, params<OrderInput>()),
  /** Item, photos, note, method (method not once sent): while not yet accepted. */
  modify: defineCall('POST', '/evaluate/order/modify', EvaluateDetail, params<OrderInput & { id: number }>()),
  /** awaiting_payment: the fee's pay order (the pending one, or a new one). */
  pay: defineCall('POST', '/evaluate/order/pay', v.object({ payOrderNo: v.string() }), params<{ id: number }>()),
  cancel: defineCall('POST', '/evaluate/order/cancel', EvaluateDetail, params<{ id: number }>()),
  /** awaiting_shipment: the seal number on the item, before the parcel is sent. */
  seal: defineCall('POST', '/evaluate/order/seal', EvaluateDetail, params<{ id: number; sealNo: string }>()),
  /** reported → done. */
  confirmOnline: defineCall('POST', '/evaluate/order/confirm-online', EvaluateDetail, params<{ id: number }>()),
  /** reported → appraising (once). */
  requestReview: defineCall('POST', '/evaluate/order/review', EvaluateDetail, params<{ id: number; reason: string; photos: string[] }>()),
  /** returning → done: the seal number on the returned item must be the report's. */
  confirmMail: defineCall('POST', '/evaluate/order/confirm-mail', EvaluateDetail, params<{ id: number; sealNo: string }>()),
  /** exception → appraising: the dealer vouches that the tag the centre read is theirs (changed by them). */
  continueAppraisal: defineCall('POST', '/evaluate/order/continue', EvaluateDetail, params<{ id: number }>()),
  /** exception → cancelled: the item sent back unappraised (backParcelId), the fee paid refunded in full. */
  askReturn: defineCall('POST', '/evaluate/order/ask-return', EvaluateDetail, params<{ id: number }>()),
}
