import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Transit } from '@nutui/icons-react-taro'
import { reportError } from '@/core/app/errors'
import { expressApi, ParcelCard, ParcelSendForm } from '@/features/express'
import { invalidateCalls, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage, StateView } from '@/shared/ui/state-view'
import { Timeline } from '@/shared/ui/timeline'
import { recycleExpressCall, recycleSellerApi, type ExpressLeg, type RecycleDetail } from '../api'
import { RECYCLE_STATUS_TEXT } from '../machine'
import { RECORD_POLL_MS, useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { changedRecycle, RecycleAuditGuard } from '../shared'
import { SEND_SHIPPING_TEXT } from './guide-rules'
import { OrderActions, OrderSummary } from './return-form-parts'
import { showSuccess } from '@/shared/ui/result/toast-after'
import './ship-and-track.less'

async function copyText(data: string, done: string) {
  try {
    await Taro.setClipboardData({ data })
    showSuccess(done)
  } catch (error) {
    reportError(error)
  }
}

/**
 * awaiting_shipment (寄出货品): the express module's send form for this order — the buyer's
 * receiving address prefilled by the server, the declared value defaulting to the accepted price,
 * a pickup slot or 我已自行寄出. Sending moves the order to in_transit (the mock's onParcelSent).
 */
function ShipForm({ order }: { order: RecycleDetail }) {
  return (
    <PageLayout title="寄出货品">
      <View className="recycle-seller-form">
        <OrderSummary order={order} />
        <View className="recycle-note recycle-seller-note">
          {SEND_SHIPPING_TEXT}；请在包裹内附上订单号 {order.no}
        </View>
        <ParcelSendForm purpose={{ kind: 'recycle', orderId: order.id }} onSent={() => undefined} refresh={changedRecycle} />
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
    <PageLayout
      footer={<OrderActions order={order} loading={remote.fetching} text="刷新物流" onClick={() => void Promise.all([remote.reload(), invalidateCalls(expressApi.detail)])} />}
    >
      {remote.status !== 'ready' ? (
        <StateView status={remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      ) : (
        <View className="recycle-seller-form">
          <OrderSummary order={{ ...order, status }} />
          {progress!.legs.length ? (
            progress!.legs.map((leg) =>
              leg.leg === 'send' && order.shipment?.parcelId ? (
                <ParcelCard key="send" parcelId={order.shipment.parcelId} title={LEG_TITLE.send} />
              ) : (
                <LegCard key={leg.leg} leg={leg} />
              ),
            )
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
