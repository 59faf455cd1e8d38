import type { EvaluateEvent, EvaluateItem, EvaluateReport, OrderInput } from '../../src/features/evaluate/api'
import {
  ACTIONS_BY_STATUS,
  checkOrder,
  EVALUATE_REFUSALS,
  EVALUATE_STATUSES,
  METHOD_FEE_CENTS,
  METHOD_HOURS,
  METHOD_LOCKED_TEXT,
  METHOD_TEXT,
  normalSeal,
  REVIEW_USED_TEXT,
  reviewError,
  SCOPE_TEXT,
  SEAL_MISMATCH_TEXT,
  SEAL_MISSING_TEXT,
  sealError,
  stateMovedText,
  VERDICT_TEXT,
  type EvaluateAction,
  type EvaluateMethod,
  type EvaluateStatus,
  type Verdict,
} from '../../src/features/evaluate/machine'
import { yuan } from '../../src/shared/format/money'
import { isoAt, mockClock } from '../lib/clock'
import { coverOf } from '../lib/covers'
import { recordEvent } from '../lib/events'
import { MockError } from '../lib/handle'
import { refuse, refuseUnless } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { collectIn, createParcel, isSignedFor, onParcelSent, parcelById, PARCEL_SIGN_AFTER_COLLECT_MS, registerParcelPurpose, signedAt, type Party } from './express'
import { getDb, saveDb } from './index'
import { dealerAddress } from './maintain'
import { closePayOrder, createPayOrder, findPayOrder, refundPayOrder, settlePayOrder } from './pay-orders'
import { DEMO_SHOP_ACCOUNT, DEMO_USER_ID } from './seed-account'

/**
 * The peer appraisal (同行鉴定) engine of the mock: orders and their state machine
 * (src/features/evaluate/machine.ts). The centre's steps happen on the mock clock and are settled
 * on read, each dated when it happened: the fee paid → awaiting_shipment (mail) or submitted
 * (online, accepted ACCEPT_MS later); the parcel signed for → the seal read and compared →
 * appraising or exception; APPRAISE_MS after acceptance the report (online: reported; mail: the
 * item sent back sealed, purpose evaluate-back → returning).
 */

const SECOND = 1000
const HOUR = 3600 * SECOND
const DAY = 24 * HOUR
export const ACCEPT_MS = 20 * SECOND
export const APPRAISE_MS = 40 * SECOND
/** A seeded order's pending centre step is due this long after seeding. */
export const SEED_HOLD_MS = 6 * HOUR
/** 在线鉴定 needs these views to conclude; fewer photos make it 无法鉴定 listing the rest. */
export const PHOTO_SLOTS = ['正面', '背面', '标识/Logo', '五金', '内标/刻印', '走线', '编码/日期码', '配件', '细节'] as const
export const ONLINE_NEEDS = 5

export const CENTRE: Party = { name: '奢护鉴定中心', phone: '4008005678', address: '上海市静安区南京西路1266号恒隆广场二座18楼' }
export const CENTRE_TEXT = `${CENTRE.name} ${CENTRE.address} ${CENTRE.phone}`

export interface EvaluateRecord {
  id: number
  no: string
  accountId: number
  userId: number
  status: EvaluateStatus
  method: EvaluateMethod
  item: EvaluateItem
  photos: string[]
  note: string
  feeCents: number
  createdAt: string
  updatedAt: string
  payOrderNo: string | null
  paidAt: string | null
  /** The seal number recorded at sending; the one read at receipt. */
  seal: string | null
  sealFound: string | null
  /** Tests and the seed: the seal the centre will find instead (a swapped tag). */
  sealSwappedTo: string | null
  parcelId: number | null
  backParcelId: number | null
  acceptedAt: string | null
  promisedAt: string | null
  dueAt: string | null
  reviewAsked: boolean
  /** The verdict the centre will reach (the seed's; else from the photos). */
  plannedVerdict: Verdict | null
  report: EvaluateReport | null
  timeline: EvaluateEvent[]
}

export interface EvaluateState {
  orders: EvaluateRecord[]
  nextId: number
}

const iso = isoAt

