import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { useFlowAction } from '@/shared/flow'
import { BID_POWER_RULE, DEPOSIT_REFUND_RULE, DEPOSIT_STATUS_TEXT, SESSION_DEPOSIT_RULE } from '@/shared/rules/deposit'
import { ensureTradingPermission } from '@/features/member'
import { auctionApi, type DepositState } from './api'
import { depositDetail } from './deposit-text'
import './deposit.less'

/** Where a deposit is paid from: the cashier comes back there (a room's, else the lot's, else the session's page). */
export interface DepositFrom {
  sessionId: number
  lotId?: number
  roomId?: number
}

export const DEPOSIT_RULE_LINES = [SESSION_DEPOSIT_RULE, BID_POWER_RULE, DEPOSIT_REFUND_RULE] as const

/**
 * Pay the session deposit (or a top-up): the server's pay order, straight into the cashier's pay
 * step (one screen fewer than the order summary); paid, the cashier returns to `from`.
 */
export async function payDepositFrom(from: DepositFrom): Promise<void> {
  if (!(await ensureTradingPermission({ feature: '参与竞拍' }))) return
  const { payOrderNo } = await callApi(auctionApi.payDeposit, from, { handleError: true })
  await navigate('pages/order/cash/index', { query: { payOrderNo } })
}

/** A deposit needs paying before a bid: nothing paid, or its pay order waiting. */
export function depositDue(deposit: DepositState | null): boolean {
  return deposit !== null && (deposit.status === 'unpaid' || deposit.status === 'pending')
}

export interface DepositBannerProps extends DepositFrom {
  /** What the session asks. */
  amountCents: number
  /** The dealer's deposit; null signed out. */
  deposit: DepositState | null
  /** Bidding is still to come or on (a deposit may be paid). */
  open: boolean
  /** The rules under the state (the session, the room and the lot say them the same way). */
  withRules?: boolean
}

/**
 * The session deposit a lot, a live room or a session needs, and the dealer's: 未缴纳 with 去缴纳
 * before any bid; 已冻结 with the bidding power (追加保证金 raises it); after the close 已退还 /
 * 已抵扣 / 已扣除 with amount and time. Nothing under audit mode (no payment is offered there).
 */
export function DepositBanner({ amountCents, deposit, open, withRules = true, ...from }: DepositBannerProps) {
  const audit = useAuditMode()
  const action = useFlowAction({ refusals: [], failed: '保证金订单创建失败，请稍后重试' })
  if (audit) return null
  const pay = () => void action.run(() => payDepositFrom(from))
  const due = deposit === null || depositDue(deposit)
  const state = deposit ? DEPOSIT_STATUS_TEXT[deposit.status] : '登录后缴纳'
  return (
    <View className={`auction-deposit ${open && due ? 'auction-deposit--due' : ''}`} role={open && due ? 'alert' : undefined}>
      <View className="auction-deposit__head">
        <Text className="auction-deposit__state">
          场次保证金 {yuan(amountCents)} · {state}
        </Text>
        {open && due && (
          <Button size="small" type="primary" loading={action.busy} onClick={pay}>
            去缴纳
          </Button>
        )}
        {open && deposit?.status === 'paid' && (
          <Button size="small" loading={action.busy} onClick={pay}>
            {deposit.payOrderNo ? '支付追加保证金' : '追加保证金'}
          </Button>
        )}
      </View>
      {deposit && <Text className="auction-deposit__detail">{depositDetail(deposit)}</Text>}
      {withRules && (
        <View className="auction-deposit__rules">
          {DEPOSIT_RULE_LINES.map((line) => (
            <Text key={line} className="auction-deposit__rule">
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
