import type { CreateInput, Diagnosis, MaintainEvent, MaintainItem, MaintainReturn, QuoteLine, Reception, ServiceEntry } from '../../src/features/maintain/api'
import {
  ACCEPT_NONE_TEXT,
  ACCESSORY_CHECKLIST,
  ACTIONS_BY_STATUS,
  backInsurance,
  SEND_WITHIN_DAYS,
  MAINTAIN_STATUSES,
  checkCreate,
  checkReturn,
  LIABILITY_ACK_TEXT,
  RETURN_SHIPPING_TEXT,
  serviceOf,
  stateMovedText,
  WARRANTY_DAYS,
  type MaintainAction,
  type MaintainStatus,
} from '../../src/features/maintain/machine'
import { MAX_ONLINE_DECLARED_CENTS } from '../../src/features/express/rules'
import { STOCK_STATUS_TEXT } from '../../src/features/stock/api/items'
import { yuan } from '../../src/shared/format/money'
import { isoAt, mockClock } from '../lib/clock'
import { coverOf } from '../lib/covers'
import { recordEvent } from '../lib/events'
import { MockError } from '../lib/handle'
import { refuse, refuseUnless } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import {
  collectIn,
  createParcel,
  isSignedFor,
  onParcelCancelled,
  onParcelSent,
  parcelById,
  PARCEL_SIGN_AFTER_COLLECT_MS,
  registerParcelPurpose,
  signedAt,
  type Party,
} from './express'
import { getDb, saveDb, shopStocks } from './index'
import { closePayOrder, createPayOrder, findPayOrder, settlePayOrder } from './pay-orders'
import { DEMO_SHOP_ACCOUNT, DEMO_USER_ID } from './seed-account'

/**
 * The care (养护) engine of the mock: orders and their state machine (src/features/maintain/
 * machine.ts). The workshop's steps happen on the mock clock and are settled on read, each dated
 * when it happened: the parcel signed for (express) → received; DIAGNOSE_MS later → diagnosed;
 * the pay order paid → in_service, the service log's entries SERVICE_STEP_MS apart and the send
 * back after SERVICE_MS (an express parcel, purpose maintain-back); signed → done. An item asked
 * back is shipped RETURN_SHIP_MS after the ask; signed → returned.
 */

export const SECOND = 1000
export const DAY = 24 * 3600 * SECOND
export const DIAGNOSE_MS = 30 * SECOND
export const SERVICE_STEP_MS = 20 * SECOND
export const SERVICE_MS = 3 * SERVICE_STEP_MS
export const RETURN_SHIP_MS = 20 * SECOND
/** A seeded order's pending workshop step is due this long after seeding. */
export const SEED_HOLD_MS = 6 * 3600 * SECOND

export const WORKSHOP: Party = { name: '奢护工坊养护中心', phone: '4008001234', address: '广东省深圳市南山区科技南十二路2号金蝶软件园B座3楼' }
export const WORKSHOP_TEXT = `${WORKSHOP.name} ${WORKSHOP.address} ${WORKSHOP.phone}`

export type EventRecord = MaintainEvent
export interface MaintainRecord {
  id: number
  no: string
  accountId: number
  /** Who created it (the dealer's person; where the item goes back). */
  userId: number
  status: MaintainStatus
  item: MaintainItem
  problem: string
  /** Relative paths (absolute in replies). */
  photos: string[]
  services: string[]
  declaredValueCents: number
  createdAt: string
  updatedAt: string
  reception: Reception | null
  diagnosis: Diagnosis | null
  acceptedLineIds: number[]
  payOrderNo: string | null
  paidAt: string | null
  /** Every entry planned once paid; a reply shows those dated up to now. */
  log: ServiceEntry[]
  returnRequest: MaintainReturn | null
  parcelId: number | null
  backParcelId: number | null
  /** When the workshop's next step is due (diagnosis, send back, the return's shipping). */
  dueAt: string | null
  doneAt: string | null
  timeline: EventRecord[]
}

export interface MaintainState {
  orders: MaintainRecord[]
  nextId: number
  nextLineId: number
}

const iso = isoAt

