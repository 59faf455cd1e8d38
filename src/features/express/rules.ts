import { CATEGORIES } from '@/core/api/catalogue'
import { yuan } from '@/shared/format/money'

/**
 * Express (寄快递): the rules the send form, the pickup pages, the tracking page and the mock
 * backend share, so both sides say the same words. Money in fen; times in ms (the server's clock).
 * See docs/api.md, "Express".
 */

/** The carrier the app books pickups with (its slots, fee table and customer line). */
export const PICKUP_CARRIER = '顺丰速运'
/** SF Express's customer line (contact the carrier after collection). */
export const CARRIER_PHONE = '95338'

/** Declared value: at most ¥20,000 online (higher values are insured offline). */
export const MAX_ONLINE_DECLARED_CENTS = 2_000_000

/** What the parcel holds: the catalogue's categories, or 其他. */
export const ITEM_TYPES = [...CATEGORIES, '其他'] as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** China time: the carrier's slots are hours of the day in Beijing. */
const CHINA_OFFSET = 8 * HOUR

/** SF pickup slots: 1 hour, from 09:00 to 22:00, today and the two days after. */
export const SLOT_FIRST_HOUR = 9
export const SLOT_LAST_END_HOUR = 22
export const SLOT_DAYS = 3
/** A slot ending within this long of the server's now is not offered (the courier needs time). */
export const SLOT_LEAD_MS = 2 * HOUR

/** Tracking is pulled from the carrier at most this often (client and server). */
export const TRACKING_REFRESH_MS = 30 * MINUTE

/** A waybill number is shown verbatim: never a strict pattern, only non-empty and ≤ 32 characters. */
export const WAYBILL_MAX = 32

// ---- Insurance (保价) ----

/**
 * SF's insurance fee: declared ≤ ¥500 → ¥1, ≤ ¥1,000 → ¥2, above that 0.5% of the value,
 * rounded up to the fen. 0 when nothing is declared.
 */
export function insuranceFeeCents(declaredCents: number): number {
  if (!(declaredCents > 0)) return 0
  if (declaredCents <= 50_000) return 100
  if (declaredCents <= 100_000) return 200
  return Math.ceil((declaredCents * 5) / 1000)
}

/** The declared value typed in whole yuan ('3000') as fen; null when it is not a whole number of yuan. */
export function declaredCentsOf(text: unknown): number | null {
  const value = typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim() : ''
  if (!/^\d{1,9}$/.test(value)) return null
  return Number(value) * 100
}

/**
 * The declared value's message: whole yuan, above 0, not above the item's value (when known),
 * at most ¥20,000 online. `cents` as sent to the server.
 */
export function declaredValueError(cents: unknown, itemValueCents: number | null): string | undefined {
  if (cents === null || cents === undefined || cents === '') return '请输入声明价值'
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents % 100 !== 0) return '声明价值须为整数元'
  if (cents <= 0) return '声明价值须大于0元'
  if (itemValueCents !== null && cents > itemValueCents) return `声明价值不能高于物品价值 ${yuan(itemValueCents)}`
  if (cents > MAX_ONLINE_DECLARED_CENTS) return `线上保价最高 ${yuan(MAX_ONLINE_DECLARED_CENTS)}，更高价值请联系客服线下办理`
  return undefined
}

/** The same for the text typed in the form. */
export function declaredTextError(text: string, itemValueCents: number | null): string | undefined {
  if (!text.trim()) return '请输入声明价值'
  const cents = declaredCentsOf(text)
  return cents === null ? '声明价值须为整数元' : declaredValueError(cents, itemValueCents)
}

/** The rule said under the declared value: full value pays in full, less pays in proportion. */
export const COMPENSATION_RULE = '保价按声明价值赔付；声明价值低于物品实际价值的，损坏或丢失按声明价值占实际价值的比例赔付'

/** What this declaration means for a loss: in full, or in proportion (under-declared). */
export function compensationText(declaredCents: number, itemValueCents: number | null): string {
  if (itemValueCents === null || declaredCents <= 0) return COMPENSATION_RULE
  if (declaredCents >= itemValueCents) return `足额保价：损坏或丢失按声明价值 ${yuan(declaredCents)} 赔付`
  const percent = Math.floor((declaredCents / itemValueCents) * 100)
  return `未足额保价：物品价值 ${yuan(itemValueCents)}，声明 ${yuan(declaredCents)}，损坏或丢失只按损失的 ${percent}% 比例赔付`
}

// ---- Pickup slots ----

export interface PickupSlot {
  start: string
  end: string
}

export interface PickupDay {
  /** China date: 2026-11-28. */
  date: string
  /** 今天 / 明天 / 后天. */
  label: string
  slots: PickupSlot[]
}

const DAY_LABELS = ['今天', '明天', '后天']

