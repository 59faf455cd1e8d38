import { yuan } from '@/shared/format/money'

/**
 * The one deposit story, in the words every page uses (member/apply, guide/buyer, the session,
 * the live room, the lot) and the rule the mock enforces. Change the words here only: the member,
 * guide and auction areas all read them from here.
 *
 * - 交易保证金: the account's, paid once in member/apply; it gates 捡漏 only.
 * - 场次保证金: per auction session; it gates bidding in the session and in its live room, is frozen
 *   while the session runs, released to non-winners after the close, offset against a win's
 *   payment (kept when the win goes unpaid).
 * - 出价额度: a bid may be at most BID_POWER_MULTIPLE × the session deposit paid.
 */

export const BID_POWER_MULTIPLE = 10

export const TRADE_DEPOSIT_RULE = '交易保证金按账号缴纳一次，仅用于捡漏抢购；参与拍卖另缴场次保证金。退出平台交易时可申请退还。'
export const SESSION_DEPOSIT_RULE = '场次保证金按拍卖专场缴纳，缴纳后可在该专场及其直播间出价，竞拍期间冻结。'
export const BID_POWER_RULE = `出价额度为已缴场次保证金的${BID_POWER_MULTIPLE}倍，超出额度的出价不会被接受，可追加保证金提高额度。`
export const DEPOSIT_REFUND_RULE = '未拍中的场次保证金在结拍后全额退还；拍中后抵扣应付货款，逾期未付款则扣除。'

/** The rules in the order the guide lists them. */
export const DEPOSIT_RULES = [TRADE_DEPOSIT_RULE, SESSION_DEPOSIT_RULE, BID_POWER_RULE, DEPOSIT_REFUND_RULE] as const

/** The most a bid may be with this much session deposit paid. */
export function bidPowerOf(paidCents: number): number {
  return paidCents * BID_POWER_MULTIPLE
}

/** The server's refusal of a bid above the bidding power. */
export function overPowerText(limitCents: number): string {
  return `出价超出保证金额度（${yuan(limitCents)}），请追加保证金或降低出价`
}

/** What a session deposit is now (the server's status). */
export const DEPOSIT_STATUS_TEXT = {
  unpaid: '未缴纳',
  pending: '待支付',
  paid: '已冻结',
  returned: '已退还',
  offset: '已抵扣',
  forfeited: '已扣除',
} as const

/** The dialog about a session deposit (the account deposit's permission dialog keeps 充值). */
export const SESSION_DEPOSIT_DIALOG = { confirmText: '去缴纳保证金', cancelText: '再想想' } as const
