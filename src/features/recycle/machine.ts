/**
 * The recycling order's state machine, shared by the app (what it offers, form messages) and
 * the mock backend (what it allows). The server decides: every detail reply carries the actions
 * the asking dealer may take now, and an action outside them is refused with
 * RECYCLE_REFUSALS.stateMoved. See docs/api.md, "Recycling".
 *
 *   estimating ─publish→ bidding ─accept→ awaiting_shipment ─ship→ in_transit ─(signed)→ inspecting
 *   in_transit ─(the express pickup cancelled before collection)→ awaiting_shipment
 *   inspecting ─inspect (buyer)→ inspected ─confirm→ settled
 *   inspected ─recheck→ rechecking ─(platform answers)→ inspected
 *   inspecting | inspected ─return→ returning ─(signed)→ returned
 *   estimating | bidding | awaiting_shipment ─cancel→ cancelled;  bidding ─(no live quote after the window)→ unsold
 */
import { yuan } from '@/shared/format/money'
import { amountError } from '@/shared/rules/amount'
import { listingWordError } from '@/shared/rules/listing-words'
import { checkReason } from '@/shared/rules/reason'
import type { RoutePath } from '@/core/routes'

export const RECYCLE_STATUSES = [
  'estimating',
  'bidding',
  'awaiting_shipment',
  'in_transit',
  'inspecting',
  'inspected',
  'rechecking',
  'settled',
  'returning',
  'returned',
  'cancelled',
  'unsold',
] as const
export type RecycleStatus = (typeof RECYCLE_STATUSES)[number]

export const RECYCLE_STATUS_TEXT: Record<RecycleStatus, string> = {
  estimating: '估价中',
  bidding: '竞价中',
  awaiting_shipment: '待发货',
  in_transit: '运输中',
  inspecting: '待验货',
  inspected: '待确认验货价',
  rechecking: '复检中',
  settled: '已成交',
  returning: '退回中',
  returned: '已退回',
  cancelled: '已取消',
  unsold: '已流拍',
}

/** What the seller may do; the server lists the ones allowed now in `actions`. */
export type SellerAction = 'publish' | 'accept' | 'cancel' | 'ship' | 'return' | 'recheck' | 'confirm'
/** What a buyer may do; `inspect` only the buyer whose quote was accepted. */
export type BuyerAction = 'preQuote' | 'quote' | 'giveup' | 'inspect'

export const SELLER_ACTIONS: Record<RecycleStatus, readonly SellerAction[]> = {
  estimating: ['publish', 'cancel'],
  bidding: ['accept', 'cancel'],
  awaiting_shipment: ['ship', 'cancel'],
  in_transit: [],
  inspecting: ['return'],
  // recheck once per order: the mock drops it after the first
  inspected: ['confirm', 'recheck', 'return'],
  rechecking: [],
  settled: [],
  returning: [],
  returned: [],
  cancelled: [],
  unsold: [],
}

export const BUYER_ACTIONS: Record<RecycleStatus, readonly BuyerAction[]> = {
  estimating: ['preQuote'],
  bidding: ['quote', 'giveup'],
  awaiting_shipment: [],
  in_transit: [],
  inspecting: ['inspect'],
  inspected: [],
  rechecking: [],
  settled: [],
  returning: [],
  returned: [],
  cancelled: [],
  unsold: [],
}

/** The states after a quote was accepted: the seller's orders (回收订单). */
export const DEAL_STATUSES: readonly RecycleStatus[] = ['awaiting_shipment', 'in_transit', 'inspecting', 'inspected', 'rechecking', 'settled', 'returning', 'returned']

