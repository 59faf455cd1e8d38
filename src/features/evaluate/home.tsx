import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { DetailCard } from '@/shared/ui/detail-card'
import { DraftNote, useForm } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { evaluateApi } from './api'
import { EVALUATE_METHODS, EVALUATE_TABS, METHOD_FEE_CENTS, METHOD_TEXT, METHOD_TURNAROUND_TEXT, SCOPE_TEXT, tabCount } from './machine'
import { EMPTY_ORDER, inputOf, ORDER_FORM, OrderFields, type OrderValues } from './order-form'
import { EVALUATE_FLOW } from './shared'

export const CREATE_DRAFT_KEY = 'evaluate-create'

const STEPS = [
  '填写商品、上传照片，选择鉴定方式',
  '支付鉴定费',
  '寄送鉴定：登记封签号后保价寄出；在线鉴定：等待受理',
  '鉴定中心鉴定、复核后出具报告',
  '确认结果（寄送鉴定核对寄回封签号后签收）',
]

function MyOrders() {
  const counts = useApiQuery(evaluateApi.counts, undefined, { signedIn: true })
  return (
    <CellGroup title="我的鉴定订单">
      {(['to_pay', 'to_send', 'appraising', 'to_confirm', 'all'] as const).map((key) => {
        const tab = EVALUATE_TABS.find((candidate) => candidate.key === key)!
        const count = counts.data ? tabCount(counts.data, tab.statuses) : undefined
        return (
          <Cell
            key={key}
            title={tab.title}
            extra={count === undefined ? '' : String(count)}
            arrow
            onClick={() => void navigate('pages/evaluate/order/list/index', { query: { tab: key } })}
          />
        )
      })}
    </CellGroup>
  )
}

/** pages/evaluate/home: the two methods with fee and turnaround, the order form (kept as a draft), the dealer's orders by state. */
export function EvaluateHome() {
  const [uploading, setUploading] = useState(false)
  const action = useFlowAction(EVALUATE_FLOW)
  const form = useForm<OrderValues>({ initial: EMPTY_ORDER, ...ORDER_FORM, draft: { key: CREATE_DRAFT_KEY } })

  const submit = () => {
    if (uploading) return void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
    void form.submit((values) =>
      action.run(() => callApi(evaluateApi.create, inputOf(values), { handleError: true }), {
        failed: '下单失败，请稍后重试',
        onFailure: (failure) => form.setErrors({ form: failure instanceof Error ? failure.message : '下单失败，请稍后重试' }),
        after: async (order) => {
          // The server holds it now: the form starts empty next time.
          form.draft.discard()
          await navigate('pages/evaluate/order/detail/index', { query: { id: order.id }, force: true })
        },
      }),
    )
  }

  return (
    <PageLayout footer={<ActionBar busy={action.busy || form.busy} actions={[{ key: 'create', text: '提交订单', kind: 'primary', onTap: submit }]} />}>
      <View className="evaluate-page">
        <DetailCard title="鉴定方式">
          {EVALUATE_METHODS.map((method) => (
            <Text key={method} className="evaluate-line">
              {`${METHOD_TEXT[method]} ${yuan(METHOD_FEE_CENTS[method])} · ${METHOD_TURNAROUND_TEXT[method]}`}
            </Text>
          ))}
          <Note>结论为 正品 / 非正品 / 无法鉴定。无法鉴定表示信息不足，会列明缺少的内容，可补图复核或改为寄送鉴定。{SCOPE_TEXT}。</Note>
        </DetailCard>
        <DetailCard title="流程">
          {STEPS.map((text, index) => (
            <Text key={text} className="evaluate-line">
              {index + 1}. {text}
            </Text>
          ))}
        </DetailCard>
        <DraftNote draft={form.draft} />
        <OrderFields form={form} onUploadingChange={setUploading} />
        {form.errors.form && <Text className="evaluate-faint">{form.errors.form}</Text>}
        <MyOrders />
      </View>
    </PageLayout>
  )
}
