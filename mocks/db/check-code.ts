import type { CheckCreateInput, CheckEvent, CheckQuestion, CheckResult, CheckSupplement } from '../../src/features/check-code/api'
import { decodeCode, decodeNoCode } from '../../src/features/check-code/code-rules'
import {
  brandOf,
  CHECK_ACTIONS_BY_STATUS,
  CHECK_REFUSALS,
  checkCreate,
  checkSupplement,
  NO_CODE_TEXT,
  noCodeAllowed,
  stateMovedText,
  type CheckAction,
  type CheckStatus,
  type QuestionKey,
  type StampShape,
} from '../../src/features/check-code/machine'
import { isoAt, mockClock } from '../lib/clock'
import { coverOf } from '../lib/covers'
import { recordEvent } from '../lib/events'
import { refuse, refuseUnless } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { getDb, saveDb } from './index'
import { DEMO_SHOP_ACCOUNT } from './seed-account'

/**
 * The code check (查码) engine of the mock: requests and their state machine
 * (src/features/check-code/machine.ts). The checker reads a submitted request CHECK_MS after it
 * was sent (settled on read, dated when it happened), deterministically (decode.ts):
 * - 无码 (LV, Chanel) → decoded as made from 2021 on;
 * - Hermès with a frame 看不清, asked for the first time → needs_info (the frame, a close photo);
 * - a code the brand's formats cannot read, the first time → needs_info (the code again, a photo);
 *   after a supplement → unreadable with the reason;
 * - otherwise → decoded (every candidate year, place, notes, confidence band).
 */

export const SECOND = 1000
export const DAY = 24 * 3600 * SECOND
export const CHECK_MS = 30 * SECOND
/** A seeded request still being read stays so this long after seeding. */
export const SEED_HOLD_MS = 6 * 3600 * SECOND

export interface CheckRecord {
  id: number
  no: string
  accountId: number
  status: CheckStatus
  brand: string
  /** As typed; '' with noCode. */
  code: string
  noCode: boolean
  stampShape: StampShape | null
  /** Relative paths (absolute in replies). */
  photos: string[]
  note: string
  createdAt: string
  updatedAt: string
  dueAt: string | null
  questions: CheckQuestion[]
  supplements: CheckSupplement[]
  result: CheckResult | null
  unreadableReason: string | null
  timeline: CheckEvent[]
}

export interface CheckCodeState {
  requests: CheckRecord[]
  nextId: number
}

const iso = isoAt

export function checkCodeState(): CheckCodeState {
  const db = getDb()
  if (!db.checkCode) {
    const state: CheckCodeState = { requests: [], nextId: 9600 }
    db.checkCode = state
    seedCheckCode(state, mockClock.now())
  }
  return db.checkCode
}

export function findCheck(id: number): CheckRecord | undefined {
  return checkCodeState().requests.find((request) => request.id === id)
}

export function checkNo(id: number, at: number): string {
  const day = new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
  return `CM${day}${String(id % 1000).padStart(3, '0')}`
}

export function codeTextOf(request: Pick<CheckRecord, 'code' | 'noCode' | 'stampShape'>): string {
  if (request.noCode) return NO_CODE_TEXT
  return request.stampShape ? `${request.code}（${request.stampShape}）` : request.code
}

function record(request: CheckRecord, at: number, status: CheckStatus, note: string | null): void {
  recordEvent(request, { status, at, note })
}

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

// ---- The checker ----

function ask(request: CheckRecord, at: number, keys: QuestionKey[], why: string): void {
  const texts: Record<QuestionKey, string> = {
    code: `${why}。请对照钢印/标签逐字重新填写（注意 0 与 O、1 与 I 等易混字符）`,
    shape: '钢印字母外的框看不清：请确认是无框、圆圈还是方框（仍看不清可如实选择）',
    photos: '请补充码所在位置的近照：光线斜射、对焦清晰，能看清每个字符',
  }
  request.questions = keys.map((key) => ({ key, text: texts[key] }))
  request.dueAt = null
  record(request, at, 'needs_info', `查码师需要补充：${keys.map((key) => ({ code: '重新核对码', shape: '外框形状', photos: '近照' })[key]).join('、')}`)
}