/** The seller's bidding list (竞价订单) tabs, each a group of states. */
export const SELLER_BIDDING_TABS = [
  { key: 'estimating', title: '估价中', statuses: ['estimating'] },
  { key: 'bidding', title: '竞价中', statuses: ['bidding'] },
  // Every state after the acceptance (待发货 … 已退回), not the settled 已成交 alone.
  { key: 'dealt', title: '已接受报价', statuses: DEAL_STATUSES },
  { key: 'closed', title: '已结束', statuses: ['cancelled', 'unsold'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly RecycleStatus[] }[]

/** The seller's order list (回收订单) tabs. */
export const SELLER_ORDER_TABS = [
  { key: 'all', title: '全部', statuses: DEAL_STATUSES },
  { key: 'awaiting_shipment', title: '待发货', statuses: ['awaiting_shipment'] },
  { key: 'in_transit', title: '运输中', statuses: ['in_transit'] },
  { key: 'inspecting', title: '验货中', statuses: ['inspecting', 'rechecking'] },
  { key: 'inspected', title: '待确认', statuses: ['inspected'] },
  { key: 'settled', title: '已成交', statuses: ['settled'] },
  { key: 'returned', title: '已退回', statuses: ['returning', 'returned'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly RecycleStatus[] }[]

export type BuyerTab = 'offering' | 'offered' | 'receiving' | 'inspecting' | 'giveup'
/**
 * The buyer's lists. 待收货 / 待验货 follow the orders this buyer won (the seller ships, then the
 * buyer inspects); they have no page of their own: the 已报价 page shows them by ?tab= (the route
 * set is the spec's).
 */
export const BUYER_TABS: readonly { key: BuyerTab; title: string; path: RoutePath; query?: { tab: BuyerTab } }[] = [
  { key: 'offering', title: '待报价', path: 'pages/recycle/buyer/quote/list/offering/index' },
  { key: 'offered', title: '已报价', path: 'pages/recycle/buyer/quote/list/offered/index' },
  { key: 'receiving', title: '待收货', path: 'pages/recycle/buyer/quote/list/offered/index', query: { tab: 'receiving' } },
  { key: 'inspecting', title: '待验货', path: 'pages/recycle/buyer/quote/list/offered/index', query: { tab: 'inspecting' } },
  { key: 'giveup', title: '已放弃', path: 'pages/recycle/buyer/quote/list/giveup/index' },
]

/** The won orders' states of 待收货 (the seller has yet to ship or the parcel is on its way) and 待验货. */
export const BUYER_RECEIVING_STATUSES: readonly RecycleStatus[] = ['awaiting_shipment', 'in_transit']
export const BUYER_INSPECTING_STATUSES: readonly RecycleStatus[] = ['inspecting']

/** Sum of the counts of a tab's states. */
export function tabCount(counts: Partial<Record<RecycleStatus, number>>, statuses: readonly RecycleStatus[]): number {
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
}

// ---- Time rules (stated to the dealer in the guide and on the pages) ----

const HOUR = 3600 * 1000
/** Buyers quote for 3 days after publishing. */
export const BIDDING_WINDOW_MS = 72 * HOUR
/** A buyer picks how long a quote holds. */
export const QUOTE_VALID_DAYS = [1, 2, 3] as const
/** A pre-quote (a range from photos) holds 7 days. */
export const PRE_QUOTE_VALID_DAYS = 7
/** The platform answers a recheck within 48 hours (stated; the mock answers sooner). */
export const RECHECK_ANSWER_HOURS = 48

// ---- Money rules ----

/** 回收服务费: 2% of the final price, at least ¥20. */
export const FEE_RATE = 0.02
export const FEE_MIN_CENTS = 2000

export function feeCents(finalCents: number): number {
  return Math.max(FEE_MIN_CENTS, Math.round(finalCents * FEE_RATE))
}

export function payoutCents(finalCents: number): number {
  return Math.max(0, finalCents - feeCents(finalCents))
}

/** The fee rule in words, from the numbers above: 服务费 2%，最低 ¥20. */
export function feeRuleText(): string {
  return `服务费 ${Math.round(FEE_RATE * 10000) / 100}%，最低 ${yuan(FEE_MIN_CENTS)}`
}

/**
 * Who pays the return shipping (stated up front): the buyer when the inspection lowered the
 * price below the accepted quote; the seller when it did not (or the item is asked back before
 * inspection).
 */
export function returnShippingPaidBy(acceptedCents: number | null, finalCents: number | null): 'buyer' | 'seller' {
  return acceptedCents !== null && finalCents !== null && finalCents < acceptedCents ? 'buyer' : 'seller'
}

export const SHIPPING_PAYER_TEXT = { buyer: '买家承担', seller: '卖家承担' } as const

// ---- Form rules (messages shared by the app and the mock's refusals) ----

export const PHOTO_MIN = 3
export const PHOTO_MAX = 9
export const TITLE_MAX = 40

export const RETURN_REASONS = ['不接受验货价', '不想卖了', '价格不合适', '其他'] as const
export const CANCEL_REASONS = ['不想卖了', '价格不合适', '已在别处售出', '其他'] as const
export const RECHECK_REASONS = ['成色判定有误', '配件齐全未被认可', '验货价与描述不符', '其他'] as const
export const GIVEUP_REASONS = ['价格不合适', '品相不符合预期', '暂不需要', '其他'] as const
/** Why an inspection price is below the accepted quote (the seller reads it beside the photos). */
export const INSPECT_CUT_REASONS = ['成色低于描述', '缺少配件', '有瑕疵或损伤', '其他'] as const
/** An inspection price below the accepted quote shows at least this many photos. */
export const INSPECT_CUT_PHOTO_MIN = 1

export type Errors<K extends string> = Partial<Record<K, string>>

/**
 * A required amount on the shared amount rule, above 0: NaN is nothing given (the form's empty
 * field, the request's missing one) and asks for it.
 */
function priceError(cents: number, label: string): string | undefined {
  return amountError(Number.isNaN(cents) ? null : cents, label, { positive: true })
}

export interface OfferFields {
  title: string
  brandName: string
  category: string
  grade: string
  photos: string[]
  description: string
  expectedPriceCents: number | null
}

/** 「玛莎拉蒂」不在品牌列表中，请从列表选择品牌 */
export function unknownBrandText(name: string): string {
  return `「${name}」不在品牌列表中，请从列表选择品牌`
}

/**
 * The offer's rules. `isListedBrand` is the platform's brand list (300 brands): the app passes
 * it once the list is loaded, the mock always; a brand outside it is refused.
 */
export function checkOffer(input: OfferFields, isListedBrand?: (name: string) => boolean): Errors<keyof OfferFields> {
  const errors: Errors<keyof OfferFields> = {}
  if (!input.title.trim()) errors.title = '请填写商品名称'
  else if (input.title.trim().length > TITLE_MAX) errors.title = `商品名称不超过${TITLE_MAX}个字`
  else if (listingWordError(input.title, '商品名称')) errors.title = listingWordError(input.title, '商品名称')
  if (!input.brandName.trim()) errors.brandName = '请选择品牌'
  else if (isListedBrand && !isListedBrand(input.brandName.trim())) errors.brandName = unknownBrandText(input.brandName.trim())
  if (!input.category) errors.category = '请选择品类'
  if (!input.grade) errors.grade = '请选择成色'
  if (input.photos.length < PHOTO_MIN) errors.photos = `请至少上传${PHOTO_MIN}张图片（正面、背面、细节）`
  else if (input.photos.length > PHOTO_MAX) errors.photos = `最多上传${PHOTO_MAX}张图片`
  if (input.description.length > 500) errors.description = '描述不超过500个字'
  else if (listingWordError(input.description, '描述')) errors.description = listingWordError(input.description, '描述')
  const expected = amountError(input.expectedPriceCents, '期望价格', { required: false, positive: true })
  if (expected) errors.expectedPriceCents = expected
  return errors
}

export function checkQuote(input: { priceCents: number; validDays: number }): Errors<'priceCents' | 'validDays'> {
  const errors: Errors<'priceCents' | 'validDays'> = {}
  const price = priceError(input.priceCents, '报价金额')
  if (price) errors.priceCents = price
  if (!(QUOTE_VALID_DAYS as readonly number[]).includes(input.validDays)) errors.validDays = '请选择报价有效期'
  return errors
}

export function checkPreQuote(input: { lowCents: number; highCents: number }): Errors<'lowCents' | 'highCents'> {
  const errors: Errors<'lowCents' | 'highCents'> = {}
  const low = priceError(input.lowCents, '最低估价')
  const high = priceError(input.highCents, '最高估价')
  if (low) errors.lowCents = low
  if (high) errors.highCents = high
  else if (!low && input.highCents < input.lowCents) errors.highCents = '最高估价不能低于最低估价'
  else if (!low && input.highCents > input.lowCents * 2) errors.highCents = '估价区间过宽：最高不超过最低的2倍'
  return errors
}

export function checkRecheck(input: { reason: string; note: string; photos: string[] }): Errors<'reason' | 'note' | 'photos'> {
  const errors: Errors<'reason' | 'note' | 'photos'> = checkReason(input, RECHECK_REASONS)
  if (input.photos.length < 1) errors.photos = '请上传至少1张凭证图片'
  else if (input.photos.length > PHOTO_MAX) errors.photos = `最多上传${PHOTO_MAX}张图片`
  return errors
}

export interface InspectFields {
  finalPriceCents: number
  grade: string
  /** Required below the accepted quote: one of INSPECT_CUT_REASONS (其他 with a note). */
  reason: string
  note: string
  photos: string[]
}

type InspectField = 'finalPriceCents' | 'grade' | 'reason' | 'note' | 'photos'

/** 验货价不能高于中标价 ¥80,000.50: an inspection never raises the accepted price. */
export function inspectAboveText(acceptedCents: number): string {
  return `验货价不能高于中标价 ${yuan(acceptedCents)}`
}

/**
 * The inspection's rules: a price (never above the accepted quote), a grade; below the quote the
 * evidence: a reason (INSPECT_CUT_REASONS) and at least INSPECT_CUT_PHOTO_MIN photos.
 */
export function checkInspect(input: InspectFields, grades: readonly string[], acceptedCents: number | null): Errors<InspectField> {
  const errors: Errors<InspectField> = {}
  const price = priceError(input.finalPriceCents, '验货价')
  if (price) errors.finalPriceCents = price
  else if (acceptedCents !== null && input.finalPriceCents > acceptedCents) errors.finalPriceCents = inspectAboveText(acceptedCents)
  if (!grades.includes(input.grade)) errors.grade = '请选择验货成色'
  if (input.photos.length > PHOTO_MAX) errors.photos = `最多上传${PHOTO_MAX}张图片`
  const below = !price && acceptedCents !== null && input.finalPriceCents < acceptedCents
  if (below) {
    const reason = checkReason(input, INSPECT_CUT_REASONS)
    if (reason.reason) errors.reason = '验货价低于中标价，请选择压价原因'
    if (reason.note) errors.note = reason.note
    if (input.photos.length < INSPECT_CUT_PHOTO_MIN) errors.photos = `验货价低于中标价，请上传至少${INSPECT_CUT_PHOTO_MIN}张验货图片`
  }
  return errors
}
