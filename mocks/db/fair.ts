import type { DoorCheck, Fair, Ticket, TicketAction, TicketPass } from '../../src/features/fair/api'
import {
  DOOR_REASONS,
  FAIR_REFUSALS,
  HOLD_MINUTES,
  HOLDING_STATUSES,
  PASS_WINDOW_MS,
  REFUND_DAYS,
  saleStateAt,
  TICKET_KIND_TEXT,
  TICKET_STATUS,
  type TicketKind,
  type TicketStatus,
} from '../../src/features/fair/machine'
import { isoAt, mockClock } from '../lib/clock'
import { refuse } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { getDb, saveDb } from './index'
import { closePayOrder, createPayOrder, findPayOrder, refundPayOrder, settlePayOrder } from './pay-orders'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * Trade fair (观货会) engine: fairs with ticket kinds (quota, sale window, per-account limit,
 * refundable or not), tickets with the spec's status 1–5, unpaid tickets holding quota for
 * HOLD_MINUTES, pay orders through the one cashier, passes signed per 30-s window and the
 * door's idempotent check. Seeded on first use relative to the clock then.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The mock server's signing secret for passes (never sent to the app). */
const PASS_SECRET = 'fair-pass-secret-mock'

export interface FairKindRecord {
  id: number
  kind: TicketKind
  name: string
  desc: string
  priceCents: number
  quota: number
  saleStartsAt: string
  saleEndsAt: string
  perAccountLimit: number
  refundable: boolean
}

export interface FairRecord {
  id: number
  title: string
  place: string
  address: string
  startsAt: string
  endsAt: string
  doorOpensAt: string
  doorClosesAt: string
  intro: string
  kinds: FairKindRecord[]
}

export interface TicketRecord {
  id: number
  no: string
  accountId: number
  fairId: number
  kindId: number
  priceCents: number
  status: TicketStatus
  createdAt: string
  payBy: string | null
  payOrderNo: string | null
  paidAt: string | null
  usedAt: string | null
  usedGate: string | null
  cancelledAt: string | null
  refundedAt: string | null
  closedReason: string | null
}

export interface FairState {
  fairs: FairRecord[]
  tickets: TicketRecord[]
  nextTicketId: number
  /** Door checks already answered, by requestId: the same request gets the same answer. */
  doorChecks: Record<string, DoorCheck>
}

export const CURRENT_FAIR_ID = 6001
export const NEXT_FAIR_ID = 6002
export const SEEDED_TICKETS = { unpaid: 7101, paid: 7102, cancelled: 7103, used: 7104, refunded: 7105, nextFair: 7106 } as const

const iso = isoAt

