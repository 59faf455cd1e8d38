import * as v from 'valibot'
import { defineCall, orNull, params } from '@/core/api/define'
import { SALE_STATES, TICKET_KINDS } from './machine'

/**
 * Trade fair (观货会): a fair's dates and place, its ticket kinds with quota and sale window on
 * the server's clock, buying through the one cashier, the dealer's tickets (status 1–5) and the
 * signed pass a paid ticket shows at the door. Money in fen, times ISO. docs/api.md, "Activities:
 * help, customer service, landings, trade fair".
 */
const Status = v.picklist([1, 2, 3, 4, 5])
const Kind = v.picklist(TICKET_KINDS)

export const TicketKindInfo = v.object({
  id: v.number(),
  kind: Kind,
  name: v.string(),
  desc: v.string(),
  priceCents: v.number(),
  quota: v.number(),
  remaining: v.number(),
  saleStartsAt: v.string(),
  saleEndsAt: v.string(),
  saleState: v.picklist(SALE_STATES),
  perAccountLimit: v.number(),
  /** This account's tickets of the kind that count against the limit (unpaid, paid, used). */
  held: v.number(),
  refundable: v.boolean(),
})
export type TicketKindInfo = v.InferOutput<typeof TicketKindInfo>

export const Fair = v.object({
  id: v.number(),
  title: v.string(),
  place: v.string(),
  address: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** Doors open and close (the door check admits in between). */
  doorOpensAt: v.string(),
  doorClosesAt: v.string(),
  intro: v.string(),
  kinds: v.array(TicketKindInfo),
  serverTime: v.string(),
})
export type Fair = v.InferOutput<typeof Fair>

export const TicketAction = v.picklist(['pay', 'cancel', 'refund'])
export type TicketAction = v.InferOutput<typeof TicketAction>

export const Ticket = v.object({
  id: v.number(),
  no: v.string(),
  fairId: v.number(),
  fairTitle: v.string(),
  place: v.string(),
  doorOpensAt: v.string(),
  doorClosesAt: v.string(),
  kind: Kind,
  kindName: v.string(),
  priceCents: v.number(),
  status: Status,
  createdAt: v.string(),
  /** Unpaid: paid by then, else cancelled and the quota freed. */
  payBy: orNull(v.string()),
  paidAt: orNull(v.string()),
  usedAt: orNull(v.string()),
  usedGate: orNull(v.string()),
  cancelledAt: orNull(v.string()),
  refundedAt: orNull(v.string()),
  /** Refunded: the money is back by then (original route). */
  refundArrivesBy: orNull(v.string()),
  /** Why a cancelled or refunded ticket no longer admits. */
  closedReason: orNull(v.string()),
  refundable: v.boolean(),
  actions: v.array(TicketAction),
  serverTime: v.string(),
})
export type Ticket = v.InferOutput<typeof Ticket>

export const TicketList = v.object({ list: v.array(Ticket), serverTime: v.string() })

export const TicketPass = v.object({
  ticketId: v.number(),
  /** What the QR code carries: signed by the server for one window, useless after it. */
  token: v.string(),
  /** For manual entry at the door. */
  shortCode: v.string(),
  expiresAt: v.string(),
  serverTime: v.string(),
})
export type TicketPass = v.InferOutput<typeof TicketPass>

export const DoorCheck = v.object({
  accepted: v.boolean(),
  /** Chinese reason when refused (未支付, 已取消, 已退款, 已核销, 非本场, 不在入场时间, …). */
  reason: orNull(v.string()),
  ticketId: orNull(v.number()),
  checkedAt: v.string(),
})
export type DoorCheck = v.InferOutput<typeof DoorCheck>

export const fairApi = {
  /** A fair by id (0 or none: the current one), signed out too; `held` 0 when signed out. */
  detail: defineCall('GET', '/activity/fair/detail', Fair, params<{ id: number }>()),
  /** An unpaid ticket of the kind, holding quota for HOLD_MINUTES, and its pay order. */
  buy: defineCall('POST', '/activity/fair/buy', v.object({ ticketId: v.number(), payOrderNo: v.string() }), params<{ kindId: number }>()),
  tickets: defineCall('GET', '/activity/fair/machine', TicketList),
  ticket: defineCall('GET', '/activity/fair/ticket', Ticket, params<{ id: number }>()),
  /** WAIT_PAY: the pending pay order (or a new one within the hold). */
  pay: defineCall('POST', '/activity/fair/ticket/pay', v.object({ payOrderNo: v.string() }), params<{ id: number }>()),
  /** WAIT_PAY → CANCEL. */
  cancel: defineCall('POST', '/activity/fair/ticket/cancel', Ticket, params<{ id: number }>()),
  /** HAS_PAY → REFUND, where the kind allows, before check-in and before the doors close. */
  refund: defineCall('POST', '/activity/fair/ticket/refund', Ticket, params<{ id: number }>()),
  /** HAS_PAY: the current signed pass. */
  pass: defineCall('GET', '/activity/fair/ticket/pass', TicketPass, params<{ id: number }>()),
  /** The door's scanner (staff; mock only): idempotent by requestId. */
  doorCheck: defineCall('POST', '/activity/fair/door-check', DoorCheck, params<{ fairId: number; code: string; gate: string; requestId: string }>()),
}
