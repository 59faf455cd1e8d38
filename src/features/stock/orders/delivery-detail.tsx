import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { copyText } from '@/core/native/actions'
import { formatDate } from '@/shared/format/date'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { DELIVERY_STATUS_TEXT, stockApi } from '../api'
import { ItemCard } from '../shared/item-card'
import { DeliveryForm } from './delivery-form'
import { callPhone, confirmAction, InfoRow, OrderCard, phoneText, StatusBanner } from './shared/order-ui'
import './delivery.less'

function DeliveryView({ id }: { id: number }) {
  const remote = useApiQuery(stockApi.orders.delivery, { id }, { signedIn: true })
  const [signing, setSigning] = useState(false)
  const delivery = remote.data

  const sign = async () => {
    if (!delivery || signing) return
    const confirmed = await confirmAction('确认签收', `确认买家${delivery.receiverName}已收到包裹吗？`)
    if (!confirmed) return
    setSigning(true)
    try {
      await callApi(stockApi.orders.deliverySign, { id: delivery.id })
      void Taro.showToast({ title: '已确认签收', icon: 'success' })
      await invalidatePaths('/stock')
    } catch (error) {
      reportError(error)
    } finally {
      setSigning(false)
    }
  }

  const footer =
    delivery?.status === 'SHIPPED' ? (
      <Button type='primary' block loading={signing} onClick={() => void sign()}>
        确认签收
      </Button>
    ) : undefined

  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={footer}>
      {delivery && (
        <View className='delivery-detail'>
          <StatusBanner
            title={DELIVERY_STATUS_TEXT[delivery.status]}
            description={delivery.status === 'SIGNED' && delivery.signedAt ? `${formatDate(delivery.signedAt)} 已签收` : `${delivery.carrier} 运输中，签收后请确认`}
            tone={delivery.status === 'SHIPPED' ? 'active' : 'done'}
          />
          <OrderCard title='物流信息'>
            <InfoRow label='快递公司' value={delivery.carrier} />
            <InfoRow
              label='快递单号'
              value={delivery.trackingNo}
              onClick={() => void copyText(delivery.trackingNo)}
              extra={<Text className='stock-order-link'>复制</Text>}
            />
            <InfoRow label='发货单号' value={delivery.deliveryNo} />
            <InfoRow label='发货时间' value={formatDate(delivery.createdAt)} />
            {delivery.signedAt && <InfoRow label='签收时间' value={formatDate(delivery.signedAt)} />}
          </OrderCard>
          <OrderCard title='收货人'>
            <InfoRow label='姓名' value={delivery.receiverName} />
            <InfoRow label='手机号' value={phoneText(delivery.receiverPhone)} onClick={() => callPhone(delivery.receiverPhone)} extra={<Text className='stock-order-link'>拨打</Text>} />
            <InfoRow label='地址' value={delivery.receiverAddress} />
          </OrderCard>
          <OrderCard title={`发出商品（${delivery.items.length}件）`}>
            {delivery.items.map((item) => (
              <ItemCard key={item.id} item={item} onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })} />
            ))}
          </OrderCard>
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
  const id = Number(params.id) || 0
  return id ? <DeliveryView id={id} /> : <DeliveryForm itemIdsParam={params.itemIds} />
}
