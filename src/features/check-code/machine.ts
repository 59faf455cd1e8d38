/**
 * The code check (查码) request's state machine and rules, shared by the app (what it offers, form
 * messages) and the mock backend (what it allows). The server decides: every detail reply lists
 * the actions the dealer may take now; an action outside them is refused (code 40960) with the
 * words of stateMovedText. See docs/api.md, "Code check (查码)".
 *
 *   submitted ─(the checker reads it, on the clock)→ decoded | needs_info | unreadable
 *   needs_info ─supplement (the form: what the checker asked)→ submitted
 *   submitted | needs_info ─cancel→ cancelled
 * A code shows production facts (when, where), never authenticity.
 */

export const CHECK_STATUSES = ['submitted', 'needs_info', 'decoded', 'unreadable', 'cancelled'] as const
export type CheckStatus = (typeof CHECK_STATUSES)[number]

export const CHECK_STATUS_TEXT: Record<CheckStatus, string> = {
  submitted: '查询中',
  needs_info: '待补充',
  decoded: '已出结果',
  unreadable: '无法解读',
  cancelled: '已取消',
}

export const CHECK_ACTIONS = ['supplement', 'cancel'] as const
export type CheckAction = (typeof CHECK_ACTIONS)[number]

export const CHECK_ACTIONS_BY_STATUS: Record<CheckStatus, readonly CheckAction[]> = {
  submitted: ['cancel'],
  needs_info: ['supplement', 'cancel'],
  decoded: [],
  unreadable: [],
  cancelled: [],
}

export const CHECK_ACTION_TEXT: Record<CheckAction, string> = { supplement: '补充信息', cancel: '取消查码' }

/** Refusal codes of this area (docs/api.md). */
export const CHECK_REFUSALS = {
  /** The request's state does not allow the action now (the app says it and reloads). */
  stateMoved: 40960,
  /** A new request's input is wrong (brand, code, photos). */
  badRequest: 40961,
  /** A supplement does not answer what the checker asked. */
  badSupplement: 40962,
  /** "无码" for a brand whose pieces carry a code. */
  noCodeNotAllowed: 40963,
  /** Not the account's request, or none with that id. */
  notFound: 40964,
} as const

export function stateMovedText(status: CheckStatus, action: CheckAction): string {
  return `查码单当前为「${CHECK_STATUS_TEXT[status]}」，不能${CHECK_ACTION_TEXT[action]}`
}

/** The list's tabs. */
export const CHECK_TABS = [
  { key: 'all', title: '全部', statuses: CHECK_STATUSES },
  { key: 'submitted', title: '查询中', statuses: ['submitted'] },
  { key: 'needs_info', title: '待补充', statuses: ['needs_info'] },
  { key: 'decoded', title: '已出结果', statuses: ['decoded'] },
  { key: 'closed', title: '已关闭', statuses: ['unreadable', 'cancelled'] }, // 无法解读 or 取消: short enough for five tabs at 375 px
] as const satisfies readonly { key: string; title: string; statuses: readonly CheckStatus[] }[]
export type CheckTab = (typeof CHECK_TABS)[number]['key']

export function checkTabCount(counts: Partial<Record<CheckStatus, number>>, statuses: readonly CheckStatus[]): number {
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
}

// ---- Brands and what their codes look like ----

export const CHECK_BRANDS = [
  {
    key: 'lv',
    name: '路易威登',
    codeLabel: '日期码',
    example: 'SD4129',
    formatText: '2 位字母（工坊）+ 4 位数字（周/月与年份交错），如 SD4129；1980 年代为 3–4 位数字，可带 2 位字母',
    noCodeFrom: 2021,
    noCodeText: '2021 年起新品以内置芯片取代日期码，无码属正常',
  },
  {
    key: 'chanel',
    name: '香奈儿',
    codeLabel: '序列号',
    example: '25123456',
    formatText: '7 位（1986–2002）或 8 位（2002–2021）数字，首位/前两位对应年份区间',
    noCodeFrom: 2021,
    noCodeText: '2021 年起序列号贴纸改为带芯片的金属铭牌，无码属正常',
  },
  {
    key: 'hermes',
    name: '爱马仕',
    codeLabel: '年份字母',
    example: 'A',
    formatText: '钢印中的 1 个年份字母，外框形状（无框/圆圈/方框）标示年代',
    noCodeFrom: null,
    noCodeText: '',
  },
] as const
export type CheckBrand = (typeof CHECK_BRANDS)[number]['key']
export type CheckBrandInfo = (typeof CHECK_BRANDS)[number]

