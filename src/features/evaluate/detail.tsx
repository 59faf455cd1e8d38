import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { Timeline } from '@/shared/ui/timeline'
import { ParcelCard } from '@/features/express'
import { KefuButton } from '@/shared/ui/kefu'
import { evaluateApi, type EvaluateDetail } from './api'
import { EvaluateActionBar } from './actions'
import { VERDICT_TEXT } from './machine'
import { OrderHead, SealCard, timelineOf } from './shared'

/** The centre's steps come by time: the page asks again while one is under way. */
export const underWay = (order: EvaluateDetail) => ['awaiting_payment', 'in_transit', 'submitted', 'appraising'].includes(order.status)

export function DetailBody({ order }: { order: EvaluateDetail }) {
  return (
    <View className="evaluate-page">
      <OrderHead order={order} />
      {order.report && (
        <DetailCard title="鉴定报告">
          <InfoRow label="结论">{VERDICT_TEXT[order.report.verdict]}</InfoRow>
          <View className="evaluate-link" role="link" onClick={() => void navigate('pages/evaluate/order/report/index', { query: { id: order.id } })}>
            查看报告 {order.report.no} ›
          </View>
        </DetailCard>
      )}
      <SealCard seal={order.seal} paused={order.status === 'exception'} />
      {order.status === 'exception' && (
        <View className="evaluate-kefu">
          <KefuButton context={{ label: '鉴定订单', value: order.no, path: `pages/evaluate/order/detail/index?id=${order.id}` }} block />
        </View>
      )}
      {order.backParcelId !== null && (
        <>
          <Text className="evaluate-faint">寄回包裹（鉴定中心寄出）</Text>
          <ParcelCard parcelId={order.backParcelId} />
        </>
      )}
      {order.parcelId !== null && (
        <>
          <Text className="evaluate-faint">寄往鉴定中心的包裹</Text>
          <ParcelCard parcelId={order.parcelId} />
        </>
      )}
      {order.method === 'mail' && order.parcelId === null && order.status !== 'cancelled' && (
        <DetailCard title="寄往鉴定中心">
          <InfoRow label="收件">{order.centreText}</InfoRow>
        </DetailCard>
      )}
      <DetailCard title="商品">
        <InfoRow label="品类">{order.item.category}</InfoRow>
        {order.note && <InfoRow label="备注">{order.note}</InfoRow>}
        <PhotoRow photos={order.photos} label="商品照片" />
      </DetailCard>
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(order.timeline)} />
      </DetailCard>
    </View>
  )
}

/** pages/evaluate/order/detail?id=: the order, its seal and parcels, the report link, the timeline; the footer only the current state's actions. */
export function EvaluateOrderDetail() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail, { watch: underWay })
  const order = remote.data
  return (
    <PageLayout {...layout} footer={order && order.actions.length ? <EvaluateActionBar order={order} /> : undefined}>
      {order && <DetailBody order={order} />}
    </PageLayout>
  )
}