export function evaluateState(): EvaluateState {
  const db = getDb()
  if (!db.evaluate) {
    const state: EvaluateState = { orders: [], nextId: 9300 }
    db.evaluate = state
    seedEvaluate(state, mockClock.now())
  }
  return db.evaluate
}

export function findEvaluate(id: number): EvaluateRecord | undefined {
  return evaluateState().orders.find((order) => order.id === id)
}

function dayOf(at: number): string {
  return new Date(at + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')
}

export function titleOf(order: Pick<EvaluateRecord, 'item'>): string {
  return `${order.item.brandName} ${order.item.model}`.trim()
}

function record(order: EvaluateRecord, at: number, status: EvaluateStatus, note: string | null): void {
  recordEvent(order, { status, at, note })
}

export function actionsOf(order: EvaluateRecord): EvaluateAction[] {
  return [...ACTIONS_BY_STATUS[order.status]]
}

function requireAction(order: EvaluateRecord, action: EvaluateAction): void {
  refuseUnless(actionsOf(order).includes(action), stateMovedText(order.status, action), EVALUATE_REFUSALS.stateMoved, { status: order.status })
}

function fieldsOf(input: Partial<OrderInput>) {
  const fields = {
    category: String(input.category ?? ''),
    brandName: String(input.brandName ?? ''),
    model: String(input.model ?? ''),
    photos: Array.isArray(input.photos) ? input.photos.map(String) : [],
    method: String(input.method ?? ''),
    note: String(input.note ?? ''),
  }
  const first = Object.values(checkOrder(fields))[0]
  if (first) throw new MockError(400, first)
  return fields
}

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

// ---- The centre's steps ----

function accept(order: EvaluateRecord, at: number, note: string): void {
  order.acceptedAt = iso(at)
  order.promisedAt = iso(at + METHOD_HOURS[order.method] * HOUR)
  order.dueAt = iso(at + APPRAISE_MS)
  record(order, at, 'appraising', note)
}

function afterPayment(order: EvaluateRecord, at: number): void {
  order.paidAt = iso(at)
  if (order.method === 'mail') return void record(order, at, 'awaiting_shipment', `已支付鉴定费 ${yuan(order.feeCents)}，请寄出商品`)
  order.dueAt = iso(at + ACCEPT_MS)
  record(order, at, 'submitted', `已支付鉴定费 ${yuan(order.feeCents)}，照片已提交，等待鉴定中心受理`)
}

function receive(order: EvaluateRecord, at: number): void {
  order.sealFound = order.sealSwappedTo ?? order.seal
  if (order.sealFound !== order.seal) {
    order.dueAt = null
    return void record(order, at, 'exception', `鉴定中心签收时封签号为 ${order.sealFound}，与寄出时登记的 ${order.seal} 不一致，已暂停鉴定并封存商品，请确认继续鉴定或申请原样退回`)
  }
  accept(order, at, `鉴定中心已签收，封签号 ${order.seal} 核对一致，已受理`)
}

function verdictOf(order: EvaluateRecord): Verdict {
  if (order.plannedVerdict) return order.plannedVerdict
  return order.method === 'online' && order.photos.length < ONLINE_NEEDS ? 'inconclusive' : 'authentic'
}

/** The centre sends the item back insured, on its own waybill (purpose evaluate-back). */
function shipBack(order: EvaluateRecord, at: number): void {
  const parcel = createParcel(
    {
      purpose: { kind: 'evaluate-back', orderId: order.id },
      senderUserId: null,
      ownerUserId: order.accountId,
      itemName: titleOf(order),
      sender: CENTRE,
      receiver: dealerAddress(order.userId),
      itemType: order.item.category,
      declaredValueCents: 2_000_000,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: `SF15${String(order.id).padStart(6, '0')}${String(at).slice(-5)}` },
    },
    at,
  )
  order.backParcelId = parcel.id
}

