import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { OFFLINE_STATUS_TEXT, stockApi, type OfflineOrder } from '../api'
import { ItemCard, LabelledPrice } from '../shared/item-card'
import { marginText } from '../shared/profit'
import { callPhone, confirmAction, InfoRow, OrderCard, phoneText, StatusBanner } from './shared/order-ui'
import { COST_HIDDEN_TEXT, useCostVisible } from '../shared/use-cost-visible'
import './offline.less'
import './offline-profit.less'

/** 成交价 − 成本 = 利润, with the margin: what the sale earned. */
function Profit({ order }: { order: OfflineOrder }) {
  const costVisible = useCostVisible()
  if (costVisible === false) return <View className='offline-profit offline-profit--unknown'>{COST_HIDDEN_TEXT}</View>
  if (order.costCents === null || order.profitCents === null) return <View className='offline-profit offline-profit--unknown'>有商品未填成本，无法计算利润</View>
  return (
    <View className='offline-profit'>
      <View className='offline-profit__row'>
        <Text>成交价</Text>
        <Text>{yuan(order.totalCents)}</Text>
      </View>
      <View className='offline-profit__row'>
        <Text>成本</Text>
        <Text>{yuan(-order.costCents)}</Text>
      </View>
      <View className='offline-profit__row offline-profit__row--result'>
        <Text>利润（毛利率 {marginText(order.profitCents, order.totalCents)}）</Text>
        <Text className={order.profitCents < 0 ? 'offline-profit__loss' : 'offline-profit__gain'}>{yuan(order.profitCents)}</Text>
      </View>
    </View>
  )
}

function Certificates({ order }: { order: OfflineOrder }) {
  const manage = () => navigate('pages/stock/order/offline/certificates/index', { query: { id: order.id } })
  return (
    <OrderCard
      title={`付款凭证（${order.certificates.length}张）`}
      extra={
        order.status === 'COMPLETED' ? (
          <Text className='stock-order-link' onClick={manage}>
            管理
          </Text>
        ) : undefined
      }
    >
      <View className='stock-order-photos'>
        {order.certificates.map((url, index) => (
          <Photo
            key={`${url}-${index}`}
            className='stock-order-photos__photo'
            src={url}
            mode='aspectFill'
            aria-label={`付款凭证${index + 1}`}
            onClick={() => void previewPhotos(order.certificates, index)}
          />
        ))}
        {!order.certificates.length && <View className='offline-detail__empty'>暂无凭证</View>}
      </View>
    </OrderCard>
  )
}

/** pages/stock/order/offline/detail?id=: one offline sale; cancel it, manage its certificates or ship it. */
export function OfflineDetail() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const remote = useApiQuery(stockApi.orders.offlineOrder, { id }, { signedIn: true })
  const [cancelling, setCancelling] = useState(false)
  const order = remote.data

  const cancel = async () => {
    if (!order || cancelling) return
    const confirmed = await confirmAction('取消订单', '取消后订单作废，商品将回到库存。确定取消该订单吗？', true)
    if (!confirmed) return
    setCancelling(true)
    try {
      await callApi(stockApi.orders.offlineCancel, { id: order.id })
      void Taro.showToast({ title: '订单已取消', icon: 'success' })
      // The items are back in stock: every stock answer is stale, this order asked again.
      await invalidatePaths('/stock')
    } catch (error) {
      reportError(error)
    } finally {
      setCancelling(false)
    }
  }

  const soldIds = order?.lines.filter((line) => line.item.status === 'SOLD').map((line) => line.item.id) ?? []
  const footer =
    order?.status === 'COMPLETED' ? (
      <View className='stock-order-actions'>
        <Button fill='outline' loading={cancelling} onClick={() => void cancel()}>
          取消订单
        </Button>
        <Button fill='outline' onClick={() => navigate('pages/stock/order/offline/certificates/index', { query: { id: order.id } })}>
          管理凭证
        </Button>
        {soldIds.length > 0 && (
          <Button type='primary' onClick={() => navigate('pages/stock/order/delivery/detail/index', { query: { itemIds: soldIds.join(',') } })}>
            发货
          </Button>
        )}
      </View>
    ) : undefined

  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={footer}>
      {order && (
        <View className='offline-detail'>
          <StatusBanner
            title={OFFLINE_STATUS_TEXT[order.status]}
            description={order.status === 'COMPLETED' ? `合计 ${yuan(order.totalCents)} · ${order.paymentMethod}` : '订单已取消，商品已回到库存'}
            tone={order.status === 'COMPLETED' ? 'done' : 'muted'}
          />
          <OrderCard title={`商品（${order.lines.length}件）`}>
            {order.lines.map((line) => (
              <ItemCard
                key={line.item.id}
                item={line.item}
                onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: line.item.id } })}
                figures={
                  <>
                    <LabelledPrice label='成交价' cents={line.priceCents} className='stock-price--peer' />
                    {line.costCents !== null && <LabelledPrice label='成本' cents={line.costCents} className='stock-price--cost' />}
                  </>
                }
              />
            ))}
            {!order.lines.length && <View className='offline-detail__empty'>商品已被删除</View>}
            <View className='stock-order-total'>
              合计 <Text className='stock-order-total__value'>{yuan(order.totalCents)}</Text>
            </View>
            {order.status === 'COMPLETED' && order.lines.length > 0 && <Profit order={order} />}
          </OrderCard>
          <OrderCard title='买家与付款'>
            <InfoRow label='买家' value={order.buyerName} />
            <InfoRow label='手机号' value={phoneText(order.buyerPhone)} onClick={() => callPhone(order.buyerPhone)} extra={<Text className='stock-order-link'>拨打</Text>} />
            <InfoRow label='付款方式' value={order.paymentMethod} />
            <InfoRow label='付款时间' value={formatDate(order.paidAt)} />
          </OrderCard>
          <Certificates order={order} />
          <OrderCard title='订单信息'>
            <InfoRow label='订单号' value={order.orderNo} />
            <InfoRow label='状态' value={OFFLINE_STATUS_TEXT[order.status]} />
            <InfoRow label='开单时间' value={formatDate(order.createdAt)} />
            <InfoRow label='备注' value={order.note || '无'} />
            {order.lockId !== null && (
              <InfoRow label='来源锁单' value='查看锁单' onClick={() => navigate('pages/stock/order/lock/detail/index', { query: { id: order.lockId! } })} />
            )}
          </OrderCard>
        </View>
      )}
    </PageLayout>
  )
}
