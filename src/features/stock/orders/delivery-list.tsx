import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import { useApiQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { stockApi, type Delivery, type DeliveryStatus } from '../api'
import { DELIVERY_BADGES } from '../shared/badges'
import { OrderRow } from './shared/order-ui'
import { tabCount } from './shared/tab-count'
import './delivery.less'

type Tab = DeliveryStatus | 'ALL'
const TABS: { key: Tab; label: string }[] = [
  { key: 'SHIPPED', label: '运输中' },
  { key: 'SIGNED', label: '已签收' },
  { key: 'ALL', label: '全部' },
]
const EMPTY_TEXT: Record<Tab, string> = { SHIPPED: '没有运输中的包裹', SIGNED: '没有已签收的包裹', ALL: '还没有发货记录' }

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  return (
    <OrderRow
      no={`${delivery.carrier} ${delivery.trackingNo}`}
      badge={DELIVERY_BADGES[delivery.status]}
      items={delivery.items}
      path="pages/stock/order/delivery/detail/index"
      id={delivery.id}
    >
      <View className="stock-order-item__line">
        <Text className="stock-order-item__who">
          寄往 {delivery.receiverName} {delivery.receiverAddress}
        </Text>
      </View>
      <View className="stock-order-item__line">
        <Text className="stock-order-item__when">发货 {formatDate(delivery.createdAt)}</Text>
      </View>
    </OrderRow>
  )
}

/** pages/stock/order/delivery/list?tab=: items sent out, by status, with counts. */
export function DeliveryList() {
  const counts = useApiQuery(stockApi.orders.deliveryCounts, undefined, { signedIn: true })
  return (
    <TabbedList tabs={TABS} count={(tab) => tabCount(counts.data, tab)} footer={<CreateBar text="新建发货单" path="pages/stock/order/delivery/detail/index" />}>
      {(tab) => (
        <PagedQueryRows
          call={stockApi.orders.deliveries}
          params={{ pageSize: 20, status: tab === 'ALL' ? undefined : tab }}
          className="delivery-list"
          empty={EMPTY_TEXT[tab]}
          renderRow={(delivery) => <DeliveryRow delivery={delivery} />}
        />
      )}
    </TabbedList>
  )
}
