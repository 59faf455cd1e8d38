import { Text, View } from '@tarojs/components'
import { Category, Clock, Coupon, Gift, Search, ShieldCheck, Store, Videos } from '@nutui/icons-react-taro'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { useSession } from '@/core/session/store'
import { myBidsCall } from '@/features/auction'
import { smuApi } from '@/features/smu'
import { useApiQuery } from '@/shared/query'
import { EntryGrid, type Entry } from '@/shared/ui/entry-grid'
import { StateView } from '@/shared/ui/state-view'
import { tradeApi, type TradeHome as TradeHomeData } from '../api'
import { LiveNow } from './sessions'
import './trade-home.less'

const ENTRIES: Entry[] = [
  { text: '品牌筛选', icon: <Category size={20} />, path: 'pages/product/brand-filter/index' },
  { text: '搜索商品', icon: <Search size={20} />, path: 'pages/product/sku/search/index' },
  { text: '拍卖专区', icon: <Clock size={20} />, path: 'pages/product/auction/home-list/index' },
  { text: '直播专区', icon: <Videos size={20} />, path: 'pages/live/list/index' },
  { text: '捡漏', icon: <Gift size={20} />, path: 'pages/live/jianlou/list/index' },
  { text: '我的拍品', icon: <Store size={20} />, path: 'pages/product/smu/list/index' },
  { text: '回收专区', icon: <Coupon size={20} />, path: 'pages/recycle/zone/index' },
  { text: '交易权限', icon: <ShieldCheck size={20} />, path: 'pages/member/apply/home/index' },
]

function HotBrands({ data }: { data: TradeHomeData }) {
  return (
    <View className="trade-home__section">
      <View className="trade-home__section-title">热门品牌</View>
      <View className="trade-home__brands">
        {data.hotBrands.map((brand) => (
          <View key={brand.id} className="trade-home__brand" onClick={() => navigate('pages/product/sku/list/index', { query: { brandId: brand.id, brandName: brand.name } })}>
            {brand.name}
          </View>
        ))}
      </View>
    </View>
  )
}

/**
 * The signed-in dealer's consignments needing action: drafts to finish and rejected ones to fix,
 * each opening 我的拍品 on that state. Nothing when there is nothing to do (or the counts fail:
 * the tab's own content matters more).
 */
function MyConsignments() {
  const counts = useApiQuery(smuApi.counts, undefined, { signedIn: true })
  const data = counts.data
  if (!data || data.draft + data.rejected === 0) return null
  const rows = [
    { status: 'draft' as const, text: '草稿待完善', count: data.draft },
    { status: 'rejected' as const, text: '未通过待修改', count: data.rejected },
  ].filter((row) => row.count > 0)
  return (
    <View className="trade-home__section">
      <View className="trade-home__section-title">我的寄拍待处理</View>
      {rows.map((row) => (
        <View
          key={row.status}
          className={`trade-home__todo trade-home__todo--${row.status}`}
          onClick={() => navigate('pages/product/smu/list/index', { query: { status: row.status } })}
        >
          <Text>{row.text}</Text>
          <Text className="trade-home__todo-count">{row.count} 件 ›</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * The signed-in dealer's bidding: lots still open and won lots to pay, opening 我的竞拍 (the
 * auction area's tab). Nothing when there is nothing.
 */
function MyBidding() {
  const active = useApiQuery(myBidsCall, { tab: 'active', page: 1, pageSize: 1 }, { signedIn: true })
  const won = useApiQuery(myBidsCall, { tab: 'won', page: 1, pageSize: 20 }, { signedIn: true })
  const open = active.data?.total ?? 0
  const toPay = won.data?.list.filter((lot) => !lot.paid && lot.payOrderNo).length ?? 0
  if (open + toPay === 0) return null
  const rows = [
    { key: 'active', text: '竞拍中的拍品', count: open },
    { key: 'won', text: '已拍中待付款', count: toPay },
  ].filter((row) => row.count > 0)
  return (
    <View className="trade-home__section">
      <View className="trade-home__section-title">我的竞拍</View>
      {rows.map((row) => (
        <View
          key={row.key}
          className={`trade-home__todo trade-home__todo--${row.key}`}
          onClick={() => navigate('pages/product/auction/home-list/index', { query: { tab: 'mine', mine: row.key } })}
        >
          <Text>{row.text}</Text>
          <Text className="trade-home__todo-count">{row.count} 件 ›</Text>
        </View>
      ))}
    </View>
  )
}

/** The trade tab: trading entries, the dealer's consignments to act on, hot brands and the auction sessions. */
export function TradeHome() {
  const remote = useApiQuery(tradeApi.home)
  // Under review the tab is the catalogue only: no auction sessions, no consignments.
  const audit = useAuditMode()
  const signedIn = Boolean(useSession((state) => state.userToken))
  return (
    <>
      <EntryGrid entries={ENTRIES} />
      {signedIn && !audit && <MyBidding />}
      {signedIn && !audit && <MyConsignments />}
      {remote.status === 'ready' && remote.data ? (
        <>
          <HotBrands data={remote.data} />
          {/* Under review the tab is the catalogue only: nothing live, nothing to bid on. */}
          {!audit && <LiveNow data={remote.data} updatedAt={remote.updatedAt} />}
        </>
      ) : (
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={remote.reload} />
      )}
    </>
  )
}