function seedFair(now: number): FairState {
  const dayStart = now - (now % DAY) - 8 * HOUR
  const current: FairRecord = {
    id: CURRENT_FAIR_ID,
    title: '2026 冬季奢品观货会 · 上海站',
    place: '上海国际会议中心 3 号馆',
    address: '上海市浦东新区滨江大道 2727 号',
    startsAt: iso(dayStart - DAY),
    endsAt: iso(dayStart + 3 * DAY),
    doorOpensAt: iso(now - 2 * HOUR),
    doorClosesAt: iso(dayStart + 3 * DAY),
    intro: '三天两百余家同行现场看货、拿货，箱包、腕表、珠宝分区陈列，现场鉴定与养护服务。凭电子票二维码入场。',
    kinds: [
      {
        id: 61,
        kind: 'entrance',
        name: '观展入场券',
        desc: '单人入场，三日通用',
        priceCents: 5_000,
        quota: 500,
        saleStartsAt: iso(now - 20 * DAY),
        saleEndsAt: iso(dayStart + 3 * DAY),
        perAccountLimit: 3,
        refundable: true,
      },
      {
        id: 62,
        kind: 'booth',
        name: '标准展位 3×3m',
        desc: '含桌椅、照明与 2 张参展证',
        priceCents: 300_000,
        quota: 3,
        saleStartsAt: iso(now - 30 * DAY),
        saleEndsAt: iso(now + DAY),
        perAccountLimit: 1,
        refundable: false,
      },
      {
        id: 63,
        kind: 'eBooth',
        name: '电子展位',
        desc: '线上展厅展示 30 天',
        priceCents: 80_000,
        quota: 100,
        saleStartsAt: iso(now + DAY),
        saleEndsAt: iso(now + 10 * DAY),
        perAccountLimit: 1,
        refundable: true,
      },
      {
        id: 64,
        kind: 'other',
        name: '早鸟 VIP 通票',
        desc: '含 VIP 休息区与午餐',
        priceCents: 20_000,
        quota: 50,
        saleStartsAt: iso(now - 30 * DAY),
        saleEndsAt: iso(now - 3 * DAY),
        perAccountLimit: 1,
        refundable: false,
      },
    ],
  }
  const next: FairRecord = {
    id: NEXT_FAIR_ID,
    title: '2027 春季奢品观货会 · 深圳站',
    place: '深圳会展中心 5 号馆',
    address: '深圳市福田区福华三路 111 号',
    startsAt: iso(dayStart + 60 * DAY),
    endsAt: iso(dayStart + 62 * DAY),
    doorOpensAt: iso(dayStart + 60 * DAY + 9 * HOUR),
    doorClosesAt: iso(dayStart + 62 * DAY + 18 * HOUR),
    intro: '华南同行观货会，箱包腕表专场。',
    kinds: [
      {
        id: 71,
        kind: 'entrance',
        name: '观展入场券',
        desc: '单人入场',
        priceCents: 5_000,
        quota: 300,
        saleStartsAt: iso(now - DAY),
        saleEndsAt: iso(dayStart + 62 * DAY),
        perAccountLimit: 2,
        refundable: true,
      },
    ],
  }
  const ticket = (id: number, fairId: number, kindId: number, priceCents: number, status: TicketStatus, createdAt: number, extra: Partial<TicketRecord> = {}): TicketRecord => ({
    id,
    no: `GH${String(id).padStart(8, '0')}`,
    accountId: DEMO_SHOP_ACCOUNT,
    fairId,
    kindId,
    priceCents,
    status,
    createdAt: iso(createdAt),
    payBy: null,
    payOrderNo: null,
    paidAt: status === 1 || status === 3 ? null : iso(createdAt + MINUTE),
    usedAt: null,
    usedGate: null,
    cancelledAt: null,
    refundedAt: null,
    closedReason: null,
    ...extra,
  })
  const state: FairState = {
    fairs: [current, next],
    nextTicketId: 7200,
    doorChecks: {},
    tickets: [
      ticket(SEEDED_TICKETS.unpaid, CURRENT_FAIR_ID, 61, 5_000, 1, now - 5 * MINUTE, { payBy: iso(now - 5 * MINUTE + HOLD_MINUTES * MINUTE) }),
      ticket(SEEDED_TICKETS.paid, CURRENT_FAIR_ID, 61, 5_000, 2, now - 3 * DAY),
      ticket(SEEDED_TICKETS.cancelled, CURRENT_FAIR_ID, 61, 5_000, 3, now - 4 * DAY, {
        cancelledAt: iso(now - 4 * DAY + HOLD_MINUTES * MINUTE),
        closedReason: `超过 ${HOLD_MINUTES} 分钟未支付，已自动取消`,
      }),
      ticket(SEEDED_TICKETS.used, CURRENT_FAIR_ID, 64, 20_000, 4, now - 10 * DAY, { usedAt: iso(now - HOUR), usedGate: '北门 2 号通道' }),
      ticket(SEEDED_TICKETS.refunded, CURRENT_FAIR_ID, 61, 5_000, 5, now - 6 * DAY, { refundedAt: iso(now - 2 * DAY), closedReason: '已申请退票，票款原路退回' }),
      ticket(SEEDED_TICKETS.nextFair, NEXT_FAIR_ID, 71, 5_000, 2, now - DAY),
    ],
  }
  return state
}

export function fairState(): FairState {
  const db = getDb()
  if (!db.fair) {
    db.fair = seedFair(mockClock.now())
    for (const ticket of db.fair.tickets) if (ticket.status === TICKET_STATUS.WAIT_PAY) ticket.payOrderNo = payOrderFor(ticket, mockClock.now())
  }
  return db.fair
}

export function findFair(id: number): FairRecord | undefined {
  const state = fairState()
  return id ? state.fairs.find((fair) => fair.id === id) : state.fairs[0]
}

