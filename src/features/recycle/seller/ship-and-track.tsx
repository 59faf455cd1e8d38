import { View } from '@tarojs/components'
import { Transit } from '@nutui/icons-react-taro'
import { ParcelCard, ParcelSendForm } from '@/features/express'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage, StateView } from '@/shared/ui/state-view'
import { recycleExpressCall, recycleSellerApi, type ExpressLeg, type RecycleDetail } from '../api'
import { RECYCLE_STATUS_TEXT } from '../machine'
import { useRouteRecord } from '@/shared/flow'
import { changedRecycle, RecycleAuditGuard } from '../shared'
import { SEND_SHIPPING_TEXT } from './guide-rules'
import { OrderActions, OrderSummary } from './return-form-parts'
import { Note } from '@/shared/ui/note'

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
        <Note className="recycle-seller-note">
          {SEND_SHIPPING_TEXT}；请在包裹内附上订单号 {order.no}
        </Note>
        <ParcelSendForm purpose={{ kind: 'recycle', orderId: order.id }} onSent={() => undefined} refresh={changedRecycle} />
      </View>
    </PageLayout>
  )
}

const LEG_TITLE: Record<ExpressLeg['leg'], string> = { send: '寄往买家', return: '退回给我' }

/**
 * After shipping (or before, without the ship action): each leg is an express parcel, shown by
 * the express module's card (its latest event, pickup, and the tracking page that refreshes at
 * most every 30 minutes). Pull down reloads the legs and the cards.
 */
function Tracking({ order }: { order: RecycleDetail }) {
  const remote = useApiQuery(recycleExpressCall, { id: order.id }, { signedIn: true })
  const progress = remote.data
  const status = progress?.status ?? order.status

  return (
    <PageLayout footer={<OrderActions order={order} />}>
      {remote.status !== 'ready' ? (
        <StateView status={remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      ) : (
        <View className="recycle-seller-form">
          <OrderSummary order={{ ...order, status }} />
          {progress!.legs.length ? (
            progress!.legs.map((leg) => <ParcelCard key={leg.leg} parcelId={leg.parcelId} title={LEG_TITLE[leg.leg]} pullDown />)
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
