import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { serverNow } from '@/core/clock'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { useClockedRouteRecord, useFlowAction, useRouteRecord } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { FormCard } from '@/shared/ui/form'
import { KefuButton } from '@/shared/ui/kefu'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { Timeline, type TimelineEvent } from '@/shared/ui/timeline'
import { EXPRESS_REFUSALS, expressApi, PARCEL_PURPOSE_KINDS, type ParcelPurpose, type ParcelPurposeKind, type ParcelView, type TrackingReply } from './api'
import { openExpressProgress, openPickUpProgress, PARCEL_BADGES, ParcelBlock, WaybillRow } from './parcel-card'
import { CARRIER_PHONE, canRefresh, PARCEL_STATE_TEXT, slotText, trackingTimeline } from './rules'
import { ParcelSendForm } from './send-form'
import { SlotPicker, slotOf } from './slot-picker'
import './express.less'

/** What the pickup pages refresh after an action (and after a refusal). */
const PARCEL_CALLS = [expressApi.detail, expressApi.tracking, expressApi.sendContext]
/** Refusals of a pickup action: the state moved (collected) or the slot went. */
const PICKUP_REFUSALS = [EXPRESS_REFUSALS.stateMoved, EXPRESS_REFUSALS.slotGone]

/** ?purpose=recycle&orderId=8104 (another area's order), else a personal parcel. */
export function purposeOfRoute(params: Record<string, string | undefined>): ParcelPurpose {
  const kind = (PARCEL_PURPOSE_KINDS as readonly string[]).includes(params.purpose ?? '') ? (params.purpose as ParcelPurposeKind) : 'personal'
  const orderId = Number(params.orderId)
  return kind !== 'personal' && Number.isInteger(orderId) && orderId > 0 ? { kind, orderId } : { kind: 'personal', orderId: null }
}

/** After sending: its pickup's progress, or its tracking when self-shipped (the form's page replaced). */
export function openSentParcel(parcel: ParcelView, replace = true): void {
  void navigate(parcel.pickup ? 'pages/express/pick-up-progress/index' : 'pages/express/express-progress/index', { query: { id: parcel.id }, replace, force: true })
}

/** pages/express/send (寄快递): the send form for ?purpose=&orderId=, a personal parcel without them (of a stock piece with ?stockItemId=). */
export function SendScreen() {
  const { params } = useCurrentRoute()
  const purpose = purposeOfRoute(params)
  const stockItemId = purpose.orderId === null ? Number(params.stockItemId) || undefined : undefined
  return (
    <PageLayout>
      <ParcelSendForm purpose={purpose} stockItemId={stockItemId} onSent={(parcel) => openSentParcel(parcel)} />
    </PageLayout>
  )
}

function callCarrier(): void {
  void Taro.makePhoneCall({ phoneNumber: CARRIER_PHONE }).catch(() => undefined)
}

/** After collection: the carrier or the app's customer service (the cancel is the carrier's then). */
export function ContactAfterCollection({ note = '快递员已揽收，取件不能再在线取消。如需拦截、改地址或退回，请联系顺丰或客服。' }: { note?: string }) {
  return (
    <DetailCard title="联系快递或客服">
      <Note>{note}</Note>
      <InfoRow label="顺丰客服" action="拨打" onClick={callCarrier}>
        {CARRIER_PHONE}
      </InfoRow>
      <InfoRow label="平台客服" extra={<KefuButton text="联系" />}>
        在线客服、客服电话
      </InfoRow>
    </DetailCard>
  )
}

/** The pickup's steps: ordered, courier assigned, collected (or cancelled). */
export function pickupEvents(parcel: ParcelView): TimelineEvent[] {
  const events: TimelineEvent[] = [{ title: '已下单', at: parcel.createdAt, note: parcel.pickup ? `预约上门取件 ${slotText(parcel.pickup)}` : null }]
  if (parcel.courier && parcel.state !== 'cancelled') events.push({ title: '快递员已接单', at: parcel.courier.assignedAt, note: `${parcel.courier.name} ${parcel.courier.phone}` })
  if (parcel.collectedAt) events.push({ title: '已揽收', at: parcel.collectedAt, note: `${parcel.carrier} ${parcel.waybillNo}` })
  if (parcel.cancelledAt) events.push({ title: '已取消', at: parcel.cancelledAt, note: '取件已取消，可重新预约', warn: true })
  return events
}

