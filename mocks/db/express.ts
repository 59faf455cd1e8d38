import type { Party, ParcelPurpose, ParcelPurposeKind, TrackEvent } from '../../src/features/express/api'
import { insuranceFeeCents, normaliseEvent, PICKUP_CARRIER, TRACKING_REFRESH_MS, type ParcelState, type PickupSlot, type TrackCode } from '../../src/features/express/rules'
import { isoAt, mockClock } from '../lib/clock'
import { getDb, saveDb } from './index'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

export type { ParcelState } from '../../src/features/express/rules'
export type { Party, ParcelPurpose, ParcelPurposeKind } from '../../src/features/express/api'

/**
 * The express engine of the mock: parcels, their pickups and their carrier events. A parcel's
 * course is fixed when it is collected (a script of events at offsets from the collection), so
 * its state at any time is read lazily on the mock clock (parcelStateAt): no timers. Areas that
 * send parcels register a purpose (registerParcelPurpose: the receiver and value of an order)
 * and hear when a parcel of theirs is sent (onParcelSent); they read isSignedFor / signedAt to
 * move their own orders. See docs/api.md, "Express".
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The courier collects this long after the booked slot starts (within the 1-hour window). */
export const COLLECT_AFTER_SLOT_START_MS = 25 * MINUTE

/** How a parcel's journey goes once collected: plainly, with a 疑难 on the way, or refused (拒签 → 退回). */
export type ParcelScript = 'normal' | 'exception' | 'rejected'

export interface ParcelRecord {
  id: number
  purpose: ParcelPurpose
  /** The account that sent it (the session's accountId); null for the workshop's send-back. */
  senderUserId: number | null
  /** The account that may see it besides the sender (the dealer receiving a send-back). */
  ownerUserId: number | null
  sender: Party
  receiver: Party
  itemType: string
  itemName: string
  declaredValueCents: number
  insuranceFeeCents: number
  itemValueCents: number | null
  carrier: string
  waybillNo: string
  selfShipped: boolean
  pickup: PickupSlot | null
  courier: { name: string; phone: string; assignedAt: string } | null
  /** When the courier collects it (planned; a self-shipped parcel: when sent). Null while no pickup is booked. */
  collectAt: string | null
  cancelledAt: string | null
  script: ParcelScript
  createdAt: string
  /** When tracking was last pulled from the carrier. */
  refreshedAt: string
}

export interface ExpressState {
  parcels: ParcelRecord[]
  nextId: number
}

export interface CreateParcelInput {
  purpose: ParcelPurpose
  senderUserId: number | null
  /** Who else sees it (the dealer a send-back goes to); defaults to null. */
  ownerUserId?: number | null
  sender: Party
  receiver: Party
  itemType: string
  /** What the parcel holds, in words (the order's item); defaults to the item type. */
  itemName?: string
  declaredValueCents: number
  itemValueCents?: number | null
  /** A booked slot; null without one (self-shipped, or handed in at the counter: collected at once). */
  pickup: { start: string; end: string } | null
  selfShipped?: { carrier: string; waybillNo: string }
  script?: ParcelScript
}

// ---- Purposes: other areas plug in here (no import of theirs from this file) ----

export interface ParcelPurposeHandler {
  /** 回收订单, 养护订单…: what the purpose is called. */
  label: string
  /**
   * The order's receiver for the dealer `userId` (the session's accountId); throw a MockError
   * (404, or a refusal) when the dealer may not send it now.
   */
  receiverOf: (orderId: number, userId: number) => Party
  /** The item's value in fen (stock cost or order value): the declared value's default and cap. */
  valueOf: (orderId: number) => number | null
  /** The item in words (the order's title). */
  itemNameOf?: (orderId: number) => string
  /** The item type (箱包, 腕表…) when the order knows it. */
  itemTypeOf?: (orderId: number) => string | null
  /** 回收订单 HS20261126001. */
  describe?: (orderId: number) => string
  /** Sent by the platform's side (the workshop's send-back): a dealer can neither read its send context nor send it. */
  platformSends?: true
}

const purposes = new Map<ParcelPurposeKind, ParcelPurposeHandler>()
type ParcelListener = (parcel: ParcelRecord, now: number) => void
const listeners = { sent: new Map<ParcelPurposeKind, ParcelListener[]>(), cancelled: new Map<ParcelPurposeKind, ParcelListener[]>() }

export function registerParcelPurpose(kind: ParcelPurposeKind, handler: ParcelPurposeHandler): void {
  purposes.set(kind, handler)
}

export function parcelPurpose(kind: ParcelPurposeKind): ParcelPurposeHandler | undefined {
  return purposes.get(kind)
}

