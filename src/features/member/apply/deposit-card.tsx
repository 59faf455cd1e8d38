import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { TRADE_DEPOSIT_RULE } from '@/shared/rules/deposit'
import { formatDateTime } from '@/shared/format/time'
import { useApiQuery } from '@/shared/query'
import { useFlowAction } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { memberApplyApi, type DepositState } from '../api'
import './apply.less'

/** The trading deposit's rule (gates 捡漏 only; auctions take a session deposit): the shared words. */
export const DEPOSIT_NOTE = `${TRADE_DEPOSIT_RULE}通过收银台支付。`

/** 已缴纳 ¥2,000 / 未缴纳: the deposit's state in a few words. */
export function depositText(deposit: DepositState): string {
  return deposit.paid ? `已缴纳 ${yuan(deposit.amountCents)}` : '未缴纳'
}

/**
 * Start paying the deposit: the server makes the cashier's pay order (or hands back the one still
 * waiting) and pages/order/pay opens with it. The page showing the state asks it again when it
 * shows again (the return from the cashier). A refusal (already paid, no permission) is toasted
 * and the state asked again.
 */
export function useStartDeposit(reload: () => Promise<void>): { busy: boolean; start: () => void } {
  const { busy, run } = useFlowAction()
  const start = () =>
    void run(() => callApi(memberApplyApi.depositPay, undefined, { handleError: true }), {
      failed: '发起缴纳失败，请稍后重试',
      // Every refusal is a toast here (paid meanwhile: 保证金已缴纳), then the state as it is now.
      refusals: [],
      onFailure: () => void reload(),
      after: ({ payOrderNo }) => navigate('pages/order/pay/index', { query: { payOrderNo } }),
    })
  return { busy, start }
}

/**
 * member/apply/home, once the permission is held: the trading deposit, paid (when) or not; paying
 * is the page footer's one button (缴纳保证金). The caller leaves it out under audit mode
 * (nothing there offers a payment).
 */
export function DepositCard() {
  const remote = useApiQuery(memberApplyApi.deposit, undefined, { signedIn: true })
  const deposit = remote.data
  return (
    <DetailCard title="交易保证金" extra={deposit && <StatusBadge text={depositText(deposit)} tone={deposit.paid ? 'done' : 'active'} />}>
      {!deposit ? (
        remote.status === 'error' ? (
          <View className="apply-deposit__state">
            <Text>{remote.error}</Text>
            <View className="apply-deposit__retry" role="button" onClick={() => void remote.reload()}>
              重试
            </View>
          </View>
        ) : (
          <View className="apply-deposit__state">加载中…</View>
        )
      ) : (
        <View>
          <InfoRow label="保证金金额" value={yuan(deposit.amountCents)} />
          {deposit.paid && deposit.paidAt && <InfoRow label="缴纳时间" value={formatDateTime(deposit.paidAt, 'YYYY-MM-DD HH:mm')} />}
          <View className="apply-deposit__note">{DEPOSIT_NOTE}</View>
        </View>
      )}
    </DetailCard>
  )
}
