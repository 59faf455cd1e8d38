import { useState } from 'react'
import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ParcelSendForm } from '@/features/express'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Field, FormCard } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { evaluateApi, type EvaluateDetail } from './api'
import { normalSeal, sealError } from './machine'
import { changedEvaluate, EVALUATE_FLOW, OrderHead, SealCard } from './shared'

/** Step 1: the seal number on the item's tag, recorded before the parcel. */
function SealStep({ order }: { order: EvaluateDetail }) {
  const action = useFlowAction(EVALUATE_FLOW)
  const [sealNo, setSealNo] = useState('')
  const [error, setError] = useState('')
  const save = () => {
    const message = sealError(sealNo)
    setError(message ?? '')
    if (message) return
    void action.run(() => callApi(evaluateApi.seal, { id: order.id, sealNo: normalSeal(sealNo) }, { handleError: true }), {
      failed: '登记失败，请稍后重试',
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : '登记失败，请稍后重试'),
      done: '封签号已登记',
    })
  }
  return (
    <PageLayout footer={<ActionBar busy={action.busy} actions={[{ key: 'seal', text: '登记封签号', kind: 'primary', onTap: save }]} />}>
      <View className="evaluate-page">
        <OrderHead order={order} />
        <FormCard title="防调包扣（封签）">
          <Field
            label="封签号"
            value={sealNo}
            maxlength={20}
            placeholder="吊牌上印的6–16位编号"
            error={error}
            onChange={(next) => {
              setSealNo(next)
              if (error) setError(sealError(next) ?? '')
            }}
          />
          <Note>请先将防调包扣扣在商品上，再填写扣上印的编号。鉴定中心签收时核对，不一致将作为异常暂停鉴定。</Note>
        </FormCard>
      </View>
    </PageLayout>
  )
}

/** pages/evaluate/order/send?id=: the seal number first, then the one express form (purpose evaluate, insured). */
export function EvaluateSend() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.actions.includes('send')) {
    return (
      <PageLayout {...layout}>
        <View className="evaluate-page">
          <OrderHead order={order} />
          <Note>{order.parcelId !== null ? '商品已寄出，可在订单详情查看物流。' : '当前状态不能寄出商品。'}</Note>
        </View>
      </PageLayout>
    )
  }
  if (!order.seal.sent) return <SealStep order={order} />
  return (
    <PageLayout {...layout}>
      <View className="evaluate-page">
        <DetailCard title="寄往鉴定中心">
          <InfoRow label="订单">{`${order.title}（${order.no}）`}</InfoRow>
          <Note>请按商品价值填写保价金额；包装时勿拆下防调包扣。</Note>
        </DetailCard>
        <SealCard seal={order.seal} />
        <ParcelSendForm
          purpose={{ kind: 'evaluate', orderId: order.id }}
          refresh={changedEvaluate}
          onSent={() => void navigate('pages/evaluate/order/detail/index', { query: { id: order.id }, replace: true, force: true })}
        />
      </View>
    </PageLayout>
  )
}
