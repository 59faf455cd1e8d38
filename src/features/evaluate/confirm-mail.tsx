import { useState } from 'react'
import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ParcelCard } from '@/features/express'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Field, FormCard } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { evaluateApi, type EvaluateDetail } from './api'
import { normalSeal, sealError, VERDICT_TEXT } from './machine'
import { EVALUATE_FLOW, OrderHead } from './shared'

function ConfirmMailForm({ order }: { order: EvaluateDetail }) {
  const action = useFlowAction(EVALUATE_FLOW)
  const [sealNo, setSealNo] = useState('')
  const [error, setError] = useState('')
  const confirm = () => {
    const message = sealError(sealNo)
    setError(message ?? '')
    if (message) return
    void action.run(() => callApi(evaluateApi.confirmMail, { id: order.id, sealNo: normalSeal(sealNo) }, { handleError: true }), {
      failed: '确认失败，请稍后重试',
      // A seal that differs stays on the page under the field (what was typed kept).
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : '确认失败，请稍后重试'),
      done: '已确认收货',
      after: () => navigate('pages/evaluate/order/detail/index', { query: { id: order.id }, replace: true, force: true }),
    })
  }
  return (
    <PageLayout footer={<ActionBar busy={action.busy} actions={[{ key: 'confirm', text: '核对无误，确认收货', kind: 'primary', onTap: confirm }]} />}>
      <View className="evaluate-page">
        <OrderHead order={order} />
        <DetailCard title="鉴定结果">
          <InfoRow label="结论">{VERDICT_TEXT[order.report!.verdict]}</InfoRow>
          <InfoRow label="报告编号">{order.report!.no}</InfoRow>
        </DetailCard>
        <FormCard title="核对寄回封签">
          <Field
            label="封签号"
            value={sealNo}
            maxlength={20}
            placeholder="商品上防调包扣印的编号"
            error={error}
            onChange={(next) => {
              setSealNo(next)
              if (error) setError(sealError(next) ?? '')
            }}
          />
          <Note>鉴定中心寄回时已在商品上扣好防调包扣，编号记在报告中。请当面核对扣子完好、编号一致后再确认收货。</Note>
        </FormCard>
        {order.backParcelId !== null && <ParcelCard parcelId={order.backParcelId} />}
      </View>
    </PageLayout>
  )
}

/** pages/evaluate/order/confirm-mail?id=: the item came back by mail: the seal number on it checked against the report's, then done. */
export function EvaluateConfirmMail() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.actions.includes('confirmMail')) {
    return (
      <PageLayout {...layout}>
        <View className="evaluate-page">
          <OrderHead order={order} />
          <Note>{order.status === 'done' ? '已确认收货，订单已完成。' : '商品寄回后才能确认收货。'}</Note>
        </View>
      </PageLayout>
    )
  }
  return <ConfirmMailForm order={order} />
}
