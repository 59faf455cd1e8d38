import { yuan } from '../../src/shared/format/money'
import type { Candidate, QualityCreateInput, QualityEvent, QualityItem, Recognition } from '../../src/features/quality/api'
import {
  checkQuality,
  checkSupplement,
  checklistOf,
  HOUR,
  LOOKUP_LIMIT,
  LOOKUP_LIMITED_TEXT,
  LOOKUP_WINDOW_MS,
  LOOKUP_WRONG_TEXT,
  METHOD_PRICE_CENTS,
  METHOD_TEXT,
  QUALITY_ACTIONS_BY_STATUS,
  QUALITY_REFUSALS,
  qualityMovedText,
  SHIKUAN_MAX_CANDIDATES,
  slotLabel,
  TURNAROUND,
  VERDICT_TEXT,
  type Method,
  type QualityAction,
  type QualityStatus,
  type Verdict,
} from '../../src/features/quality/machine'
import { isoAt, mockClock } from '../lib/clock'
import { coverOf } from '../lib/covers'
import { recordEvent } from '../lib/events'
import { refuse, refuseUnless } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { collectIn, isSignedFor, onParcelSent, parcelById, PARCEL_SIGN_AFTER_COLLECT_MS, registerParcelPurpose, signedAt, type Party } from './express'
import { getDb, productCatalogue, saveDb, shopStocks } from './index'
import { createPayOrder, findPayOrder, settlePayOrder } from './pay-orders'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * The inspection (质检鉴定) engine of the mock: orders, their reports and photo recognitions.
 * The centre's steps happen on the mock clock and are settled on read, each dated: paid →
 * accepted (photos) or awaiting_shipment (mail-in); signed for → accepted; STEP_MS later
 * inspecting, then reviewing (the conclusion), then reported (the reviewer approves).
 *
 * The verdict is decided deterministically (verdictOf): a photo order missing any checklist slot
 * → 无法鉴定 listing them; otherwise an order whose id % 5 === 4 → 非正品; else 正品.
 */

export const STEP_MS = 20 * 1000
export const SEED_HOLD_MS = 6 * HOUR
export const CENTRE: Party = { name: '奢检鉴定中心', phone: '4008005678', address: '上海市静安区南京西路1266号恒隆广场办公楼18楼' }
const INSPECTORS = ['陈鉴定师（证书 JD-0213）', '刘鉴定师（证书 JD-0371）']
const REVIEWERS = ['周主任（复核）', '黄主任（复核）']

export interface QualityRecord {
  id: number
  no: string
  accountId: number
  status: QualityStatus
  item: QualityItem
  method: Method
  /** Slot key → relative url. */
  photos: Record<string, string>
  note: string
  priceCents: number
  payOrderNo: string | null
  paidAt: string | null
  /** When the turnaround started (paid for photos; signed for mail-in). */
  startAt: string | null
  dueAt: string | null
  parcelId: number | null
  verdict: Verdict | null
  missing: string[]
  notes: string
  inspector: string | null
  reviewer: string | null
  reportNo: string | null
  shareToken: string | null
  checkCode: string | null
  issuedAt: string | null
  revoked: boolean
  createdAt: string
  updatedAt: string
  timeline: QualityEvent[]
}

export interface RecognitionRecord {
  id: number
  accountId: number
  photo: string
  createdAt: string
}

export interface QualityState {
  orders: QualityRecord[]
  recognitions: RecognitionRecord[]
  /** Lookup attempts by who asked (token or 'anon'), their times. */
  lookups: Record<string, number[]>
  nextId: number
  nextRecognitionId: number
}

export function qualityState(): QualityState {
  const db = getDb()
  if (!db.quality) {
    const state: QualityState = { orders: [], recognitions: [], lookups: {}, nextId: 9300, nextRecognitionId: 9700 }
    db.quality = state
    seedQuality(state, mockClock.now())
  }
  return db.quality
}

export function findQuality(id: number): QualityRecord | undefined {
  return qualityState().orders.find((order) => order.id === id)
}

