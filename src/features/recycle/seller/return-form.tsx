import { useState } from 'react'
import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { decodeParam } from '@/core/platform/text'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { ResultPanel } from '@/shared/ui/result'
import { recycleSellerApi, type RecycleDetail } from '../api'
import { checkReason, NOTE_MAX } from '@/shared/rules/reason'
import { RECYCLE_STATUS_TEXT, RETURN_REASONS, SHIPPING_PAYER_TEXT } from '../machine'
import { ReturnRequestCard } from '../parts'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { RECYCLE_FLOW, RecycleAuditGuard } from '../shared'
import { RETURN_SHIPPING_RULE } from './guide-rules'
import { backToOrder, OrderActions, OrderSummary, Unavailable } from './return-form-parts'
import { Note } from '@/shared/ui/note'

interface ReturnValues {
  reason: string
  note: string
}

const openExpress = (id: number) => void navigate('pages/recycle/seller/bidding/express-progress/index', { query: { id }, force: true })

function ReturnForm({ order, preset, onDone }: { order: RecycleDetail; preset: string; onDone: () => void }) {
  const initialReason = (RETURN_REASONS as readonly string[]).includes(preset) ? preset : ''
  const form = useForm<ReturnValues>({
    initial: { reason: initialReason, note: '' },
    fields: { reason: { required: true }, note: { required: (values) => values.reason === '其他' } },
    check: (values) => checkReason(values, RETURN_REASONS),
    draft: { key: 'recycle-return', scope: String(order.id) },
  })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const payer = SHIPPING_PAYER_TEXT[order.returnShippingPaidBy]

  const submit = () =>
    form.submit((values) =>
      run(
        async () => {
          await callApi(recycleSellerApi.returnItem, { id: order.id, reason: values.reason, note: values.note.trim() }, { handleError: true })
          form.draft.clear()
        },
        {
          confirm: { title: '确认申请退回？', content: `买家将把商品寄回给你，退回运费${payer}。申请后不可撤销。`, confirmText: '确认退回' },
          done: '已申请退回',
          failed: '申请失败，请稍后重试',
          after: onDone,
        },
      ),
    )

  return (
    <PageLayout footer={<OrderActions order={order} busy={busy} loading={busy || form.busy} text="申请退回" onClick={() => void submit()} />}>
      <View className="recycle-seller-form">
        <DraftNote draft={form.draft} />
        <OrderSummary order={order} />
        <FormCard title="退回原因">
          <ChoiceField {...form.field('reason')} label="原因" options={RETURN_REASONS} />
          <Field {...form.field('note')} label="说明" multiline maxlength={NOTE_MAX} placeholder={form.values.reason === '其他' ? '请说明具体原因' : '选填，补充说明'} />
        </FormCard>
        <Note className="recycle-seller-note">
          <View className="return-form__payer">退回运费：{payer}</View>
          <View>{RETURN_SHIPPING_RULE}</View>
        </Note>
        {form.errors.form && <View className="recycle-seller-form__error">{form.errors.form}</View>}
      </View>
    </PageLayout>
  )
}

/** Just asked: the outcome and the next steps. */
function ReturnDone({ order }: { order: RecycleDetail }) {
  return (
    <PageLayout>
      <ResultPanel
        title="已申请退回"
        actions={[
          { text: '查看寄送进度', primary: true, onClick: () => openExpress(order.id) },
          { text: '返回订单', onClick: () => backToOrder(order, order.id) },
        ]}
      >
        买家将把商品寄回给你，退回运费{SHIPPING_PAYER_TEXT[order.returnRequest?.shippingPaidBy ?? order.returnShippingPaidBy]}
      </ResultPanel>
      {order.returnRequest && <ReturnRequestCard request={order.returnRequest} onTrack={() => openExpress(order.id)} />}
    </PageLayout>
  )
}

function ReturnScreen() {
  const { params } = useCurrentRoute()
  const { remote, layout } = useRouteRecord(recycleSellerApi.detail)
  const order = remote.data
  // Set once the return went through (the order has reloaded by then, without the action).
  const [done, setDone] = useState(false)
  if (!order) return <PageLayout {...layout} />
  if (done) return <ReturnDone order={order} />
  if (order.actions.includes('return')) return <ReturnForm key={order.id} order={order} preset={decodeParam(params.reason)} onDone={() => setDone(true)} />
  return (
    <PageLayout>
      <OrderSummary order={order} />
      {order.returnRequest ? (
        <ReturnRequestCard request={order.returnRequest} onTrack={() => openExpress(order.id)} />
      ) : (
        <Unavailable
          title={`当前状态「${RECYCLE_STATUS_TEXT[order.status]}」不可申请退回`}
          description="商品送达买家、验货前后可申请退回"
          onBack={() => backToOrder(order, order.id)}
        />
      )}
    </PageLayout>
  )
}

/**
 * pages/recycle/seller/bidding/return?id= (申请退回; ?reason= picks the reason): ask the item
 * back, the return shipping's payer stated first; a return already asked is shown instead.
 */
export function ReturnRequestForm() {
  return (
    <RecycleAuditGuard>
      <ReturnScreen />
    </RecycleAuditGuard>
  )
}
