import * as v from 'valibot'
import { defineCall, orNull, params } from '@/core/api/define'
import { PARCEL_STATES } from './rules'

/** The carrier's online insurance ceiling, for areas whose own rules (care's insured send-back) name it. */
export { MAX_ONLINE_DECLARED_CENTS } from './rules'

/**
 * Express (寄快递): one module for every parcel the app sends — recycling's item to the buyer,
 * care's item to the workshop (and the workshop's send-back), appraisal, personal parcels. The
 * server prefills the receiver for an order's purpose, books the carrier's pickup, normalises
 * the parcel's state and keeps its tracking (pulled from the carrier at most every 30 minutes).
 * Rules shared with the mock in rules.ts. Money in fen, times ISO. See docs/api.md, "Express".
 */

export const PARCEL_PURPOSE_KINDS = ['recycle', 'recycle-back', 'maintain', 'maintain-back', 'evaluate', 'evaluate-back', 'quality', 'personal'] as const
export type ParcelPurposeKind = (typeof PARCEL_PURPOSE_KINDS)[number]

/** What a parcel is for: an order of an area, or a personal parcel (orderId null). */
export interface ParcelPurpose {
  kind: ParcelPurposeKind
  orderId: number | null
}

export const ParcelPurposeSchema = v.object({ kind: v.picklist(PARCEL_PURPOSE_KINDS), orderId: orNull(v.number()) })

/** Refusals (HTTP 200 envelope codes). The page says the server's words and reloads. */
export const EXPRESS_REFUSALS = {
  /** The parcel's state no longer allows the action (collected: too late to cancel or change). */
  stateMoved: 40930,
  /** The slot is no longer offered (it ends within 2 h of the server's now). */
  slotGone: 40931,
  /** The order was already sent (one live parcel per order purpose). */
  alreadySent: 40932,
  /** Tracking was refreshed less than 30 minutes ago, or the parcel is signed for. */
  refreshLimited: 42930,
} as const

/** A sender or receiver: name, phone, address (one line). */
export const Party = v.object({ name: v.string(), phone: v.string(), address: v.string() })
export type Party = v.InferOutput<typeof Party>

export const Slot = v.object({ start: v.string(), end: v.string() })

/** The courier the carrier assigned, and when (the booking; again at a new booking). */
export const Courier = v.object({ name: v.string(), phone: v.string(), assignedAt: v.string() })

export const TrackEvent = v.object({
  at: v.string(),
  /** The carrier's word for the event (揽收, 在途, 派件, 签收, 疑难, 拒签, 退回…); see rules.ts. */
  code: v.string(),
  text: v.string(),
})
export type TrackEvent = v.InferOutput<typeof TrackEvent>

export const ParcelActionSchema = v.picklist(['cancelPickup', 'bookPickup', 'changePickup'])
export type ParcelAction = v.InferOutput<typeof ParcelActionSchema>

/** One parcel as its sender (or the receiver of a send-back) sees it. */
export const ParcelView = v.object({
  id: v.number(),
  purpose: ParcelPurposeSchema,
  /** 回收订单 HS20261126001 / 个人寄件: what it is for, in Chinese. */
  purposeText: v.string(),
  /** The normalised state as of the server's now. */
  state: v.picklist(PARCEL_STATES),
  carrier: v.string(),
  /** Verbatim as the carrier gives it (SF + 13 digits today). */
  waybillNo: v.string(),
  sender: Party,
  receiver: Party,
  itemType: v.string(),
  itemName: v.string(),
  declaredValueCents: v.number(),
  insuranceFeeCents: v.number(),
  /** The item's value the declaration is measured against (null for a personal parcel). */
  itemValueCents: orNull(v.number()),
  /** Sent by the dealer without a pickup (我已自行寄出). */
  selfShipped: v.boolean(),
  /** The booked pickup window; null when none (self-shipped, handed in at a counter). */
  pickup: orNull(Slot),
  /** The courier assigned to the pickup (null before one is assigned). */
  courier: orNull(Courier),
  collectedAt: orNull(v.string()),
  signedAt: orNull(v.string()),
  cancelledAt: orNull(v.string()),
  /** The newest carrier event as of now. */
  latestEvent: orNull(TrackEvent),
  createdAt: v.string(),
  serverTime: v.string(),
  /** What the asking dealer may do now (the server's word). */
  actions: v.array(ParcelActionSchema),
})
export type ParcelView = v.InferOutput<typeof ParcelView>