function chinaDay(at: number): string {
  return new Date(at + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')
}

export function titleOf(order: Pick<QualityRecord, 'item'>): string {
  return `${order.item.brandName} ${order.item.model}`.trim()
}

function record(order: QualityRecord, at: number, status: QualityStatus, note: string | null): void {
  recordEvent(order, { status, at, note })
}

// ---- Tokens: unguessable (random) for new reports; fixed for the seed ----

const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomText(length: number, alphabet: string): string {
  const bytes = new Uint8Array(length)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
}

// ---- The centre's steps ----

/** The verdict of an order, decided deterministically (see the module's comment). */
export function verdictOf(order: Pick<QualityRecord, 'id' | 'method' | 'item' | 'photos'>): { verdict: Verdict; missing: string[] } {
  if (order.method === 'photo') {
    const missing = checklistOf(order.item.category)
      .filter((entry) => !order.photos[entry.key])
      .map((entry) => entry.key)
    if (missing.length) return { verdict: 'inconclusive', missing }
  }
  return { verdict: order.id % 5 === 4 ? 'counterfeit' : 'authentic', missing: [] }
}

const NOTES: Record<Verdict, string> = {
  authentic: '做工、走线、Logo 字体与五金刻印符合该款正品特征',
  counterfeit: 'Logo 字体间距与五金刻印深度不符合该款正品特征',
  inconclusive: '所缺部位为判断该款真伪的关键部位',
}

export function accept(order: QualityRecord, at: number, note = order.method === 'photo' ? '已受理，待鉴定' : '鉴定中心已签收实物，已受理'): void {
  order.startAt = iso(at)
  order.dueAt = iso(at + STEP_MS)
  record(order, at, 'accepted', note)
}

function inspect(order: QualityRecord, at: number): void {
  order.inspector = INSPECTORS[order.id % INSPECTORS.length]
  order.dueAt = iso(at + STEP_MS)
  record(order, at, 'inspecting', `${order.inspector}开始鉴定`)
}

function conclude(order: QualityRecord, at: number): void {
  const { verdict, missing } = verdictOf(order)
  order.verdict = verdict
  order.missing = missing
  order.notes = NOTES[verdict]
  order.reviewer = REVIEWERS[order.id % REVIEWERS.length]
  order.dueAt = iso(at + STEP_MS)
  record(order, at, 'reviewing', `鉴定结论：${VERDICT_TEXT[verdict]}，提交复核`)
}

function approve(order: QualityRecord, at: number, token = randomText(24, TOKEN_ALPHABET), code = randomText(6, CODE_ALPHABET)): void {
  order.reportNo ??= `ZJR${chinaDay(at)}${String(order.id % 1000).padStart(3, '0')}`
  order.shareToken = token
  order.checkCode = code
  order.issuedAt = iso(at)
  order.dueAt = null
  record(order, at, 'reported', `${order.reviewer}复核通过，报告已签发`)
}

export function settleQuality(order: QualityRecord, now: number): boolean {
  let changed = false
  for (let guard = 0; guard < 8; guard += 1) {
    const before = order.status
    const due = order.dueAt ? Date.parse(order.dueAt) : Infinity
    if (order.status === 'awaiting_payment' && order.payOrderNo) {
      const pay = findPayOrder(order.payOrderNo)
      if (pay && settlePayOrder(pay, now).status === 'paid') paid(order, Math.min(now, Date.parse(pay.paidAt ?? iso(now))))
    } else if (order.status === 'in_transit' && order.parcelId !== null) {
      const parcel = parcelById(order.parcelId)
      if (parcel && isSignedFor(parcel, now)) accept(order, Date.parse(signedAt(parcel) ?? iso(now)))
    } else if (order.status === 'accepted' && due <= now) inspect(order, due)
    else if (order.status === 'inspecting' && due <= now) conclude(order, due)
    else if (order.status === 'reviewing' && due <= now) approve(order, due)
    if (order.status === before) break
    changed = true
  }
  return changed
}

function paid(order: QualityRecord, at: number): void {
  order.paidAt = iso(at)
  if (order.method === 'photo') {
    accept(order, at, `已支付 ${yuan(order.priceCents)}，已受理，待鉴定`)
  } else record(order, at, 'awaiting_shipment', `已支付 ${yuan(order.priceCents)}，请寄出商品`)
}

onSettle('quality', (now) => {
  const state = getDb().quality
  if (!state) return
  if (state.orders.map((order) => settleQuality(order, now)).some(Boolean)) saveDb()
})

const iso = isoAt

/** The promised latest time: the start plus the method's upper bound. */
export function promisedAt(order: QualityRecord): string | null {
  return order.startAt ? iso(Date.parse(order.startAt) + TURNAROUND[order.method].maxHours * HOUR) : null
}

export function actionsOf(order: QualityRecord): QualityAction[] {
  const actions = [...QUALITY_ACTIONS_BY_STATUS[order.status]]
  // 补图 / 寄送鉴定 only for 无法鉴定; 补图 only while the method is photos.
  if (order.status === 'reported' && order.verdict !== 'inconclusive') return []
  return actions
}

function requireAction(order: QualityRecord, action: QualityAction): void {
  const reportedFirm = order.status === 'reported' && order.verdict !== 'inconclusive' && (action === 'supplement' || action === 'mailIn')
  refuseUnless(actionsOf(order).includes(action), qualityMovedText(order.status, action), reportedFirm ? QUALITY_REFUSALS.notInconclusive : QUALITY_REFUSALS.moved, {
    status: order.status,
  })
}

// ---- The dealer's actions ----

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

function photosOf(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>)
      .filter(([, url]) => typeof url === 'string' && url)
      .map(([key, url]) => [key, relative(String(url))]),
  )
}

