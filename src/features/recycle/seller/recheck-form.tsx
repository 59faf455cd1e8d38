import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { formatDate } from '@/shared/format/date'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { recycleSellerApi, type RecycleDetail } from '../api'
import { NOTE_MAX } from '@/shared/rules/reason'
import { checkRecheck, PHOTO_MAX, RECHECK_ANSWER_HOURS, RECHECK_REASONS, RECYCLE_STATUS_TEXT } from '../machine'
import { InspectionCard, RecheckCard } from '../parts'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { RECYCLE_FLOW, RecycleAuditGuard } from '../shared'
import { RECHECK_PROMISE } from './guide-rules'
import { backToOrder, OrderActions, OrderSummary, Unavailable } from './return-form-parts'
import { Note } from '@/shared/ui/note'

interface RecheckValues {
  reason: string
  note: string
  photos: string[]
}

const EMPTY: RecheckValues = { reason: '', note: '', photos: [] }

function RecheckForm({ order }: { order: RecycleDetail }) {
  const [uploading, setUploading] = useState(false)
  const form = useForm<RecheckValues>({
    initial: EMPTY,
    fields: { reason: { required: true }, note: { required: (values) => values.reason === '其他' }, photos: { required: true } },
    // Every message comes from the rules shared with the mock backend.
    check: checkRecheck,
    draft: { key: 'recycle-recheck', scope: String(order.id) },
  })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)

  const submit = () => {
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit((values) =>
      run(
        async () => {
          await callApi(recycleSellerApi.recheck, { id: order.id, reason: values.reason, note: values.note.trim(), photos: values.photos }, { handleError: true })
          form.draft.clear()
        },
        {
          confirm: { title: '提交复检申诉？', content: RECHECK_PROMISE, confirmText: '提交' },
          done: '已提交复检',
          failed: '提交失败，请稍后重试',
        },
      ),
    )
  }

  return (
    <PageLayout footer={<OrderActions order={order} busy={busy} loading={busy || form.busy} text="提交复检" onClick={submit} />}>
      <View className="recycle-seller-form">
        <DraftNote draft={form.draft} />
        <OrderSummary order={order} />
        {order.inspection && <InspectionCard inspection={order.inspection} acceptedCents={order.acceptedQuote?.priceCents ?? null} />}
        <FormCard title="申诉内容">
          <ChoiceField {...form.field('reason')} label="原因" options={RECHECK_REASONS} />
          <Field
            {...form.field('note')}
            label="说明"
            multiline
            maxlength={NOTE_MAX}
            placeholder={form.values.reason === '其他' ? '请说明具体原因' : '选填，说明与验货结论不符之处'}
          />
          <PhotoField
            {...form.field('photos')}
            label="凭证图片"
            max={PHOTO_MAX}
            cover={false}
            hint={`1–${PHOTO_MAX}张：成色细节、配件等与验货结论不符之处`}
            onUploadingChange={setUploading}
          />
        </FormCard>
        <Note className="recycle-seller-note">{RECHECK_PROMISE}</Note>
        {form.errors.form && <View className="recycle-seller-form__error">{form.errors.form}</View>}
      </View>
    </PageLayout>
  )
}

/** Why there is no recheck to ask for this order. */
function unavailableText(order: RecycleDetail): string {
  if (order.status === 'inspected') return '每笔订单仅可申请一次复检'
  return `当前状态「${RECYCLE_STATUS_TEXT[order.status]}」不可申请复检`
}

function RecheckScreen() {
  // A recheck waiting for the platform's answer: asked again until it comes.
  const { remote, layout } = useRouteRecord(recycleSellerApi.detail, { watch: (current) => Boolean(current.recheck && !current.recheck.answer) })
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (order.actions.includes('recheck')) return <RecheckForm key={order.id} order={order} />
  return (
    <PageLayout
      footer={
        order.recheck && (
          <Button block onClick={() => backToOrder(order, order.id)}>
            返回订单
          </Button>
        )
      }
    >
      <View className="recycle-seller-form">
        <OrderSummary order={order} />
        {order.recheck ? (
          <>
            <RecheckCard recheck={order.recheck} />
            {!order.recheck.answer && (
              <Note className="recycle-seller-note">
                平台复检中，将在{formatDate(order.recheck.answerDueAt)}前答复（{RECHECK_ANSWER_HOURS}小时内），答复后可确认成交或申请退回
              </Note>
            )}
          </>
        ) : (
          <Unavailable title={unavailableText(order)} description="验货完成后、确认成交前，对验货结果有异议可申请一次复检" onBack={() => backToOrder(order, order.id)} />
        )}
        {order.recheck && order.inspection && <InspectionCard inspection={order.inspection} acceptedCents={order.acceptedQuote?.priceCents ?? null} />}
      </View>
    </PageLayout>
  )
}

/**
 * pages/recycle/seller/bidding/recheck-inquiry?id= (复检申诉): dispute the inspection once, with
 * a reason and photos; a recheck asked is shown with the platform's answer (watched until given).
 */
export function RecheckInquiry() {
  return (
    <RecycleAuditGuard>
      <RecheckScreen />
    </RecycleAuditGuard>
  )
}
