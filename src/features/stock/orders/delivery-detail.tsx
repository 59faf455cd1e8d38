import { View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { copyText } from '@/core/native/actions'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type Delivery } from '../api'
import { DELIVERY_BADGES } from '../shared/badges'
import { ItemCard } from '../shared/item-card'
import { DeliveryForm } from './delivery-form'
import { callPhone, phoneText, STOCK_FLOW, StatusHead } from './shared/order-ui'
import './delivery.less'

function DeliveryView() {
  const { record: delivery, layout } = useRouteRecord(stockApi.orders.delivery)
  const action = useFlowAction(STOCK_FLOW)

  const sign = (parcel: Delivery) =>
    void action.run(() => callApi(stockApi.orders.deliverySign, { id: parcel.id }, { handleError: true }), {
      confirm: { title: '确认签收', content: `确认买家${parcel.receiverName}已收到包裹吗？` },
      done: '已确认签收',
    })

  const footer =
    delivery?.status === 'SHIPPED' ? (
      <ActionBar busy={action.busy} actions={[{ key: 'sign', text: '确认签收', kind: 'primary', onTap: () => sign(delivery), loading: action.busy }]} />
    ) : undefined

  return (
    <PageLayout {...layout} footer={footer}>
      {delivery && (
        <View className="delivery-detail">
          <StatusHead
            badge={DELIVERY_BADGES[delivery.status]}
            description={delivery.status === 'SIGNED' && delivery.signedAt ? `${formatDate(delivery.signedAt)} 已签收` : `${delivery.carrier} 运输中，签收后请确认`}
          />
          <DetailCard title="物流信息">
            <InfoRow label="快递公司" value={delivery.carrier} />
            <InfoRow label="快递单号" value={delivery.trackingNo} onClick={() => void copyText(delivery.trackingNo)} action="复制" />
            <InfoRow label="发货单号" value={delivery.deliveryNo} />
            <InfoRow label="发货时间" value={formatDate(delivery.createdAt)} />
            {delivery.signedAt && <InfoRow label="签收时间" value={formatDate(delivery.signedAt)} />}
          </DetailCard>
          <DetailCard title="收货人">
            <InfoRow label="姓名" value={delivery.receiverName} />
            <InfoRow label="手机号" value={phoneText(delivery.receiverPhone)} onClick={() => callPhone(delivery.receiverPhone)} action="拨打" />
            <InfoRow label="地址" value={delivery.receiverAddress} />
          </DetailCard>
          <DetailCard title={`发出商品（${delivery.items.length}件）`}>
            {delivery.items.map((item) => (
              <ItemCard key={item.id} item={item} onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })} />
            ))}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}

/**
 * pages/stock/order/delivery/detail?id=: one delivery, signed for from here. Without an id
 * (?itemIds=…) it is the form that ships items.
 */
export function DeliveryDetail() {
  const { params } = useCurrentRoute()
  return params.id ? <DeliveryView /> : <DeliveryForm itemIdsParam={params.itemIds} />
}
