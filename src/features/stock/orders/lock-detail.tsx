import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
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
import { LOCK_STATUS_TEXT, stockApi, type StockLock } from '../api'
import { ItemCard, priceOrUnset } from '../shared/item-card'
import { callPhone, confirmAction, InfoRow, OrderCard, phoneText, StatusBanner } from './shared/order-ui'
import { timeLeftText } from './shared/time-left'
import './lock.less'

function bannerOf(lock: StockLock): { title: string; description: string; tone: 'active' | 'done' | 'muted' } {
  switch (lock.status) {
    case 'ACTIVE':
      return { title: `锁单中 · ${timeLeftText(lock.expireAt)}`, description: `${formatDate(lock.expireAt)} 到期，到期后商品自动回到库存`, tone: 'active' }
    case 'SOLD':
      return { title: '已成交', description: '已转为线下订单', tone: 'done' }
    case 'EXPIRED':
      return { title: '已过期', description: '锁单已到期，商品已回到库存', tone: 'muted' }
    case 'RELEASED':
      return { title: '已释放', description: '锁单已释放，商品已回到库存', tone: 'muted' }
  }
}

/** pages/stock/order/lock/detail?id=: one lock, released or turned into an offline order from here. */
export function LockDetail() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const remote = useApiQuery(stockApi.orders.lock, { id }, { signedIn: true })
  const [releasing, setReleasing] = useState(false)
  const lock = remote.data

  const release = async () => {
    if (!lock || releasing) return
    const confirmed = await confirmAction('释放锁单', `释放后${lock.items.length > 1 ? `这${lock.items.length}件商品` : '商品'}将回到库存，可被其他买家购买。确定释放吗？`, true)
    if (!confirmed) return
    setReleasing(true)
    try {
      await callApi(stockApi.orders.lockRelease, { id: lock.id })
      void Taro.showToast({ title: '锁单已释放', icon: 'success' })
      // The items are back in stock: every stock answer is stale, this lock asked again.
      await invalidatePaths('/stock')
    } catch (error) {
      reportError(error)
    } finally {
      setReleasing(false)
    }
  }

  const footer =
    lock?.status === 'ACTIVE' ? (
      <View className='stock-order-actions'>
        <Button fill='outline' loading={releasing} onClick={() => void release()}>
          释放锁单
        </Button>
        <Button type='primary' onClick={() => navigate('pages/stock/order/offline/create/index', { query: { lockId: lock.id } })}>
          转线下订单
        </Button>
      </View>
    ) : undefined

  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={footer}>
      {lock && (
        <View className='lock-detail'>
          <StatusBanner {...bannerOf(lock)} />
          <OrderCard title={`锁定商品（${lock.items.length}件）`}>
            {lock.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })}
                figures={<Text className='stock-item__price'>零售 {priceOrUnset(item.retailCents)}</Text>}
              />
            ))}
            {!lock.items.length && <View className='lock-detail__gone'>商品已被删除</View>}
          </OrderCard>
          <OrderCard title='买家信息'>
            <InfoRow label='买家' value={lock.buyerName} />
            <InfoRow label='手机号' value={phoneText(lock.buyerPhone)} onClick={() => callPhone(lock.buyerPhone)} extra={<Text className='stock-order-link'>拨打</Text>} />
            <InfoRow label='定金' value={<Text className='lock-detail__deposit'>{yuan(lock.depositCents)}</Text>} />
          </OrderCard>
          <OrderCard title='锁单信息'>
            <InfoRow label='锁单号' value={lock.lockNo} />
            <InfoRow label='状态' value={LOCK_STATUS_TEXT[lock.status]} />
            <InfoRow label='锁单时间' value={formatDate(lock.createdAt)} />
            <InfoRow label='到期时间' value={formatDate(lock.expireAt)} />
            <InfoRow label='备注' value={lock.note || '无'} />
            {lock.offlineOrderId !== null && (
              <InfoRow
                label='线下订单'
                value='查看订单'
                onClick={() => navigate('pages/stock/order/offline/detail/index', { query: { id: lock.offlineOrderId! } })}
              />
            )}
          </OrderCard>
        </View>
      )}
    </PageLayout>
  )
}
