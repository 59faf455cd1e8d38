import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { RecycleDetail } from '../api'
import { InspectionCard, ItemCard, openExpressProgress, RecheckCard, ReturnRequestCard, SettlementCard, ShipmentCard } from '../parts'
import { DetailCard } from '@/shared/ui/detail-card'
import { Timeline } from '@/shared/ui/timeline'
import { timelineOf } from '../shared'
import { SellerDetailPage } from './bidding-detail'
import { AcceptedQuoteCard, isDeal, OrderHead } from './bidding-detail-parts'

function Body({ order }: { order: RecycleDetail }) {
  return (
    <View className="recycle-detail">
      <OrderHead order={order} />
      {order.settlement && <SettlementCard settlement={order.settlement} prominent={order.status === 'settled'} />}
      {!isDeal(order) && (
        <View className="recycle-deal-link" role="link" onClick={() => void navigate('pages/recycle/seller/bidding/detail/index', { query: { id: order.id } })}>
          尚未成交，查看竞价详情 ›
        </View>
      )}
      {order.acceptedQuote && <AcceptedQuoteCard quote={order.acceptedQuote} />}
      {order.returnRequest && <ReturnRequestCard request={order.returnRequest} onTrack={() => openExpressProgress(order.id)} />}
      {order.recheck && <RecheckCard recheck={order.recheck} />}
      {order.inspection && <InspectionCard inspection={order.inspection} acceptedCents={order.acceptedQuote?.priceCents ?? null} />}
      {order.shipment && <ShipmentCard shipment={order.shipment} onTrack={() => openExpressProgress(order.id)} />}
      <ItemCard item={order.item} expectedPriceCents={order.expectedPriceCents} />
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(order.timeline)} />
      </DetailCard>
    </View>
  )
}

/** pages/recycle/seller/order/detail?id=: a deal: the accepted quote, shipment, inspection, recheck, return and payout, and the seller's next step. */
export function SellerOrderDetail() {
  return <SellerDetailPage Body={Body} />
}