export function maintainState(): MaintainState {
  const db = getDb()
  if (!db.maintain) {
    const state: MaintainState = { orders: [], nextId: 9100, nextLineId: 95_000 }
    db.maintain = state
    seedMaintain(state, mockClock.now())
  }
  return db.maintain
}

export function findMaintain(id: number): MaintainRecord | undefined {
  return maintainState().orders.find((order) => order.id === id)
}

export function orderNo(id: number, at: number): string {
  const day = new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
  return `YH${day}${String(id % 1000).padStart(3, '0')}`
}

function record(order: MaintainRecord, at: number, status: MaintainStatus, note: string | null): void {
  recordEvent(order, { status, at, note })
}

/** The dealer's return address: the default of the address book (else the first). */
export function dealerAddress(userId: number): Party {
  const list = getDb().addresses[userId] ?? []
  const address = list.find((entry) => entry.isDefault) ?? list[0]
  return address
    ? { name: address.name, phone: address.phone, address: `${address.province}${address.city}${address.district}${address.detail}` }
    : { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号赛格广场3楼312' }
}

export function titleOf(order: Pick<MaintainRecord, 'item'>): string {
  return `${order.item.brandName} ${order.item.model}`.trim()
}

export function acceptedLines(order: MaintainRecord): QuoteLine[] {
  return (order.diagnosis?.lines ?? []).filter((line) => order.acceptedLineIds.includes(line.id))
}

export function acceptedAmount(order: MaintainRecord): number {
  return acceptedLines(order).reduce((sum, line) => sum + line.priceCents, 0)
}

// ---- The workshop's steps (settle and seed use them) ----

export function receive(order: MaintainRecord, at: number): void {
  // The demo workshop finds the 防尘袋 and 肩带; no 锁 or 卡片 came with the item.
  const received = new Set(order.id % 2 === 0 ? ['防尘袋', '肩带', '锁'] : ['防尘袋', '肩带'])
  order.reception = {
    receivedAt: iso(at),
    photos: [0, 1, 2].map((n) => coverOf(order.item.category, order.id + n)),
    accessories: ACCESSORY_CHECKLIST.map((name) => ({ name, received: received.has(name) })),
    note: '外观整体完好，边角有磨损，已拍照留档',
  }
  order.dueAt = iso(at + DIAGNOSE_MS)
  record(order, at, 'received', '工坊已签收，已拍照并核对配件')
}

export function diagnose(order: MaintainRecord, at: number, state = maintainState()): void {
  const lines: QuoteLine[] = order.services.map((key, index) => {
    const service = serviceOf(key)!
    // The binding price sits in the estimate's range, rounded to ¥10.
    const price = Math.round((service.lowCents + (service.highCents - service.lowCents) * (0.35 + 0.15 * index)) / 1000) * 1000
    state.nextLineId += 1
    return {
      id: state.nextLineId,
      serviceKey: key,
      name: service.name,
      priceCents: price,
      finding: `${service.name}：${key === 'clean' ? '皮面有污渍和油渍' : key === 'recolor' ? '四角及提手褪色明显' : key === 'repair' ? '边油开裂两处' : key === 'hardware' ? '五金有划痕、氧化' : '包身轻微塌陷'}`,
      photos: [coverOf(order.item.category, order.id + index + 5)],
      risk: service.risk,
      minDays: service.minDays,
      maxDays: service.maxDays,
    }
  })
  order.diagnosis = { diagnosedAt: iso(at), lines, note: '以下报价为最终报价，确认并支付后开始养护' }
  order.dueAt = null
  record(order, at, 'diagnosed', `诊断完成，报价 ${lines.length} 项，合计 ${yuan(lines.reduce((sum, line) => sum + line.priceCents, 0))}`)
}

export function startService(order: MaintainRecord, at: number): void {
  order.paidAt = iso(at)
  const lines = acceptedLines(order)
  const photo = (n: number) => coverOf(order.item.category, order.id + n)
  order.log = [
    { at: iso(at + SERVICE_STEP_MS / 2), kind: 'before', text: `养护前拍照：${lines.map((line) => line.name).join('、')}部位`, photos: [photo(0), photo(1)] },
    ...lines.map((line, index) => ({
      at: iso(at + SERVICE_STEP_MS * (1 + index / lines.length)),
      kind: 'progress' as const,
      text: `${line.name}进行中`,
      photos: [photo(2 + index)],
    })),
    { at: iso(at + SERVICE_STEP_MS * 2.5), kind: 'after', text: '养护完成，质检通过', photos: [photo(6), photo(7)] },
  ]
  order.dueAt = iso(at + SERVICE_MS)
  record(order, at, 'in_service', `已支付 ${yuan(acceptedAmount(order))}，订单已确认，开始养护`)
}

function sendBack(order: MaintainRecord, at: number, next: 'sent_back' | 'returning'): void {
  const parcel = createParcel(
    {
      purpose: { kind: 'maintain-back', orderId: order.id },
      senderUserId: null,
      ownerUserId: order.accountId,
      itemName: titleOf(order),
      itemValueCents: order.declaredValueCents,
      sender: WORKSHOP,
      receiver: dealerAddress(order.userId),
      itemType: order.item.category,
      declaredValueCents: backInsurance(order.declaredValueCents).onlineCents,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: `SF${String(order.id).padStart(6, '0')}${String(at).slice(-7)}` },
    },
    at,
  )
  order.backParcelId = parcel.id
  order.dueAt = null
  // Sent back earlier than planned (a journey brought it near): the log ends before it.
  order.log = order.log.map((entry) => (Date.parse(entry.at) > at ? { ...entry, at: iso(at - 1000) } : entry))
  record(order, at, next, next === 'sent_back' ? '养护完成，已寄回' : '工坊已寄回商品（未养护）')
}

