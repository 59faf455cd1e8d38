import { PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import {
  DEPOSIT_SUBJECT,
  memberApplyApi,
  type ApplyDetail,
  type ApplyEvent,
  type ApplyInput,
  type ApplyOverview,
  type ApplySummary,
  type DepositState,
} from '../../src/features/member/api'
import { checkApply, maskIdNumber, normaliseCode } from '../../src/features/member/apply-rules'
import { getDb, saveDb, SEED_NOW } from '../db'
import { createPayOrder, payOrdersOf, type PayOrderRecord } from '../db/pay-orders'
import type { MockAccount } from '../db/seed-account'
import { seedMemberApplies, type MemberApplyRecord } from '../db/seed-member-apply'
import { requireSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'
import { mockClock } from '../lib/clock'
import { onSettle } from '../lib/settle'

/**
 * Trading permission (member/apply). Review is played by the mock's clock, computed when read (no
 * timers): an application made through the app is 已提交, in review 3 s later and decided 10 s
 * after it was submitted: approved, unless its note holds REJECT_MARKER, then rejected with
 * MARKER_REASON. On approval the account gets PRODUCT_DETAIL_PRICE.
 */

export const REVIEW_START_MS = 3000
export const REVIEW_DONE_MS = 10_000
/** A note holding this is rejected (a demo of a rejection). */
export const REJECT_MARKER = '#驳回'
export const MARKER_REASON = '店铺照片与经营地址不符，请补充门店实拍照片'

export const CONFLICT = 409
export const OPEN_APPLY_TEXT = '您已有一份申请正在审核中，请等待审核结果后再提交'
export const GRANTED_TEXT = '当前账号已开通交易权限，无需再次申请'
export const REAPPLY_TEXT = '只有未通过的申请可以重新申请'

/** The trading deposit: ¥2,000, refundable (as the seeded 交易保证金 order of the demo shop). */
export const DEPOSIT_CENTS = 200_000
export const DEPOSIT_LINE = '交易保证金（可退）'
export const DEPOSIT_RETURN_TO = 'pages/member/apply/home/index'
export const DEPOSIT_PAID_TEXT = '保证金已缴纳'
export const DEPOSIT_NEEDS_PERMISSION_TEXT = '请先开通交易权限'

/** The applications of every account, seeded on first use (a saved file from before has none). */
export function memberApplies(): MemberApplyRecord[] {
  const db = getDb()
  if (!db.memberApplies) {
    db.memberApplies = seedMemberApplies(SEED_NOW)
    const now = mockClock.now()
    for (const record of db.memberApplies) settle(record, now)
  }
  return db.memberApplies
}

// Every request moves the auto-reviewed applications on by the clock.
onSettle('member-apply', (now) => {
  const applies = getDb().memberApplies
  if (applies && applies.map((record) => settle(record, now)).some(Boolean)) saveDb()
})

function accountOf(accountId: number): MockAccount | undefined {
  return getDb().accounts.find((account) => account.accountId === accountId)
}

/** Moves an auto-reviewed application on by the clock; true when it changed. */
function settle(record: MemberApplyRecord, now: number): boolean {
  if (!record.autoReview || record.status === 'approved' || record.status === 'rejected') return false
  const age = now - record.submittedAt
  let changed = false
  if (record.status === 'submitted' && age >= REVIEW_START_MS) {
    record.status = 'in_review'
    record.reviewStartedAt = record.submittedAt + REVIEW_START_MS
    changed = true
  }
  if (record.status === 'in_review' && age >= REVIEW_DONE_MS) {
    record.reviewedAt = record.submittedAt + REVIEW_DONE_MS
    if (record.note.includes(REJECT_MARKER)) {
      record.status = 'rejected'
      record.rejectReason = MARKER_REASON
    } else {
      record.status = 'approved'
      const account = accountOf(record.accountId)
      if (account && !account.permission.includes(PRODUCT_DETAIL_PRICE)) account.permission.push(PRODUCT_DETAIL_PRICE)
    }
    changed = true
  }
  return changed
}

/** The account's applications, newest first (reviewed up to the request's time: settle above). */
export function appliesOf(accountId: number): MemberApplyRecord[] {
  const mine = memberApplies().filter((record) => record.accountId === accountId)
  return mine.sort((a, b) => b.submittedAt - a.submittedAt || b.id - a.id)
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function summaryOf(record: MemberApplyRecord): ApplySummary {
  return {
    id: record.id,
    applyNo: record.applyNo,
    applicantType: record.applicantType,
    companyName: record.companyName,
    status: record.status,
    submittedAt: iso(record.submittedAt)!,
    reviewedAt: iso(record.reviewedAt),
    rejectReason: record.rejectReason,
  }
}

function timelineOf(record: MemberApplyRecord): ApplyEvent[] {
  const events: ApplyEvent[] = [{ status: 'submitted', at: iso(record.submittedAt)!, text: '提交申请' }]
  if (record.reviewStartedAt !== null) events.push({ status: 'in_review', at: iso(record.reviewStartedAt)!, text: '平台开始审核' })
  if (record.status === 'approved' && record.reviewedAt !== null) events.push({ status: 'approved', at: iso(record.reviewedAt)!, text: '审核通过，已开通交易权限' })
  if (record.status === 'rejected' && record.reviewedAt !== null) events.push({ status: 'rejected', at: iso(record.reviewedAt)!, text: `审核未通过：${record.rejectReason ?? ''}` })
  return events
}

function detailOf(request: Request, record: MemberApplyRecord): ApplyDetail {
  const media = (path: string) => absoluteMedia(request, path)
  return {
    ...summaryOf(record),
    creditCode: record.creditCode,
    contactName: record.contactName,
    idNumberMasked: maskIdNumber(record.idNumber),
    contactPhone: record.contactPhone,
    licensePhoto: media(record.licensePhoto),
    idFrontPhoto: media(record.idFrontPhoto),
    idBackPhoto: media(record.idBackPhoto),
    shopPhotos: record.shopPhotos.map(media),
    categories: record.categories as ApplyDetail['categories'],
    note: record.note,
    timeline: timelineOf(record),
    reapplyOf: record.reapplyOf,
  }
}

function findMine(accountId: number, id: number): MemberApplyRecord {
  const record = appliesOf(accountId).find((candidate) => candidate.id === id)
  if (!record) throw new MockError(404, '申请不存在')
  return record
}

/** Whether the account may apply now, else why not. */
function refusalOf(account: MockAccount, applies: MemberApplyRecord[]): string | undefined {
  const latest = applies[0]
  if (latest && (latest.status === 'submitted' || latest.status === 'in_review')) return OPEN_APPLY_TEXT
  if (account.permission.includes(PRODUCT_DETAIL_PRICE) || latest?.status === 'approved') return GRANTED_TEXT
  return undefined
}

/**
 * The account's deposit as its pay orders say (no copy of its own): the paid 交易保证金 order, else
 * the newest one still payable.
 */
export function depositOf(accountId: number): { paid: PayOrderRecord | undefined; pending: PayOrderRecord | undefined } {
  const deposits = payOrdersOf(accountId).filter((order) => order.subject === DEPOSIT_SUBJECT)
  return { paid: deposits.find((order) => order.status === 'paid'), pending: deposits.filter((order) => order.status === 'pending').at(-1) }
}

function depositState(accountId: number): DepositState {
  const { paid, pending } = depositOf(accountId)
  return { amountCents: DEPOSIT_CENTS, paid: Boolean(paid), paidAt: paid?.paidAt ?? null, pendingPayOrderNo: paid ? null : (pending?.payOrderNo ?? null) }
}

export const memberApplyHandlers = [
  handle(memberApplyApi.overview, ({ token }): ApplyOverview => {
    const { account } = requireSession(token)
    const applies = appliesOf(account.accountId)
    const latest = applies[0]
    return {
      granted: account.permission.includes(PRODUCT_DETAIL_PRICE),
      latest: latest ? summaryOf(latest) : null,
      canApply: refusalOf(account, applies) === undefined,
      accountType: account.type,
      accountName: account.name,
    }
  }),

  handle(memberApplyApi.list, ({ token, params }) => {
    const { account } = requireSession(token)
    return paginate(appliesOf(account.accountId).map(summaryOf), params)
  }),

  handle(memberApplyApi.detail, ({ token, params, request }) => {
    const { account } = requireSession(token)
    return detailOf(request, findMine(account.accountId, requireId(params.id, '申请')))
  }),

  handle(memberApplyApi.prefill, ({ token, params, request }) => {
    const { account } = requireSession(token)
    const record = findMine(account.accountId, requireId(params.id, '申请'))
    if (record.status !== 'rejected') throw new MockError(400, REAPPLY_TEXT)
    const media = (path: string) => absoluteMedia(request, path)
    return {
      applicantType: record.applicantType,
      companyName: record.companyName,
      creditCode: record.creditCode,
      contactName: record.contactName,
      idNumberMasked: maskIdNumber(record.idNumber),
      contactPhone: record.contactPhone,
      licensePhoto: media(record.licensePhoto),
      idFrontPhoto: media(record.idFrontPhoto),
      idBackPhoto: media(record.idBackPhoto),
      shopPhotos: record.shopPhotos.map(media),
      categories: [...record.categories],
      note: record.note,
    }
  }),

  handle(memberApplyApi.deposit, ({ token }) => depositState(requireSession(token).account.accountId)),

  handle(memberApplyApi.depositPay, ({ token }) => {
    const { account } = requireSession(token)
    // Reviewed up to now: an application approved meanwhile grants the permission.
    appliesOf(account.accountId)
    if (!account.permission.includes(PRODUCT_DETAIL_PRICE)) throw new MockError(403, DEPOSIT_NEEDS_PERMISSION_TEXT)
    const { paid, pending } = depositOf(account.accountId)
    if (paid) throw new MockError(CONFLICT, DEPOSIT_PAID_TEXT)
    if (pending) return { payOrderNo: pending.payOrderNo }
    const created = createPayOrder({
      accountId: account.accountId,
      subject: DEPOSIT_SUBJECT,
      lines: [{ label: DEPOSIT_LINE, amountCents: DEPOSIT_CENTS }],
      returnTo: DEPOSIT_RETURN_TO,
    })
    return { payOrderNo: created.payOrderNo }
  }),

  handle(memberApplyApi.submit, ({ token, params }) => {
    const { account } = requireSession(token)
    const input = params as Partial<ApplyInput>
    const errors = checkApply(input, account.type)
    const first = Object.values(errors)[0]
    if (first) throw new MockError(400, first)
    const applies = appliesOf(account.accountId)
    const refusal = refusalOf(account, applies)
    if (refusal) throw new MockError(CONFLICT, refusal)
    const reapplyOf = input.reapplyOf === undefined || input.reapplyOf === null || (input.reapplyOf as unknown) === '' ? null : Number(input.reapplyOf)
    const previous = reapplyOf === null ? undefined : applies.find((record) => record.id === reapplyOf)
    if (reapplyOf !== null && previous?.status !== 'rejected') throw new MockError(400, REAPPLY_TEXT)
    const db = getDb()
    const now = mockClock.now()
    const id = db.nextId++
    const day = new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
    const record: MemberApplyRecord = {
      id,
      applyNo: `SQ${day}${String(id).slice(-4)}`,
      accountId: account.accountId,
      applicantType: input.applicantType!,
      companyName: String(input.companyName).trim(),
      creditCode: normaliseCode(input.creditCode),
      contactName: String(input.contactName).trim(),
      idNumber: normaliseCode(input.idNumber) || previous!.idNumber,
      contactPhone: String(input.contactPhone).replace(/\s+/g, ''),
      licensePhoto: String(input.licensePhoto),
      idFrontPhoto: String(input.idFrontPhoto),
      idBackPhoto: String(input.idBackPhoto),
      shopPhotos: (input.shopPhotos ?? []).map(String),
      categories: (input.categories ?? []).map(String),
      note: String(input.note ?? '').trim(),
      status: 'submitted',
      submittedAt: now,
      reviewStartedAt: null,
      reviewedAt: null,
      rejectReason: null,
      reapplyOf,
      autoReview: true,
    }
    memberApplies().push(record)
    saveDb()
    return { id }
  }),
]