function conclude(order: EvaluateRecord, at: number): void {
  const verdict = verdictOf(order)
  const missing = verdict === 'inconclusive' ? PHOTO_SLOTS.slice(order.photos.length, Math.max(ONLINE_NEEDS, order.photos.length + 1)).map((slot) => `${slot}清晰照`) : []
  order.report = {
    no: `JD${dayOf(at)}${String(order.id).padStart(5, '0')}`,
    verdict,
    missing,
    photos: order.photos.map((url, index) => ({ url, label: PHOTO_SLOTS[index] ?? `细节${index + 1}` })),
    appraiser: '陈立（鉴定师 A0231）',
    reviewer: '林静（复核 A0108）',
    issuedAt: iso(at),
    method: order.method,
    notes:
      verdict === 'authentic'
        ? '做工、材质、五金刻印与品牌同期工艺一致'
        : verdict === 'not_authentic'
          ? '标识字体间距、五金刻印深度与品牌同期工艺不符'
          : '照片未覆盖判定所需部位，无法得出结论',
    returnSeal: order.method === 'mail' ? `RT${String(order.id).padStart(6, '0')}` : null,
    scope: SCOPE_TEXT,
  }
  order.dueAt = null
  const words = `鉴定完成：${VERDICT_TEXT[verdict]}（报告 ${order.report.no}）`
  if (order.method === 'online') return void record(order, at, 'reported', words)
  shipBack(order, at)
  record(order, at, 'returning', `${words}；商品已按原保价寄回，封签号 ${order.report.returnSeal}`)
}

export function settleEvaluate(order: EvaluateRecord, now: number): boolean {
  let changed = false
  for (let guard = 0; guard < 6; guard += 1) {
    const before = order.status
    if (order.status === 'awaiting_payment' && order.payOrderNo) {
      const pay = findPayOrder(order.payOrderNo)
      if (pay && settlePayOrder(pay, now).status === 'paid') afterPayment(order, Math.min(now, Date.parse(pay.paidAt ?? iso(now))))
    } else if (order.status === 'in_transit' && order.parcelId !== null) {
      const parcel = parcelById(order.parcelId)
      if (parcel && isSignedFor(parcel, now)) receive(order, Date.parse(signedAt(parcel) ?? iso(now)))
    } else if (order.status === 'submitted' && order.dueAt && Date.parse(order.dueAt) <= now) {
      accept(order, Date.parse(order.dueAt), '鉴定中心已受理照片，开始鉴定')
    } else if (order.status === 'appraising' && order.dueAt && Date.parse(order.dueAt) <= now) {
      conclude(order, Date.parse(order.dueAt))
    }
    if (order.status === before) break
    changed = true
  }
  return changed
}

onSettle('evaluate', (now) => {
  const state = getDb().evaluate
  if (!state) return
  if (state.orders.map((order) => settleEvaluate(order, now)).some(Boolean)) saveDb()
})

// ---- The dealer's actions ----

export function createEvaluate(accountId: number, userId: number, input: Partial<OrderInput>, now: number, state = evaluateState()): EvaluateRecord {
  const fields = fieldsOf(input)
  state.nextId += 1
  const id = state.nextId
  const method = fields.method as EvaluateMethod
  const order: EvaluateRecord = {
    id,
    no: `TH${dayOf(now)}${String(id % 1000).padStart(3, '0')}`,
    accountId,
    userId,
    status: 'awaiting_payment',
    method,
    item: { category: fields.category, brandName: fields.brandName.trim(), model: fields.model.trim() },
    photos: fields.photos.map(relative),
    note: fields.note.trim(),
    feeCents: METHOD_FEE_CENTS[method],
    createdAt: iso(now),
    updatedAt: iso(now),
    payOrderNo: null,
    paidAt: null,
    seal: null,
    sealFound: null,
    sealSwappedTo: null,
    parcelId: null,
    backParcelId: null,
    acceptedAt: null,
    promisedAt: null,
    dueAt: null,
    reviewAsked: false,
    plannedVerdict: null,
    report: null,
    timeline: [],
  }
  record(order, now, 'awaiting_payment', `已下单（${METHOD_TEXT[method]}），鉴定费 ${yuan(order.feeCents)}`)
  state.orders.push(order)
  saveDb()
  return order
}

