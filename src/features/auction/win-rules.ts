import { yuan } from '@/shared/format/money'

/**
 * The platform's rules for paying a won lot: what is charged on top of the hammer price and what
 * is taken off. The mock backend prices a win with these (the server computes every line and the
 * sum; the app never adds up) and the win's pay page lists them as its 费用说明.
 */

/** 买家服务费: 5% of the hammer price, at least ¥50. */
export const BUYER_FEE_RATE = 0.05
export const BUYER_FEE_MIN_CENTS = 5_000
/** 保价费: 0.3% of the hammer price (the parcel is insured for the hammer price). */
export const INSURANCE_RATE = 0.003
/** 运费 (顺丰特快): ¥30, ¥60 to the remote provinces below. */
export const SHIPPING_CENTS = 3_000
export const REMOTE_SHIPPING_CENTS = 6_000
export const REMOTE_PROVINCES = ['新疆维吾尔自治区', '西藏自治区', '青海省', '内蒙古自治区', '宁夏回族自治区', '甘肃省'] as const
/** A win is paid within 24 hours of the close, else the session deposit is kept. */
export const WIN_PAY_HOURS = 24

export const WIN_LINE_KINDS = ['hammer', 'buyerFee', 'shipping', 'insurance', 'depositOffset'] as const
export type WinLineKind = (typeof WIN_LINE_KINDS)[number]

/** Each line's rule as the pay page and the cashier show it. */
export const WIN_RULE_TEXT = {
  hammer: '拍卖成交价',
  buyerFee: `成交价的${BUYER_FEE_RATE * 100}%，最低${yuan(BUYER_FEE_MIN_CENTS)}`,
  shipping: `顺丰特快，${yuan(SHIPPING_CENTS)}；新疆、西藏、青海、内蒙古、宁夏、甘肃${yuan(REMOTE_SHIPPING_CENTS)}`,
  insurance: `按成交价足额保价，成交价的${INSURANCE_RATE * 100}%`,
  depositOffset: '本场已缴保证金抵扣货款（每场抵扣一次）',
} as const satisfies Record<WinLineKind, string>

/** 费用说明 under the pay page's bill. */
export const WIN_FEE_NOTES = [
  `买家服务费：${WIN_RULE_TEXT.buyerFee}。`,
  `运费：${WIN_RULE_TEXT.shipping}，按收货地址计算。`,
  `保价费：${WIN_RULE_TEXT.insurance}。`,
  `保证金：${WIN_RULE_TEXT.depositOffset}；请在结拍后${WIN_PAY_HOURS}小时内付款，逾期未付保证金不予退还。`,
] as const

/** A share of an amount in cents, rounded to the fen (half up). */
function share(cents: number, rate: number): number {
  return Math.round(cents * rate)
}

export function buyerFeeCents(hammerCents: number): number {
  return Math.max(share(hammerCents, BUYER_FEE_RATE), BUYER_FEE_MIN_CENTS)
}

export function insuranceCents(hammerCents: number): number {
  return share(hammerCents, INSURANCE_RATE)
}

export function shippingCents(province: string): number {
  return (REMOTE_PROVINCES as readonly string[]).includes(province) ? REMOTE_SHIPPING_CENTS : SHIPPING_CENTS
}

/** The deposit taken off: what was paid, never more than the rest of the bill. */
export function depositOffsetCents(paidDepositCents: number, subtotalCents: number): number {
  return Math.max(0, Math.min(paidDepositCents, subtotalCents))
}

export interface WinLine {
  kind: WinLineKind
  label: string
  rule: string
  amountCents: number
}

/**
 * A win's bill: the hammer price, the buyer's fee, shipping (only once the address is known: its
 * province decides), insurance, and the session deposit offset (negative). Server side only.
 */
export function winBill(input: { hammerCents: number; province: string | null; paidDepositCents: number }): { lines: WinLine[]; amountDueCents: number } {
  const line = (kind: WinLineKind, label: string, amountCents: number): WinLine => ({ kind, label, rule: WIN_RULE_TEXT[kind], amountCents })
  const lines = [line('hammer', '成交价', input.hammerCents), line('buyerFee', '买家服务费', buyerFeeCents(input.hammerCents))]
  if (input.province !== null) lines.push(line('shipping', '运费', shippingCents(input.province)))
  lines.push(line('insurance', '保价费', insuranceCents(input.hammerCents)))
  const subtotal = lines.reduce((sum, item) => sum + item.amountCents, 0)
  const offset = depositOffsetCents(input.paidDepositCents, subtotal)
  if (offset > 0) lines.push(line('depositOffset', '保证金抵扣', -offset))
  return { lines, amountDueCents: subtotal - offset }
}
