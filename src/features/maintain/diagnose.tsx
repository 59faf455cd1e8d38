import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord, type RecordLayout } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { CheckField } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi, type MaintainDetail, type QuoteLine } from './api'
import { MaintainActionBar } from './actions'
import { ACCEPT_NONE_TEXT, turnaroundText } from './machine'
import { Note } from '@/shared/ui/note'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { MAINTAIN_FLOW, OrderHead, ReceptionCard } from './shared'

function LineRow({ line, chosen, onToggle }: { line: QuoteLine; chosen: boolean; onToggle?: () => void }) {
  const price = <Text className="maintain-money">{yuan(line.priceCents)}</Text>
  return (
    <View className={`maintain-service ${chosen ? '' : 'maintain-service--off'}`}>
      {onToggle ? (
        <CheckField label={line.name} value={chosen} onChange={onToggle} extra={price} />
      ) : (
        <View className="maintain-service__head">
          <Text className="maintain-service__name">{line.name}</Text>
          {price}
        </View>
      )}
      <Text className="maintain-service__line">{line.finding}</Text>
      <Text className="maintain-service__line">{`周期 ${turnaroundText(line)}`}</Text>
      <Text className="maintain-service__risk">风险提示：{line.risk}</Text>
      <PhotoRow photos={line.photos} label={line.name} />
    </View>
  )
}

/** `layout`: the record's loading, error and retry (useRouteRecord's): every body keeps them. */
function Body({ order, layout }: { order: MaintainDetail; layout: RecordLayout }) {
  const deciding = order.actions.includes('acceptAll') || order.actions.includes('acceptSome')
  return deciding ? <DecidingBody order={order} layout={layout} /> : <ReadBody order={order} layout={layout} />
}

function Frame({ order, lines, footer, layout }: { order: MaintainDetail; lines: ReactNode; footer?: ReactNode; layout: RecordLayout }) {
  const diagnosis = order.diagnosis!
  return (
    <PageLayout {...layout} footer={footer}>
      <View className="maintain-page">
        <OrderHead order={order} />
        <DetailCard title="最终报价" extra={<Text className="maintain-faint">{formatDate(diagnosis.diagnosedAt, 'MM-DD HH:mm')} 诊断</Text>}>
          {lines}
          <Note>{diagnosis.note}。可只接受部分项目；不接受任何项目可申请退回商品。</Note>
        </DetailCard>
        {order.reception && <ReceptionCard reception={order.reception} />}
      </View>
    </PageLayout>
  )
}

function DecidingBody({ order, layout }: { order: MaintainDetail; layout: RecordLayout }) {
  const lines = order.diagnosis!.lines
  const [chosen, setChosen] = useState<number[]>(() => lines.map((line) => line.id))
  const action = useFlowAction(MAINTAIN_FLOW)
  const total = lines.filter((line) => chosen.includes(line.id)).reduce((sum, line) => sum + line.priceCents, 0)
  const all = chosen.length === lines.length
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  const accept = () => {
    if (!chosen.length) {
      void Taro.showToast({ title: ACCEPT_NONE_TEXT, icon: 'none', duration: 2000 })
      return
    }
    const names = lines.filter((line) => chosen.includes(line.id)).map((line) => line.name)
    void action.run(
      () =>
        all ? callApi(maintainApi.acceptAll, { id: order.id }, { handleError: true }) : callApi(maintainApi.acceptSome, { id: order.id, lineIds: chosen }, { handleError: true }),
      {
        confirm: {
          title: all ? '接受全部报价？' : `接受 ${names.length} 项报价？`,
          content: `${names.join('、')}，合计 ${yuan(total)}。${all ? '' : '未选择的项目不做处理。'}支付后订单生效。`,
          confirmText: '接受',
        },
        done: '已接受报价',
        after: () => void navigate('pages/maintain/order/before-pay/index', { query: { id: order.id }, replace: true, force: true }),
      },
    )
  }
  const actions: BarAction[] = []
  if (order.actions.includes('applyReturn'))
    actions.push({ key: 'return', text: '申请退回', onTap: () => void navigate('pages/maintain/order/apply-return/index', { query: { id: order.id } }) })
  actions.push({ key: 'accept', text: all ? `全部接受 ${yuan(total)}` : `接受所选 ${yuan(total)}`, kind: 'primary', onTap: accept })
  return (
    <Frame
      order={order}
      layout={layout}
      lines={
        <>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} chosen={chosen.includes(line.id)} onToggle={() => toggle(line.id)} />
          ))}
          {!chosen.length && <Text className="maintain-error">{ACCEPT_NONE_TEXT}</Text>}
        </>
      }
      footer={<ActionBar actions={actions} busy={action.busy} />}
    />
  )
}

function ReadBody({ order, layout }: { order: MaintainDetail; layout: RecordLayout }) {
  const accepted = order.acceptedLineIds
  return (
    <Frame
      order={order}
      layout={layout}
      lines={order.diagnosis!.lines.map((line) => (
        <LineRow key={line.id} line={line} chosen={accepted.length === 0 || accepted.includes(line.id)} />
      ))}
      footer={order.actions.length ? <MaintainActionBar order={order} /> : undefined}
    />
  )
}

/** pages/maintain/order/diagnose?id=: the binding quote per line with defect photos and risks; accept all, some, or ask the item back. */
export function MaintainDiagnose() {
  const { remote, layout } = useRouteRecord(maintainApi.detail, { watch: (order) => order.status === 'received' })
  const order = remote.data
  if (order && !order.diagnosis) {
    return (
      <PageLayout {...layout}>
        <View className="maintain-page">
          <OrderHead order={order} />
          <Note>工坊尚未出具诊断报告：商品签收后通常 1–3 个工作日内完成诊断。</Note>
          {order.reception && <ReceptionCard reception={order.reception} />}
        </View>
      </PageLayout>
    )
  }
  if (!order) return <PageLayout {...layout} />
  return <Body order={order} layout={layout} />
}
