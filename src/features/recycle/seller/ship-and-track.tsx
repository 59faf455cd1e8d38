import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Location, Transit } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { chooseAddress, addressLine } from '@/features/account'
import { yuan } from '@/shared/format/money'
import { CARRIERS, normaliseTrackingNo, stripPhone } from '@/shared/rules/shipping'
import { useApiQuery } from '@/shared/query'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage, StateView } from '@/shared/ui/state-view'
import { Timeline } from '@/shared/ui/timeline'
import { recycleExpressCall, recycleSellerApi, type ExpressLeg, type RecycleDetail } from '../api'
import { checkShip, RECYCLE_STATUS_TEXT } from '../machine'
import { RECORD_POLL_MS, useFlowAction, useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { CSS_COLOR } from '@/core/theme'
import { RECYCLE_FLOW, RecycleAuditGuard } from '../shared'
import { SEND_SHIPPING_TEXT } from './guide-rules'
import { OrderActions, OrderSummary } from './return-form-parts'
import { showSuccess } from '@/shared/ui/result/toast-after'
import './ship-and-track.less'

interface ShipValues {
  carrier: string
  trackingNo: string
  senderName: string
  senderPhone: string
  senderAddress: string
}

const EMPTY: ShipValues = { carrier: '', trackingNo: '', senderName: '', senderPhone: '', senderAddress: '' }

function inputOf(values: ShipValues) {
  return {
    carrier: values.carrier,
    trackingNo: normaliseTrackingNo(values.trackingNo),
    senderName: values.senderName.trim(),
    senderPhone: stripPhone(values.senderPhone),
    senderAddress: values.senderAddress.trim(),
  }
}

/** SF Express's customer line: a person books a pickup at the door there (预约上门取件). */
export const SF_PICKUP_PHONE = '95338'

async function copyText(data: string, done: string) {
  try {
    await Taro.setClipboardData({ data })
    showSuccess(done)
  } catch (error) {
    reportError(error)
  }
}

function bookPickup() {
  Taro.makePhoneCall({ phoneNumber: SF_PICKUP_PHONE }).catch(() => undefined)
}

/** 保价: the parcel's value declared at sending; without it a loss is paid only up to the carrier's limit. */
export function insureText(order: RecycleDetail): string {
  const value = order.acceptedQuote ? `按中标价 ${yuan(order.acceptedQuote.priceCents)} ` : ''
  return `请足额保价：寄件时${value}声明物品价值。未保价的包裹丢失或损坏，快递公司只按其未保价赔付上限赔偿，远低于货值。`
}

/** awaiting_shipment (寄出货品): the buyer's address to copy, insurance, a pickup, then the sender and the tracking number. */
function ShipForm({ order }: { order: RecycleDetail }) {
  const [addressId, setAddressId] = useState<number | undefined>()
  const form = useForm<ShipValues>({
    initial: EMPTY,
    fields: { carrier: { required: true }, trackingNo: { required: true }, senderName: { required: true }, senderPhone: { required: true }, senderAddress: { required: true } },
    // Every message comes from the rules shared with the mock backend.
    check: (values) => checkShip(inputOf(values)),
    draft: { key: 'recycle-ship', scope: String(order.id) },
  })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)

  const pickAddress = async () => {
    const address = await chooseAddress(addressId)
    setAddressId(address.id)
    form.setValues({ senderName: address.name, senderPhone: address.phone, senderAddress: addressLine(address) })
  }

  const submit = () =>
    form.submit((values) =>
      run(
        async () => {
          await callApi(recycleSellerApi.ship, { id: order.id, ...inputOf(values) }, { handleError: true })
          // Before the page turns to the tracking (the form goes): nothing left to offer again.
          form.draft.clear()
        },
        { done: '已提交寄出', failed: '提交失败，请稍后重试' },
      ),
    )

  const chosen = addressId !== undefined && form.values.senderName
  const receiver = order.shipment?.receiverText ?? order.shipTo ?? ''
  return (
    <PageLayout
      title="寄出货品"
      footer={
        <Button type="primary" block loading={busy || form.busy} onClick={() => void submit()}>
          确认寄出
        </Button>
      }
    >
      <View className="recycle-seller-form">
        <DraftNote draft={form.draft} />
        <OrderSummary order={order} />
        <DetailCard
          title="收货方"
          extra={
            receiver && (
              <View className="ship-leg__copy" role="button" onClick={() => void copyText(receiver, '地址已复制')}>
                复制地址
              </View>
            )
          }
        >
          <InfoRow label="买家">{order.acceptedQuote?.buyerName ?? '—'}</InfoRow>
          <InfoRow label="收货地址">{receiver || '—'}</InfoRow>
        </DetailCard>
        <View className="recycle-note recycle-seller-note">
          {SEND_SHIPPING_TEXT}；请在包裹内附上订单号 {order.no}
        </View>
        <View className="recycle-note recycle-seller-note ship-form__insure" role="note" aria-label="保价提醒">
          {insureText(order)}
        </View>
        <View className="ship-form__pickup" role="button" onClick={bookPickup}>
          <Text>预约顺丰上门取件</Text>
          <Text className="ship-form__pickup-note">拨打 {SF_PICKUP_PHONE}，寄出后回到这里填写单号 ›</Text>
        </View>
        <FormCard title="寄件人">
          <View className="ship-form__address" role="button" onClick={() => void pickAddress()}>
            <Location size={14} color={CSS_COLOR.accent} />
            <Text className="ship-form__address-text">{chosen ? `已选：${form.values.senderName} ${form.values.senderPhone}，点此更换` : '从地址簿选择'}</Text>
          </View>
          <Field {...form.field('senderName')} label="姓名" maxlength={20} placeholder="请输入寄件人姓名" />
          <Field {...form.field('senderPhone')} label="手机号" type="number" maxlength={13} placeholder="请输入寄件人手机号" />
          <Field {...form.field('senderAddress')} label="地址" maxlength={100} multiline placeholder="省市区、街道、门牌号" />
        </FormCard>
        <FormCard title="填写物流">
          <ChoiceField {...form.field('carrier')} label="快递公司" options={CARRIERS} />
          <Field {...form.field('trackingNo')} label="快递单号" maxlength={30} placeholder="请输入快递单号" />
        </FormCard>
        {form.errors.form && <View className="recycle-seller-form__error">{form.errors.form}</View>}
      </View>
    </PageLayout>
  )
}

