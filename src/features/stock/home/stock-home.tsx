import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useSession } from '@/core/session/store'
import { navigate } from '@/core/navigation'
import { yuanCompact } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { EntryGrid } from '@/shared/ui/entry-grid'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { StateView } from '@/shared/ui/state-view'
import { stockApi, type StockOverview } from '../api'
import { marginText } from '../shared/profit'
import { stockEntries } from './stock-entries'
import { AGE_RANGES } from '../inventory/list-query'
import './stock-home.less'

/** The button's name, as the inventory list's CreateBar and the page it opens say it. */
const STOCK_IN_TEXT = '商品入库'

/** The inventory list filtered to one stock-age bucket of the chart. */
function openAge(label: string) {
  const range = AGE_RANGES.find((candidate) => candidate.text === label)
  const query: Record<string, number> = {}
  if (range?.min !== undefined) query.minAgeDays = range.min
  if (range?.max !== undefined) query.maxAgeDays = range.max
  void navigate('pages/stock/inventory/stock/list/index', { query })
}

function Stat({ value, label, onClick }: { value: string; label: string; onClick?: () => void }) {
  return (
    <View className="stock-home__stat" onClick={onClick}>
      <Text className="stock-home__value">{value}</Text>
      <Text className="stock-home__label">{label}</Text>
    </View>
  )
}

/** The card's frame with its figures: the overview, or dashes while it loads (no jump after). */
function Overview({ overview }: { overview?: StockOverview }) {
  const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-US'))
  // null: a member of staff the owner does not let see costs.
  const money = (cents: number | null | undefined) => (cents === undefined ? '—' : cents === null ? '***' : yuanCompact(cents))
  const buckets = overview?.ageBuckets ?? []
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0) || 1
  const openOffline = () => navigate('pages/stock/order/offline/list/index')
  return (
    <View className="hero-card" aria-busy={overview ? undefined : 'true'}>
      <View className="stock-home__shop">{overview?.shopName ?? '加载中…'}</View>
      <View className="stock-home__stats">
        <Stat value={count(overview?.inStockCount)} label="在库商品" onClick={() => navigate('pages/stock/inventory/stock/list/index')} />
        <Stat value={money(overview?.costValueCents)} label="库存成本" />
        <Stat value={count(overview?.lockedCount)} label="锁单中" onClick={() => navigate('pages/stock/order/lock/list/index')} />
      </View>
      <View className="stock-home__month-title" onClick={openOffline}>
        <Text>本月销售</Text>
        <Text className="stock-home__more">线下订单 ›</Text>
      </View>
      <View className="stock-home__stats stock-home__stats--month" onClick={openOffline}>
        <Stat value={count(overview?.soldThisMonth)} label="售出(件)" />
        <Stat value={money(overview?.salesThisMonthCents)} label="销售额" />
        <Stat value={money(overview?.profitThisMonthCents)} label="毛利" />
        <Stat value={overview ? (overview.profitThisMonthCents === null ? '***' : marginText(overview.profitThisMonthCents, overview.salesThisMonthCents)) : '—'} label="毛利率" />
      </View>
      <View className="stock-home__age-title">
        <Text>库龄分布</Text>
        <Button className="stock-home__add" type="primary" size="small" onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { mode: 'create' } })}>
          {STOCK_IN_TEXT}
        </Button>
      </View>
      {!overview ? (
        <View className="stock-home__age-placeholder" />
      ) : overview.inStockCount === 0 ? (
        // Nothing held: empty bars say nothing, the way to the first item does.
        <View className="stock-home__empty">店里还没有在库商品，点击「{STOCK_IN_TEXT}」添加第一件</View>
      ) : (
        buckets.map((bucket) => (
          <View key={bucket.label} className="stock-home__age" onClick={() => openAge(bucket.label)}>
            <Text className="stock-home__age-label">{bucket.label}</Text>
            <View className="stock-home__age-bar">
              <View className="stock-home__age-fill" style={{ width: `${(bucket.count / total) * 100}%` }} />
            </View>
            <Text className="stock-home__age-count">{bucket.count.toLocaleString('en-US')}</Text>
          </View>
        ))
      )}
      {overview && overview.warningCount > 0 && (
        <View className="stock-home__warning" onClick={() => navigate('pages/stock/inventory/warning/list/index')}>
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
      {remote.status === 'error' || remote.status === 'empty' ? (
        <StateView status={remote.status} error={remote.error} onRetry={remote.reload} />
      ) : (
        <Overview overview={remote.status === 'ready' ? remote.data : undefined} />
      )}
      <EntryGrid title="库存管理" entries={stockEntries(remote.data?.warningCount)} />
    </>
  )
}

function SignedOut() {
  usePullDownRefresh(() => Taro.stopPullDownRefresh())
  return (
    <>
      <LoginPrompt text="登录后查看店铺库存" />
      <EntryGrid title="库存管理" entries={stockEntries()} />
    </>
  )
}

/** The stock tab: the shop's totals, stock age and every stock function. */
export function StockHome() {
  const token = useSession((state) => state.userToken)
  return token ? <SignedInOverview /> : <SignedOut />
}
