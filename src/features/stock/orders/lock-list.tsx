import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { usePagedQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { LOCK_STATUS_TEXT, stockApi, type LockStatus, type StockLock } from '../api'
import { ItemStrip, phoneText } from './shared/order-ui'
import { StatusTabs, type StatusTab } from './shared/status-tabs'
import { timeLeftText } from './shared/time-left'
import './lock.less'

type Tab = LockStatus | 'ALL'
const TABS: StatusTab<Tab>[] = [
  { key: 'ACTIVE', label: '锁单中' },
  { key: 'RELEASED', label: '已释放' },
  { key: 'EXPIRED', label: '已过期' },
  { key: 'SOLD', label: '已成交' },
  { key: 'ALL', label: '全部' },
]
const EMPTY_TEXT: Record<Tab, string> = {
  ACTIVE: '没有锁单中的商品',
  RELEASED: '没有已释放的锁单',
  EXPIRED: '没有已过期的锁单',
  SOLD: '没有已成交的锁单',
  ALL: '还没有锁单，在库存商品详情里可以为买家锁单',
}

/** The expiry of an ACTIVE lock as time left; other states as their name. */
export function lockStateText(lock: StockLock, now = Date.now()): string {
  if (lock.status !== 'ACTIVE') return LOCK_STATUS_TEXT[lock.status]
  return timeLeftText(lock.expireAt, now)
}

function LockCard({ lock }: { lock: StockLock }) {
  const active = lock.status === 'ACTIVE'
  return (
    <View className='stock-order-item' onClick={() => navigate('pages/stock/order/lock/detail/index', { query: { id: lock.id } })}>
      <View className='stock-order-item__head'>
        <Text>锁单号 {lock.lockNo}</Text>
        <Text className={`stock-order-item__status ${active ? 'stock-order-item__status--active' : lock.status === 'SOLD' ? 'stock-order-item__status--done' : ''}`}>
          {lockStateText(lock)}
        </Text>
      </View>
      <ItemStrip items={lock.items} />
      <View className='stock-order-item__foot'>
        <View className='stock-order-item__line'>
          <Text className='stock-order-item__who'>
            {lock.buyerName} {phoneText(lock.buyerPhone)}
          </Text>
          <Text className='stock-order-item__when'>到期 {formatDate(lock.expireAt, 'MM-DD HH:mm')}</Text>
        </View>
        <View className='stock-order-item__sum'>
          定金 <Text className='stock-order-item__money'>{yuan(lock.depositCents)}</Text>
        </View>
      </View>
    </View>
  )
}

function LockItems({ tab }: { tab: Tab }) {
  const list = usePagedQuery(stockApi.orders.locks, { pageSize: 20, status: tab === 'ALL' ? undefined : tab }, { signedIn: true })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={EMPTY_TEXT[tab]} onRetry={list.reload} />
  return (
    <View className='lock-list'>
      {list.items.map((lock) => (
        <LockCard key={lock.id} lock={lock} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

/** pages/stock/order/lock/list: the shop's locks by status. */
export function LockList() {
  const [tab, setTab] = useState<Tab>('ACTIVE')
  return (
    <PageLayout footer={<CreateBar text='新建锁单' path='pages/stock/order/lock/create/index' />}>
      <StatusTabs tabs={TABS} value={tab} onChange={setTab} />
      <LockItems tab={tab} />
    </PageLayout>
  )
}
