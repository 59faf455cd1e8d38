import * as v from 'valibot'
import { defineCall, orNull, params } from '@/core/api/define'
import { BANDS, METHODS, QUALITY_ACTIONS, QUALITY_STATUSES, VERDICTS, type Method } from './machine'

/**
 * Inspection (质检鉴定) and photo recognition (拍照识款). An inspection order carries the item
 * (from stock or new), the checklist's photos by slot and the method (照片/实物); it is paid at
 * the one cashier, then accepted → inspected → concluded → reviewed → approved → reported, all on
 * the server's clock. The report has a public link (an unguessable token) and a check code for
 * lookups by number. Shikuan returns at most 5 candidates with a confidence band; it is not an
 * authentication. See docs/api.md, "Inspection (质检鉴定) and photo recognition".
 */

const Status = v.picklist(QUALITY_STATUSES)

export const QualityEvent = v.object({ status: Status, at: v.string(), note: orNull(v.string()) })
export type QualityEvent = v.InferOutput<typeof QualityEvent>

export const QualityItem = v.object({
  source: v.picklist(['stock', 'new']),
  stockItemId: orNull(v.number()),
  category: v.string(),
  brandName: v.string(),
  model: v.string(),
  colour: v.string(),
  material: v.string(),
})
export type QualityItem = v.InferOutput<typeof QualityItem>

/** One photo of the checklist, labelled by its slot. */
export const SlotPhoto = v.object({ slot: v.string(), label: v.string(), url: v.string() })
export type SlotPhoto = v.InferOutput<typeof SlotPhoto>

export const QualityResult = v.object({
  verdict: v.picklist(VERDICTS),
  /** 无法鉴定: the checklist slots that were missing (keys and labels). */
  missing: v.array(v.object({ slot: v.string(), label: v.string() })),
  notes: v.string(),
})

export const Turnaround = v.object({
  /** When the clock started (paid for photos; signed for mail-in); null before. */
  startAt: orNull(v.string()),
  /** The promised latest time; null before the start. */
  promisedAt: orNull(v.string()),
  text: v.string(),
})

export const QualitySummary = v.object({
  id: v.number(),
  /** ZJ20261129001 */
  no: v.string(),
  status: Status,
  title: v.string(),
  cover: v.string(),
  method: v.picklist(METHODS),
  verdict: orNull(v.picklist(VERDICTS)),
  updatedAt: v.string(),
})
export type QualitySummary = v.InferOutput<typeof QualitySummary>

export const QualityDetail = v.object({
  ...QualitySummary.entries,
  item: QualityItem,
  photos: v.array(SlotPhoto),
  note: v.string(),
  priceCents: v.number(),
  paidAt: orNull(v.string()),
  turnaround: Turnaround,
  result: orNull(QualityResult),
  /** The report's number and public token, once reported. */
  reportNo: orNull(v.string()),
  parcelId: orNull(v.number()),
  actions: v.array(v.picklist(QUALITY_ACTIONS)),
  timeline: v.array(QualityEvent),
  serverTime: v.string(),
})
export type QualityDetail = v.InferOutput<typeof QualityDetail>

/** What everyone may see: no price, no dealer contact, no order. */
export const PublicReport = v.object({
  reportNo: v.string(),
  verdict: v.picklist(VERDICTS),
  item: v.object({ category: v.string(), brandName: v.string(), model: v.string(), colour: v.string(), material: v.string() }),
  photos: v.array(SlotPhoto),
  method: v.picklist(METHODS),
  issuedAt: v.string(),
  status: v.picklist(['valid', 'revoked']),
  inspector: v.string(),
  reviewer: v.string(),
  notes: v.string(),
  missing: v.array(v.object({ slot: v.string(), label: v.string() })),
  scope: v.string(),
})
export type PublicReport = v.InferOutput<typeof PublicReport>

/** The dealer's report: the public part plus the link and check code to share. */
export const OwnReport = v.object({
  ...PublicReport.entries,
  orderId: v.number(),
  /** /pages/quality/report/index?token=… on our own origin. */
  shareToken: v.string(),
  checkCode: v.string(),
})
export type OwnReport = v.InferOutput<typeof OwnReport>

export const Candidate = v.object({
  skuId: v.number(),
  brandName: v.string(),
  model: v.string(),
  category: v.string(),
  cover: v.string(),
  band: v.picklist(BANDS),
  referencePriceCents: v.number(),
  /** The date of the reference price. */
  priceDate: v.string(),
})
export type Candidate = v.InferOutput<typeof Candidate>

export const Recognition = v.object({
  id: v.number(),
  photo: v.string(),
  createdAt: v.string(),
  /** At most 5, best first; empty when the photo is unusable. */
  candidates: v.array(Candidate),
  /** Unusable photo: what to do (retake). */
  retake: orNull(v.object({ reason: v.string(), advice: v.string() })),
})
export type Recognition = v.InferOutput<typeof Recognition>

export interface QualityCreateInput {
  source: 'stock' | 'new'
  stockItemId: number | null
  category: string
  brandName: string
  model: string
  colour: string
  material: string
  method: Method
  /** Slot key → url. */
  photos: Record<string, string>
  note: string
}

export const qualityApi = {
  list: defineCall('GET', '/quality/order/list', v.object({ list: v.array(QualitySummary) })),
  detail: defineCall('GET', '/quality/order/detail', QualityDetail, params<{ id: number }>()),
  /** A new order: awaiting_payment. */
  create: defineCall('POST', '/quality/order/create', QualityDetail, params<QualityCreateInput>()),
  /** awaiting_payment: the pay order (pending one, or new). */
  pay: defineCall('POST', '/quality/order/pay', v.object({ payOrderNo: v.string() }), params<{ id: number }>()),
  cancel: defineCall('POST', '/quality/order/cancel', QualityDetail, params<{ id: number }>()),
  /** reported (无法鉴定) → accepted with the missing slots' photos. */
  supplement: defineCall('POST', '/quality/order/supplement', QualityDetail, params<{ id: number; photos: Record<string, string> }>()),
  /** reported (无法鉴定) → awaiting_shipment (method mail). */
  mailIn: defineCall('POST', '/quality/order/mail-in', QualityDetail, params<{ id: number }>()),
  /** The dealer's own report of an order (with share token and check code). */
  report: defineCall('GET', '/quality/report/own', OwnReport, params<{ id: number }>()),
  /** Signed out: a report by its public token. */
  publicReport: defineCall('GET', '/quality/report/public', PublicReport, params<{ token: string }>()),
  /** Signed out: a report by number + check code; rate-limited. */
  lookup: defineCall('POST', '/quality/report/lookup', PublicReport, params<{ reportNo: string; checkCode: string }>()),
  /** Photo recognition of an uploaded photo. */
  recognize: defineCall('POST', '/quality/shikuan/recognize', Recognition, params<{ photo: string }>()),
  recognition: defineCall('GET', '/quality/shikuan/detail', Recognition, params<{ id: number }>()),
}
