/**
 * The inspection (质检鉴定) order's state machine and rules, shared by the app (what it offers,
 * form messages) and the mock backend (what it allows). The procedure follows appraisal centres'
 * practice (T/FQIA 020-2024): accept → inspect → conclude → review → approve → report; every step
 * is dated on the timeline. See docs/api.md, "Inspection (质检鉴定) and photo recognition".
 *
 *   awaiting_payment ─pay (cashier)→ accepted (photos) | awaiting_shipment (mail-in)
 *   awaiting_shipment ─send (express, purpose quality)→ in_transit ─(signed)→ accepted
 *   accepted ─(inspector, on the clock)→ inspecting ─(conclusion)→ reviewing ─(reviewer approves)→ reported
 *   reported (无法鉴定) ─supplement (补图)→ accepted;  ─mailIn (寄送鉴定)→ awaiting_shipment
 *   awaiting_payment ─cancel→ cancelled
 */

export const QUALITY_STATUSES = ['awaiting_payment', 'awaiting_shipment', 'in_transit', 'accepted', 'inspecting', 'reviewing', 'reported', 'cancelled'] as const
export type QualityStatus = (typeof QUALITY_STATUSES)[number]

export const QUALITY_STATUS_TEXT: Record<QualityStatus, string> = {
  awaiting_payment: '待支付',
  awaiting_shipment: '待寄出',
  in_transit: '寄送中',
  accepted: '已受理',
  inspecting: '鉴定中',
  reviewing: '复核中',
  reported: '已出报告',
  cancelled: '已取消',
}

export const QUALITY_ACTIONS = ['pay', 'cancel', 'send', 'supplement', 'mailIn'] as const
export type QualityAction = (typeof QUALITY_ACTIONS)[number]

export const QUALITY_ACTION_TEXT: Record<QualityAction, string> = {
  pay: '去支付',
  cancel: '取消订单',
  send: '寄出商品',
  supplement: '补图',
  mailIn: '寄送鉴定',
}

/** The actions of a state; 补图 and 寄送鉴定 only for a 无法鉴定 report (the mock checks the verdict too). */
export const QUALITY_ACTIONS_BY_STATUS: Record<QualityStatus, readonly QualityAction[]> = {
  awaiting_payment: ['pay', 'cancel'],
  awaiting_shipment: ['send'],
  in_transit: [],
  accepted: [],
  inspecting: [],
  reviewing: [],
  reported: ['supplement', 'mailIn'],
  cancelled: [],
}

export function qualityMovedText(status: QualityStatus, action: QualityAction): string {
  if ((action === 'supplement' || action === 'mailIn') && status === 'reported') return '报告已有明确结论，不能补图或改为寄送鉴定'
  return `订单当前为「${QUALITY_STATUS_TEXT[status]}」，不能${QUALITY_ACTION_TEXT[action]}`
}

// ---- Verdicts ----

export const VERDICTS = ['authentic', 'counterfeit', 'inconclusive'] as const
export type Verdict = (typeof VERDICTS)[number]
export const VERDICT_TEXT: Record<Verdict, string> = { authentic: '正品', counterfeit: '非正品', inconclusive: '无法鉴定' }
/** 无法鉴定 is not a failure: said as what is needed next. */
export const INCONCLUSIVE_TEXT = '现有照片不足以得出结论，补充下列照片或寄送实物即可继续鉴定，无需另付费用'

export const SCOPE_TEXT = '本报告仅对所示照片/实物负责，不代表品牌官方，非司法鉴定'
export const NOT_AUTHENTICATION_TEXT = '识款结果仅供参考，不是鉴定结论'

// ---- Methods, prices, turnaround ----

export const METHODS = ['photo', 'mail'] as const
export type Method = (typeof METHODS)[number]
export const METHOD_TEXT: Record<Method, string> = { photo: '照片', mail: '实物' }
export const METHOD_PRICE_CENTS: Record<Method, number> = { photo: 9_800, mail: 29_800 }
export const HOUR = 3600 * 1000
/** Photos: within 6 hours of acceptance; mail-in: 48–72 h after receipt. */
export const TURNAROUND: Record<Method, { minHours: number; maxHours: number; text: string }> = {
  photo: { minHours: 2, maxHours: 6, text: '照片鉴定：受理后 2–6 小时出结果' },
  mail: { minHours: 48, maxHours: 72, text: '实物鉴定：签收后 48–72 小时出结果' },
}

// ---- The photo checklist per category ----

export interface PhotoSlot {
  key: string
  label: string
  /** Needed to submit; the rest may be left out (then the inspector may find them missing). */
  required: boolean
}

