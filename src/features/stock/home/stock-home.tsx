import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useSession } from '@/core/session/store'
import { navigate } from '@/core/navigation'
import { formatCentsCompact } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { EntryGrid } from '@/shared/ui/entry-grid'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { StateView } from '@/shared/ui/state-view'
import { stockApi, type StockOverview } from '../api'
import { stockEntries } from './stock-entries'
import { AGE_RANGES } from '../inventory/list-query'
import './stock-home.less'

/** The inventory list filtered to one stock-age bucket of the chart. */
function openAge(label: string) {
  const range = AGE_RANGES.find((candidate) => candidate.text === label)
  const query: Record<string, number> = {}
  if (range?.min !== undefined) query.minAgeDays = range.min
  if (range?.max !== undefined) query.maxAgeDays = range.max
  void navigate('pages/stock/inventory/stock/list/index', { query })
}

function Overview({ overview }: { overview: StockOverview }) {
  const total = overview.ageBuckets.reduce((sum, bucket) => sum + bucket.count, 0) || 1
  return (
    <View className='hero-card'>
      <View className='stock-home__shop'>{overview.shopName}</View>
      <View className='stock-home__stats'>
        <View className='stock-home__stat' onClick={() => navigate('pages/stock/inventory/stock/list/index')}>
          <Text className='stock-home__value'>{overview.inStockCount.toLocaleString('en-US')}</Text>
          <Text className='stock-home__label'>在库商品</Text>
        </View>
        <View className='stock-home__stat'>
          <Text className='stock-home__value'>{formatCentsCompact(overview.costValueCents)}</Text>
          <Text className='stock-home__label'>库存成本(元)</Text>
        </View>
        <View className='stock-home__stat' onClick={() => navigate('pages/stock/order/lock/list/index')}>
          <Text className='stock-home__value'>{overview.lockedCount.toLocaleString('en-US')}</Text>
          <Text className='stock-home__label'>锁单中</Text>
        </View>
        <View className='stock-home__stat' onClick={() => navigate('pages/stock/order/offline/list/index')}>
          <Text className='stock-home__value'>{overview.soldThisMonth.toLocaleString('en-US')}</Text>
          <Text className='stock-home__label'>本月售出</Text>
        </View>
      </View>
      <View className='stock-home__age-title'>
        <Text>库龄分布</Text>
        <Text className='stock-home__add' onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { mode: 'create' } })}>
          + 商品入库
        </Text>
      </View>
      {overview.inStockCount === 0 ? (
        // Nothing held: empty bars say nothing, the way to the first item does.
        <View className='stock-home__empty'>店里还没有在库商品，点击「+ 商品入库」添加第一件</View>
      ) : (
        overview.ageBuckets.map((bucket) => (
          <View key={bucket.label} className='stock-home__age' onClick={() => openAge(bucket.label)}>
            <Text className='stock-home__age-label'>{bucket.label}</Text>
            <View className='stock-home__age-bar'>
              <View className='stock-home__age-fill' style={{ width: `${(bucket.count / total) * 100}%` }} />
            </View>
            <Text className='stock-home__age-count'>{bucket.count.toLocaleString('en-US')}</Text>
          </View>
        ))
      )}
      {overview.warningCount > 0 && (
        <View className='stock-home__warning' onClick={() => navigate('pages/stock/inventory/warning/list/index')}>
          {overview.warningCount} 件商品触发库存预警，去查看 ›
        </View>
      )}
    </View>
  )
}

function SignedInOverview() {
  // The tab page stays mounted: back from stocking in, selling, locking or deleting, and back to
  // this tab, the figures are asked again (the old ones stay on screen meanwhile).
  const remote = useApiQuery(stockApi.overview)
  return (
    <>
      {remote.status === 'ready' && remote.data ? (
        <Overview overview={remote.data} />
      ) : (
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={remote.reload} />
      )}
      <EntryGrid title='库存管理' entries={stockEntries(remote.data?.warningCount)} />
    </>
  )
}

function SignedOut() {
  usePullDownRefresh(() => Taro.stopPullDownRefresh())
  return (
    <>
      <LoginPrompt text='登录后查看店铺库存' />
      <EntryGrid title='库存管理' entries={stockEntries()} />
    </>
  )
}

/** The stock tab: the shop's totals, stock age and every stock function. */
export function StockHome() {
  const token = useSession((state) => state.userToken)
  return token ? <SignedInOverview /> : <SignedOut />
}
