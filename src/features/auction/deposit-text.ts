import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import type { DepositState } from './summary'

function at(time: string | null): string {
  return time ? formatDateTime(time, 'MM-DD HH:mm') : ''
}

/** What the deposit is now, with amount and time, as the server says. */
export function depositDetail(deposit: DepositState): string {
  const paid = yuan(deposit.paidCents)
  switch (deposit.status) {
    case 'paid':
      // Frozen after the close: a won lot to pay, from which it is offset.
      if (deposit.bidLimitCents === null) return `已冻结 ${paid} · 拍中货款付清后抵扣`
      return `已冻结 ${paid} · 出价额度 ${yuan(deposit.bidLimitCents)}${deposit.paidAt ? ` · ${at(deposit.paidAt)} 缴纳` : ''}`
    case 'returned':
      return `已退还 ${paid} · ${at(deposit.settledAt)} 退回原支付账户`
    case 'offset':
      return `已抵扣 ${paid} · ${at(deposit.settledAt)} 抵扣拍品货款`
    case 'forfeited':
      return `已扣除 ${paid} · ${at(deposit.settledAt)} 拍中未按时付款`
    case 'pending':
      return '保证金订单待支付，支付后即可出价'
    default:
      return '缴纳后即可出价'
  }
}
