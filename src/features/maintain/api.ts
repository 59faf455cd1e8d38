import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { MAINTAIN_ACTIONS, MAINTAIN_STATUSES, type MaintainStatus, type MaintainTab } from './machine'

/**
 * Care (养护): the dealer sends an item to the platform's workshop. Photos and picked services
 * give an estimate (a range); the workshop signs for the item (photos and an accessories
 * checklist), diagnoses it with a binding quote per service line; the dealer accepts all or some
 * lines (then pays them at the cashier: the order is firm only when paid) or asks for the item
 * back unserviced. The workshop logs the service with photos and sends the item back; done
 * carries a warranty. One state machine (machine.ts), enforced by the server. Money in fen,
 * times ISO. See docs/api.md, "Care (养护)".
 */

const Status = v.picklist(MAINTAIN_STATUSES)
export const MaintainActionSchema = v.picklist(MAINTAIN_ACTIONS)

export const MaintainEvent = v.object({ status: Status, at: v.string(), note: orNull(v.string()) })
export type MaintainEvent = v.InferOutput<typeof MaintainEvent>

/** The item: picked from the catalogue (brand, model) or from the dealer's stock. */
export const MaintainItem = v.object({
  source: v.picklist(['catalogue', 'stock']),
  stockItemId: orNull(v.number()),
  stockCode: orNull(v.string()),
  skuId: orNull(v.number()),
  category: v.string(),
  brandName: v.string(),
  model: v.string(),
})
export type MaintainItem = v.InferOutput<typeof MaintainItem>

/** What the workshop found on arrival: photos and the accessories checklist. */
export const Reception = v.object({
  receivedAt: v.string(),
  photos: v.array(v.string()),
  /** 防尘袋/锁/肩带/卡片 each received or not; what is not listed is not covered. */
  accessories: v.array(v.object({ name: v.string(), received: v.boolean() })),
  note: v.string(),
})
export type Reception = v.InferOutput<typeof Reception>

/** One binding quote line of the diagnosis. */
export const QuoteLine = v.object({
  id: v.number(),
  serviceKey: v.string(),
  name: v.string(),
  priceCents: v.number(),
  /** What the workshop found. */
  finding: v.string(),
  /** Photos of the defect. */
  photos: v.array(v.string()),
  /** 补色会覆盖缝线颜色 */
  risk: v.string(),
  minDays: v.number(),
  maxDays: v.number(),
})
export type QuoteLine = v.InferOutput<typeof QuoteLine>

export const Diagnosis = v.object({
  diagnosedAt: v.string(),
  lines: v.array(QuoteLine),
  note: v.string(),
})
export type Diagnosis = v.InferOutput<typeof Diagnosis>

/** The payment of the accepted lines (through the one cashier). */
export const MaintainPayment = v.object({
  payOrderNo: orNull(v.string()),
  amountCents: v.number(),
  status: v.picklist(['unpaid', 'pending', 'paid']),
  paidAt: orNull(v.string()),
})
export type MaintainPayment = v.InferOutput<typeof MaintainPayment>

/** A timestamped entry of the service log: photos before, during and after. */
export const ServiceEntry = v.object({
  at: v.string(),
  kind: v.picklist(['before', 'progress', 'after']),
  text: v.string(),
  photos: v.array(v.string()),
})
export type ServiceEntry = v.InferOutput<typeof ServiceEntry>

export const MaintainReturn = v.object({
  reason: v.string(),
  note: v.string(),
  askedAt: v.string(),
  /** Who pays the return shipping, in words: 运费由您承担（顺丰到付）. */
  shippingText: v.string(),
  insuredCents: v.number(),
})
export type MaintainReturn = v.InferOutput<typeof MaintainReturn>

