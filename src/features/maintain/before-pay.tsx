import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { toCashier, useFlowAction, useRouteRecord } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi, type MaintainDetail } from './api'
import { Note } from '@/shared/ui/note'
import { MAINTAIN_FLOW, OrderHead } from './shared'

function Footer({ order }: { order: MaintainDetail }) {
  const action = useFlowAction(MAINTAIN_FLOW)
  const actions: BarAction[] = []
  if (order.actions.includes('applyReturn'))
    actions.push({ key: 'return', text: '申请退回', onTap: () => void navigate('pages/maintain/order/apply-return/index', { query: { id: order.id } }) })
  if (order.actions.includes('pay')) {
    actions.push({
      key: 'pay',
      text: `去支付 ${yuan(order.payment?.amountCents ?? 0)}`,
      kind: 'primary',
      loading: action.busy,
      // The server makes (or finds) the pay order; the one cashier pays it.
      onTap: () =>
        void action.run(() => callApi(maintainApi.pay, { id: order.id }, { handleError: true }), {
          failed: '发起支付失败，请稍后重试',
          after: toCashier,
        }),
    })
  }
  return actions.length ? <ActionBar actions={actions} busy={action.busy} /> : null
}

/** pages/maintain/order/before-pay?id=: the accepted lines and their sum; 去支付 opens the cashier. The order is firm only once paid. */
export function MaintainBeforePay() {
  const { remote, layout } = useRouteRecord(maintainApi.detail, { watch: (order) => order.status === 'awaiting_payment' })
  const order = remote.data
  const lines = order?.diagnosis?.lines.filter((line) => order.acceptedLineIds.includes(line.id)) ?? []
  const skipped = order?.diagnosis ? order.diagnosis.lines.length - lines.length : 0
  return (
    <PageLayout {...layout} footer={order ? <Footer order={order} /> : undefined}>
      {order && (
        <View className="maintain-page">
          <OrderHead order={order} />
          {order.payment ? (
            <DetailCard title="待支付项目">
              {lines.map((line) => (
                <InfoRow key={line.id} kind="amount" label={line.name}>
                  {yuan(line.priceCents)}
                </InfoRow>
              ))}
              <InfoRow kind="total" label={order.payment.status === 'paid' ? '已支付' : '合计'}>
                <Text className="maintain-money">{yuan(order.payment.amountCents)}</Text>
              </InfoRow>
              {skipped > 0 && <Text className="maintain-faint">{`另有 ${skipped} 项未接受，不做处理`}</Text>}
              {order.payment.status === 'paid' ? (
                <Note>已支付，订单已确认，工坊正在养护。</Note>
              ) : (
                <Note>支付后订单方才确认，工坊开始养护，之后不能再申请退回；支付前可申请退回商品（运费由您承担）。</Note>
              )}
            </DetailCard>
          ) : (
            <Note>尚未接受报价：请先在诊断报告中选择要做的项目。</Note>
          )}
        </View>
      )}
    </PageLayout>
  )
}
