import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { usePagedQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { StateView } from '@/shared/ui/state-view'
import { OFFLINE_STATUS_TEXT, stockApi, type OfflineOrder, type OfflineStatus } from '../api'
import { marginText } from '../shared/profit'
import { ItemStrip } from './shared/order-ui'
import { StatusTabs, type StatusTab } from './shared/status-tabs'
import './offline.less'
import './offline-profit.less'

type Tab = OfflineStatus | 'ALL'
const TABS: StatusTab<Tab>[] = [
  { key: 'ALL', label: '全部' },
  { key: 'COMPLETED', label: '已成交' },
  { key: 'CANCELLED', label: '已取消' },
]

function OfflineCard({ order }: { order: OfflineOrder }) {
  return (
    <View className='stock-order-item' onClick={() => navigate('pages/stock/order/offline/detail/index', { query: { id: order.id } })}>
      <View className='stock-order-item__head'>
        <Text>订单号 {order.orderNo}</Text>
        <Text className={`stock-order-item__status ${order.status === 'COMPLETED' ? 'stock-order-item__status--done' : ''}`}>{OFFLINE_STATUS_TEXT[order.status]}</Text>
      </View>
      <ItemStrip items={order.lines.map((line) => line.item)} />
      <View className='stock-order-item__foot'>
        <View className='stock-order-item__line'>
          <Text className='stock-order-item__who'>
            {order.buyerName} · {order.paymentMethod}
          </Text>
          <Text className='stock-order-item__when'>付款 {formatDate(order.paidAt)}</Text>
        </View>
        <View className='stock-order-item__sum'>
          {order.status === 'COMPLETED' && order.profitCents !== null && (
            <Text className='offline-profit-tag'>
              利润 {yuan(order.profitCents)} · {marginText(order.profitCents, order.totalCents)}
            </Text>
          )}
          合计 <Text className='stock-order-item__money'>{yuan(order.totalCents)}</Text>
        </View>
      </View>
    </View>
  )
}

function OfflineItems({ tab, keyword }: { tab: Tab; keyword: string }) {
  const list = usePagedQuery(
    stockApi.orders.offlineOrders,
    { pageSize: 20, status: tab === 'ALL' ? undefined : tab, keyword: keyword || undefined },
    { signedIn: true },
  )
  if (list.status !== 'ready') {
    const emptyText = keyword ? `没有找到与“${keyword}”相关的订单` : tab === 'CANCELLED' ? '没有已取消的订单' : '还没有线下订单'
    return <StateView status={list.status} error={list.error} emptyText={emptyText} onRetry={list.reload} />
  }
  return (
    <View className='offline-list'>
      {list.items.map((order) => (
        <OfflineCard key={order.id} order={order} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

/** pages/stock/order/offline/list: sales made outside the platform, by status and keyword. */
export function OfflineList() {
  const [tab, setTab] = useState<Tab>('ALL')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  return (
    <PageLayout footer={<CreateBar text='新建线下订单' path='pages/stock/order/offline/create/index' />}>
      <SearchBar
        value={typed}
        placeholder='搜索买家、手机号、订单号、商品'
        button
        onChange={(value) => {
          setTyped(value)
          // clearing the box shows every order again
          if (!value) setKeyword('')
        }}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <OfflineItems tab={tab} keyword={keyword} />
    </PageLayout>
  )
}
