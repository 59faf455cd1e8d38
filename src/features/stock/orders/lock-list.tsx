import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { LOCK_STATUS_TEXT, stockApi, type LockStatus, type StockLock } from '../api'
import { LOCK_BADGES } from '../shared/badges'
import { OrderRow, phoneText } from './shared/order-ui'
import { tabCount } from './shared/tab-count'
import { timeLeftText } from './shared/time-left'
import './lock.less'

type Tab = LockStatus | 'ALL'
const TABS: { key: Tab; label: string }[] = [
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

function LockRow({ lock }: { lock: StockLock }) {
  return (
    <OrderRow
      no={`锁单号 ${lock.lockNo}`}
      badge={{ ...LOCK_BADGES[lock.status], text: lockStateText(lock) }}
      items={lock.items}
      path="pages/stock/order/lock/detail/index"
      id={lock.id}
    >
      <View className="stock-order-item__line">
        <Text className="stock-order-item__who">
          {lock.buyerName} {phoneText(lock.buyerPhone)}
        </Text>
        <Text className="stock-order-item__when">到期 {formatDate(lock.expireAt, 'MM-DD HH:mm')}</Text>
      </View>
      <View className="stock-order-item__sum">
        定金 <Text className="stock-order-item__money">{yuan(lock.depositCents)}</Text>
      </View>
    </OrderRow>
  )
}

/** pages/stock/order/lock/list?tab=: the shop's locks by status, with counts. */
export function LockList() {
  const counts = useApiQuery(stockApi.orders.lockCounts, undefined, { signedIn: true })
  return (
    <TabbedList tabs={TABS} count={(tab) => tabCount(counts.data, tab)} footer={<CreateBar text="新建锁单" path="pages/stock/order/lock/create/index" />}>
      {(tab) => (
        <PagedQueryRows
          call={stockApi.orders.locks}
          params={{ pageSize: 20, status: tab === 'ALL' ? undefined : tab }}
          className="lock-list"
          empty={EMPTY_TEXT[tab]}
          renderRow={(lock) => <LockRow lock={lock} />}
        />
      )}
    </TabbedList>
  )
}