function closePending(order: EvaluateRecord, reason: string): void {
  const pay = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (pay) closePayOrder(pay, reason)
}

export function modifyEvaluate(order: EvaluateRecord, input: Partial<OrderInput>, now: number): void {
  requireAction(order, 'modify')
  const fields = fieldsOf(input)
  if (fields.method !== order.method) {
    refuseUnless(order.status === 'awaiting_payment', METHOD_LOCKED_TEXT, EVALUATE_REFUSALS.methodLocked, { status: order.status })
    closePending(order, '鉴定方式已更改')
    order.payOrderNo = null
    order.method = fields.method as EvaluateMethod
    order.feeCents = METHOD_FEE_CENTS[order.method]
  }
  order.item = { category: fields.category, brandName: fields.brandName.trim(), model: fields.model.trim() }
  order.photos = fields.photos.map(relative)
  order.note = fields.note.trim()
  record(order, now, order.status, `订单已修改（${METHOD_TEXT[order.method]}，照片 ${order.photos.length} 张）`)
  saveDb()
}

export function payEvaluate(order: EvaluateRecord, now: number): string {
  requireAction(order, 'pay')
  const current = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (current && settlePayOrder(current, now).status === 'pending') return current.payOrderNo
  const created = createPayOrder({
    accountId: order.accountId,
    subject: '同行鉴定费',
    lines: [{ label: `${titleOf(order)} ${METHOD_TEXT[order.method]}`, amountCents: order.feeCents }],
    returnTo: `/pages/evaluate/order/detail/index?id=${order.id}`,
    ref: `evaluate:${order.id}`,
  })
  order.payOrderNo = created.payOrderNo
  saveDb()
  return created.payOrderNo
}

export function cancelEvaluate(order: EvaluateRecord, now: number): void {
  requireAction(order, 'cancel')
  closePending(order, '鉴定订单已取消')
  order.dueAt = null
  // Paid: refunded in full, what was paid (a coupon's saving is not money back; the coupon returns).
  const pay = order.paidAt && order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (pay) refundPayOrder(pay, now)
  record(order, now, 'cancelled', order.paidAt ? `您已取消订单，已付鉴定费 ${yuan(pay?.amountCents ?? order.feeCents)} 将原路退回` : '您已取消订单')
  saveDb()
}

/** exception → appraising: the dealer vouches that the tag the centre read is theirs. */
export function continueAppraisal(order: EvaluateRecord, now: number): void {
  requireAction(order, 'continueAppraisal')
  accept(order, now, `您已确认签收时的封签号 ${order.sealFound} 无误，鉴定中心继续鉴定`)
  saveDb()
}

/** exception → cancelled: sent back unappraised at the platform's cost, the fee paid refunded in full. */
export function askReturn(order: EvaluateRecord, now: number): void {
  requireAction(order, 'askReturn')
  order.dueAt = null
  const pay = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (pay) refundPayOrder(pay, now)
  shipBack(order, now)
  record(order, now, 'cancelled', `您已申请原样退回：商品按原保价寄回，运费由平台承担；已付鉴定费 ${yuan(pay?.amountCents ?? order.feeCents)} 全额原路退回`)
  saveDb()
}

export function recordSeal(order: EvaluateRecord, sealNo: unknown, now: number): void {
  requireAction(order, 'send')
  const error = sealError(String(sealNo ?? ''))
  if (error) throw new MockError(400, error)
  order.seal = normalSeal(String(sealNo))
  order.updatedAt = iso(Math.max(now, Date.parse(order.updatedAt)))
  saveDb()
}

/** The express parcel to the centre was sent (express's onParcelSent). */
export function parcelSent(order: EvaluateRecord, parcelId: number, now: number): void {
  requireAction(order, 'send')
  order.parcelId = parcelId
  record(order, now, 'in_transit', `商品已保价寄出，封签号 ${order.seal}`)
  saveDb()
}

export function confirmOnline(order: EvaluateRecord, now: number): void {
  requireAction(order, 'confirmOnline')
  record(order, now, 'done', `您已确认鉴定结果：${VERDICT_TEXT[order.report!.verdict]}`)
  saveDb()
}