const LEG_TITLE: Record<ExpressLeg['leg'], string> = { send: '寄往买家', return: '退回给我' }

function LegCard({ leg }: { leg: ExpressLeg }) {
  return (
    <DetailCard title={LEG_TITLE[leg.leg]} extra={<StatusBadge tone={leg.delivered ? 'done' : undefined}>{leg.delivered ? '已签收' : '运输中'}</StatusBadge>}>
      <InfoRow label="快递公司">{leg.carrier}</InfoRow>
      <InfoRow label="快递单号">
        <View className="ship-leg__tracking">
          <Text className="ship-leg__no">{leg.trackingNo}</Text>
          <View className="ship-leg__copy" role="button" onClick={() => void copyText(leg.trackingNo, '单号已复制')}>
            复制
          </View>
        </View>
      </InfoRow>
      <InfoRow label="寄件">{leg.fromText}</InfoRow>
      <InfoRow label="收件">{leg.toText}</InfoRow>
      <View className="ship-leg__events">
        {leg.events.length ? (
          // The carrier's events come newest first; the timeline takes them oldest first.
          <Timeline label={`${LEG_TITLE[leg.leg]}物流`} events={[...leg.events].reverse().map((event) => ({ title: event.text, at: event.at }))} />
        ) : (
          <Text className="recycle-seller-muted">暂无物流信息</Text>
        )}
      </View>
    </DetailCard>
  )
}

/** After shipping (or before, without the ship action): the carrier's events of each leg. */
function Tracking({ order }: { order: RecycleDetail }) {
  const [polling, setPolling] = useState(false)
  const remote = useApiQuery(recycleExpressCall, { id: order.id }, { signedIn: true, pollMs: polling ? RECORD_POLL_MS : undefined })
  const progress = remote.data
  const moving = Boolean(progress?.legs.some((leg) => !leg.delivered))
  useEffect(() => setPolling(moving), [moving])
  const status = progress?.status ?? order.status

  return (
    <PageLayout footer={<OrderActions order={order} loading={remote.fetching} text="刷新物流" onClick={() => void remote.reload()} />}>
      {remote.status !== 'ready' ? (
        <StateView status={remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      ) : (
        <View className="recycle-seller-form">
          <OrderSummary order={{ ...order, status }} />
          {progress!.legs.length ? (
            progress!.legs.map((leg) => <LegCard key={leg.leg} leg={leg} />)
          ) : (
            <StateMessage
              icon={<Transit size={56} color={STATE_ICON_COLOR} />}
              title="尚未寄出"
              description={`订单当前「${RECYCLE_STATUS_TEXT[status]}」，接受报价后按买家的收货地址寄出，寄出后可在此查看物流`}
            />
          )}
        </View>
      )}
    </PageLayout>
  )
}

function ExpressScreen() {
  const { remote, layout } = useRouteRecord(recycleSellerApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  return order.actions.includes('ship') ? <ShipForm key={order.id} order={order} /> : <Tracking order={order} />
}

/**
 * pages/recycle/seller/bidding/express-progress?id= (寄送进度): the ship form (寄出货品) while
 * the order waits for it; the parcel's progress, live, once sent (and the return leg when asked back).
 */
export function ExpressProgress() {
  return (
    <RecycleAuditGuard>
      <ExpressScreen />
    </RecycleAuditGuard>
  )
}