export function createQuality(accountId: number, input: Partial<QualityCreateInput>, now: number, state = qualityState()): QualityRecord {
  let item = {
    category: String(input.category ?? ''),
    brandName: String(input.brandName ?? '').trim(),
    model: String(input.model ?? '').trim(),
    colour: String(input.colour ?? '').trim(),
    material: String(input.material ?? '').trim(),
  }
  const stockItemId = input.source === 'stock' ? Number(input.stockItemId) : null
  if (stockItemId !== null) {
    // From stock: the item as the stock knows it (the shop's own piece only).
    const stock = shopStocks()[accountId]?.items.find((entry) => entry.id === stockItemId)
    if (!stock) refuse(404, '库存商品不存在')
    item = { category: stock.category, brandName: stock.brand, model: stock.model, colour: stock.colour, material: stock.material }
  }
  const fields = { ...item, method: (input.method ?? '') as Method | '', photos: photosOf(input.photos), note: String(input.note ?? '') }
  const first = Object.values(checkQuality(fields))[0]
  if (first) refuse(400, first)
  state.nextId += 1
  const id = state.nextId
  const method = fields.method as Method
  const order: QualityRecord = {
    id,
    no: `ZJ${chinaDay(now)}${String(id % 1000).padStart(3, '0')}`,
    accountId,
    status: 'awaiting_payment',
    item: { source: stockItemId !== null ? 'stock' : 'new', stockItemId, ...item },
    method,
    photos: Object.fromEntries(
      checklistOf(item.category)
        .filter((entry) => fields.photos[entry.key])
        .map((entry) => [entry.key, fields.photos[entry.key]]),
    ),
    note: fields.note.trim(),
    priceCents: METHOD_PRICE_CENTS[method],
    payOrderNo: null,
    paidAt: null,
    startAt: null,
    dueAt: null,
    parcelId: null,
    verdict: null,
    missing: [],
    notes: '',
    inspector: null,
    reviewer: null,
    reportNo: null,
    shareToken: null,
    checkCode: null,
    issuedAt: null,
    revoked: false,
    createdAt: iso(now),
    updatedAt: iso(now),
    timeline: [],
  }
  record(order, now, 'awaiting_payment', `已提交，${METHOD_TEXT[method]}鉴定，待支付`)
  state.orders.push(order)
  saveDb()
  return order
}