export const MaintainSummary = v.object({
  id: v.number(),
  /** YH20261128001 */
  no: v.string(),
  status: Status,
  title: v.string(),
  cover: v.string(),
  serviceNames: v.array(v.string()),
  estimate: v.object({ lowCents: v.number(), highCents: v.number() }),
  /** The quote of the accepted lines (once accepted), else null. */
  amountCents: orNull(v.number()),
  updatedAt: v.string(),
})
export type MaintainSummary = v.InferOutput<typeof MaintainSummary>

export const MaintainDetail = v.object({
  ...MaintainSummary.entries,
  item: MaintainItem,
  problem: v.string(),
  photos: v.array(v.string()),
  services: v.array(v.string()),
  declaredValueCents: v.number(),
  turnaround: v.object({ minDays: v.number(), maxDays: v.number() }),
  createdAt: v.string(),
  /** Where to send the item: the workshop's address. */
  workshopText: v.string(),
  reception: orNull(Reception),
  diagnosis: orNull(Diagnosis),
  acceptedLineIds: v.array(v.number()),
  payment: orNull(MaintainPayment),
  log: v.array(ServiceEntry),
  returnRequest: orNull(MaintainReturn),
  /** The parcel to the workshop (express), and the one back (send-back or return). */
  parcelId: orNull(v.number()),
  backParcelId: orNull(v.number()),
  /** Awaiting shipment: sent by then, else cancelled (SEND_WITHIN_DAYS after placing it). */
  sendBy: orNull(v.string()),
  /** 保修至 (done only). */
  warrantyUntil: orNull(v.string()),
  /** What the dealer may do now (the server's word). */
  actions: v.array(MaintainActionSchema),
  timeline: v.array(MaintainEvent),
  serverTime: v.string(),
})
export type MaintainDetail = v.InferOutput<typeof MaintainDetail>

export const MaintainCounts = v.object(Object.fromEntries(MAINTAIN_STATUSES.map((status) => [status, v.number()])) as Record<MaintainStatus, v.NumberSchema<undefined>>)
export type MaintainCounts = v.InferOutput<typeof MaintainCounts>

export interface CreateInput {
  source: 'catalogue' | 'stock'
  stockItemId: number | null
  skuId: number | null
  category: string
  brandName: string
  model: string
  problem: string
  photos: string[]
  services: string[]
  declaredValueCents: number
  /** The liability rule was read and accepted (the server refuses without it). */
  liabilityAccepted: boolean
}

export interface MaintainListQuery extends PageQuery {
  tab: MaintainTab
}

export const maintainApi = {
  /** The account's care orders of a tab, newest change first. */
  list: defineCall('GET', '/maintain/order/list', pageOf(MaintainSummary), params<MaintainListQuery>()),
  counts: defineCall('GET', '/maintain/order/counts', MaintainCounts),
  /** One order; 404 when not the account's. */
  detail: defineCall('GET', '/maintain/order/detail', MaintainDetail, params<{ id: number }>()),
  /** A new order: awaiting_shipment. */
  create: defineCall('POST', '/maintain/order/create', MaintainDetail, params<CreateInput>()),
  /** awaiting_shipment → cancelled. */
  cancel: defineCall('POST', '/maintain/order/cancel', MaintainDetail, params<{ id: number }>()),
  /** diagnosed → awaiting_payment, every line. */
  acceptAll: defineCall('POST', '/maintain/order/accept-all', MaintainDetail, params<{ id: number }>()),
  /** diagnosed → awaiting_payment, the lines named (at least one). */
  acceptSome: defineCall('POST', '/maintain/order/accept-some', MaintainDetail, params<{ id: number; lineIds: number[] }>()),
  /** awaiting_payment: the pay order of the accepted lines (the pending one, or a new one). */
  pay: defineCall('POST', '/maintain/order/pay', v.object({ payOrderNo: v.string() }), params<{ id: number }>()),
  /** received | diagnosed | awaiting_payment → return_requested (unserviced, before paying). */
  applyReturn: defineCall('POST', '/maintain/order/apply-return', MaintainDetail, params<{ id: number; reason: string; note: string }>()),
}
