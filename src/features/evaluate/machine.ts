/**
 * The peer appraisal (同行鉴定) order's state machine and rules, shared by the app (what it
 * offers, form messages) and the mock backend (what it allows). The server decides: every detail
 * reply lists the actions the dealer may take now; any other is refused with
 * EVALUATE_REFUSALS.stateMoved and the words of stateMovedText. The centre's steps follow
 * T/FQIA 020-2024: accept → inspect → conclude → review → approve → report.
 *
 *   awaiting_payment ─pay (cashier)→ awaiting_shipment (mail) | submitted (online)
 *   awaiting_shipment ─send (express, insured, seal number)→ in_transit
 *   in_transit ─(signed; seal read = seal sent)→ appraising | (seal differs)→ exception
 *   exception ─continueAppraisal (the dealer vouches for the tag read)→ appraising
 *             ─askReturn→ cancelled (the item sent back unappraised, the fee refunded in full)
 *   submitted ─(the centre accepts the photos)→ appraising
 *   appraising ─(inspected, concluded, reviewed)→ reported (online) | returning (mail: report + item sent back sealed)
 *   reported ─confirmOnline→ done | ─requestReview (once)→ appraising
 *   returning ─confirmMail (the returned seal number)→ done
 *   awaiting_payment | awaiting_shipment | submitted ─cancel→ cancelled
 * Modify while not yet accepted (awaiting_payment, awaiting_shipment, submitted, in_transit);
 * once paid, its method is fixed.
 */

export const EVALUATE_STATUSES = [
  'awaiting_payment',
  'awaiting_shipment',
  'in_transit',
  'submitted',
  'appraising',
  'reported',
  'returning',
  'exception',
  'done',
  'cancelled',
] as const
export type EvaluateStatus = (typeof EVALUATE_STATUSES)[number]

export const EVALUATE_STATUS_TEXT: Record<EvaluateStatus, string> = {
  awaiting_payment: '待支付',
  awaiting_shipment: '待寄出',
  in_transit: '寄送中',
  submitted: '待受理',
  appraising: '鉴定中',
  reported: '待确认结果',
  returning: '报告已出·寄回中',
  exception: '签收异常',
  done: '已完成',
  cancelled: '已取消',
}

export const EVALUATE_METHODS = ['mail', 'online'] as const
export type EvaluateMethod = (typeof EVALUATE_METHODS)[number]
export const METHOD_TEXT: Record<EvaluateMethod, string> = { mail: '寄送鉴定', online: '在线鉴定' }
/** The fee per method, in fen (paid at the cashier before the centre accepts). */
export const METHOD_FEE_CENTS: Record<EvaluateMethod, number> = { mail: 16_800, online: 3_800 }
/** Turnaround, in words, per method (stated with the order's start and its promised time). */
export const METHOD_TURNAROUND_TEXT: Record<EvaluateMethod, string> = { mail: '收货后 48–72 小时出报告', online: '受理后 2–6 小时出结果' }
export const METHOD_HOURS: Record<EvaluateMethod, number> = { mail: 72, online: 6 }

export const EVALUATE_ACTIONS = ['pay', 'modify', 'cancel', 'send', 'confirmOnline', 'requestReview', 'confirmMail', 'continueAppraisal', 'askReturn'] as const
export type EvaluateAction = (typeof EVALUATE_ACTIONS)[number]

export const ACTIONS_BY_STATUS: Record<EvaluateStatus, readonly EvaluateAction[]> = {
  awaiting_payment: ['pay', 'modify', 'cancel'],
  awaiting_shipment: ['send', 'modify', 'cancel'],
  in_transit: ['modify'],
  submitted: ['modify', 'cancel'],
  appraising: [],
  reported: ['confirmOnline', 'requestReview'],
  returning: ['confirmMail'],
  exception: ['askReturn', 'continueAppraisal'],
  done: [],
  cancelled: [],
}

export const ACTION_TEXT: Record<EvaluateAction, string> = {
  pay: '支付鉴定费',
  modify: '修改订单',
  cancel: '取消订单',
  send: '寄出商品',
  confirmOnline: '确认鉴定结果',
  requestReview: '申请复核',
  confirmMail: '确认收货',
  continueAppraisal: '确认继续鉴定',
  askReturn: '申请原样退回',
}

/** Refusal codes (HTTP 200 envelope). stateMoved and methodLocked reload the page. */
export const EVALUATE_REFUSALS = {
  /** The order's state does not allow the action now. */
  stateMoved: 40950,
  /** Paid: the method can no longer change. */
  methodLocked: 40951,
  /** Sending without a seal number recorded first. */
  sealMissing: 40952,
  /** The seal number typed at confirm-mail is not the one the centre sealed the return with. */
  sealMismatch: 40953,
  /** A review was asked once already. */
  reviewUsed: 40954,
} as const
export const EVALUATE_RELOAD_CODES: readonly number[] = [EVALUATE_REFUSALS.stateMoved, EVALUATE_REFUSALS.methodLocked, EVALUATE_REFUSALS.reviewUsed]