export function findTicket(id: number): TicketRecord | undefined {
  return fairState().tickets.find((ticket) => ticket.id === id)
}

function kindOf(ticket: TicketRecord): { fair: FairRecord; kind: FairKindRecord } {
  const fair = findFair(ticket.fairId)!
  return { fair, kind: fair.kinds.find((kind) => kind.id === ticket.kindId)! }
}

const holding = (ticket: TicketRecord) => HOLDING_STATUSES.includes(ticket.status)

function takenOf(kindId: number): number {
  return fairState().tickets.filter((ticket) => ticket.kindId === kindId && holding(ticket)).length
}

function heldBy(accountId: number, kindId: number): number {
  return fairState().tickets.filter((ticket) => ticket.accountId === accountId && ticket.kindId === kindId && holding(ticket)).length
}

/** The seeded booth sells out: every quota place taken by others. */
function soldElsewhere(kind: FairKindRecord): number {
  return kind.id === 62 ? kind.quota : kind.id === 61 ? 37 : kind.id === 64 ? 12 : 0
}

export function remainingOf(kind: FairKindRecord): number {
  return Math.max(0, kind.quota - soldElsewhere(kind) - takenOf(kind.id))
}

export function fairView(fair: FairRecord, accountId: number | null, now: number): Fair {
  return {
    ...fair,
    kinds: fair.kinds.map((kind) => ({
      ...kind,
      remaining: remainingOf(kind),
      saleState: saleStateAt(kind, now),
      held: accountId === null ? 0 : heldBy(accountId, kind.id),
    })),
    serverTime: iso(now),
  }
}

export function actionsOf(ticket: TicketRecord, now: number): TicketAction[] {
  const { fair, kind } = kindOf(ticket)
  if (ticket.status === TICKET_STATUS.WAIT_PAY) return ['pay', 'cancel']
  if (ticket.status === TICKET_STATUS.HAS_PAY && kind.refundable && now < Date.parse(fair.doorClosesAt)) return ['refund']
  return []
}

export function ticketView(ticket: TicketRecord, now: number): Ticket {
  const { fair, kind } = kindOf(ticket)
  return {
    id: ticket.id,
    no: ticket.no,
    fairId: fair.id,
    fairTitle: fair.title,
    place: fair.place,
    doorOpensAt: fair.doorOpensAt,
    doorClosesAt: fair.doorClosesAt,
    kind: kind.kind,
    kindName: kind.name,
    priceCents: ticket.priceCents,
    status: ticket.status,
    createdAt: ticket.createdAt,
    payBy: ticket.status === TICKET_STATUS.WAIT_PAY ? ticket.payBy : null,
    paidAt: ticket.paidAt,
    usedAt: ticket.usedAt,
    usedGate: ticket.usedGate,
    cancelledAt: ticket.cancelledAt,
    refundedAt: ticket.refundedAt,
    refundArrivesBy: ticket.refundedAt ? iso(Date.parse(ticket.refundedAt) + REFUND_DAYS * DAY) : null,
    closedReason: ticket.closedReason,
    refundable: kind.refundable,
    actions: actionsOf(ticket, now),
    serverTime: iso(now),
  }
}

function payOrderFor(ticket: TicketRecord, now: number): string {
  const { fair, kind } = kindOf(ticket)
  const minutesLeft = Math.max(1, Math.ceil((Date.parse(ticket.payBy ?? iso(now)) - now) / MINUTE))
  return createPayOrder({
    accountId: ticket.accountId,
    subject: `观货会门票 · ${TICKET_KIND_TEXT[kind.kind]}`,
    lines: [{ label: `${fair.title} ${kind.name}`, amountCents: ticket.priceCents }],
    returnTo: `/pages/activity/guanhuo-activity-voucher/index?id=${ticket.id}`,
    windowMinutes: minutesLeft,
    ref: `fair-ticket:${ticket.id}`,
  }).payOrderNo
}

