import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DraftNote, useForm } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { evaluateApi, type EvaluateDetail } from './api'
import { inputOf, ORDER_FORM, OrderFields, type OrderValues } from './order-form'
import { EVALUATE_FLOW, OrderHead } from './shared'

/** What the form starts from: the order as the server has it (photos as their full URLs). */
export function valuesOf(order: EvaluateDetail): OrderValues {
  return { ...order.item, photos: order.photos, method: order.method, note: order.note }
}

function ModifyForm({ order }: { order: EvaluateDetail }) {
  const [uploading, setUploading] = useState(false)
  const action = useFlowAction(EVALUATE_FLOW)
  const form = useForm<OrderValues>({ initial: valuesOf(order), ...ORDER_FORM, draft: { key: 'evaluate-modify', scope: String(order.id) } })
  const methodLocked = order.paidAt !== null
  const submit = () => {
    if (uploading) return void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
    void form.submit((values) =>
      action.run(() => callApi(evaluateApi.modify, { ...inputOf(values), id: order.id }, { handleError: true }), {
        failed: '保存失败，请稍后重试',
        done: '已保存',
        after: async () => {
          form.draft.clear()
          await navigate('pages/evaluate/order/detail/index', { query: { id: order.id }, replace: true, force: true })
        },
      }),
    )
  }
  return (
    <PageLayout footer={<ActionBar busy={action.busy || form.busy} actions={[{ key: 'save', text: '保存修改', kind: 'primary', onTap: submit }]} />}>
      <View className="evaluate-page">
        <OrderHead order={order} />
        <DraftNote draft={form.draft} />
        <OrderFields form={form} methodLocked={methodLocked} onUploadingChange={setUploading} />
        <Note>鉴定中心受理前可修改；{methodLocked ? '已支付的订单不能更改鉴定方式。' : '更改鉴定方式后按新方式的鉴定费支付。'}</Note>
      </View>
    </PageLayout>
  )
}

/** pages/evaluate/order/modify?id=: item, photos, note (and the method before payment) while not yet accepted. */
export function EvaluateModify() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.actions.includes('modify')) {
    return (
      <PageLayout {...layout}>
        <View className="evaluate-page">
          <OrderHead order={order} />
          <Note>鉴定中心已受理或订单已结束，不能再修改。</Note>
        </View>
      </PageLayout>
    )
  }
  return <ModifyForm order={order} />
}