/** Bring one order up to `now`; true when time changed it. */
export function settleMaintain(order: MaintainRecord, now: number, state = maintainState()): boolean {
  let changed = false
  for (let guard = 0; guard < 8; guard += 1) {
    const before = order.status
    if (order.status === 'awaiting_shipment' && order.dueAt && Date.parse(order.dueAt) <= now) {
      const at = Date.parse(order.dueAt)
      order.dueAt = null
      record(order, at, 'cancelled', `超过 ${SEND_WITHIN_DAYS} 天未寄出，订单已自动取消`)
    } else if (order.status === 'in_transit' && order.parcelId !== null) {
      const parcel = parcelById(order.parcelId)
      if (parcel && isSignedFor(parcel, now)) receive(order, Date.parse(signedAt(parcel) ?? iso(now)))
    } else if (order.status === 'received' && order.dueAt && Date.parse(order.dueAt) <= now) {
      diagnose(order, Date.parse(order.dueAt), state)
    } else if (order.status === 'awaiting_payment' && order.payOrderNo) {
      const pay = findPayOrder(order.payOrderNo)
      if (pay && settlePayOrder(pay, now).status === 'paid') startService(order, Math.min(now, Date.parse(pay.paidAt ?? iso(now))))
    } else if (order.status === 'in_service' && order.dueAt && Date.parse(order.dueAt) <= now) {
      sendBack(order, Date.parse(order.dueAt), 'sent_back')
    } else if (order.status === 'return_requested' && order.dueAt && Date.parse(order.dueAt) <= now) {
      sendBack(order, Date.parse(order.dueAt), 'returning')
    } else if ((order.status === 'sent_back' || order.status === 'returning') && order.backParcelId !== null) {
      const parcel = parcelById(order.backParcelId)
      if (parcel && isSignedFor(parcel, now)) {
        const at = Date.parse(signedAt(parcel) ?? iso(now))
        order.doneAt = iso(at)
        if (order.status === 'sent_back') record(order, at, 'done', `已签收，保修 ${WARRANTY_DAYS} 天`)
        else record(order, at, 'returned', '商品已退回，您已签收')
      }
    }
    if (order.status === before) break
    changed = true
  }
  return changed
}

onSettle('maintain', (now) => {
  const state = getDb().maintain
  if (!state) return
  if (state.orders.map((order) => settleMaintain(order, now, state)).some(Boolean)) saveDb()
})