export function stateMovedText(status: EvaluateStatus, action: EvaluateAction): string {
  if (action === 'modify' && ['appraising', 'reported', 'returning', 'done', 'exception'].includes(status)) return '鉴定中心已受理，订单不能再修改'
  return `订单当前为「${EVALUATE_STATUS_TEXT[status]}」，不能${ACTION_TEXT[action]}`
}
export const METHOD_LOCKED_TEXT = '鉴定费已支付，鉴定方式不能更改；如需更改请取消后重新下单'
export const SEAL_MISSING_TEXT = '请先填写防调包扣（封签）编号'
export const SEAL_MISMATCH_TEXT = '封签号与鉴定中心寄回时记录的不一致，请核对；如封签被拆换，请勿签收并联系客服'
export const REVIEW_USED_TEXT = '每单只能申请一次复核'

/** The list's tabs, each a group of states. */
export const EVALUATE_TABS = [
  { key: 'all', title: '全部', statuses: EVALUATE_STATUSES },
  { key: 'to_pay', title: '待支付', statuses: ['awaiting_payment'] },
  { key: 'to_send', title: '待寄出', statuses: ['awaiting_shipment'] },
  { key: 'appraising', title: '鉴定中', statuses: ['in_transit', 'submitted', 'appraising'] },
  { key: 'to_confirm', title: '待确认', statuses: ['reported', 'returning', 'exception'] },
  { key: 'done', title: '已完成', statuses: ['done'] },
  { key: 'cancelled', title: '已取消', statuses: ['cancelled'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly EvaluateStatus[] }[]
export type EvaluateTab = (typeof EVALUATE_TABS)[number]['key']

export function tabCount(counts: Partial<Record<EvaluateStatus, number>>, statuses: readonly EvaluateStatus[]): number {
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
}

// ---- Verdicts ----

export const VERDICTS = ['authentic', 'not_authentic', 'inconclusive'] as const
export type Verdict = (typeof VERDICTS)[number]
export const VERDICT_TEXT: Record<Verdict, string> = { authentic: '正品', not_authentic: '非正品', inconclusive: '无法鉴定' }
/** Said under 无法鉴定: not a failure, something was missing. */
export const INCONCLUSIVE_TEXT = '现有照片或信息不足以得出结论，并非鉴定为假。补充以下内容后可申请复核，或改为寄送实物鉴定。'
export const SCOPE_TEXT = '本报告仅对所示照片/实物负责，不代表品牌官方，非司法鉴定'

// ---- The form ----

export const EVALUATE_CATEGORIES = ['箱包', '腕表', '珠宝', '鞋履', '服饰', '配饰'] as const
export const PHOTO_MIN = 3
export const PHOTO_MAX = 9
/** 防调包扣/封签号: 6–16 letters or digits as printed on the tag. */
export const SEAL_PATTERN = /^[A-Z0-9]{6,16}$/
export const NOTE_MAX = 200
export const REVIEW_REASON_MAX = 200

export type Errors<K extends string> = Partial<Record<K, string>>

export interface OrderFields {
  category: string
  brandName: string
  model: string
  photos: string[]
  method: string
  note: string
}

/** The order's rules (home's create form, modify, and the mock's refusals). */
export function checkOrder(input: OrderFields): Errors<keyof OrderFields> {
  const errors: Errors<keyof OrderFields> = {}
  if (!(EVALUATE_CATEGORIES as readonly string[]).includes(input.category)) errors.category = '请选择品类'
  if (!input.brandName.trim()) errors.brandName = '请填写品牌'
  else if (input.brandName.trim().length > 30) errors.brandName = '品牌不超过30个字'
  if (!input.model.trim()) errors.model = '请填写款式'
  else if (input.model.trim().length > 50) errors.model = '款式不超过50个字'
  if (input.photos.length < PHOTO_MIN) errors.photos = `请上传至少${PHOTO_MIN}张照片（正面、背面、标识）`
  else if (input.photos.length > PHOTO_MAX) errors.photos = `最多上传${PHOTO_MAX}张照片`
  if (!(EVALUATE_METHODS as readonly string[]).includes(input.method)) errors.method = '请选择鉴定方式'
  if (input.note.length > NOTE_MAX) errors.note = `备注不超过${NOTE_MAX}个字`
  return errors
}

/** The seal number as the tag prints it (spaces dropped, upper case). */
export function normalSeal(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

export function sealError(raw: string): string | undefined {
  const seal = normalSeal(raw)
  if (!seal) return '请填写防调包扣（封签）编号'
  if (!SEAL_PATTERN.test(seal)) return '封签号为6–16位字母或数字，请按吊牌上印的填写'
  return undefined
}

export function reviewError(reason: string): string | undefined {
  if (!reason.trim()) return '请说明复核原因'
  if (reason.length > REVIEW_REASON_MAX) return `复核原因不超过${REVIEW_REASON_MAX}个字`
  return undefined
}
