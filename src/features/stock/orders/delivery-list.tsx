import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { usePagedQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { DELIVERY_STATUS_TEXT, stockApi, type Delivery, type DeliveryStatus } from '../api'
import { ItemStrip } from './shared/order-ui'
import { StatusTabs, type StatusTab } from './shared/status-tabs'
import './delivery.less'

type Tab = DeliveryStatus | 'ALL'
const TABS: StatusTab<Tab>[] = [
  { key: 'SHIPPED', label: '运输中' },
  { key: 'SIGNED', label: '已签收' },
  { key: 'ALL', label: '全部' },
]
const EMPTY_TEXT: Record<Tab, string> = { SHIPPED: '没有运输中的包裹', SIGNED: '没有已签收的包裹', ALL: '还没有发货记录' }

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <View className='stock-order-item' onClick={() => navigate('pages/stock/order/delivery/detail/index', { query: { id: delivery.id } })}>
      <View className='stock-order-item__head'>
        <Text>
          {delivery.carrier} {delivery.trackingNo}
        </Text>
        <Text className={`stock-order-item__status ${delivery.status === 'SHIPPED' ? 'stock-order-item__status--active' : 'stock-order-item__status--done'}`}>
          {DELIVERY_STATUS_TEXT[delivery.status]}
        </Text>
      </View>
      <ItemStrip items={delivery.items} />
      <View className='stock-order-item__foot'>
        <View className='stock-order-item__line'>
          <Text className='stock-order-item__who'>
            寄往 {delivery.receiverName} {delivery.receiverAddress}
          </Text>
        </View>
        <View className='stock-order-item__line'>
          <Text className='stock-order-item__when'>发货 {formatDate(delivery.createdAt)}</Text>
        </View>
      </View>
    </View>
  )
}

function DeliveryItems({ tab }: { tab: Tab }) {
  const list = usePagedQuery(stockApi.orders.deliveries, { pageSize: 20, status: tab === 'ALL' ? undefined : tab }, { signedIn: true })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={EMPTY_TEXT[tab]} onRetry={list.reload} />
  return (
    <View className='delivery-list'>
      {list.items.map((delivery) => (
        <DeliveryCard key={delivery.id} delivery={delivery} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

/** pages/stock/order/delivery/list: items sent out, by status. */
export function DeliveryList() {
  const [tab, setTab] = useState<Tab>('SHIPPED')
  return (
    <PageLayout footer={<CreateBar text='新建发货单' path='pages/stock/order/delivery/detail/index' />}>
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <DeliveryItems tab={tab} />
    </PageLayout>
  )
}