/** A new unpaid ticket of the kind: the sale window, quota and per-account limit enforced. */
export function buyTicket(accountId: number, kindId: number, now: number): TicketRecord {
  const state = fairState()
  const fair = state.fairs.find((candidate) => candidate.kinds.some((kind) => kind.id === kindId))
  const kind = fair?.kinds.find((candidate) => candidate.id === kindId)
  if (!fair || !kind) refuse(FAIR_REFUSALS.notFound, '票种不存在')
  const sale = saleStateAt(kind, now)
  if (sale === 'not_started') refuse(FAIR_REFUSALS.notOnSale, `${kind.name}尚未开售，${iso(Date.parse(kind.saleStartsAt))} 开售`)
  if (sale === 'ended') refuse(FAIR_REFUSALS.notOnSale, `${kind.name}已停止售卖`)
  if (remainingOf(kind) <= 0) refuse(FAIR_REFUSALS.soldOut, `${kind.name}已售罄`)
  if (heldBy(accountId, kind.id) >= kind.perAccountLimit) refuse(FAIR_REFUSALS.limit, `每个账号限购 ${kind.perAccountLimit} 张，您已达上限（含待支付）`)
  const id = state.nextTicketId++
  const ticket: TicketRecord = {
    id,
    no: `GH${String(id).padStart(8, '0')}`,
    accountId,
    fairId: fair.id,
    kindId: kind.id,
    priceCents: kind.priceCents,
    status: TICKET_STATUS.WAIT_PAY,
    createdAt: iso(now),
    payBy: iso(now + HOLD_MINUTES * MINUTE),
    payOrderNo: null,
    paidAt: null,
    usedAt: null,
    usedGate: null,
    cancelledAt: null,
    refundedAt: null,
    closedReason: null,
  }
  state.tickets.push(ticket)
  ticket.payOrderNo = payOrderFor(ticket, now)
  saveDb()
  return ticket
}

function requireStatus(ticket: TicketRecord, action: TicketAction, now: number): void {
  if (!actionsOf(ticket, now).includes(action)) {
    if (action === 'refund' && ticket.status === TICKET_STATUS.HAS_PAY) refuse(FAIR_REFUSALS.notRefundable, '该票种不支持退票')
    refuse(FAIR_REFUSALS.state, '门票状态已变化，请刷新后查看')
  }
}

/** The pending pay order of an unpaid ticket (a new one when the last was closed within the hold). */
export function payTicket(ticket: TicketRecord, now: number): string {
  requireStatus(ticket, 'pay', now)
  const current = ticket.payOrderNo ? findPayOrder(ticket.payOrderNo) : undefined
  if (current && settlePayOrder(current, now).status === 'pending') return current.payOrderNo
  ticket.payOrderNo = payOrderFor(ticket, now)
  saveDb()
  return ticket.payOrderNo
}

function closePay(ticket: TicketRecord, reason: string): void {
  const pay = ticket.payOrderNo ? findPayOrder(ticket.payOrderNo) : undefined
  if (pay) closePayOrder(pay, reason)
}

export function cancelTicket(ticket: TicketRecord, now: number): void {
  requireStatus(ticket, 'cancel', now)
  closePay(ticket, '门票已取消')
  ticket.status = TICKET_STATUS.CANCEL
  ticket.cancelledAt = iso(now)
  ticket.closedReason = '您已取消该订单，名额已释放'
  saveDb()
}

export function refundTicket(ticket: TicketRecord, now: number): void {
  requireStatus(ticket, 'refund', now)
  const pay = ticket.payOrderNo ? findPayOrder(ticket.payOrderNo) : undefined
  if (pay) refundPayOrder(pay, now)
  ticket.status = TICKET_STATUS.REFUND
  ticket.refundedAt = iso(now)
  ticket.closedReason = '已申请退票，票款原路退回'
  saveDb()
}

/** Time's effects: a paid pay order makes the ticket paid; an unpaid one past its hold is cancelled. */
export function settleTicket(ticket: TicketRecord, now: number): boolean {
  if (ticket.status !== TICKET_STATUS.WAIT_PAY) return false
  const pay = ticket.payOrderNo ? findPayOrder(ticket.payOrderNo) : undefined
  if (pay && settlePayOrder(pay, now).status === 'paid') {
    ticket.status = TICKET_STATUS.HAS_PAY
    ticket.paidAt = pay.paidAt ?? iso(now)
    return true
  }
  if (ticket.payBy && Date.parse(ticket.payBy) <= now) {
    closePay(ticket, '门票支付超时')
    ticket.status = TICKET_STATUS.CANCEL
    ticket.cancelledAt = ticket.payBy
    ticket.closedReason = `超过 ${HOLD_MINUTES} 分钟未支付，已自动取消，名额已释放`
    return true
  }
  return false
}