/** What the send form starts from for a purpose. */
export const SendContext = v.object({
  purpose: ParcelPurposeSchema,
  purposeText: v.string(),
  /** Prefilled for an order's purpose (the workshop's or the buyer's address) and not editable then; null: the dealer picks one. */
  receiver: orNull(Party),
  itemName: v.string(),
  itemType: orNull(v.string()),
  /** The stock cost (a stock piece, for those who see costs) or the order's value, in fen; null when unknown. */
  defaultDeclaredValueCents: orNull(v.number()),
  /** The item's value a declaration may not exceed (null: only the online cap). */
  itemValueCents: orNull(v.number()),
  /** min(item value, ¥20,000). */
  maxDeclaredValueCents: v.number(),
  /** The order's live parcel, when it was sent already. */
  parcelId: orNull(v.number()),
})
export type SendContext = v.InferOutput<typeof SendContext>

export const SlotsReply = v.object({
  carrier: v.string(),
  serverTime: v.string(),
  days: v.array(v.object({ date: v.string(), label: v.string(), slots: v.array(Slot) })),
})
export type SlotsReply = v.InferOutput<typeof SlotsReply>

/** The parcel's tracking as last pulled from the carrier: events as the carrier sends them (out of order, repeats). */
export const TrackingReply = v.object({
  parcelId: v.number(),
  carrier: v.string(),
  waybillNo: v.string(),
  state: v.picklist(PARCEL_STATES),
  events: v.array(TrackEvent),
  /** When the carrier was last asked. */
  refreshedAt: v.string(),
  /** The next refresh allowed (30 minutes on); null once signed (never refreshed again). */
  nextRefreshAt: orNull(v.string()),
  serverTime: v.string(),
})
export type TrackingReply = v.InferOutput<typeof TrackingReply>

export interface SendInput {
  purpose: ParcelPurpose
  sender: Party
  /** Left out (ignored) for an order's purpose: the server's receiver. */
  receiver?: Party | null
  itemType: string
  declaredValueCents: number
  /** A slot of GET /express/slots, or null with selfShipped. */
  pickup: { start: string; end: string } | null
  selfShipped?: { carrier: string; waybillNo: string } | null
  /** A personal parcel of a piece of the dealer's stock: its value caps the declaration. */
  stockItemId?: number | null
}

export const expressApi = {
  sendContext: defineCall('GET', '/express/send-context', SendContext, params<{ purpose: ParcelPurposeKind; orderId?: number | null; stockItemId?: number | null }>()),
  /** The carrier's pickup slots from the server's now (a slot ending within 2 h is not offered). */
  slots: defineCall('GET', '/express/slots', SlotsReply),
  /** Send a parcel: with a pickup slot, or self-shipped (carrier + waybill). The owning area's order moves. */
  send: defineCall('POST', '/express/parcel', ParcelView, params<SendInput>()),
  /** One parcel (its sender, or the receiver of a send-back); 404 otherwise. */
  detail: defineCall('GET', '/express/parcel', ParcelView, params<{ id: number }>()),
  /** Book a pickup for a parcel without one (cancelled before), or change the slot before collection. */
  bookPickup: defineCall('POST', '/express/pickup', ParcelView, params<{ id: number; start: string; end: string }>()),
  /** Cancel the pickup: only before the courier has collected it (else EXPRESS_REFUSALS.stateMoved). */
  cancelPickup: defineCall('POST', '/express/pickup/cancel', ParcelView, params<{ id: number }>()),
  /** The tracking as last pulled (pulled anew when 30 minutes have passed and not signed). */
  tracking: defineCall('GET', '/express/tracking', TrackingReply, params<{ id: number }>()),
  /** Ask the carrier now: refused within 30 minutes of the last pull, and once signed. */
  refreshTracking: defineCall('POST', '/express/tracking/refresh', TrackingReply, params<{ id: number }>()),
}
