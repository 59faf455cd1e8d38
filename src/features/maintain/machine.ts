/**
 * The care (养护) order's state machine and rules, shared by the app (what it offers, form
 * messages) and the mock backend (what it allows). The server decides: every detail reply lists
 * the actions the dealer may take now; an action outside them is refused (409) with the words
 * of stateMovedText. See docs/api.md, "Care (养护)".
 *
 *   awaiting_shipment ─send (express parcel)→ in_transit ─(signed by the workshop)→ received
 *   in_transit ─(pickup cancelled before collection)→ awaiting_shipment
 *   received ─(workshop's diagnosis, on the clock)→ diagnosed
 *   diagnosed ─acceptAll | acceptSome→ awaiting_payment ─(pay order paid)→ in_service
 *   in_service ─(service log on the clock, then the workshop sends it back)→ sent_back ─(signed)→ done
 *   received | diagnosed | awaiting_payment ─applyReturn→ return_requested ─(workshop ships)→ returning ─(signed)→ returned
 *   awaiting_shipment ─cancel→ cancelled
 * The order is firm only when paid: before that the dealer may ask for the item back unserviced.
 */
import { CATEGORIES } from '@/core/api/catalogue'
import { yuan } from '@/shared/format/money'
import { MAX_ONLINE_DECLARED_CENTS } from '@/features/express/api'
import { amountError } from '@/shared/rules/amount'

export const MAINTAIN_STATUSES = [
  'awaiting_shipment',
  'in_transit',
  'received',
  'diagnosed',
  'awaiting_payment',
  'in_service',
  'sent_back',
  'done',
  'return_requested',
  'returning',
  'returned',
  'cancelled',
] as const
export type MaintainStatus = (typeof MAINTAIN_STATUSES)[number]

export const MAINTAIN_STATUS_TEXT: Record<MaintainStatus, string> = {
  awaiting_shipment: '待寄出',
  in_transit: '寄送中',
  received: '已签收待诊断',
  diagnosed: '待确认报价',
  awaiting_payment: '待支付',
  in_service: '养护中',
  sent_back: '已寄回',
  done: '已完成',
  return_requested: '退回申请中',
  returning: '退回中',
  returned: '已退回',
  cancelled: '已取消',
}

/** What the dealer may do; the server lists the ones allowed now in `actions`. */
export const MAINTAIN_ACTIONS = ['send', 'cancel', 'acceptAll', 'acceptSome', 'pay', 'applyReturn'] as const
export type MaintainAction = (typeof MAINTAIN_ACTIONS)[number]

export const ACTIONS_BY_STATUS: Record<MaintainStatus, readonly MaintainAction[]> = {
  awaiting_shipment: ['send', 'cancel'],
  in_transit: [],
  received: ['applyReturn'],
  diagnosed: ['acceptAll', 'acceptSome', 'applyReturn'],
  awaiting_payment: ['pay', 'applyReturn'],
  in_service: [],
  sent_back: [],
  done: [],
  return_requested: [],
  returning: [],
  returned: [],
  cancelled: [],
}

export const ACTION_TEXT: Record<MaintainAction, string> = {
  send: '寄出商品',
  cancel: '取消订单',
  acceptAll: '全部接受',
  acceptSome: '接受所选项目',
  pay: '去支付',
  applyReturn: '申请退回',
}

/** 订单当前为「养护中」，不能申请退回 */
export function stateMovedText(status: MaintainStatus, action: MaintainAction): string {
  if (action === 'applyReturn' && ['in_service', 'sent_back', 'done'].includes(status)) return '订单已支付，养护已开始，不能再申请退回'
  return `订单当前为「${MAINTAIN_STATUS_TEXT[status]}」，不能${ACTION_TEXT[action]}`
}