export function warrantyUntil(order: MaintainRecord): string | null {
  return order.status === 'done' && order.doneAt ? iso(Date.parse(order.doneAt) + WARRANTY_DAYS * DAY) : null
}

/** What the dealer may do now. */
export function actionsOf(order: MaintainRecord): MaintainAction[] {
  return [...ACTIONS_BY_STATUS[order.status]]
}

function requireAction(order: MaintainRecord, action: MaintainAction): void {
  refuseUnless(actionsOf(order).includes(action), stateMovedText(order.status, action), 409, { status: order.status })
}

// ---- The dealer's actions ----

/** A piece of the dealer's own stock still in the shop (in stock or locked for a client). */
function heldStockItem(accountId: number, stockItemId: unknown) {
  const item = shopStocks()[accountId]?.items.find((candidate) => candidate.id === stockItemId)
  if (!item) throw new MockError(400, '库存中没有这件商品，请重新选择')
  if (item.status !== 'IN_STOCK' && item.status !== 'LOCKED') throw new MockError(400, `该商品${STOCK_STATUS_TEXT[item.status]}，不在店内，不能送养护`)
  return item
}

export function createMaintain(accountId: number, userId: number, input: Partial<CreateInput>, now: number, state = maintainState()): MaintainRecord {
  const fields = {
    category: String(input.category ?? ''),
    brandName: String(input.brandName ?? ''),
    model: String(input.model ?? ''),
    problem: String(input.problem ?? ''),
    photos: Array.isArray(input.photos) ? input.photos.map(String) : [],
    services: Array.isArray(input.services) ? [...new Set(input.services.map(String))] : [],
    declaredValueCents: typeof input.declaredValueCents === 'number' ? input.declaredValueCents : null,
  }
  const first = Object.values(checkCreate(fields))[0]
  if (first) throw new MockError(400, first)
  if (input.liabilityAccepted !== true) throw new MockError(400, LIABILITY_ACK_TEXT)
  const stockItem = input.source === 'stock' ? heldStockItem(accountId, input.stockItemId) : null
  state.nextId += 1
  const id = state.nextId
  const order: MaintainRecord = {
    id,
    no: orderNo(id, now),
    accountId,
    userId,
    status: 'awaiting_shipment',
    item: {
      source: input.source === 'stock' ? 'stock' : 'catalogue',
      stockItemId: stockItem?.id ?? null,
      stockCode: stockItem?.code ?? null,
      skuId: input.skuId ?? null,
      category: fields.category,
      brandName: fields.brandName.trim(),
      model: fields.model.trim(),
    },
    problem: fields.problem.trim(),
    photos: fields.photos.map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
    services: fields.services,
    declaredValueCents: fields.declaredValueCents!,
    createdAt: iso(now),
    updatedAt: iso(now),
    reception: null,
    diagnosis: null,
    acceptedLineIds: [],
    payOrderNo: null,
    paidAt: null,
    log: [],
    returnRequest: null,
    parcelId: null,
    backParcelId: null,
    dueAt: iso(now + SEND_WITHIN_DAYS * DAY),
    doneAt: null,
    timeline: [],
  }
  record(order, now, 'awaiting_shipment', `已下单，声明价值 ${yuan(order.declaredValueCents)}，请寄出商品`)
  state.orders.push(order)
  saveDb()
  return order
}

/** The express parcel to the workshop was sent (express's onParcelSent). */
export function parcelSent(order: MaintainRecord, parcelId: number, now: number): void {
  requireAction(order, 'send')
  order.parcelId = parcelId
  order.dueAt = null
  record(order, now, 'in_transit', '商品已寄出，寄往养护工坊')
  saveDb()
}

export function cancelMaintain(order: MaintainRecord, now: number): void {
  requireAction(order, 'cancel')
  order.dueAt = null
  record(order, now, 'cancelled', '您已取消订单')
  saveDb()
}