export function requestReview(order: EvaluateRecord, input: { reason?: unknown; photos?: unknown }, now: number): void {
  requireAction(order, 'requestReview')
  refuseUnless(!order.reviewAsked, REVIEW_USED_TEXT, EVALUATE_REFUSALS.reviewUsed, { status: order.status })
  const reason = String(input.reason ?? '')
  const error = reviewError(reason)
  if (error) throw new MockError(400, error)
  const extra = Array.isArray(input.photos) ? input.photos.map((url) => relative(String(url))) : []
  order.photos = [...order.photos, ...extra].slice(0, 9)
  order.reviewAsked = true
  order.plannedVerdict = null
  accept(order, now, `申请复核：${reason.trim()}${extra.length ? `（补充照片 ${extra.length} 张）` : ''}`)
  saveDb()
}

export function confirmMail(order: EvaluateRecord, sealNo: unknown, now: number): void {
  requireAction(order, 'confirmMail')
  const error = sealError(String(sealNo ?? ''))
  if (error) throw new MockError(400, error)
  refuseUnless(normalSeal(String(sealNo)) === order.report?.returnSeal, SEAL_MISMATCH_TEXT, EVALUATE_REFUSALS.sealMismatch)
  record(order, now, 'done', `已签收寄回商品，封签号 ${order.report!.returnSeal} 核对一致`)
  saveDb()
}

// ---- Express purposes ----

function anyEvaluate(orderId: number): EvaluateRecord {
  const order = findEvaluate(orderId)
  if (!order) throw new MockError(404, '鉴定订单不存在')
  return order
}

registerParcelPurpose('evaluate', {
  label: '鉴定订单',
  receiverOf(orderId, accountId) {
    const order = anyEvaluate(orderId)
    if (order.accountId !== accountId) throw new MockError(404, '鉴定订单不存在')
    requireAction(order, 'send')
    if (!order.seal) refuse(EVALUATE_REFUSALS.sealMissing, SEAL_MISSING_TEXT)
    return { ...CENTRE }
  },
  valueOf: () => null,
  itemNameOf: (orderId) => titleOf(anyEvaluate(orderId)),
  itemTypeOf: (orderId) => anyEvaluate(orderId).item.category,
  describe: (orderId) => `鉴定订单 ${anyEvaluate(orderId).no}`,
})
registerParcelPurpose('evaluate-back', {
  label: '鉴定寄回',
  // The centre sends it back: no dealer reads its receiver or sends it (as care's maintain-back).
  platformSends: true,
  receiverOf: (orderId) => dealerAddress(anyEvaluate(orderId).userId),
  valueOf: () => null,
  itemNameOf: (orderId) => titleOf(anyEvaluate(orderId)),
  itemTypeOf: (orderId) => anyEvaluate(orderId).item.category,
  describe: (orderId) => `鉴定寄回 ${anyEvaluate(orderId).no}`,
})
onParcelSent('evaluate', (parcel, now) => {
  parcelSent(anyEvaluate(parcel.purpose.orderId!), parcel.id, now)
})

// ---- Seed: the demo shop has one order in each state (9301–9310) ----

const SEED: { category: string; brandName: string; model: string; method: EvaluateMethod; photos: number; verdict?: Verdict }[] = [
  { category: '箱包', brandName: '爱马仕', model: 'Birkin 25', method: 'mail', photos: 4 },
  { category: '箱包', brandName: '香奈儿', model: 'Classic Flap 中号', method: 'mail', photos: 5 },
  { category: '腕表', brandName: '劳力士', model: '日志型 36', method: 'mail', photos: 5 },
  { category: '箱包', brandName: '路易威登', model: 'Speedy 25', method: 'online', photos: 6 },
  { category: '箱包', brandName: '迪奥', model: 'Lady Dior 小号', method: 'online', photos: 6 },
  { category: '箱包', brandName: '古驰', model: 'Jackie 1961', method: 'online', photos: 3 },
  { category: '腕表', brandName: '欧米茄', model: '超霸系列', method: 'mail', photos: 5 },
  { category: '箱包', brandName: '普拉达', model: 'Galleria 中号', method: 'mail', photos: 5 },
  { category: '箱包', brandName: '思琳', model: 'Triomphe 中号', method: 'mail', photos: 5, verdict: 'not_authentic' },
  { category: '鞋履', brandName: '芬迪', model: 'Baguette', method: 'online', photos: 4 },
]

