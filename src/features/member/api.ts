import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'
import { AccountType } from '@/core/api/account'
import { CATEGORIES } from '@/core/api/catalogue'

/**
 * Platform trading permission (member/apply): an account applies with its documents, the
 * platform reviews (submitted → in_review → approved | rejected) and, on approval, the account
 * holds PRODUCT_DETAIL_PRICE. One open application at a time; a new one only after a rejection.
 */

export const APPLY_STATUSES = ['submitted', 'in_review', 'approved', 'rejected'] as const
export const ApplyStatus = v.picklist(APPLY_STATUSES)
export type ApplyStatus = v.InferOutput<typeof ApplyStatus>

export const APPLY_STATUS_TEXT: Record<ApplyStatus, string> = {
  submitted: '已提交',
  in_review: '审核中',
  approved: '已通过',
  rejected: '未通过',
}

export const APPLICANT_TYPE_TEXT: Record<AccountType, string> = { shop: '店铺', enterprise: '企业', individual: '个人' }

export const ApplySummary = v.object({
  id: v.number(),
  /** SQ20261120001 */
  applyNo: v.string(),
  applicantType: AccountType,
  companyName: v.string(),
  status: ApplyStatus,
  /** ISO times. */
  submittedAt: v.string(),
  reviewedAt: orNull(v.string()),
  /** Why it was rejected; null otherwise. */
  rejectReason: orNull(v.string()),
})
export type ApplySummary = v.InferOutput<typeof ApplySummary>

export const ApplyEvent = v.object({
  status: ApplyStatus,
  at: v.string(),
  /** 提交申请 / 平台开始审核 / 审核通过 / 审核未通过：… */
  text: v.string(),
})
export type ApplyEvent = v.InferOutput<typeof ApplyEvent>

export const ApplyDetail = v.object({
  ...ApplySummary.entries,
  creditCode: v.string(),
  contactName: v.string(),
  /** Masked by the server: 110101********123X. */
  idNumberMasked: v.string(),
  contactPhone: v.string(),
  licensePhoto: v.string(),
  idFrontPhoto: v.string(),
  idBackPhoto: v.string(),
  shopPhotos: v.array(v.string()),
  categories: v.array(v.picklist(CATEGORIES)),
  note: v.string(),
  /** Oldest first. */
  timeline: v.array(ApplyEvent),
  /** The rejected application this one reapplies for, if any. */
  reapplyOf: orNull(v.number()),
})
export type ApplyDetail = v.InferOutput<typeof ApplyDetail>

/** The account's standing: what member/apply/home and guide/buyer show. */
export const ApplyOverview = v.object({
  /** The account holds PRODUCT_DETAIL_PRICE. */
  granted: v.boolean(),
  /** The newest application, if any. */
  latest: orNull(ApplySummary),
  /** A new application may be made now (none open, none approved). */
  canApply: v.boolean(),
  accountType: AccountType,
  accountName: v.string(),
})
export type ApplyOverview = v.InferOutput<typeof ApplyOverview>

/** What the form sends. */
export interface ApplyInput {
  applicantType: AccountType
  companyName: string
  creditCode: string
  contactName: string
  idNumber: string
  contactPhone: string
  licensePhoto: string
  idFrontPhoto: string
  idBackPhoto: string
  shopPhotos: string[]
  categories: string[]
  note: string
  agreed: boolean
  /**
   * The rejected application this one reapplies for. Its ID number is kept when `idNumber` is
   * left empty (the app is only ever shown it masked).
   */
  reapplyOf?: number | null
}

/** A rejected application's data, to fill the form again (the ID number masked: left empty, it is kept). */
export const ApplyPrefill = v.object({
  applicantType: AccountType,
  companyName: v.string(),
  creditCode: v.string(),
  contactName: v.string(),
  idNumberMasked: v.string(),
  contactPhone: v.string(),
  licensePhoto: v.string(),
  idFrontPhoto: v.string(),
  idBackPhoto: v.string(),
  shopPhotos: v.array(v.string()),
  categories: v.array(v.string()),
  note: v.string(),
})
export type ApplyPrefill = v.InferOutput<typeof ApplyPrefill>

/** The pay order subject of the trading deposit (the cashier's 交易保证金). */
export const DEPOSIT_SUBJECT = '交易保证金'

/**
 * The account's trading deposit (交易保证金), paid once through the cashier after approval. Paid
 * is the server's word, from its pay orders (a paid 交易保证金 order of the account).
 */
export const DepositState = v.object({
  amountCents: v.number(),
  paid: v.boolean(),
  /** ISO time it was paid; null unless paid. */
  paidAt: orNull(v.string()),
  /** The deposit order waiting to be paid, if any (starting the payment returns it). */
  pendingPayOrderNo: orNull(v.string()),
})
export type DepositState = v.InferOutput<typeof DepositState>

export const memberApplyApi = {
  /** The account's standing and newest application. Signed in. */
  overview: defineCall('GET', '/member/apply/overview', ApplyOverview),
  /** The account's applications, newest first. */
  list: defineCall('GET', '/member/apply/list', pageOf(ApplySummary), params<PageQuery>()),
  /** One application of the account. 404 when not the account's. */
  detail: defineCall('GET', '/member/apply/detail', ApplyDetail, params<{ id: number }>()),
  /** A rejected application's data, to reapply. 400 unless rejected. */
  prefill: defineCall('GET', '/member/apply/prefill', ApplyPrefill, params<{ id: number }>()),
  /** Apply. 400 with the first wrong field's message; 409 while one is open or when already granted. */
  submit: defineCall('POST', '/member/apply/submit', v.object({ id: v.number() }), params<ApplyInput>()),
  /** The account's trading deposit: its amount and whether it is paid. */
  deposit: defineCall('GET', '/member/apply/deposit', DepositState),
  /**
   * Start paying the deposit: a cashier pay order (the still-pending one when there is one), to
   * open pages/order/pay with. 409 保证金已缴纳; 403 请先开通交易权限 (no approved permission).
   */
  depositPay: defineCall('POST', '/member/apply/deposit/pay', v.object({ payOrderNo: v.string() })),
}