/** Every SF slot from today (China time) to two days ahead whose end is more than 2 h after `now`. */
export function pickupDays(now: number): PickupDay[] {
  const chinaMidnight = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET
  const days: PickupDay[] = []
  for (let day = 0; day < SLOT_DAYS; day += 1) {
    const midnight = chinaMidnight + day * DAY
    const slots: PickupSlot[] = []
    for (let hour = SLOT_FIRST_HOUR; hour < SLOT_LAST_END_HOUR; hour += 1) {
      const start = midnight + hour * HOUR
      const end = start + HOUR
      if (end - now > SLOT_LEAD_MS) slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
    }
    days.push({ date: new Date(midnight + CHINA_OFFSET).toISOString().slice(0, 10), label: DAY_LABELS[day], slots })
  }
  return days
}

/** Whether a slot is one offered now (the server checks a booking with this). */
export function slotError(slot: unknown, now: number): string | undefined {
  if (!slot || typeof slot !== 'object') return '请选择取件时间'
  const { start, end } = slot as Partial<PickupSlot>
  const offered = pickupDays(now).some((day) => day.slots.some((candidate) => candidate.start === start && candidate.end === end))
  return offered ? undefined : '该取件时段已不可预约，请重新选择'
}

/** 11月28日 14:00–15:00 in China time. */
export function slotText(slot: PickupSlot): string {
  const china = (iso: string) => new Date(Date.parse(iso) + CHINA_OFFSET)
  const start = china(slot.start)
  const end = china(slot.end)
  const hm = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
  return `${start.getUTCMonth() + 1}月${start.getUTCDate()}日 ${hm(start)}–${hm(end)}`
}

/** 14:00–15:00. */
export function slotHours(slot: PickupSlot): string {
  return slotText(slot).split(' ')[1]
}

// ---- Waybill ----

export function normaliseWaybill(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Never a strict pattern: carriers change their formats (SF + 13 digits today, 12 before). */
export function waybillError(value: unknown): string | undefined {
  const waybill = normaliseWaybill(value)
  if (!waybill) return '请输入快递单号'
  if (waybill.length > WAYBILL_MAX) return `快递单号不超过${WAYBILL_MAX}个字符`
  return undefined
}

// ---- States and tracking ----

export const PARCEL_STATES = ['awaiting_pickup', 'collected', 'in_transit', 'delivering', 'signed', 'exception', 'returned', 'cancelled'] as const
export type ParcelState = (typeof PARCEL_STATES)[number]

export const PARCEL_STATE_TEXT: Record<ParcelState, string> = {
  awaiting_pickup: '待取件',
  collected: '已揽收',
  in_transit: '运输中',
  delivering: '派送中',
  signed: '已签收',
  exception: '疑难件',
  returned: '已退回',
  cancelled: '已取消',
}

/**
 * The carrier's event codes (the aggregators' words) and the state each normalises to.
 * 疑难, 拒签, 退回 and 滞留 are exceptions (marked on the timeline).
 */
export const TRACK_CODES = ['揽收', '在途', '派件', '签收', '疑难', '拒签', '退签', '退回', '转投', '滞留', '揽件失败', '订单取消'] as const
export type TrackCode = (typeof TRACK_CODES)[number]

const CODE_STATE: Record<TrackCode, ParcelState> = {
  揽收: 'collected',
  在途: 'in_transit',
  派件: 'delivering',
  签收: 'signed',
  疑难: 'exception',
  拒签: 'exception',
  退签: 'exception',
  退回: 'returned',
  转投: 'in_transit',
  滞留: 'exception',
  揽件失败: 'exception',
  订单取消: 'cancelled',
}

const EXCEPTION_CODES: ReadonlySet<string> = new Set(['疑难', '拒签', '退签', '退回', '滞留', '揽件失败'])

export interface RawTrackEvent {
  at: string
  code: string
  text: string
}

export interface TrackEventView extends RawTrackEvent {
  state: ParcelState
  /** 已揽收, 运输中… or the carrier's own word for an exception (疑难, 拒签, 退回). */
  label: string
  exception: boolean
}

/** One carrier event with its normalised state; an unknown code reads as in transit. */
export function normaliseEvent(event: RawTrackEvent): TrackEventView {
  const state = CODE_STATE[event.code as TrackCode] ?? 'in_transit'
  const exception = EXCEPTION_CODES.has(event.code)
  return { ...event, state, exception, label: exception ? event.code : PARCEL_STATE_TEXT[state] }
}

/**
 * Carrier events arrive in no set order and sometimes twice: drop the repeats (same time, code
 * and text) and sort by event time, oldest first (equal times keep their arrival order).
 */
export function trackingTimeline(events: readonly RawTrackEvent[]): TrackEventView[] {
  const seen = new Set<string>()
  const unique: RawTrackEvent[] = []
  for (const event of events) {
    const key = `${Date.parse(event.at)}|${event.code}|${event.text.trim()}`
    if (seen.has(key)) continue
    seen.add(key)
    unique.push(event)
  }
  return unique
    .map((event, index) => ({ event, index }))
    .sort((a, b) => Date.parse(a.event.at) - Date.parse(b.event.at) || a.index - b.index)
    .map(({ event }) => normaliseEvent(event))
}

/** Whether a refresh may be asked now: never once signed, and not before the server's nextRefreshAt. */
export function canRefresh(nextRefreshAt: string | null, serverNow: number): boolean {
  return nextRefreshAt !== null && Date.parse(nextRefreshAt) <= serverNow
}