function seedEvaluate(state: EvaluateState, now: number): void {
  EVALUATE_STATUSES.forEach((target, index) => {
    const plan = SEED[index]
    const start = now - (target === 'done' ? 12 : 3) * DAY + index * 60_000
    const order = createEvaluate(
      DEMO_SHOP_ACCOUNT,
      DEMO_USER_ID,
      {
        category: plan.category,
        brandName: plan.brandName,
        model: plan.model,
        photos: Array.from({ length: plan.photos }, (_, n) => coverOf(plan.category, index + n)),
        method: plan.method,
        note: index === 0 ? '客户寄售前想要一份鉴定' : '',
      },
      start,
      state,
    )
    order.plannedVerdict = plan.verdict ?? null
    if (target === 'awaiting_payment') return
    if (target === 'cancelled') return void record(order, start + HOUR, 'cancelled', '您已取消订单')
    afterPayment(order, start + 600_000)
    if (target === 'awaiting_shipment' || target === 'submitted') return
    if (order.method === 'mail') {
      order.seal = `FD${String(88_000_000 + order.id)}`
      const sendAt = target === 'in_transit' ? now - 60_000 : start + HOUR
      const parcel = createParcel(
        {
          purpose: { kind: 'evaluate', orderId: order.id },
          senderUserId: DEMO_SHOP_ACCOUNT,
          itemName: titleOf(order),
          sender: dealerAddress(DEMO_USER_ID),
          receiver: CENTRE,
          itemType: plan.category,
          declaredValueCents: 2_000_000,
          pickup: null,
          selfShipped: { carrier: '顺丰速运', waybillNo: `SF16${String(order.id).padStart(6, '0')}66` },
        },
        sendAt,
      )
      order.parcelId = parcel.id
      record(order, sendAt, 'in_transit', `商品已保价寄出，封签号 ${order.seal}`)
      if (target === 'in_transit') return
      if (target === 'exception') order.sealSwappedTo = `FD${String(77_000_000 + order.id)}`
      receive(order, target === 'appraising' ? now - 10_000 : start + DAY)
      if (target === 'exception' || target === 'appraising') return
    } else {
      accept(order, target === 'appraising' ? now - 10_000 : start + HOUR, '鉴定中心已受理照片，开始鉴定')
      if (target === 'appraising') return
    }
    conclude(order, target === 'returning' ? now - 30_000 : start + DAY + HOUR)
    if (target === 'reported' || target === 'returning') return
    record(order, start + 3 * DAY, 'done', order.method === 'mail' ? `已签收寄回商品，封签号 ${order.report!.returnSeal} 核对一致` : '您已确认鉴定结果')
  })
  for (const order of state.orders) {
    // A seeded step under way stays so for SEED_HOLD_MS (screens and journeys see each state).
    if (order.dueAt) order.dueAt = iso(now + SEED_HOLD_MS)
    order.timeline.sort((a, b) => a.at.localeCompare(b.at))
  }
}

// ---- For tests and the browser journeys ----

/** Make the order's next timed step fall `ms` from now (the parcel's delivery through express's own helper). */
export function bringEvaluateDue(orderId: number, ms = 0, now = mockClock.now()): EvaluateRecord {
  const order = findEvaluate(orderId)
  if (!order) throw new Error(`no appraisal order ${orderId}`)
  if (order.dueAt) order.dueAt = iso(now + ms)
  if (order.status === 'in_transit' && order.parcelId !== null) collectIn(order.parcelId, ms - PARCEL_SIGN_AFTER_COLLECT_MS, now)
  saveDb()
  return order
}

/** The tag the centre will find differs from the one recorded (a swapped item). */
export function swapSeal(orderId: number, found: string): void {
  anyEvaluate(orderId).sealSwappedTo = found
  saveDb()
}
