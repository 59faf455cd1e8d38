import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { Countdown } from '@/shared/ui/countdown'
import { DetailCard } from '@/shared/ui/detail-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { ensureTradingPermission } from '@/features/member'
import { auctionApi, type DepositState, type SessionDetail } from './api'
import { SESSION_BADGES } from './badges'
import { Tags } from './shared'

const DEPOSIT_TEXT: Record<DepositState['status'], string> = {
  unpaid: '未缴纳',
  pending: '待支付',
  paid: '已缴纳',
  returned: '已退还',
  forfeited: '已扣除（拍中未付款）',
}

/** The deposit's pay order (after trading permission; null when not granted). */
async function depositOrder(sessionId: number, lotId?: number): Promise<{ payOrderNo: string } | null> {
  if (!(await ensureTradingPermission({ feature: '参与竞拍' }))) return null
  return callApi(auctionApi.payDeposit, { sessionId, lotId }, { handleError: true })
}

/** The session's deposit: its state, and 缴纳保证金 while bidding is still to come or on. */
export function DepositLine({
  amountCents,
  deposit,
  open,
  sessionId,
  lotId,
}: {
  amountCents: number
  deposit: DepositState | null
  open: boolean
  sessionId: number
  lotId?: number
}) {
  const action = useFlowAction({ refusals: [], failed: '保证金订单创建失败，请稍后重试' })
  // Into the cashier with the deposit's pay order (it comes back here once paid).
  const pay = () =>
    void action.run(() => depositOrder(sessionId, lotId), {
      after: async (order) => {
        if (order) await navigate('pages/order/pay/index', { query: { payOrderNo: order.payOrderNo } })
      },
    })
  const payable = open && (!deposit || deposit.status === 'unpaid' || deposit.status === 'pending')
  const state = deposit ? DEPOSIT_TEXT[deposit.status] : '登录后缴纳'
  return (
    <View className="auction-session-head__deposit">
      <Text>
        保证金 {yuan(amountCents)} · {state}
      </Text>
      {payable && (
        <Button size="small" type="primary" loading={action.busy} onClick={pay}>
          {deposit?.status === 'pending' ? '去支付保证金' : '缴纳保证金'}
        </Button>
      )}
    </View>
  )
}

/** A session's header: cover, title, times, intro, countdown and the dealer's deposit. */
export function SessionHeader({ session }: { session: SessionDetail }) {
  return (
    <DetailCard className="auction-session-head">
      <Photo className="auction-session-head__cover" src={session.cover} mode="aspectFill" />
      <View className="auction-session-head__title">
        <Text>{session.title}</Text>
        <StatusBadge {...SESSION_BADGES[session.status]} />
      </View>
      <Tags extendable={session.extendable} membersOnly={session.membersOnly} />
      <Text className="auction-card__meta">
        {formatDateTime(session.startAt, 'MM-DD HH:mm')} 开拍 · {formatDateTime(session.endAt, 'MM-DD HH:mm')} 结束 · {session.lotCount}件拍品 · {session.bidCount}次出价
      </Text>
      {session.status === 'upcoming' && <Countdown until={session.startAt} prefix="距开拍" dueText="即将开拍…" className="auction-countdown" />}
      {session.status === 'live' && <Countdown until={session.endAt} prefix="距最后结拍" dueText="结拍中…" className="auction-countdown" />}
      {session.intro && <Text className="auction-session-head__intro">{session.intro}</Text>}
      <DepositLine amountCents={session.depositCents} deposit={session.deposit} open={session.status !== 'ended'} sessionId={session.id} />
    </DetailCard>
  )
}