export function payQuality(order: QualityRecord, now: number): string {
  requireAction(order, 'pay')
  const current = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (current && settlePayOrder(current, now).status === 'pending') return current.payOrderNo
  const created = createPayOrder({
    accountId: order.accountId,
    subject: '鉴定服务费',
    lines: [{ label: `${titleOf(order)} ${METHOD_TEXT[order.method]}鉴定`, amountCents: order.priceCents }],
    returnTo: `/pages/quality/result/index?id=${order.id}`,
    ref: `quality:${order.id}`,
  })
  order.payOrderNo = created.payOrderNo
  saveDb()
  return created.payOrderNo
}

export function cancelQuality(order: QualityRecord, now: number): void {
  requireAction(order, 'cancel')
  const pay = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  if (pay && pay.status === 'pending') {
    pay.status = 'closed'
    pay.closeReason = '鉴定订单已取消'
  }
  record(order, now, 'cancelled', '您已取消订单')
  saveDb()
}

/** 补图: the photos of the missing slots; the same order goes back to the inspector (no new fee). */
export function supplementQuality(order: QualityRecord, raw: unknown, now: number): void {
  requireAction(order, 'supplement')
  const photos = photosOf(raw)
  const left = checkSupplement(order.missing, photos, order.item.category)
  if (left) refuse(400, left)
  for (const key of order.missing) order.photos[key] = photos[key]
  const labels = order.missing.map((key) => slotLabel(order.item.category, key)).join('、')
  resetReport(order)
  record(order, now, 'accepted', `已补图：${labels}，重新鉴定`)
  order.startAt = iso(now)
  order.dueAt = iso(now + STEP_MS)
  saveDb()
}

/** 寄送鉴定: the same order switches to mail-in (no new fee); the item is sent with express. */
export function mailInQuality(order: QualityRecord, now: number): void {
  requireAction(order, 'mailIn')
  order.method = 'mail'
  resetReport(order)
  order.startAt = null
  record(order, now, 'awaiting_shipment', '改为寄送实物鉴定，请寄出商品')
  saveDb()
}

/** A 无法鉴定 report gives way to a new one: its link and code no longer show it. */
function resetReport(order: QualityRecord): void {
  order.verdict = null
  order.missing = []
  order.notes = ''
  order.shareToken = null
  order.checkCode = null
  order.issuedAt = null
}

export function parcelSent(order: QualityRecord, parcelId: number, now: number): void {
  requireAction(order, 'send')
  order.parcelId = parcelId
  record(order, now, 'in_transit', '商品已寄出，寄往鉴定中心')
  saveDb()
}

// ---- Public reports ----

export function reportByToken(token: string): QualityRecord | undefined {
  return token ? qualityState().orders.find((order) => order.shareToken === token && order.status === 'reported') : undefined
}

/** A lookup by number + check code, rate-limited per asker; a wrong pair never says which part. */
export function lookupReport(asker: string, reportNo: string, checkCode: string, now: number): QualityRecord {
  const state = qualityState()
  const recent = (state.lookups[asker] ?? []).filter((at) => at > now - LOOKUP_WINDOW_MS)
  if (recent.length >= LOOKUP_LIMIT) refuse(QUALITY_REFUSALS.lookupLimited, LOOKUP_LIMITED_TEXT)
  state.lookups[asker] = [...recent, now]
  const no = reportNo.trim().toUpperCase()
  const code = checkCode.trim().toUpperCase()
  const found = state.orders.find((order) => order.status === 'reported' && order.reportNo === no && order.checkCode === code)
  saveDb()
  if (!found) refuse(QUALITY_REFUSALS.lookupWrong, LOOKUP_WRONG_TEXT)
  return found
}

// ---- Shikuan ----

function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash
}

