import type { ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { PageLayout } from '@/shared/ui/page-layout'
import { recycleSellerApi, type RecycleDetail } from '../api'
import { InspectionCard, ItemCard, openExpressProgress, ShipmentCard } from '../parts'
import { DetailCard } from '@/shared/ui/detail-card'
import { Timeline } from '@/shared/ui/timeline'
import { RecycleAuditGuard, timelineOf } from '../shared'
import { useRouteRecord } from '@/shared/flow'
import { hasSellerActions, isDeal, OrderHead, PreQuotesCard, QuotesCard, SellerActionBar } from './bidding-detail-parts'

/** The bidding order is watched for new quotes (and the window's close) while the page shows. */
const whileBidding = (order: RecycleDetail) => order.status === 'bidding'

function Body({ order }: { order: RecycleDetail }) {
  const acceptedCents = order.acceptedQuote?.priceCents ?? null
  return (
    <View className="recycle-detail">
      <OrderHead order={order} />
      {isDeal(order) && (
        <View className="recycle-deal-link" role="link" onClick={() => void navigate('pages/recycle/seller/order/detail/index', { query: { id: order.id } })}>
          查看回收订单 ›
        </View>
      )}
      {order.status === 'estimating' ? <PreQuotesCard order={order} /> : (order.status === 'bidding' || order.quotes.length > 0) && <QuotesCard order={order} />}
      {order.inspection && <InspectionCard inspection={order.inspection} acceptedCents={acceptedCents} />}
      {order.shipment && <ShipmentCard shipment={order.shipment} onTrack={() => openExpressProgress(order.id)} />}
      <ItemCard item={order.item} expectedPriceCents={order.expectedPriceCents} />
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(order.timeline)} />
      </DetailCard>
      {order.status === 'bidding' && <Text className="recycle-empty-line recycle-detail__hint">新报价会自动刷新显示</Text>}
    </View>
  )
}

function SellerDetailScreen({ Body }: { Body: ComponentType<{ order: RecycleDetail }> }) {
  const { remote, layout } = useRouteRecord(recycleSellerApi.detail, { watch: whileBidding })
  const order = remote.data
  return (
    <PageLayout {...layout} footer={order && hasSellerActions(order) ? <SellerActionBar order={order} /> : undefined}>
      {order && (
        <PageTicker>
          <Body order={order} />
        </PageTicker>
      )}
    </PageLayout>
  )
}

/** A seller's order page of ?id= (bidding or deal): `Body` shows the order, the footer what can be done now. */
export function SellerDetailPage({ Body }: { Body: ComponentType<{ order: RecycleDetail }> }) {
  return (
    <RecycleAuditGuard>
      <SellerDetailScreen Body={Body} />
    </RecycleAuditGuard>
  )
}

/** pages/recycle/seller/bidding/detail?id=: one offer: its state, pre-quotes or quotes (accept one), the item, the timeline and what can be done now. */
export function SellerBiddingDetail() {
  return <SellerDetailPage Body={Body} />
}
