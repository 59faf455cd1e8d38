import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { PageTicker } from '@/core/clock/ticker'
import { toCashier, useDueRefetch, useFlowAction, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { Countdown } from '@/shared/ui/countdown'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { KefuButton } from '@/shared/ui/kefu'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { fairApi, type Ticket } from './api'
import { FAIR_FLOW, TicketCard } from './shared'
import { TicketPass } from './ticket-pass'
import { REFUND_DAYS, TICKET_STATUS } from './machine'

const VOUCHER = 'pages/activity/guanhuo-activity-voucher/index'

function Footer({ ticket }: { ticket: Ticket }) {
  const action = useFlowAction(FAIR_FLOW)
  const actions: BarAction[] = []
  if (ticket.actions.includes('cancel'))
    actions.push({
      key: 'cancel',
      text: '取消订单',
      onTap: () =>
        void action.run(() => callApi(fairApi.cancel, { id: ticket.id }, { handleError: true }), {
          confirm: { title: '取消订单', content: '取消后名额释放给其他同行，确定取消？', danger: true },
          done: '已取消',
        }),
    })
  if (ticket.actions.includes('refund'))
    actions.push({
      key: 'refund',
      text: '申请退票',
      onTap: () =>
        void action.run(() => callApi(fairApi.refund, { id: ticket.id }, { handleError: true }), {
          confirm: { title: '申请退票', content: `退票后门票立即失效，票款 ${REFUND_DAYS} 个工作日内原路退回。`, danger: true },
          done: '已退票',
        }),
    })
  if (ticket.actions.includes('pay'))
    actions.push({
      key: 'pay',
      text: `去支付 ${yuan(ticket.priceCents)}`,
      kind: 'primary',
      loading: action.busy,
      onTap: () =>
        void action.run(() => callApi(fairApi.pay, { id: ticket.id }, { handleError: true }), {
          failed: '发起支付失败，请稍后重试',
          after: toCashier,
        }),
    })
  return actions.length ? <ActionBar actions={actions} busy={action.busy} /> : null
}

/** What the ticket's state means at the door, in words. */
function StateNote({ ticket }: { ticket: Ticket }) {
  switch (ticket.status) {
    case TICKET_STATUS.WAIT_PAY:
      return (
        <Note>
          <Countdown className="fair-countdown" until={ticket.payBy ?? ticket.serverTime} prefix="请在" dueText="支付时间已到，门票即将取消" />
          <Text>{' 内完成支付，超时自动取消并释放名额。未支付的门票不能入场。'}</Text>
        </Note>
      )
    case TICKET_STATUS.HAS_PAY:
      return <Note>{ticket.refundable ? '检票前可申请退票。' : '该票种不支持退票。'}</Note>
    case TICKET_STATUS.SUCCESS:
      return <Note>{`已于 ${formatDate(ticket.usedAt, 'YYYY-MM-DD HH:mm')} 在${ticket.usedGate ?? '入口'}核销入场，门票已使用。`}</Note>
    case TICKET_STATUS.CANCEL:
      return <Note>{`${ticket.closedReason ?? '订单已取消'}。该门票不能入场，未产生扣款。`}</Note>
    default:
      return <Note>{`${ticket.closedReason ?? '已退票'}，门票已失效不能入场；预计 ${formatDate(ticket.refundArrivesBy, 'YYYY-MM-DD')} 前到账。`}</Note>
  }
}

function TicketDetail() {
  const { record: ticket, layout } = useRouteRecord(fairApi.ticket, {
    watch: (record) => record.status === TICKET_STATUS.WAIT_PAY,
    dueAt: (record) => record.payBy,
  })
  return (
    <PageLayout {...layout} footer={ticket ? <Footer ticket={ticket} /> : undefined}>
      {ticket && (
        <PageTicker>
          <View className="fair-page">
            <TicketCard ticket={ticket} />
            {ticket.status === TICKET_STATUS.HAS_PAY && (
              <DetailCard title="入场码">
                <TicketPass ticketId={ticket.id} />
              </DetailCard>
            )}
            <StateNote ticket={ticket} />
            <DetailCard title="门票信息">
              <InfoRow label="观货会">{ticket.fairTitle}</InfoRow>
              <InfoRow label="地点">{ticket.place}</InfoRow>
              <InfoRow label="入场时间">{`${formatDate(ticket.doorOpensAt, 'MM-DD HH:mm')} – ${formatDate(ticket.doorClosesAt, 'MM-DD HH:mm')}`}</InfoRow>
              <InfoRow label="下单时间">{formatDate(ticket.createdAt)}</InfoRow>
              {ticket.paidAt && <InfoRow label="支付时间">{formatDate(ticket.paidAt)}</InfoRow>}
              {ticket.cancelledAt && <InfoRow label="取消时间">{formatDate(ticket.cancelledAt)}</InfoRow>}
              {ticket.refundedAt && <InfoRow label="退票时间">{formatDate(ticket.refundedAt)}</InfoRow>}
              <InfoRow kind="total" label="票价">
                <Text className="fair-money">{yuan(ticket.priceCents)}</Text>
              </InfoRow>
            </DetailCard>
            <View className="fair-kefu">
              <KefuButton context={{ label: '票号', value: ticket.no, path: `${VOUCHER}?id=${ticket.id}` }} text="门票问题？联系客服" />
            </View>
          </View>
        </PageTicker>
      )}
    </PageLayout>
  )
}

function TicketList() {
  const remote = useApiQuery(fairApi.tickets, undefined, { signedIn: true, isEmpty: (data) => data.list.length === 0 })
  // The first unpaid ticket's hold running out: asked again just after (the server cancels it).
  const holds = (remote.data?.list ?? []).flatMap((ticket) => (ticket.payBy ? [Date.parse(ticket.payBy)] : []))
  useDueRefetch(holds.length ? Math.min(...holds) : null, remote.reload)
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} emptyText="还没有观货会门票，去观货会页面购买">
      {remote.data && (
        <PageTicker>
          <View className="fair-page">
            {remote.data.list.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} onClick={() => void navigate(VOUCHER, { query: { id: ticket.id } })}>
                {ticket.status === TICKET_STATUS.WAIT_PAY && ticket.payBy && <Countdown className="fair-countdown" until={ticket.payBy} prefix="待支付，剩余" dueText="支付超时" />}
              </TicketCard>
            ))}
          </View>
        </PageTicker>
      )}
    </PageLayout>
  )
}

/** pages/activity/guanhuo-activity-voucher[?id=]: the dealer's fair tickets; with an id, one ticket with its entry code. */
export function VoucherScreen() {
  const { params } = useCurrentRoute()
  return params.id ? <TicketDetail /> : <TicketList />
}