/** The list's tabs, each a group of states. */
export const MAINTAIN_TABS = [
  { key: 'all', title: '全部', statuses: MAINTAIN_STATUSES },
  { key: 'to_send', title: '待寄出', statuses: ['awaiting_shipment'] },
  { key: 'at_workshop', title: '检测中', statuses: ['in_transit', 'received'] },
  { key: 'to_decide', title: '待确认', statuses: ['diagnosed', 'awaiting_payment'] },
  { key: 'in_service', title: '养护中', statuses: ['in_service', 'sent_back'] },
  { key: 'done', title: '已完成', statuses: ['done'] },
  { key: 'closed', title: '退回/取消', statuses: ['return_requested', 'returning', 'returned', 'cancelled'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly MaintainStatus[] }[]
export type MaintainTab = (typeof MAINTAIN_TABS)[number]['key']

export function tabCount(counts: Partial<Record<MaintainStatus, number>>, statuses: readonly MaintainStatus[]): number {
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
}

// ---- The services: prices from, turnaround as ranges (never a promise) ----

export interface MaintainService {
  key: string
  name: string
  /** What it does, in a line. */
  desc: string
  /** The estimate's range per item, in fen (the binding price comes with the diagnosis). */
  lowCents: number
  highCents: number
  /** Turnaround in days, a range: 清洁 7–15 天; 补色/修复 2–6 周. */
  minDays: number
  maxDays: number
  /** Said with the diagnosis: what the work may change. */
  risk: string
}

export const SERVICES: readonly MaintainService[] = [
  { key: 'clean', name: '清洁', desc: '皮面深层清洁、去污、内衬清理', lowCents: 38_000, highCents: 88_000, minDays: 7, maxDays: 15, risk: '陈旧污渍可能无法完全去除' },
  { key: 'recolor', name: '补色', desc: '磨损、褪色处调色补色', lowCents: 88_000, highCents: 260_000, minDays: 14, maxDays: 42, risk: '补色会覆盖缝线颜色，色差以实物为准' },
  { key: 'repair', name: '修复', desc: '边油、走线、破损修复', lowCents: 120_000, highCents: 380_000, minDays: 14, maxDays: 42, risk: '修复处可能留有细微痕迹' },
  { key: 'hardware', name: '五金翻新', desc: '五金抛光、镀层翻新', lowCents: 48_000, highCents: 128_000, minDays: 7, maxDays: 15, risk: '镀层翻新后光泽可能与原厂略有差异' },
  { key: 'reshape', name: '定型', desc: '塌陷变形整形', lowCents: 58_000, highCents: 168_000, minDays: 7, maxDays: 21, risk: '严重变形只能改善，不能恢复如新' },
]

/** The categories the workshop takes (what can be cared for). */
export const CARE_CATEGORIES: readonly string[] = CATEGORIES.filter((category) => category !== '珠宝')

export function serviceOf(key: string): MaintainService | undefined {
  return SERVICES.find((service) => service.key === key)
}

/** 7–15 天, or 2–6 周 from 14 days on: a range, never one date. */
export function turnaroundText(service: Pick<MaintainService, 'minDays' | 'maxDays'>): string {
  if (service.minDays >= 14 && service.minDays % 7 === 0 && service.maxDays % 7 === 0) return `${service.minDays / 7}–${service.maxDays / 7} 周`
  return `${service.minDays}–${service.maxDays} 天`
}

/** The estimate of the picked services: the sums of their ranges, labelled 预估. */
export function estimateOf(serviceKeys: readonly string[]): { lowCents: number; highCents: number } {
  const picked = serviceKeys.map(serviceOf).filter((service): service is MaintainService => Boolean(service))
  return { lowCents: picked.reduce((sum, s) => sum + s.lowCents, 0), highCents: picked.reduce((sum, s) => sum + s.highCents, 0) }
}

export function estimateText(serviceKeys: readonly string[]): string {
  const { lowCents, highCents } = estimateOf(serviceKeys)
  return `预估 ${yuan(lowCents)}–${yuan(highCents)}`
}

/** The longest range of the picked services (they are done together). */
export function turnaroundOf(serviceKeys: readonly string[]): { minDays: number; maxDays: number } {
  const picked = serviceKeys.map(serviceOf).filter((service): service is MaintainService => Boolean(service))
  return { minDays: Math.max(0, ...picked.map((s) => s.minDays)), maxDays: Math.max(0, ...picked.map((s) => s.maxDays)) }
}

// ---- Rules stated to the dealer ----

/** The workshop checks these on arrival; what is not listed is not covered. */
export const ACCESSORY_CHECKLIST = ['防尘袋', '锁', '肩带', '卡片'] as const
export const NOT_LISTED_TEXT = '签收清单未列出的配件视为未收到，不在保障范围内'

export const LIABILITY_TEXT = '养护前工坊将拍照记录商品现状。如养护过程中商品损坏或丢失，按商品养护前的成色与您填写的声明价值（两者取低）核定赔付，最高不超过声明价值。'
export const LIABILITY_ACK_TEXT = '请先阅读并同意赔付规则'

/** An order not sent within this many days of being placed is cancelled by the server. */
export const SEND_WITHIN_DAYS = 7

/** 保修 90 天 from the day the dealer signs for the item back. */
export const WARRANTY_DAYS = 90

/** The return of an item asked back unserviced: the dealer pays it (到付), insured at the declared value (backInsurance). */
export const RETURN_SHIPPING_TEXT = '运费由您承担（顺丰到付），按声明价值保价'

/** The sending back after service: free, insured at the declared value (backInsurance). */
export const SEND_BACK_TEXT = '养护完成后包邮寄回，按声明价值保价'

/**
 * The parcel back is insured with the carrier up to its online ceiling (¥20,000); the workshop
 * insures the rest of the declared value offline, so the whole declared value is covered.
 */
export function backInsurance(declaredCents: number): { onlineCents: number; offlineCents: number } {
  const onlineCents = Math.min(declaredCents, MAX_ONLINE_DECLARED_CENTS)
  return { onlineCents, offlineCents: declaredCents - onlineCents }
}

/** How the parcel back is insured, in words the dealer can check against the waybill. */
export function backInsuranceText(declaredCents: number): string {
  const { onlineCents, offlineCents } = backInsurance(declaredCents)
  if (offlineCents === 0) return `顺丰保价 ${yuan(onlineCents)}（声明价值）`
  return `顺丰线上保价 ${yuan(onlineCents)}（线上最高额度），超出的 ${yuan(offlineCents)} 由工坊线下加保，合计按声明价值 ${yuan(declaredCents)} 赔付`
}

export const DECLARED_MAX_CENTS = 2_000_000_00
export const PROBLEM_PHOTO_MIN = 1
export const PROBLEM_PHOTO_MAX = 9
export const PROBLEM_MAX = 300
export const RETURN_REASONS = ['报价超出预期', '不想养护了', '养护周期太长', '其他'] as const

export type Errors<K extends string> = Partial<Record<K, string>>

export interface CreateFields {
  category: string
  brandName: string
  model: string
  problem: string
  photos: string[]
  services: string[]
  declaredValueCents: number | null
}

/** The care order's rules (the create form and the mock's refusals). */
export function checkCreate(input: CreateFields): Errors<keyof CreateFields> {
  const errors: Errors<keyof CreateFields> = {}
  if (!CARE_CATEGORIES.includes(input.category)) errors.category = '请选择养护品类'
  if (!input.brandName.trim()) errors.brandName = '请选择品牌'
  if (!input.model.trim()) errors.model = '请选择或填写款式'
  if (!input.problem.trim()) errors.problem = '请描述需要养护的问题'
  else if (input.problem.trim().length > PROBLEM_MAX) errors.problem = `问题描述不超过${PROBLEM_MAX}个字`
  if (input.photos.length < PROBLEM_PHOTO_MIN) errors.photos = `请上传至少${PROBLEM_PHOTO_MIN}张问题部位的照片`
  else if (input.photos.length > PROBLEM_PHOTO_MAX) errors.photos = `最多上传${PROBLEM_PHOTO_MAX}张图片`
  if (!input.services.length) errors.services = '请选择养护项目'
  else if (input.services.some((key) => !serviceOf(key))) errors.services = '养护项目无效，请重新选择'
  const declared = amountError(input.declaredValueCents, '声明价值', { positive: true })
  if (declared) errors.declaredValueCents = declared
  else if (input.declaredValueCents! % 100 !== 0) errors.declaredValueCents = '声明价值请填写整数元'
  else if (input.declaredValueCents! > DECLARED_MAX_CENTS) errors.declaredValueCents = `声明价值不超过${yuan(DECLARED_MAX_CENTS)}`
  return errors
}

export function checkReturn(input: { reason: string; note: string }): Errors<'reason' | 'note'> {
  const errors: Errors<'reason' | 'note'> = {}
  if (!(RETURN_REASONS as readonly string[]).includes(input.reason)) errors.reason = '请选择退回原因'
  else if (input.reason === '其他' && !input.note.trim()) errors.note = '请说明退回原因'
  if (input.note.length > 200) errors.note = '说明不超过200个字'
  return errors
}

export const ACCEPT_NONE_TEXT = '请至少选择一项；不做任何养护请申请退回'
