/**
 * Trade-fair (观货会) tickets: the spec's ticket-like order status (1 WAIT_PAY … 5 REFUND), the
 * ticket kinds and the sale window. Shared by the app and the mock (mocks/db/fair.ts), which
 * enforces every rule here.
 */
export const TICKET_STATUS = { WAIT_PAY: 1, HAS_PAY: 2, CANCEL: 3, SUCCESS: 4, REFUND: 5 } as const
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS]
export const TICKET_STATUSES: readonly TicketStatus[] = [1, 2, 3, 4, 5]

export const TICKET_STATUS_TEXT: Record<TicketStatus, string> = { 1: '待支付', 2: '已支付', 3: '已取消', 4: '已核销', 5: '已退款' }

export const TICKET_KINDS = ['entrance', 'booth', 'eBooth', 'other'] as const
export type TicketKind = (typeof TICKET_KINDS)[number]
export const TICKET_KIND_TEXT: Record<TicketKind, string> = { entrance: '入场券', booth: '展位', eBooth: '电子展位', other: '其他' }

export const SALE_STATES = ['not_started', 'on_sale', 'ended'] as const
export type SaleState = (typeof SALE_STATES)[number]
export const SALE_STATE_TEXT: Record<SaleState, string> = { not_started: '未开售', on_sale: '售卖中', ended: '已结束' }

/** The sale window on the server's clock. */
export function saleStateAt(window: { saleStartsAt: string; saleEndsAt: string }, now: number): SaleState {
  if (now < Date.parse(window.saleStartsAt)) return 'not_started'
  if (now >= Date.parse(window.saleEndsAt)) return 'ended'
  return 'on_sale'
}

/** An unpaid ticket holds its quota this long, then is cancelled. */
export const HOLD_MINUTES = 15
/** The pass (QR) a paid ticket shows is signed for one window of this length, then replaced. */
export const PASS_WINDOW_MS = 30_000
/** A refund returns the money by the original route within this many days. */
export const REFUND_DAYS = 3

/** Statuses that count against quota and the per-account limit. */
export const HOLDING_STATUSES: readonly TicketStatus[] = [1, 2, 4]

/** What the door says when it does not admit (the mock's door check). */
export const DOOR_REASONS = {
  unpaid: '未支付',
  cancelled: '已取消',
  refunded: '已退款',
  used: '已核销',
  otherFair: '非本场',
  outOfHours: '不在入场时间',
  stale: '二维码已失效，请刷新后再出示',
  unknown: '无效的票码',
} as const

/** Refusal codes of the fair's calls (docs/api.md). */
export const FAIR_REFUSALS = {
  notFound: 40980,
  notOnSale: 40981,
  soldOut: 40982,
  limit: 40983,
  state: 40984,
  notRefundable: 40985,
} as const
