import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { evaluateApi, type EvaluateDetail } from './api'
import { PHOTO_MAX, REVIEW_REASON_MAX, reviewError } from './machine'
import { EVALUATE_FLOW, OrderHead, VerdictBlock } from './shared'

function ConfirmOnlineForm({ order }: { order: EvaluateDetail }) {
  const action = useFlowAction(EVALUATE_FLOW)
  const [uploading, setUploading] = useState(false)
  const [reviewing, setReviewing] = useState(order.report!.verdict === 'inconclusive' && !order.reviewAsked)
  const form = useForm({
    initial: { reason: '', photos: [] as string[] },
    check: (values) => ({ reason: reviewError(values.reason) }),
    order: ['reason', 'photos'],
    draft: { key: 'evaluate-review', scope: String(order.id) },
  })
  const room = Math.max(0, PHOTO_MAX - order.photos.length)
  const back = () => navigate('pages/evaluate/order/detail/index', { query: { id: order.id }, replace: true, force: true })
  const confirm = () =>
    void action.run(() => callApi(evaluateApi.confirmOnline, { id: order.id }, { handleError: true }), {
      confirm: { title: '确认鉴定结果？', content: '确认后订单完成，不能再申请复核。', confirmText: '确认' },
      done: '已确认结果',
      after: back,
    })
  const review = () => {
    if (uploading) return void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
    void form.submit((values) =>
      action.run(() => callApi(evaluateApi.requestReview, { id: order.id, reason: values.reason.trim(), photos: values.photos }, { handleError: true }), {
        done: '已申请复核',
        after: async () => {
          form.draft.clear()
          await back()
        },
      }),
    )
  }
  const actions: BarAction[] = []
  if (order.actions.includes('requestReview') && !order.reviewAsked) {
    actions.push(reviewing ? { key: 'review', text: '提交复核', kind: 'primary', onTap: review } : { key: 'open-review', text: '申请复核', onTap: () => setReviewing(true) })
  }
  if (!reviewing) actions.push({ key: 'confirm', text: '确认结果', kind: 'primary', onTap: confirm })
  else actions.unshift({ key: 'confirm', text: '直接确认', onTap: confirm })
  return (
    <PageLayout footer={<ActionBar busy={action.busy || form.busy} actions={actions} />}>
      <View className="evaluate-page">
        <OrderHead order={order} />
        <DetailCard title="鉴定结果">
          <VerdictBlock report={order.report!} />
        </DetailCard>
        {order.reviewAsked && <Note>本单已复核过一次，结果为复核后的结论。</Note>}
        {reviewing && (
          <FormCard title="申请复核">
            <DraftNote draft={form.draft} />
            <Field {...form.field('reason')} label="原因" multiline maxlength={REVIEW_REASON_MAX} placeholder="如：已补拍内标和五金" />
            {room > 0 && <PhotoField {...form.field('photos')} label="补充照片" max={room} hint="按上方缺少的内容补拍" onUploadingChange={setUploading} />}
            <Note>每单可复核一次，由另一位鉴定师重新鉴定。</Note>
          </FormCard>
        )}
      </View>
    </PageLayout>
  )
}

/** pages/evaluate/order/confirm-online?id=: the online result confirmed, or reviewed once (with more photos). */
export function EvaluateConfirmOnline() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.actions.includes('confirmOnline') || !order.report) {
    return (
      <PageLayout {...layout}>
        <View className="evaluate-page">
          <OrderHead order={order} />
          <Note>{order.status === 'done' ? '已确认结果，订单已完成。' : '鉴定结果出具后才能确认。'}</Note>
        </View>
      </PageLayout>
    )
  }
  return <ConfirmOnlineForm order={order} />
}