const slot = (key: string, label: string, required = true): PhotoSlot => ({ key, label, required })

export const CHECKLISTS: Record<string, readonly PhotoSlot[]> = {
  箱包: [
    slot('front', '正面'),
    slot('back', '背面'),
    slot('logo', 'Logo 特写'),
    slot('hardware', '五金', false),
    slot('stitching', '走线', false),
    slot('datecode', '日期码/芯片', false),
  ],
  腕表: [slot('dial', '表盘'), slot('caseback', '后盖'), slot('crown', '表冠', false), slot('clasp', '表扣', false), slot('serial', '编号刻印', false)],
  鞋履: [slot('side', '侧面'), slot('sole', '鞋底'), slot('insole', '鞋垫 Logo'), slot('label', '鞋舌标签', false), slot('stitching', '走线', false)],
  服饰: [slot('front', '正面'), slot('label', '领标'), slot('washtag', '洗标', false), slot('stitching', '走线', false)],
  配饰: [slot('front', '正面'), slot('logo', 'Logo 特写'), slot('stamp', '刻印', false), slot('hardware', '五金', false)],
  珠宝: [slot('front', '正面'), slot('stamp', '刻印'), slot('clasp', '扣头', false), slot('certificate', '证书', false)],
}
export const QUALITY_CATEGORIES = Object.keys(CHECKLISTS)

export function checklistOf(category: string): readonly PhotoSlot[] {
  return CHECKLISTS[category] ?? []
}

export function slotLabel(category: string, key: string): string {
  return checklistOf(category).find((entry) => entry.key === key)?.label ?? key
}

// ---- The form's rules (the app's messages and the mock's refusals) ----

export type Errors<K extends string> = Partial<Record<K, string>>

export interface QualityFields {
  category: string
  brandName: string
  model: string
  colour: string
  material: string
  method: Method | ''
  /** Slot key → uploaded url. */
  photos: Record<string, string>
  note: string
}

export const NOTE_MAX = 200

export function missingRequired(category: string, photos: Record<string, string>): PhotoSlot[] {
  return checklistOf(category).filter((entry) => entry.required && !photos[entry.key])
}

export function checkQuality(input: QualityFields): Errors<keyof QualityFields> {
  const errors: Errors<keyof QualityFields> = {}
  if (!QUALITY_CATEGORIES.includes(input.category)) errors.category = '请选择品类'
  if (!input.brandName.trim()) errors.brandName = '请填写品牌'
  if (!input.model.trim()) errors.model = '请填写款式'
  if (!(METHODS as readonly string[]).includes(input.method)) errors.method = '请选择鉴定方式'
  const missing = missingRequired(input.category, input.photos)
  if (!errors.category && missing.length) errors.photos = `请上传：${missing.map((entry) => entry.label).join('、')}`
  if (input.note.length > NOTE_MAX) errors.note = `备注不超过${NOTE_MAX}个字`
  return errors
}

/** 补图: every slot the report lists as missing, and only photos. */
export function checkSupplement(missingSlots: readonly string[], photos: Record<string, string>, category: string): string | null {
  const left = missingSlots.filter((key) => !photos[key])
  return left.length ? `请补充：${left.map((key) => slotLabel(category, key)).join('、')}` : null
}

// ---- Report lookup by number + check code ----

export const LOOKUP_WRONG_TEXT = '报告编号或校验码不正确，请核对报告上的信息'
export const LOOKUP_LIMIT = 5
export const LOOKUP_WINDOW_MS = 10 * 60 * 1000
export const LOOKUP_LIMITED_TEXT = '查询过于频繁，请 10 分钟后再试'

// ---- Shikuan (拍照识款) ----

export const BANDS = ['high', 'medium', 'low'] as const
export type Band = (typeof BANDS)[number]
export const BAND_TEXT: Record<Band, string> = { high: '高', medium: '中', low: '低' }
export const SHIKUAN_MAX_CANDIDATES = 5

/** The refusal codes of this area (docs/api.md). */
export const QUALITY_REFUSALS = {
  /** The state does not allow the action (reload). */
  moved: 40940,
  /** 补图/寄送鉴定 on a report with a firm verdict. */
  notInconclusive: 40941,
  /** Lookup: wrong number/code pair. */
  lookupWrong: 40942,
  /** A public link that does not exist (or was revoked: shown as 已撤销, not refused). */
  linkUnknown: 40943,
  /** Shikuan: the photo is unusable, retake. */
  unusablePhoto: 40944,
  /** Lookup rate limit. */
  lookupLimited: 42940,
} as const