function listen(event: keyof typeof listeners, kind: ParcelPurposeKind, listener: ParcelListener): void {
  listeners[event].set(kind, [...(listeners[event].get(kind) ?? []), listener])
}

function notify(event: keyof typeof listeners, parcel: ParcelRecord, now: number): void {
  for (const listener of listeners[event].get(parcel.purpose.kind) ?? []) listener(parcel, now)
}

/** Called after a parcel of `kind` is sent (created, or its cancelled pickup booked again): the owning area moves its order on. */
export function onParcelSent(kind: ParcelPurposeKind, listener: ParcelListener): void {
  listen('sent', kind, listener)
}

export function notifyParcelSent(parcel: ParcelRecord, now: number): void {
  notify('sent', parcel, now)
}

/** Called after the pickup of a parcel of `kind` is cancelled before collection: the owning area takes its order back to be sent. */
export function onParcelCancelled(kind: ParcelPurposeKind, listener: ParcelListener): void {
  listen('cancelled', kind, listener)
}

export function purposeText(purpose: ParcelPurpose): string {
  if (purpose.orderId === null) return '个人寄件'
  const handler = purposes.get(purpose.kind)
  if (!handler) return `订单 ${purpose.orderId}`
  return handler.describe?.(purpose.orderId) ?? `${handler.label} ${purpose.orderId}`
}

// ---- State ----

let seeding = false

export function expressState(): ExpressState {
  const db = getDb()
  if (!db.express) {
    const state: ExpressState = { parcels: [], nextId: 0 }
    db.express = state
    seeding = true
    try {
      seedExpress(mockClock.now())
    } finally {
      seeding = false
    }
  }
  return db.express
}

export function persistExpress(): void {
  if (!seeding) saveDb()
}

const COURIERS = [
  { name: '王师傅', phone: '13912345601' },
  { name: '刘师傅', phone: '13912345602' },
  { name: '陈师傅', phone: '13912345603' },
]

/** SF assigns the courier when the pickup is booked. */
function courierFor(id: number, now: number) {
  return { ...COURIERS[id % COURIERS.length], assignedAt: isoAt(now) }
}

/** SF + 13 digits, as SF numbers look today (shown verbatim). */
function waybillFor(id: number, now: number): string {
  return `SF${String(now).slice(-9)}${String(id).padStart(4, '0')}`.slice(0, 15)
}

export function createParcel(input: CreateParcelInput, now: number): ParcelRecord {
  const state = expressState()
  state.nextId += 1
  const id = state.nextId
  const self = input.selfShipped
  const parcel: ParcelRecord = {
    id,
    purpose: { kind: input.purpose.kind, orderId: input.purpose.orderId ?? null },
    senderUserId: input.senderUserId,
    ownerUserId: input.ownerUserId ?? null,
    sender: { ...input.sender },
    receiver: { ...input.receiver },
    itemType: input.itemType,
    itemName: input.itemName ?? input.itemType,
    declaredValueCents: input.declaredValueCents,
    insuranceFeeCents: insuranceFeeCents(input.declaredValueCents),
    itemValueCents: input.itemValueCents ?? null,
    carrier: self ? self.carrier : PICKUP_CARRIER,
    waybillNo: self ? self.waybillNo : waybillFor(id, now),
    selfShipped: Boolean(self),
    pickup: input.pickup && !self ? { start: input.pickup.start, end: input.pickup.end } : null,
    courier: input.pickup && !self ? courierFor(id, now) : null,
    collectAt: input.pickup && !self ? isoAt(Date.parse(input.pickup.start) + COLLECT_AFTER_SLOT_START_MS) : isoAt(now),
    cancelledAt: null,
    script: input.script ?? 'normal',
    createdAt: isoAt(now),
    refreshedAt: isoAt(now),
  }
  state.parcels.push(parcel)
  persistExpress()
  return parcel
}

export function parcelById(id: number): ParcelRecord | undefined {
  return expressState().parcels.find((parcel) => parcel.id === id)
}

/** The latest parcel sent for an order's purpose (cancelled ones too: check its state). */
export function parcelFor(kind: ParcelPurposeKind, orderId: number): ParcelRecord | undefined {
  return expressState()
    .parcels.filter((parcel) => parcel.purpose.kind === kind && parcel.purpose.orderId === orderId)
    .sort((a, b) => b.id - a.id)[0]
}

// ---- The course of a parcel ----

interface ScriptStep {
  after: number
  code: TrackCode
  text: (parcel: ParcelRecord) => string
}