/** The checker reads a submitted request (deterministic). */
export function readRequest(request: CheckRecord, at: number): void {
  const answered = request.supplements.length > 0
  request.questions = []
  request.dueAt = null
  if (request.noCode) {
    const decoded = decodeNoCode(request.brand, new Date(at + 8 * 3600 * 1000).getUTCFullYear())
    request.result = { ...decoded, decodedAt: iso(at) }
    return void record(request, at, 'decoded', `无码：${decoded.periodText}生产`)
  }
  if (request.brand === 'hermes' && request.stampShape === '看不清' && !answered) return ask(request, at, ['shape', 'photos'], '外框看不清')
  const outcome = decodeCode(request.brand, request.code, request.stampShape)
  if (!outcome.ok) {
    if (!answered) return ask(request, at, ['code', 'photos'], outcome.reason)
    request.unreadableReason = `${outcome.reason}。补充后仍无法按品牌已知规则解读；这不代表商品真伪，建议送实物鉴定。`
    return void record(request, at, 'unreadable', '补充后仍无法解读')
  }
  request.result = { ...outcome.decoded, decodedAt: iso(at) }
  record(request, at, 'decoded', `生产时间：${outcome.decoded.periodText}`)
}

/** Bring one request up to `now`; true when time changed it. */
export function settleCheck(request: CheckRecord, now: number): boolean {
  if (request.status !== 'submitted' || !request.dueAt || Date.parse(request.dueAt) > now) return false
  readRequest(request, Date.parse(request.dueAt))
  return true
}

onSettle('check-code', (now) => {
  const state = getDb().checkCode
  if (!state) return
  if (state.requests.map((request) => settleCheck(request, now)).some(Boolean)) saveDb()
})

/** What the dealer may do now. */
export function checkActionsOf(request: CheckRecord): CheckAction[] {
  return [...CHECK_ACTIONS_BY_STATUS[request.status]]
}

function requireAction(request: CheckRecord, action: CheckAction): void {
  refuseUnless(checkActionsOf(request).includes(action), stateMovedText(request.status, action), CHECK_REFUSALS.stateMoved, { status: request.status })
}

// ---- The dealer's actions ----

export function createCheck(accountId: number, input: Partial<CheckCreateInput>, now: number, state = checkCodeState()): CheckRecord {
  const fields = {
    brand: String(input.brand ?? ''),
    code: String(input.code ?? ''),
    noCode: input.noCode === true,
    stampShape: String(input.stampShape ?? ''),
    photos: Array.isArray(input.photos) ? input.photos.map(String) : [],
    note: String(input.note ?? ''),
  }
  if (fields.noCode && brandOf(fields.brand) && !noCodeAllowed(fields.brand)) refuse(CHECK_REFUSALS.noCodeNotAllowed, checkCreate(fields).noCode!)
  const first = Object.values(checkCreate(fields))[0]
  if (first) refuse(CHECK_REFUSALS.badRequest, first)
  state.nextId += 1
  const id = state.nextId
  const request: CheckRecord = {
    id,
    no: checkNo(id, now),
    accountId,
    status: 'submitted',
    brand: fields.brand,
    code: fields.noCode ? '' : fields.code,
    noCode: fields.noCode,
    stampShape: fields.brand === 'hermes' && !fields.noCode ? (fields.stampShape as StampShape) : null,
    photos: fields.photos.map(relative),
    note: fields.note.trim(),
    createdAt: iso(now),
    updatedAt: iso(now),
    dueAt: iso(now + CHECK_MS),
    questions: [],
    supplements: [],
    result: null,
    unreadableReason: null,
    timeline: [],
  }
  record(request, now, 'submitted', `已提交：${brandOf(fields.brand)!.name} ${codeTextOf(request)}`)
  state.requests.push(request)
  saveDb()
  return request
}