export function acceptLines(order: MaintainRecord, lineIds: number[] | 'all', now: number): void {
  requireAction(order, lineIds === 'all' ? 'acceptAll' : 'acceptSome')
  const lines = order.diagnosis?.lines ?? []
  const ids = lineIds === 'all' ? lines.map((line) => line.id) : [...new Set(lineIds.map(Number))]
  if (!ids.length) refuse(400, ACCEPT_NONE_TEXT)
  if (ids.some((id) => !lines.some((line) => line.id === id))) refuse(400, '所选项目不在报价中，请刷新后重试')
  order.acceptedLineIds = lines.filter((line) => ids.includes(line.id)).map((line) => line.id)
  const names = acceptedLines(order).map((line) => line.name)
  const skipped = lines.length - names.length
  record(order, now, 'awaiting_payment', `已接受${names.join('、')}，应付 ${yuan(acceptedAmount(order))}${skipped ? `；${skipped} 项不做` : ''}`)
  saveDb()
}

/** The pay order of the accepted lines: the pending one, or a new one (the last closed). */
export function payMaintain(order: MaintainRecord, now: number): string {
  requireAction(order, 'pay')
  const current = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (current && settlePayOrder(current, now).status === 'pending') return current.payOrderNo
  const created = createPayOrder({
    accountId: order.accountId,
    subject: '养护服务费',
    lines: acceptedLines(order).map((line) => ({ label: `${titleOf(order)} ${line.name}`, amountCents: line.priceCents })),
    returnTo: `/pages/maintain/order/detail/index?id=${order.id}`,
    ref: `maintain:${order.id}`,
  })
  order.payOrderNo = created.payOrderNo
  saveDb()
  return created.payOrderNo
}

export function applyReturn(order: MaintainRecord, input: { reason?: unknown; note?: unknown }, now: number): void {
  requireAction(order, 'applyReturn')
  const fields = { reason: String(input.reason ?? ''), note: String(input.note ?? '') }
  const first = Object.values(checkReturn(fields))[0]
  if (first) throw new MockError(400, first)
  // A pending pay order no longer pays anything.
  const pay = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (pay) closePayOrder(pay, '已申请退回商品')
  order.returnRequest = { reason: fields.reason, note: fields.note.trim(), askedAt: iso(now), shippingText: RETURN_SHIPPING_TEXT, insuredCents: order.declaredValueCents }
  order.dueAt = iso(now + RETURN_SHIP_MS)
  record(order, now, 'return_requested', `申请退回：${fields.reason}`)
  saveDb()
}

// ---- Express purposes ----

function ownMaintain(orderId: number, accountId: number): MaintainRecord {
  const order = findMaintain(orderId)
  if (!order || order.accountId !== accountId) throw new MockError(404, '养护订单不存在')
  return order
}

function anyMaintain(orderId: number): MaintainRecord {
  const order = findMaintain(orderId)
  if (!order) throw new MockError(404, '养护订单不存在')
  return order
}

registerParcelPurpose('maintain', {
  label: '养护订单',
  receiverOf(orderId, accountId) {
    const order = ownMaintain(orderId, accountId)
    requireAction(order, 'send')
    return { ...WORKSHOP }
  },
  valueOf: (orderId) => anyMaintain(orderId).declaredValueCents,
  itemNameOf: (orderId) => titleOf(anyMaintain(orderId)),
  itemTypeOf: (orderId) => anyMaintain(orderId).item.category,
  describe: (orderId) => `养护订单 ${anyMaintain(orderId).no}`,
})
registerParcelPurpose('maintain-back', {
  label: '养护寄回',
  platformSends: true,
  receiverOf: (orderId, accountId) => dealerAddress(ownMaintain(orderId, accountId).userId),
  valueOf: (orderId) => anyMaintain(orderId).declaredValueCents,
  itemNameOf: (orderId) => titleOf(anyMaintain(orderId)),
  itemTypeOf: (orderId) => anyMaintain(orderId).item.category,
  describe: (orderId) => `养护寄回 ${anyMaintain(orderId).no}`,
})
onParcelSent('maintain', (parcel, now) => {
  parcelSent(anyMaintain(parcel.purpose.orderId!), parcel.id, now)
})
// The pickup cancelled before the courier came: the item is still with the dealer, to be sent again.
onParcelCancelled('maintain', (parcel, now) => {
  const order = anyMaintain(parcel.purpose.orderId!)
  if (order.status !== 'in_transit' || order.parcelId !== parcel.id) return
  order.parcelId = null
  // The week to send still counts from the order, with at least a day left to send it again.
  order.dueAt = iso(Math.max(Date.parse(order.createdAt) + SEND_WITHIN_DAYS * DAY, now + DAY))
  record(order, now, 'awaiting_shipment', '已取消上门取件，商品未寄出，请重新寄出')
  saveDb()
})