/** pages/express/pick-up-progress?id= (取件进度): the pickup's state and courier; cancel before collection only. */
export function PickUpProgressScreen() {
  const { record: parcel, layout } = useRouteRecord(expressApi.detail, {
    watch: (record) => record.state === 'awaiting_pickup',
    dueAt: (record) => (record.state === 'awaiting_pickup' && record.pickup ? record.pickup.start : null),
  })
  const { busy, run } = useFlowAction({ invalidate: PARCEL_CALLS, refusals: PICKUP_REFUSALS, refusalTitle: '无法取消取件' })
  if (!parcel) return <PageLayout {...layout} />

  const cancel = () =>
    run(() => callApi(expressApi.cancelPickup, { id: parcel.id }, { handleError: true }), {
      confirm: { title: '取消上门取件？', content: '取消后快递员不再上门，可稍后重新预约', confirmText: '取消取件', cancelText: '再想想', danger: true },
      done: '已取消取件',
    })
  const actions: BarAction[] = []
  if (parcel.actions.includes('cancelPickup')) actions.push({ key: 'cancel', text: '取消取件', kind: 'danger', onTap: () => void cancel() })
  if (parcel.actions.includes('changePickup'))
    actions.push({ key: 'change', text: '修改时间', onTap: () => void navigate('pages/express/pick-up/index', { query: { id: parcel.id } }) })
  if (parcel.actions.includes('bookPickup'))
    actions.push({ key: 'book', text: '重新预约', kind: 'primary', onTap: () => void navigate('pages/express/pick-up/index', { query: { id: parcel.id } }) })
  if (parcel.state !== 'awaiting_pickup' && parcel.state !== 'cancelled')
    actions.push({ key: 'track', text: '查看物流', kind: 'primary', onTap: () => openExpressProgress(parcel.id) })
  const collected = parcel.state !== 'awaiting_pickup' && parcel.state !== 'cancelled'

  return (
    <PageLayout {...layout} footer={actions.length ? <ActionBar actions={actions} busy={busy} /> : undefined}>
      <View className="express-form">
        <DetailCard title="上门取件" extra={<StatusBadge {...(collected ? { text: '已揽收', tone: 'done' as const } : PARCEL_BADGES[parcel.state])} />}>
          <InfoRow label="取件时间">{parcel.pickup ? slotText(parcel.pickup) : '未预约'}</InfoRow>
          {parcel.courier && parcel.state !== 'cancelled' && (
            <InfoRow label="快递员" action="拨打" onClick={() => void Taro.makePhoneCall({ phoneNumber: parcel.courier!.phone }).catch(() => undefined)}>
              {parcel.courier.name} {parcel.courier.phone}
            </InfoRow>
          )}
          <InfoRow label="取件地址">
            {parcel.sender.name} {parcel.sender.phone}，{parcel.sender.address}
          </InfoRow>
          <WaybillRow parcel={parcel} />
          {parcel.state === 'awaiting_pickup' && <Note>快递员揽收前可修改时间或取消；揽收后不能再取消。</Note>}
          <View className="express-timeline">
            <Timeline label="取件进度" events={pickupEvents(parcel)} />
          </View>
        </DetailCard>
        {collected && <ContactAfterCollection />}
        <ParcelBlock parcel={parcel} title={parcel.purposeText} links={false} />
      </View>
    </PageLayout>
  )
}

/** pages/express/pick-up?id= (预约取件): book a pickup again (after a cancel) or move its slot before collection. */
export function PickUpScreen() {
  const { record: parcel, layout } = useRouteRecord(expressApi.detail)
  const slots = useApiQuery(expressApi.slots, undefined, { signedIn: true, pullDown: false })
  const [choice, setChoice] = useState({ day: '', slot: '' })
  const [error, setError] = useState<string | undefined>()
  const { busy, run } = useFlowAction({ invalidate: [...PARCEL_CALLS, expressApi.slots], refusals: PICKUP_REFUSALS, refusalTitle: '预约未完成' })
  if (!parcel) return <PageLayout {...layout} />
  const allowed = parcel.actions.includes('bookPickup') || parcel.actions.includes('changePickup')

  const submit = () => {
    const slot = slotOf(slots.data, choice.slot)
    if (!slot) {
      setError('请选择取件时段')
      void Taro.showToast({ title: '请选择取件时段', icon: 'none' })
      return
    }
    void run(() => callApi(expressApi.bookPickup, { id: parcel.id, ...slot }, { handleError: true }), {
      done: parcel.actions.includes('changePickup') ? '取件时间已修改' : '已预约上门取件',
      after: (next) => openPickUpProgress(next.id),
    })
  }

  return (
    <PageLayout
      {...layout}
      footer={
        allowed ? (
          <View className="express-footer">
            <Button type="primary" block loading={busy} onClick={submit}>
              {parcel.actions.includes('changePickup') ? '确认修改' : '确认预约'}
            </Button>
          </View>
        ) : undefined
      }
    >
      <View className="express-form">
        <ParcelBlock parcel={parcel} title={parcel.purposeText} links={false} />
        {allowed ? (
          <FormCard title={parcel.pickup && parcel.state === 'awaiting_pickup' ? `当前：${slotText(parcel.pickup)}` : '选择取件时间'}>
            <SlotPicker
              slots={slots}
              day={choice.day}
              slot={choice.slot}
              error={error}
              onChange={(next) => {
                setChoice(next)
                setError(undefined)
              }}
            />
          </FormCard>
        ) : (
          <>
            <Note>包裹当前为「{PARCEL_STATE_TEXT[parcel.state]}」，不能预约或修改取件时间。</Note>
            {parcel.state !== 'awaiting_pickup' && parcel.state !== 'cancelled' && <ContactAfterCollection />}
          </>
        )}
      </View>
    </PageLayout>
  )
}

