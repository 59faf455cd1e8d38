import type { ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useLivePoll } from '@/shared/hooks/use-live-poll'
import { useApiQuery, type Remote } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { recycleSellerApi, type RecycleDetail } from '../api'
import { InspectionCard, ItemCard, openExpressProgress, ShipmentCard } from '../parts'
import { Card, RecycleAuditGuard, RecycleTimeline } from '../shared'
import { hasSellerActions, isDeal, OrderHead, PreQuotesCard, QuotesCard, SellerActionBar } from './bidding-detail-parts'

/** New quotes arrive while the seller watches: the detail is asked again this often while bidding. */
export const BIDDING_POLL_MS = 10_000

/** The order of ?id=, asked again every BIDDING_POLL_MS while bidding (and whenever the page shows again). */
export function useSellerDetail(): { valid: boolean; remote: Remote<RecycleDetail> } {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const remote = useApiQuery(recycleSellerApi.detail, { id }, { signedIn: true, enabled: valid })
  useLivePoll(remote.reload, { intervalMs: BIDDING_POLL_MS, enabled: valid && remote.data?.status === 'bidding' })
  return { valid, remote }
}

export function layoutOf(valid: boolean, remote: Remote<RecycleDetail>) {
  return valid ? { status: remote.status, error: remote.error, onRetry: remote.reload } : { status: 'error' as const, error: INVALID_LINK_TEXT }
}

export function TimelineCard({ order }: { order: RecycleDetail }) {
  return (
    <Card title='状态记录'>
      <RecycleTimeline events={order.timeline} />
    </Card>
  )
}

function Body({ order }: { order: RecycleDetail }) {
  const acceptedCents = order.acceptedQuote?.priceCents ?? null
  return (
    <View className='recycle-detail'>
      <OrderHead order={order} />
      {isDeal(order) && (
        <View className='recycle-deal-link' role='link' onClick={() => void navigate('pages/recycle/seller/order/detail/index', { query: { id: order.id } })}>
          查看回收订单 ›
        </View>
      )}
      {order.status === 'estimating' ? <PreQuotesCard order={order} /> : (order.status === 'bidding' || order.quotes.length > 0) && <QuotesCard order={order} />}
      {order.inspection && <InspectionCard inspection={order.inspection} acceptedCents={acceptedCents} />}
      {order.shipment && <ShipmentCard shipment={order.shipment} onTrack={() => openExpressProgress(order.id)} />}
      <ItemCard item={order.item} expectedPriceCents={order.expectedPriceCents} />
      <TimelineCard order={order} />
      {order.status === 'bidding' && <Text className='recycle-empty-line recycle-detail__hint'>新报价会自动刷新显示</Text>}
    </View>
  )
}

function SellerDetailScreen({ Body }: { Body: ComponentType<{ order: RecycleDetail }> }) {
  const { valid, remote } = useSellerDetail()
  const order = remote.data
  return (
    <PageLayout {...layoutOf(valid, remote)} footer={order && hasSellerActions(order) ? <SellerActionBar order={order} /> : undefined}>
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