export function brandOf(key: string): CheckBrandInfo | undefined {
  return CHECK_BRANDS.find((brand) => brand.key === key)
}

/** Whether "无码" is a valid answer for the brand (LV and Chanel pieces from 2021). */
export function noCodeAllowed(brand: string): boolean {
  return Boolean(brandOf(brand)?.noCodeFrom)
}

export const NO_CODE_TEXT = '无码'

/** Hermès: the frame around the year letter. */
export const STAMP_SHAPES = ['无框', '圆圈', '方框', '看不清'] as const
export type StampShape = (typeof STAMP_SHAPES)[number]

export const CODE_MAX = 20
export const CHECK_PHOTO_MIN = 1
export const CHECK_PHOTO_MAX = 6
export const NOTE_MAX = 200

/** The plain statement every result carries. */
export const NOT_AUTHENTICITY_TEXT = '查码只说明码所对应的生产信息（时间、产地），不代表商品真伪；仿品也可能印有格式正确的码。'

export type Errors<K extends string> = Partial<Record<K, string>>

export interface CheckFields {
  brand: string
  code: string
  noCode: boolean
  stampShape: string
  photos: string[]
  note: string
}

/**
 * The create form's rules (and the mock's refusals). The code is kept as typed: one that does
 * not follow the brand's usual format is NOT refused (the checker decides); formatHint says so.
 */
export function checkCreate(input: CheckFields): Errors<keyof CheckFields> {
  const errors: Errors<keyof CheckFields> = {}
  const brand = brandOf(input.brand)
  if (!brand) errors.brand = '请选择品牌'
  if (input.noCode) {
    if (brand && !noCodeAllowed(brand.key)) errors.noCode = `${brand.name}的商品都有${brand.codeLabel}，请填写钢印上的字母`
  } else if (!input.code.trim()) errors.code = brand ? `请填写${brand.codeLabel}，或拍清钢印后照原样填写` : '请填写商品上的码'
  else if (input.code.trim().length > CODE_MAX) errors.code = `码不超过${CODE_MAX}个字符`
  if (brand?.key === 'hermes' && !input.noCode && !(STAMP_SHAPES as readonly string[]).includes(input.stampShape)) errors.stampShape = '请选择字母外框的形状（看不清也可以选）'
  if (input.photos.length < CHECK_PHOTO_MIN) errors.photos = '请上传至少1张码（钢印/标签）的清晰照片'
  else if (input.photos.length > CHECK_PHOTO_MAX) errors.photos = `最多上传${CHECK_PHOTO_MAX}张图片`
  if (input.note.length > NOTE_MAX) errors.note = `备注不超过${NOTE_MAX}个字`
  return errors
}

/** What the checker may ask for; the form shows one field per question. */
export const QUESTION_KEYS = ['code', 'shape', 'photos'] as const
export type QuestionKey = (typeof QUESTION_KEYS)[number]

export interface SupplementFields {
  code: string
  stampShape: string
  photos: string[]
  note: string
}

/** The supplement form's rules: each question asked must be answered. */
export function checkSupplement(asked: readonly QuestionKey[], input: SupplementFields): Errors<keyof SupplementFields> {
  const errors: Errors<keyof SupplementFields> = {}
  if (asked.includes('code')) {
    if (!input.code.trim()) errors.code = '请照钢印/标签逐字重新填写码'
    else if (input.code.trim().length > CODE_MAX) errors.code = `码不超过${CODE_MAX}个字符`
  }
  if (asked.includes('shape') && !(STAMP_SHAPES as readonly string[]).includes(input.stampShape)) errors.stampShape = '请选择字母外框的形状'
  if (asked.includes('photos') && input.photos.length < 1) errors.photos = '请补充至少1张码所在位置的近照'
  if (input.photos.length > CHECK_PHOTO_MAX) errors.photos = `最多上传${CHECK_PHOTO_MAX}张图片`
  if (input.note.length > NOTE_MAX) errors.note = `说明不超过${NOTE_MAX}个字`
  return errors
}