/** An unusable photo (decided by its name, deterministically): what to do. */
export function retakeOf(photo: string): { reason: string; advice: string } | null {
  if (/blank|empty/i.test(photo)) return { reason: '照片中没有识别到商品', advice: '请将商品放在画面中央，光线充足、背景简洁后重拍' }
  if (/group|multi/i.test(photo)) return { reason: '照片中有多件商品', advice: '每次只拍一件商品，其他物品移出画面后重拍' }
  return null
}

export function recognize(accountId: number, photo: string, now: number, state = qualityState()): RecognitionRecord {
  if (!photo.trim()) refuse(400, '请先拍摄或选择照片')
  state.nextRecognitionId += 1
  const recognition = { id: state.nextRecognitionId, accountId, photo: relative(photo), createdAt: iso(now) }
  state.recognitions.push(recognition)
  saveDb()
  return recognition
}

/** The candidates of a photo: the same photo always gives the same ones (≤ 5, best first). */
export function candidatesOf(recognition: RecognitionRecord, media: (path: string) => string): Recognition {
  const retake = retakeOf(recognition.photo)
  const { skus } = productCatalogue()
  const start = hashOf(recognition.photo) % Math.max(1, skus.length - SHIKUAN_MAX_CANDIDATES)
  const brand = skus[start].brandId
  const sameBrand = skus.filter((sku) => sku.brandId === brand)
  // One candidate per model (the catalogue holds several SKUs of a model).
  const models = new Set<string>()
  const picked = [skus[start], ...sameBrand].filter((sku) => !models.has(sku.model || sku.name) && Boolean(models.add(sku.model || sku.name))).slice(0, SHIKUAN_MAX_CANDIDATES)
  const priceDate = iso(Date.parse(recognition.createdAt) - 24 * HOUR).slice(0, 10)
  const bands = ['high', 'medium', 'medium', 'low', 'low'] as const
  const candidates: Candidate[] = retake
    ? []
    : picked.map((sku, index) => ({
        skuId: sku.id,
        brandName: sku.brandName,
        model: sku.model || sku.name,
        category: sku.category,
        cover: media(sku.cover),
        band: bands[index],
        referencePriceCents: sku.refPriceCents,
        priceDate,
      }))
  return { id: recognition.id, photo: media(recognition.photo), createdAt: recognition.createdAt, candidates, retake }
}

// ---- Express purpose: the item to the centre ----

function anyQuality(orderId: number): QualityRecord {
  const order = findQuality(orderId)
  if (!order) refuse(404, '鉴定订单不存在')
  return order
}

registerParcelPurpose('quality', {
  label: '鉴定订单',
  receiverOf(orderId, accountId) {
    const order = anyQuality(orderId)
    if (order.accountId !== accountId) refuse(404, '鉴定订单不存在')
    requireAction(order, 'send')
    return { ...CENTRE }
  },
  valueOf: () => null,
  itemNameOf: (orderId) => titleOf(anyQuality(orderId)),
  itemTypeOf: (orderId) => anyQuality(orderId).item.category,
  describe: (orderId) => `鉴定订单 ${anyQuality(orderId).no}`,
})
onParcelSent('quality', (parcel, now) => {
  parcelSent(anyQuality(parcel.purpose.orderId!), parcel.id, now)
})

// ---- Seed: the demo shop's orders 9301–9307 ----

/** The seeded reports' public tokens and check codes (fixed, so screens and journeys can open them). */
export const SEEDED_REPORTS = {
  authentic: { id: 9303, token: 'q7Hk2mVx9RtP4wLc8NbZ3sYd', code: 'K7M2QX' },
  counterfeit: { id: 9304, token: 'p3Jd8sKw2XnQ7vHb5TmC9rLf', code: 'R4T8WN' },
  inconclusive: { id: 9305, token: 'm9Bc4tWq7LzK2xNp8HvD3sRj', code: 'H2P6ZC' },
  revoked: { id: 9307, token: 'x5Nf8kRt3VqM9bLw2CzH7pJd', code: 'D8Y3LV' },
} as const

