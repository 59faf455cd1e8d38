import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi, type MaintainDetail } from './api'
import { backInsuranceText, checkReturn, RETURN_REASONS, RETURN_SHIPPING_TEXT } from './machine'
import { MAINTAIN_FLOW, OrderHead } from './shared'
import { Note } from '@/shared/ui/note'

function ReturnForm({ order }: { order: MaintainDetail }) {
  const action = useFlowAction(MAINTAIN_FLOW)
  const form = useForm({
    initial: { reason: '', note: '' },
    fields: { reason: { required: true } },
    check: checkReturn,
    order: ['reason', 'note'],
    draft: { key: 'maintain-return', scope: String(order.id) },
  })
  const allowed = order.actions.includes('applyReturn')
  const submit = () =>
    void form.submit((values) =>
      action.run(() => callApi(maintainApi.applyReturn, { id: order.id, reason: values.reason, note: values.note.trim() }, { handleError: true }), {
        confirm: {
          title: '申请退回商品？',
          content: `商品将不做养护直接寄回。${RETURN_SHIPPING_TEXT}：${backInsuranceText(order.declaredValueCents)}。`,
          confirmText: '申请退回',
          danger: true,
        },
        done: '已申请退回',
        after: async () => {
          form.draft.clear()
          await navigate('pages/maintain/order/detail/index', { query: { id: order.id }, replace: true, force: true })
        },
      }),
    )
  return (
    <PageLayout footer={allowed ? <ActionBar busy={action.busy || form.busy} actions={[{ key: 'submit', text: '提交申请', kind: 'primary', onTap: submit }]} /> : undefined}>
      <View className="maintain-page">
        <OrderHead order={order} />
        {!allowed && <Note>当前状态不能申请退回：支付后订单已确认，工坊开始养护。</Note>}
        <DetailCard title="退回说明">
          <InfoRow label="运费">{RETURN_SHIPPING_TEXT}</InfoRow>
          <InfoRow label="保价">{backInsuranceText(order.declaredValueCents)}</InfoRow>
          <InfoRow label="寄回地址">您地址簿中的默认地址</InfoRow>
          <Note>未支付的报价作废，商品不做任何养护；工坊打包后寄出，可在订单中查看物流。</Note>
        </DetailCard>
        {allowed && (
          <FormCard title="退回原因">
            <DraftNote draft={form.draft} />
            <ChoiceField {...form.field('reason')} label="原因" options={[...RETURN_REASONS]} />
            <Field {...form.field('note')} label="说明" multiline maxlength={200} placeholder={form.values.reason === '其他' ? '请说明退回原因' : '选填'} />
          </FormCard>
        )}
      </View>
    </PageLayout>
  )
}

/** pages/maintain/order/apply-return?id=: ask the item back unserviced before paying: who pays the return and its insured value stated. */
export function MaintainApplyReturn() {
  const { remote, layout } = useRouteRecord(maintainApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  return <ReturnForm order={order} />
}
