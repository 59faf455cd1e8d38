import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Timeline } from '@/shared/ui/timeline'
import { ParcelCard } from '@/features/express'
import { maintainApi, type MaintainDetail } from './api'
import { backInsuranceText } from './machine'
import { MaintainActionBar } from './actions'
import { Note } from '@/shared/ui/note'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { OrderHead, ReceptionCard, SectionLabel, timelineOf } from './shared'

/** The workshop's steps come by time: the page asks again while one is under way. */
export const underWay = (order: MaintainDetail) => ['in_transit', 'received', 'awaiting_payment', 'in_service', 'sent_back', 'return_requested', 'returning'].includes(order.status)

function Links({ order }: { order: MaintainDetail }) {
  const query = { id: order.id }
  return (
    <>
      {order.diagnosis && (
        <View className="maintain-link" role="link" onClick={() => void navigate('pages/maintain/order/diagnose/index', { query })}>
          诊断报告 ›
        </View>
      )}
      {order.log.length > 0 && (
        <View className="maintain-link" role="link" onClick={() => void navigate('pages/maintain/order/maintain/index', { query })}>
          养护进度（{order.log.length} 条记录）›
        </View>
      )}
      {order.backParcelId !== null && (
        <View className="maintain-link" role="link" onClick={() => void navigate('pages/maintain/order/send-back/index', { query })}>
          寄回信息 ›
        </View>
      )}
    </>
  )
}

export function DetailBody({ order }: { order: MaintainDetail }) {
  return (
    <View className="maintain-page">
      <OrderHead order={order} />
      <DetailCard>
        <Links order={order} />
      </DetailCard>
      {order.payment && (
        <DetailCard title="费用">
          <InfoRow label={order.payment.status === 'paid' ? '已支付' : '应付'}>
            <Text className="maintain-money">{yuan(order.payment.amountCents)}</Text>
          </InfoRow>
          {order.payment.paidAt && <InfoRow label="支付时间">{formatDate(order.payment.paidAt, 'YYYY-MM-DD HH:mm')}</InfoRow>}
          {order.payment.status !== 'paid' && <Note>支付后订单方才确认，工坊开始养护；支付前可申请退回商品。</Note>}
        </DetailCard>
      )}
      {order.returnRequest && (
        <DetailCard title="退回申请">
          <InfoRow label="原因">{order.returnRequest.reason}</InfoRow>
          {order.returnRequest.note && <InfoRow label="说明">{order.returnRequest.note}</InfoRow>}
          <InfoRow label="运费">{order.returnRequest.shippingText}</InfoRow>
          <InfoRow label="保价">{backInsuranceText(order.returnRequest.insuredCents)}</InfoRow>
        </DetailCard>
      )}
      {order.backParcelId !== null && (
        <>
          <SectionLabel text={order.returnRequest ? '退回包裹（工坊寄出）' : '寄回包裹（工坊寄出）'} />
          <ParcelCard parcelId={order.backParcelId} />
        </>
      )}
      {order.reception && <ReceptionCard reception={order.reception} />}
      {order.parcelId !== null && (
        <>
          <SectionLabel text="寄往工坊的包裹" />
          <ParcelCard parcelId={order.parcelId} />
        </>
      )}
      {order.status === 'awaiting_shipment' && (
        <DetailCard title="寄往养护工坊">
          <InfoRow label="收件">{order.workshopText}</InfoRow>
          {order.sendBy && <InfoRow label="寄出期限">{`${formatDate(order.sendBy, 'MM-DD HH:mm')} 前，逾期自动取消`}</InfoRow>}
        </DetailCard>
      )}
      <DetailCard title="问题描述">
        {order.item.stockCode && <InfoRow label="库存编号">{order.item.stockCode}</InfoRow>}
        <Text className="maintain-service__line">{order.problem}</Text>
        <PhotoRow photos={order.photos} />
        <InfoRow label="预估">{`${yuan(order.estimate.lowCents)}–${yuan(order.estimate.highCents)}（预估）`}</InfoRow>
      </DetailCard>
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(order.timeline)} />
      </DetailCard>
    </View>
  )
}

/** pages/maintain/order/detail?id=: the order, its parcels and steps, the timeline; the footer only the current state's actions. */
export function MaintainOrderDetail() {
  const { remote, layout } = useRouteRecord(maintainApi.detail, { watch: underWay })
  const order = remote.data
  return (
    <PageLayout {...layout} footer={order && order.actions.length ? <MaintainActionBar order={order} /> : undefined}>
      {order && <DetailBody order={order} />}
    </PageLayout>
  )
}