/** 广东省深圳市… → 深圳; 上海市… → 上海. */
const cityOf = (address: string) => address.match(/([^\s省市]{2,3})市/)?.[1] ?? '目的地'

const COMMON: ScriptStep[] = [
  { after: 0, code: '揽收', text: (parcel) => (parcel.courier ? `快递员${parcel.courier.name}已上门揽收` : '快件已在网点收寄') },
  { after: 2 * HOUR, code: '在途', text: (parcel) => `快件已到达【${cityOf(parcel.sender.address)}集散中心】` },
  { after: 6 * HOUR, code: '在途', text: (parcel) => `快件已从【${cityOf(parcel.sender.address)}集散中心】发出，正在发往【${cityOf(parcel.receiver.address)}集散中心】` },
  { after: 18 * HOUR, code: '在途', text: (parcel) => `快件已到达【${cityOf(parcel.receiver.address)}集散中心】` },
]

/** A normal parcel is signed for this long after collection. */
export const PARCEL_SIGN_AFTER_COLLECT_MS = 22 * HOUR

const SCRIPTS: Record<ParcelScript, ScriptStep[]> = {
  normal: [
    ...COMMON,
    { after: 20 * HOUR, code: '派件', text: () => '快件正在派送中，派件员：赵师傅 13912345699' },
    { after: 22 * HOUR, code: '签收', text: (parcel) => `快件已签收，签收人：${parcel.receiver.name}` },
  ],
  exception: [
    ...COMMON,
    { after: 19 * HOUR, code: '疑难', text: () => '收件地址不详，快递员正在联系收件人' },
    { after: 26 * HOUR, code: '派件', text: () => '快件正在派送中，派件员：赵师傅 13912345699' },
    { after: 28 * HOUR, code: '签收', text: (parcel) => `快件已签收，签收人：${parcel.receiver.name}` },
  ],
  rejected: [
    ...COMMON,
    { after: 20 * HOUR, code: '派件', text: () => '快件正在派送中，派件员：赵师傅 13912345699' },
    { after: 21 * HOUR, code: '拒签', text: () => '收件人拒收快件' },
    { after: 23 * HOUR, code: '退回', text: () => '快件已退回，正在返回寄件人' },
  ],
}

/** Every event of the parcel's course (oldest first), including those still ahead. */
export function plannedEvents(parcel: ParcelRecord): TrackEvent[] {
  if (parcel.collectAt === null) return []
  const collected = Date.parse(parcel.collectAt)
  if (parcel.cancelledAt !== null && Date.parse(parcel.cancelledAt) <= collected) {
    return [{ at: parcel.cancelledAt, code: '订单取消', text: '寄件人已取消取件' }]
  }
  return SCRIPTS[parcel.script].map((step) => ({ at: isoAt(collected + step.after), code: step.code, text: step.text(parcel) }))
}

/** The carrier's events as of `now`, oldest first. */
export function eventsAt(parcel: ParcelRecord, now: number): TrackEvent[] {
  if (parcel.cancelledAt !== null) return plannedEvents(parcel).filter((event) => Date.parse(event.at) <= now)
  if (parcel.collectAt === null || Date.parse(parcel.collectAt) > now) return []
  return plannedEvents(parcel).filter((event) => Date.parse(event.at) <= now)
}

/** The parcel's normalised state at `now` (lazily, on the mock clock). */
export function parcelStateAt(parcel: ParcelRecord, now: number): ParcelState {
  if (parcel.cancelledAt !== null) return 'cancelled'
  const events = eventsAt(parcel, now)
  if (!events.length) return 'awaiting_pickup'
  // The app's own normalisation (rules.ts), so the mock and the app never name a state differently.
  return normaliseEvent(events[events.length - 1]).state
}

/** Whether the receiver has signed for it by `now`. */
export function isSignedFor(parcel: ParcelRecord, now: number): boolean {
  return parcelStateAt(parcel, now) === 'signed'
}

/** When it is (or will be, on its course) signed for; null when its course ends otherwise (cancelled, returned). Read with isSignedFor. */
export function signedAt(parcel: ParcelRecord): string | null {
  if (parcel.cancelledAt !== null) return null
  return plannedEvents(parcel).find((event) => event.code === '签收')?.at ?? null
}

/** When the courier collected it, once done by `now`. */
export function collectedAt(parcel: ParcelRecord, now: number): string | null {
  const first = eventsAt(parcel, now)[0]
  return first && first.code === '揽收' ? first.at : null
}

/** Whether it was signed for by `at`. */
export function signedBy(parcel: ParcelRecord, at: number): boolean {
  return parcelStateAt(parcel, at) === 'signed'
}

