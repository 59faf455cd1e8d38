import { Text, View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import type { BadgeEntry } from '@/shared/ui/status-badge'
import { LOCK_STATUS_TEXT, stockApi, type StockLock } from '../api'
import { LOCK_BADGES } from '../shared/badges'
import { ItemCard, priceOrUnset } from '../shared/item-card'
import { callPhone, phoneText, STOCK_FLOW, StatusHead } from './shared/order-ui'
import { timeLeftText } from './shared/time-left'
import './lock.less'

function headOf(lock: StockLock): { badge: BadgeEntry; description: string } {
  switch (lock.status) {
    case 'ACTIVE':
      return { badge: { ...LOCK_BADGES.ACTIVE, text: `锁单中 · ${timeLeftText(lock.expireAt)}` }, description: `${formatDate(lock.expireAt)} 到期，到期后商品自动回到库存` }
    case 'SOLD':
      return { badge: LOCK_BADGES.SOLD, description: '已转为线下订单' }
    case 'EXPIRED':
      return { badge: LOCK_BADGES.EXPIRED, description: '锁单已到期，商品已回到库存' }
    case 'RELEASED':
      return { badge: LOCK_BADGES.RELEASED, description: '锁单已释放，商品已回到库存' }
  }
}

const isActive = (lock: StockLock) => lock.status === 'ACTIVE'

/** pages/stock/order/lock/detail?id=: one lock, released or turned into an offline order from here. */
export function LockDetail() {
  // Asked again while the hold runs (a sale elsewhere ends it) and just after it expires.
  const { record: lock, layout } = useRouteRecord(stockApi.orders.lock, { watch: isActive, dueAt: (held) => (isActive(held) ? held.expireAt : null) })
  const action = useFlowAction(STOCK_FLOW)

  const release = (held: StockLock) =>
    void action.run(() => callApi(stockApi.orders.lockRelease, { id: held.id }, { handleError: true }), {
      confirm: { title: '释放锁单', content: `释放后${held.items.length > 1 ? `这${held.items.length}件商品` : '商品'}将回到库存，可被其他买家购买。确定释放吗？`, danger: true },
      done: '锁单已释放',
    })

  const footer =
    lock && isActive(lock) ? (
      <ActionBar
        busy={action.busy}
        actions={[
          { key: 'release', text: '释放锁单', kind: 'danger', onTap: () => release(lock), loading: action.busy },
          { key: 'sell', text: '转线下订单', kind: 'primary', onTap: () => void navigate('pages/stock/order/offline/create/index', { query: { lockId: lock.id } }) },
        ]}
      />
    ) : undefined

  return (
    <PageLayout {...layout} footer={footer}>
      {lock && (
        <View className="lock-detail">
          <StatusHead {...headOf(lock)} />
          <DetailCard title={`锁定商品（${lock.items.length}件）`}>
            {lock.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })}
                figures={<Text className="stock-item__price">零售 {priceOrUnset(item.retailCents)}</Text>}
              />
            ))}
            {!lock.items.length && <View className="lock-detail__gone">商品已被删除</View>}
          </DetailCard>
          <DetailCard title="买家信息">
            <InfoRow label="买家" value={lock.buyerName} />
            <InfoRow label="手机号" value={phoneText(lock.buyerPhone)} onClick={() => callPhone(lock.buyerPhone)} action="拨打" />
            <InfoRow label="定金" value={<Text className="lock-detail__deposit">{yuan(lock.depositCents)}</Text>} />
          </DetailCard>
          <DetailCard title="锁单信息">
            <InfoRow label="锁单号" value={lock.lockNo} />
            <InfoRow label="状态" value={LOCK_STATUS_TEXT[lock.status]} />
            <InfoRow label="锁单时间" value={formatDate(lock.createdAt)} />
            <InfoRow label="到期时间" value={formatDate(lock.expireAt)} />
            <InfoRow label="备注" value={lock.note || '无'} />
            {lock.offlineOrderId !== null && (
              <InfoRow label="线下订单" value="查看订单" onClick={() => navigate('pages/stock/order/offline/detail/index', { query: { id: lock.offlineOrderId! } })} />
            )}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
