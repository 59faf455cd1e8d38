import { Text, View } from '@tarojs/components'
import { Category, Clock, Coupon, Gift, Search, ShieldCheck, Store, Videos } from '@nutui/icons-react-taro'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { useSession } from '@/core/session/store'
import { CSS_COLOR } from '@/core/theme'
import { useApiQuery } from '@/shared/query'
import { hotBrandsOf, useBrandList } from '@/shared/ui/brand-index'
import { EntryGrid, type Entry } from '@/shared/ui/entry-grid'
import { StateView } from '@/shared/ui/state-view'
import { tradeApi } from '../api'
import { CataloguePicks } from './picks'
import { LiveNow } from './sessions'
import { MyTodos } from './todos'
import './trade-home.less'

/** The shortcuts, compact under the search (the search itself is the box on top). */
const ENTRIES: Entry[] = [
  { text: '品牌筛选', icon: <Category size={18} />, path: 'pages/product/brand-filter/index' },
  { text: '拍卖专区', icon: <Clock size={18} />, path: 'pages/product/auction/home-list/index' },
  { text: '直播专区', icon: <Videos size={18} />, path: 'pages/live/list/index' },
  { text: '捡漏', icon: <Gift size={18} />, path: 'pages/live/jianlou/list/index' },
  { text: '我的拍品', icon: <Store size={18} />, path: 'pages/product/smu/list/index' },
  { text: '回收专区', icon: <Coupon size={18} />, path: 'pages/recycle/zone/index' },
  { text: '交易权限', icon: <ShieldCheck size={18} />, path: 'pages/member/apply/home/index' },
]

/** The search entry on top: opens the SKU search (its own page, with suggestions and hot searches). */
function SearchEntry() {
  return (
    <View className="trade-home__search" role="search" aria-label="搜索商品" onClick={() => void navigate('pages/product/sku/search/index')}>
      <Search size={14} color={CSS_COLOR.textFaint} />
      <Text className="trade-home__search-text">搜索品牌、型号，查行情</Text>
    </View>
  )
}

/** 热门品牌: the brand list's hot brands, the same the brand filter shows on top (hotBrandsOf). */
function HotBrands() {
  const brands = useBrandList()
  const hot = hotBrandsOf(brands.data ?? [])
  if (!hot.length) return null
  return (
    <View className="trade-home__section">
      <View className="trade-home__section-title">热门品牌</View>
      <View className="trade-home__brands">
        {hot.map((brand) => (
          <View key={brand.id} className="trade-home__brand" onClick={() => navigate('pages/product/sku/list/index', { query: { brandId: brand.id, brandName: brand.name } })}>
            {brand.name}
          </View>
        ))}
      </View>
    </View>
  )
}

/**
 * The trade tab: the search on top, compact entries, the dealer's to-dos, then goods (the
 * catalogue's most traded, rooms on air and sessions bidding) above the fold, hot brands last.
 */
export function TradeHome() {
  const remote = useApiQuery(tradeApi.home)
  // Under review the tab is the catalogue only: no auction sessions, no consignments, no recycling.
  const audit = useAuditMode()
  const signedIn = Boolean(useSession((state) => state.userToken))
  return (
    <>
      <SearchEntry />
      <View className="trade-home__entries">
        <EntryGrid entries={ENTRIES} />
      </View>
      {signedIn && !audit && <MyTodos />}
      <CataloguePicks picks={remote.data?.picks ?? []} />
      {remote.status === 'ready' && remote.data ? (
        // Under review the tab is the catalogue only: nothing live, nothing to bid on.
        !audit && <LiveNow data={remote.data} updatedAt={remote.updatedAt} />
      ) : (
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={remote.reload} />
      )}
      <HotBrands />
    </>
  )
}