export function supplementCheck(request: CheckRecord, input: { code?: unknown; stampShape?: unknown; photos?: unknown; note?: unknown }, now: number): void {
  requireAction(request, 'supplement')
  const asked = request.questions.map((question) => question.key)
  const fields = {
    code: String(input.code ?? ''),
    stampShape: String(input.stampShape ?? ''),
    photos: Array.isArray(input.photos) ? input.photos.map(String) : [],
    note: String(input.note ?? ''),
  }
  const first = Object.values(checkSupplement(asked, fields))[0]
  if (first) refuse(CHECK_REFUSALS.badSupplement, first)
  const photos = fields.photos.map(relative)
  request.supplements.push({
    at: iso(now),
    code: asked.includes('code') ? fields.code : null,
    stampShape: asked.includes('shape') ? fields.stampShape : null,
    photos,
    note: fields.note.trim(),
  })
  if (asked.includes('code')) request.code = fields.code
  if (asked.includes('shape')) request.stampShape = fields.stampShape as StampShape
  request.photos.push(...photos)
  request.questions = []
  request.dueAt = iso(now + CHECK_MS)
  record(request, now, 'submitted', '已补充信息，查码师重新查询')
  saveDb()
}

export function cancelCheck(request: CheckRecord, now: number): void {
  requireAction(request, 'cancel')
  request.questions = []
  request.dueAt = null
  record(request, now, 'cancelled', '您已取消查码')
  saveDb()
}

// ---- Seed: the demo shop's requests (9601–9609) ----

type SeedPlan = { brand: string; code: string; noCode?: boolean; shape?: StampShape; then?: 'read' | 'cancel' | 'answer'; answer?: { code?: string; stampShape?: StampShape } }

const SEED: SeedPlan[] = [
  { brand: 'lv', code: 'SD2107' },
  { brand: 'hermes', code: 'A', shape: '看不清', then: 'read' },
  { brand: 'lv', code: 'VI0918', then: 'read' },
  { brand: 'chanel', code: '1234567', then: 'read' },
  { brand: 'hermes', code: 'A', shape: '无框', then: 'read' },
  { brand: 'lv', code: '', noCode: true, then: 'read' },
  { brand: 'lv', code: 'LV12AB', then: 'answer', answer: { code: 'LV12AB' } },
  { brand: 'chanel', code: '25123456', then: 'cancel' },
  { brand: 'lv', code: 'S02I07', then: 'read' },
]

function seedCheckCode(state: CheckCodeState, now: number): void {
  SEED.forEach((plan, index) => {
    const start = now - (SEED.length - index) * 3600_000
    const request = createCheck(
      DEMO_SHOP_ACCOUNT,
      { brand: plan.brand, code: plan.code, noCode: plan.noCode ?? false, stampShape: plan.shape ?? '', photos: [coverOf('箱包', index), coverOf('箱包', index + 3)], note: '' },
      start,
      state,
    )
    if (!plan.then) return void (request.dueAt = iso(now + SEED_HOLD_MS))
    if (plan.then === 'cancel') return cancelCheck(request, start + 60_000)
    readRequest(request, start + CHECK_MS)
    if (plan.then !== 'answer') return
    supplementCheck(
      request,
      { code: plan.answer?.code ?? '', stampShape: plan.answer?.stampShape ?? '', photos: [coverOf('箱包', index + 5)], note: '已逐字核对' },
      start + 600_000,
    )
    readRequest(request, start + 600_000 + CHECK_MS)
  })
}

// ---- For tests and the browser journeys ----

/** Make a submitted request's reading fall `ms` from now. */
export function bringCheckDue(id: number, ms = 0, now = mockClock.now()): CheckRecord {
  const request = findCheck(id)
  if (!request) throw new Error(`no check-code request ${id}`)
  if (request.status === 'submitted') request.dueAt = iso(now + ms)
  saveDb()
  return request
}