/** Pull from the carrier when 30 minutes have passed since the last pull and it was not signed then. */
export function pullIfDue(parcel: ParcelRecord, now: number): void {
  const last = Date.parse(parcel.refreshedAt)
  if (!signedBy(parcel, last) && now - last >= TRACKING_REFRESH_MS) pullNow(parcel, now)
}

/** Ask the carrier now: an action found the course moved on (collected meanwhile). */
export function pullNow(parcel: ParcelRecord, now: number): void {
  parcel.refreshedAt = isoAt(now)
  persistExpress()
}

/** Whether a pickup may still be cancelled or moved: booked and not collected yet. */
export function beforeCollection(parcel: ParcelRecord, now: number): boolean {
  return parcel.pickup !== null && parcelStateAt(parcel, now) === 'awaiting_pickup'
}

/** Cancel the pickup (the caller checked beforeCollection); the owning area hears of it. */
export function cancelPickup(parcel: ParcelRecord, now: number): void {
  parcel.cancelledAt = isoAt(now)
  notify('cancelled', parcel, now)
  persistExpress()
}

/** Book (again) or move the pickup to `slot` (the caller checked the state and the slot). */
export function bookPickup(parcel: ParcelRecord, slot: PickupSlot, now: number): void {
  parcel.pickup = { start: slot.start, end: slot.end }
  parcel.cancelledAt = null
  parcel.courier = courierFor(parcel.id, now)
  parcel.collectAt = isoAt(Date.parse(slot.start) + COLLECT_AFTER_SLOT_START_MS)
  parcel.refreshedAt = isoAt(now)
  persistExpress()
}

/** 李记名表回收仓 广东省…12楼 李老板 13900139000 → the receiver's name, phone and address. */
export function partyOfText(textLine: string, fallbackName: string): Party {
  const parts = textLine.trim().split(/\s+/)
  const phone = parts.length > 2 && /^1\d{10}$/.test(parts[parts.length - 1]) ? parts.pop()! : '13900139000'
  const name = parts.length > 2 && parts[parts.length - 1].length <= 6 ? parts.pop()! : fallbackName
  return { name, phone, address: parts.join(' ') }
}

// ---- For tests and the browser journey ----

/** Make the courier collect the parcel `ms` from now (its whole course moves with it). */
export function collectIn(id: number, ms = 0, now = mockClock.now()): ParcelRecord {
  const parcel = parcelById(id)
  if (!parcel) throw new Error(`no parcel ${id}`)
  parcel.collectAt = isoAt(now + ms)
  saveDb()
  return parcel
}

// ---- Seed: the demo dealer's personal parcels ----

export const SEED_PARCELS = { inTransitException: 1, signed: 2, awaitingPickup: 3 } as const

const DEMO_SENDER: Party = { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号赛格广场3楼312' }
const CLIENT: Party = { name: '陈女士', phone: '13600136000', address: '上海市静安区南京西路1038号梅龙镇广场9楼' }
const CLIENT_B: Party = { name: '周先生', phone: '13500135000', address: '北京市朝阳区建国路87号SKP写字楼15层' }

function seedExpress(now: number): void {
  const base = { purpose: { kind: 'personal' as const, orderId: null }, senderUserId: DEMO_SHOP_ACCOUNT, sender: DEMO_SENDER }
  // Collected 21 h ago: a 疑难 on the way (19 h after collection).
  createParcel(
    {
      ...base,
      receiver: CLIENT,
      itemType: '箱包',
      itemName: '香奈儿 CF 中号 黑色羊皮',
      declaredValueCents: 2_000_000,
      itemValueCents: null,
      pickup: null,
      script: 'exception',
      selfShipped: undefined,
    },
    now - 21 * HOUR - 5 * MINUTE,
  )
  const signed = createParcel(
    {
      ...base,
      receiver: CLIENT_B,
      itemType: '腕表',
      itemName: '劳力士 日志型 126334',
      declaredValueCents: 800_000,
      pickup: null,
      selfShipped: { carrier: PICKUP_CARRIER, waybillNo: 'SF1402938475610' },
    },
    now - 3 * DAY,
  )
  signed.refreshedAt = isoAt(now - DAY)
  // A pickup booked for tomorrow 10:00–11:00 China time.
  const chinaMidnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR
  const start = chinaMidnight + DAY + 10 * HOUR
  createParcel(
    { ...base, receiver: CLIENT, itemType: '珠宝', itemName: '卡地亚 LOVE 手镯', declaredValueCents: 500_000, pickup: { start: isoAt(start), end: isoAt(start + HOUR) } },
    now - 10 * MINUTE,
  )
}