/** The refresh button's words: when the next refresh is allowed, or that it is over (signed). */
export function refreshText(tracking: TrackingReply, now: number): { text: string; enabled: boolean } {
  if (tracking.nextRefreshAt === null) return { text: '已签收，物流不再更新', enabled: false }
  if (canRefresh(tracking.nextRefreshAt, now)) return { text: '刷新物流', enabled: true }
  return { text: `${formatDate(tracking.nextRefreshAt, 'HH:mm')} 后可刷新`, enabled: false }
}

/** pages/express/express-progress?id= (物流详情): the carrier's events sorted and de-duplicated, exceptions marked. */
export function ExpressProgressScreen() {
  const {
    record: tracking,
    remote,
    layout,
    id,
  } = useClockedRouteRecord(expressApi.tracking, {
    // Asked again once 30 minutes have passed since the last pull, never once signed (nextRefreshAt null).
    dueAt: (record) => record.nextRefreshAt,
  })
  const parcel = useApiQuery(expressApi.detail, { id: id ?? 0 }, { signedIn: true, enabled: id !== undefined, pullDown: false })
  const { busy, run } = useFlowAction({ invalidate: PARCEL_CALLS, refusals: [EXPRESS_REFUSALS.refreshLimited], refusalTitle: '暂不能刷新' })
  if (!tracking) return <PageLayout {...layout} />

  const events = trackingTimeline(tracking.events)
  const refresh = refreshText(tracking, serverNow())
  const footer = (
    <ActionBar
      busy={busy || remote.fetching}
      actions={[
        ...(parcel.data?.pickup ? [{ key: 'pickup', text: '取件进度', onTap: () => openPickUpProgress(tracking.parcelId) }] : []),
        {
          key: 'refresh',
          text: refresh.text,
          kind: 'primary' as const,
          disabled: !refresh.enabled,
          onTap: () => void run(() => callApi(expressApi.refreshTracking, { id: tracking.parcelId }, { handleError: true }), { done: '物流已更新' }),
        },
      ]}
    />
  )
  return (
    <PageLayout {...layout} footer={footer}>
      <View className="express-form">
        <DetailCard title="物流信息" extra={<StatusBadge {...PARCEL_BADGES[tracking.state]} />}>
          <WaybillRow parcel={tracking} />
          {parcel.data && (
            <InfoRow label="收件人">
              {parcel.data.receiver.name}，{parcel.data.receiver.address}
            </InfoRow>
          )}
          <InfoRow label="更新于">{formatDate(tracking.refreshedAt, 'MM-DD HH:mm')}</InfoRow>
          <View className="express-timeline">
            {events.length ? (
              <Timeline
                label="物流轨迹"
                events={events.map((event) => ({ title: event.exception ? `【${event.label}】异常` : event.label, at: event.at, note: event.text, warn: event.exception }))}
              />
            ) : (
              <Text className="express-muted">{tracking.state === 'awaiting_pickup' ? '等待快递员上门揽收，揽收后可查看物流' : '暂无物流信息'}</Text>
            )}
          </View>
        </DetailCard>
        {events.some((event) => event.exception) && tracking.state !== 'signed' && (
          <ContactAfterCollection note="包裹出现异常（疑难、拒签或退回），可联系顺丰或客服了解处理进度。" />
        )}
      </View>
    </PageLayout>
  )
}
