import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { SearchBar } from '@/shared/ui/search-bar'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { stockApi, type OfflineOrder, type OfflineStatus } from '../api'
import { OFFLINE_BADGES } from '../shared/badges'
import { marginText } from '../shared/profit'
import { OrderRow } from './shared/order-ui'
import { tabCount } from './shared/tab-count'
import './offline.less'
import './offline-profit.less'

type Tab = OfflineStatus | 'ALL'
const TABS: { key: Tab; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'COMPLETED', label: '已成交' },
  { key: 'CANCELLED', label: '已取消' },
]

function OfflineRow({ order }: { order: OfflineOrder }) {
  return (
    <OrderRow
      no={`订单号 ${order.orderNo}`}
      badge={OFFLINE_BADGES[order.status]}
      items={order.lines.map((line) => line.item)}
      path="pages/stock/order/offline/detail/index"
      id={order.id}
    >
      <View className="stock-order-item__line">
        <Text className="stock-order-item__who">
          {order.buyerName} · {order.paymentMethod}
        </Text>
        <Text className="stock-order-item__when">付款 {formatDate(order.paidAt)}</Text>
      </View>
      <View className="stock-order-item__sum">
        {order.status === 'COMPLETED' && order.profitCents !== null && (
          <Text className="offline-profit-tag">
            利润 {yuan(order.profitCents)} · {marginText(order.profitCents, order.totalCents)}
          </Text>
        )}
        合计 <Text className="stock-order-item__money">{yuan(order.totalCents)}</Text>
      </View>
    </OrderRow>
  )
}

const emptyText = (tab: Tab, keyword: string) => (keyword ? `没有找到与“${keyword}”相关的订单` : tab === 'CANCELLED' ? '没有已取消的订单' : '还没有线下订单')

/** pages/stock/order/offline/list?tab=: sales made outside the platform, by status and keyword, with counts (of the search's matches). */
export function OfflineList() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const counts = useApiQuery(stockApi.orders.offlineCounts, { keyword: keyword || undefined }, { signedIn: true })
  return (
    <TabbedList
      tabs={TABS}
      count={(tab) => tabCount(counts.data, tab)}
      footer={<CreateBar text="新建线下订单" path="pages/stock/order/offline/create/index" />}
      toolbar={
        <SearchBar
          value={typed}
          placeholder="搜索买家、手机号、订单号、商品"
          button
          onChange={(value) => {
            setTyped(value)
            // clearing the box shows every order again
            if (!value) setKeyword('')
          }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      }
    >
      {(tab) => (
        <PagedQueryRows
          call={stockApi.orders.offlineOrders}
          params={{ pageSize: 20, status: tab === 'ALL' ? undefined : tab, keyword: keyword || undefined }}
          className="offline-list"
          empty={emptyText(tab, keyword)}
          renderRow={(order) => <OfflineRow order={order} />}
        />
      )}
    </TabbedList>
  )
}