const FULL_BAG = ['front', 'back', 'logo', 'hardware', 'stitching', 'datecode']

function seedQuality(state: QualityState, now: number): void {
  const plans: { brandName: string; model: string; colour: string; material: string; method: Method; slots: string[]; target: string }[] = [
    { brandName: '爱马仕', model: 'Birkin 30', colour: '金棕色', material: 'Togo 牛皮', method: 'photo', slots: FULL_BAG, target: 'awaiting_payment' },
    { brandName: '香奈儿', model: 'Classic Flap 中号', colour: '黑色', material: '羊皮', method: 'photo', slots: FULL_BAG, target: 'inspecting' },
    { brandName: '路易威登', model: 'Neverfull 中号', colour: '老花', material: '涂层帆布', method: 'photo', slots: FULL_BAG, target: 'authentic' },
    { brandName: '古驰', model: 'Marmont 小号', colour: '黑色', material: '绗缝牛皮', method: 'mail', slots: ['front', 'back', 'logo'], target: 'counterfeit' },
    { brandName: '迪奥', model: 'Lady Dior 中号', colour: '酒红', material: '羊皮', method: 'photo', slots: ['front', 'back', 'logo', 'stitching'], target: 'inconclusive' },
    { brandName: '普拉达', model: 'Re-Edition 2005', colour: '黑色', material: '尼龙', method: 'mail', slots: ['front', 'back', 'logo'], target: 'awaiting_shipment' },
    { brandName: '思琳', model: 'Triomphe 中号', colour: '棕色', material: '小牛皮', method: 'photo', slots: FULL_BAG, target: 'revoked' },
  ]
  plans.forEach((plan, index) => {
    const start = now - (plan.target === 'awaiting_payment' || plan.target === 'inspecting' ? 1 : 5) * 24 * HOUR + index * 60_000
    const order = createQuality(
      DEMO_SHOP_ACCOUNT,
      {
        source: 'new',
        stockItemId: null,
        category: '箱包',
        brandName: plan.brandName,
        model: plan.model,
        colour: plan.colour,
        material: plan.material,
        method: plan.method,
        photos: Object.fromEntries(plan.slots.map((key, n) => [key, coverOf('箱包', index * 6 + n)])),
        note: '',
      },
      start,
      state,
    )
    if (plan.target === 'awaiting_payment') return
    paid(order, start + 600_000)
    if (plan.target === 'awaiting_shipment') return
    if (order.method === 'mail') {
      record(order, start + HOUR, 'in_transit', '商品已寄出，寄往鉴定中心')
      accept(order, start + 24 * HOUR)
    }
    const at = Date.parse(order.startAt!)
    inspect(order, at + STEP_MS)
    if (plan.target === 'inspecting') {
      order.dueAt = iso(now + SEED_HOLD_MS)
      return
    }
    conclude(order, at + 2 * STEP_MS)
    const fixed = SEEDED_REPORTS[plan.target as keyof typeof SEEDED_REPORTS]
    approve(order, at + 3 * HOUR, fixed.token, fixed.code)
    if (plan.target === 'revoked') order.revoked = true
  })
  for (const order of state.orders) order.timeline.sort((a, b) => a.at.localeCompare(b.at))
  // Two recognitions: one with candidates (9701), one asking for a retake (9702).
  recognize(DEMO_SHOP_ACCOUNT, coverOf('箱包', 3), now - HOUR, state)
  recognize(DEMO_SHOP_ACCOUNT, '/mock-images/shikuan-blank.svg', now - HOUR / 2, state)
}

// ---- For tests and journeys: bring the centre's next step near ----

export function bringQualityDue(orderId: number, ms = 0, now = mockClock.now()): QualityRecord {
  const order = anyQuality(orderId)
  if (order.dueAt) order.dueAt = iso(now + ms)
  if (order.status === 'in_transit' && order.parcelId !== null) collectIn(order.parcelId, ms - PARCEL_SIGN_AFTER_COLLECT_MS, now)
  saveDb()
  return order
}