// ---- Seed: the demo shop has one order in each state (9101–9112) ----

const SEED_ITEMS: { category: string; brandName: string; model: string; services: string[]; declared: number; problem: string }[] = [
  { category: '箱包', brandName: '爱马仕', model: 'Birkin 30', services: ['clean', 'hardware'], declared: 12_000_000, problem: '皮面有污渍，五金划痕' },
  { category: '箱包', brandName: '香奈儿', model: 'Classic Flap 中号', services: ['clean', 'recolor'], declared: 4_500_000, problem: '四角磨损褪色，内衬有污渍' },
  { category: '箱包', brandName: '路易威登', model: 'Neverfull 中号', services: ['clean', 'repair'], declared: 1_000_000, problem: '提手边油开裂，皮面发黑' },
  { category: '箱包', brandName: '爱马仕', model: 'Kelly 28', services: ['clean', 'recolor', 'hardware'], declared: 15_000_000, problem: '四角褪色，五金氧化，皮面有污渍' },
  { category: '箱包', brandName: '迪奥', model: 'Lady Dior 中号', services: ['clean', 'recolor', 'reshape'], declared: 3_800_000, problem: '包身塌陷，提手褪色' },
  { category: '鞋履', brandName: '古驰', model: 'Horsebit 乐福鞋', services: ['clean', 'repair'], declared: 600_000, problem: '鞋面污渍，鞋跟磨损' },
  { category: '箱包', brandName: '普拉达', model: 'Re-Edition 2005', services: ['clean'], declared: 900_000, problem: '尼龙面发灰' },
  { category: '腕表', brandName: '劳力士', model: '潜航者', services: ['clean', 'hardware'], declared: 7_000_000, problem: '表带缝隙积垢，表壳划痕' },
  { category: '箱包', brandName: '思琳', model: 'Triomphe 中号', services: ['recolor'], declared: 2_200_000, problem: '边角褪色' },
  { category: '箱包', brandName: '葆蝶家', model: 'Jodie 小号', services: ['clean', 'reshape'], declared: 1_500_000, problem: '编织处变形' },
  { category: '箱包', brandName: '芬迪', model: 'Baguette', services: ['clean'], declared: 1_200_000, problem: '内衬污渍' },
  { category: '箱包', brandName: '罗意威', model: 'Puzzle 小号', services: ['repair'], declared: 1_600_000, problem: '肩带连接处开线' },
]

/** One seeded order in each state, in the machine's order (9101 awaiting_shipment … 9112 cancelled). */
const SEED_STATES: readonly MaintainStatus[] = MAINTAIN_STATUSES