onSettle('fair', (now) => {
  const state = getDb().fair
  if (!state) return
  if (state.tickets.map((ticket) => settleTicket(ticket, now)).some(Boolean)) saveDb()
})

// ---- Passes and the door ----

/** FNV-1a of the text: the mock's stand-in for an HMAC. */
function digest(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

const windowOf = (at: number) => Math.floor(at / PASS_WINDOW_MS)
const signatureOf = (ticketId: number, window: number) => digest(`${PASS_SECRET}:${ticketId}:${window}`)
const shortCodeOf = (ticketId: number, window: number) => String(parseInt(signatureOf(ticketId, window).slice(0, 7), 16) % 1_000_000).padStart(6, '0')

export function passOf(ticket: TicketRecord, now: number): TicketPass {
  if (ticket.status !== TICKET_STATUS.HAS_PAY) refuse(FAIR_REFUSALS.state, '只有已支付未核销的门票可出示入场码')
  const window = windowOf(now)
  return {
    ticketId: ticket.id,
    token: `FT1.${ticket.id}.${window}.${signatureOf(ticket.id, window)}`,
    shortCode: shortCodeOf(ticket.id, window),
    expiresAt: iso((window + 1) * PASS_WINDOW_MS),
    serverTime: iso(now),
  }
}

/** The ticket a scanned token or typed short code names, valid for this window or the one before (a scan in flight). */
function ticketOfCode(code: string, now: number): { ticket?: TicketRecord; stale: boolean } {
  const windows = [windowOf(now), windowOf(now) - 1]
  const parts = code.trim().split('.')
  if (parts.length === 4 && parts[0] === 'FT1') {
    const ticket = findTicket(Number(parts[1]))
    if (!ticket || signatureOf(ticket.id, Number(parts[2])) !== parts[3]) return { stale: false }
    return { ticket, stale: !windows.includes(Number(parts[2])) }
  }
  if (/^\d{6}$/.test(code.trim())) {
    const ticket = fairState().tickets.find((candidate) => windows.some((window) => shortCodeOf(candidate.id, window) === code.trim()))
    return { ticket, stale: false }
  }
  return { stale: false }
}

/** The door's check: admits a paid ticket of this fair during door hours, once. The same requestId gets the same answer. */
export function doorCheck(input: { fairId: number; code: string; gate: string; requestId: string }, now: number): DoorCheck {
  const state = fairState()
  const earlier = input.requestId ? state.doorChecks[input.requestId] : undefined
  if (earlier) return earlier
  const answer = (accepted: boolean, reason: string | null, ticketId: number | null): DoorCheck => ({ accepted, reason, ticketId, checkedAt: iso(now) })
  const { ticket, stale } = ticketOfCode(input.code, now)
  let result: DoorCheck
  if (!ticket) result = answer(false, DOOR_REASONS.unknown, null)
  else if (ticket.fairId !== input.fairId) result = answer(false, DOOR_REASONS.otherFair, ticket.id)
  else if (ticket.status === TICKET_STATUS.WAIT_PAY) result = answer(false, DOOR_REASONS.unpaid, ticket.id)
  else if (ticket.status === TICKET_STATUS.CANCEL) result = answer(false, DOOR_REASONS.cancelled, ticket.id)
  else if (ticket.status === TICKET_STATUS.REFUND) result = answer(false, DOOR_REASONS.refunded, ticket.id)
  else if (ticket.status === TICKET_STATUS.SUCCESS) result = answer(false, DOOR_REASONS.used, ticket.id)
  else if (stale) result = answer(false, DOOR_REASONS.stale, ticket.id)
  else {
    const fair = findFair(ticket.fairId)!
    if (now < Date.parse(fair.doorOpensAt) || now >= Date.parse(fair.doorClosesAt)) result = answer(false, DOOR_REASONS.outOfHours, ticket.id)
    else {
      ticket.status = TICKET_STATUS.SUCCESS
      ticket.usedAt = iso(now)
      ticket.usedGate = input.gate || '入口'
      result = answer(true, null, ticket.id)
    }
  }
  if (input.requestId) state.doorChecks[input.requestId] = result
  saveDb()
  return result
}