function seedMaintain(state: MaintainState, now: number): void {
  SEED_STATES.forEach((target, index) => {
    const plan = SEED_ITEMS[index]
    // Older orders for later states; the steps still under way are dated near now.
    const final = ['done', 'returned'].includes(target)
    const start = now - (final ? 20 : 3) * DAY + index * 60_000
    const order = createMaintain(
      DEMO_SHOP_ACCOUNT,
      DEMO_USER_ID,
      {
        source: 'catalogue',
        stockItemId: null,
        skuId: null,
        category: plan.category,
        brandName: plan.brandName,
        model: plan.model,
        problem: plan.problem,
        photos: [coverOf(plan.category, index), coverOf(plan.category, index + 1)],
        services: plan.services,
        declaredValueCents: plan.declared,
        liabilityAccepted: true,
      },
      start,
      state,
    )
    if (target === 'awaiting_shipment') return
    if (target === 'cancelled') {
      order.dueAt = null
      return void record(order, start + DAY, 'cancelled', '您已取消订单')
    }
    const sendAt = target === 'in_transit' ? now - 60_000 : start + 3600_000
    const parcel = createParcel(
      {
        purpose: { kind: 'maintain', orderId: order.id },
        senderUserId: DEMO_SHOP_ACCOUNT,
        itemName: titleOf(order),
        sender: dealerAddress(DEMO_USER_ID),
        receiver: WORKSHOP,
        itemType: plan.category,
        declaredValueCents: Math.min(plan.declared, MAX_ONLINE_DECLARED_CENTS),
        pickup: null,
        selfShipped: { carrier: '顺丰速运', waybillNo: `SF14${String(order.id).padStart(6, '0')}88` },
      },
      sendAt,
    )
    order.parcelId = parcel.id
    order.dueAt = null
    record(order, sendAt, 'in_transit', '商品已寄出，寄往养护工坊')
    if (target === 'in_transit') return
    // The rest were received a while ago (the express parcel of a seeded order counts as signed).
    const receivedAt = target === 'received' ? now - 10_000 : start + DAY
    receive(order, receivedAt)
    if (target === 'received') return
    diagnose(order, receivedAt + DIAGNOSE_MS, state)
    if (target === 'diagnosed') return
    const lines = order.diagnosis!.lines
    if (target === 'return_requested' || target === 'returning' || target === 'returned') {
      const askAt = target === 'return_requested' ? now - 5_000 : target === 'returning' ? now - RETURN_SHIP_MS - 5_000 : start + 2 * DAY
      applyReturn(order, { reason: '报价超出预期', note: '' }, askAt)
      if (target === 'return_requested') return
      sendBack(order, askAt + RETURN_SHIP_MS, 'returning')
      if (target === 'returning') return
      order.doneAt = iso(start + 4 * DAY)
      return void record(order, start + 4 * DAY, 'returned', '商品已退回，您已签收')
    }
    acceptLines(order, lines.length > 1 ? lines.slice(0, lines.length - 1).map((line) => line.id) : 'all', start + DAY + 3600_000)
    if (target === 'awaiting_payment') {
      order.payOrderNo = null
      return
    }
    const paidAt = target === 'in_service' ? now - SERVICE_STEP_MS : target === 'sent_back' ? now - SERVICE_MS - 1000 : start + 2 * DAY
    startService(order, paidAt)
    if (target === 'in_service') return
    sendBack(order, paidAt + SERVICE_MS, 'sent_back')
    if (target === 'sent_back') return
    order.doneAt = iso(start + 10 * DAY)
    record(order, start + 10 * DAY, 'done', `已签收，保修 ${WARRANTY_DAYS} 天`)
  })
  for (const order of state.orders) {
    // A seeded step under way stays so for SEED_HOLD_MS (screens and journeys see each state).
    // (To send: a deadline days ahead, not a step.)
    if (order.dueAt) order.dueAt = iso(now + (order.status === 'awaiting_shipment' ? SEND_WITHIN_DAYS * DAY - 3 * DAY : SEED_HOLD_MS))
    const after = order.status === 'in_service' ? order.log.find((entry) => entry.kind === 'after') : undefined
    if (after) after.at = iso(now + SEED_HOLD_MS - SERVICE_STEP_MS / 2)
    // Seeded timelines run in order of their own dates.
    order.timeline.sort((a, b) => a.at.localeCompare(b.at))
  }
}

// ---- For tests and the browser journeys: bring the workshop's next step near ----

/** Make the order's next timed step fall `ms` from now (the parcel's delivery through express's own helper). */
export function bringMaintainDue(orderId: number, ms = 0, now = mockClock.now()): MaintainRecord {
  const order = findMaintain(orderId)
  if (!order) throw new Error(`no care order ${orderId}`)
  if (order.dueAt) order.dueAt = iso(now + ms)
  // A parcel under way: collected long enough ago that it is signed for `ms` from now.
  const parcelId = order.status === 'in_transit' ? order.parcelId : order.status === 'sent_back' || order.status === 'returning' ? order.backParcelId : null
  if (parcelId !== null) collectIn(parcelId, ms - PARCEL_SIGN_AFTER_COLLECT_MS, now)
  saveDb()
  return order
}
