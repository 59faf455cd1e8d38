import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Category, Order, Store, Transit } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { useSession } from '@/core/session/store'
import { useApiQuery } from '@/shared/query'
import { EntryGrid, type Entry } from '@/shared/ui/entry-grid'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { PageLayout } from '@/shared/ui/page-layout'
import { recycleSellerApi, type SellerCounts } from '../api'
import { SELLER_BIDDING_TABS, SELLER_ORDER_TABS, tabCount, type RecycleStatus } from '../machine'
import { RecycleAuditGuard } from '../shared'
import { OfferForm } from './offer-form'
import './seller-home.less'

const BIDDING_LIST: RoutePath = 'pages/recycle/seller/bidding/list/index'
const ORDER_LIST: RoutePath = 'pages/recycle/seller/order/list/index'

interface Figure {
  label: string
  path: RoutePath
  tab: string
  statuses: readonly RecycleStatus[]
}

const tabOf = <T extends { key: string; statuses: readonly RecycleStatus[] }>(tabs: readonly T[], key: string) => tabs.find((tab) => tab.key === key)!.statuses

/** The figures on top, each opening the list tab of its orders. */
const FIGURES: readonly Figure[] = [
  { label: '估价中', path: BIDDING_LIST, tab: 'estimating', statuses: tabOf(SELLER_BIDDING_TABS, 'estimating') },
  { label: '竞价中', path: BIDDING_LIST, tab: 'bidding', statuses: tabOf(SELLER_BIDDING_TABS, 'bidding') },
  { label: '待发货', path: ORDER_LIST, tab: 'awaiting_shipment', statuses: tabOf(SELLER_ORDER_TABS, 'awaiting_shipment') },
  { label: '待确认验货价', path: ORDER_LIST, tab: 'inspected', statuses: tabOf(SELLER_ORDER_TABS, 'inspected') },
]

const ENTRIES: Entry[] = [
  { text: '竞价订单', icon: <Order size={20} />, path: BIDDING_LIST },
  { text: '回收订单', icon: <Transit size={20} />, path: ORDER_LIST },
  { text: '回收指南', icon: <Category size={20} />, path: 'pages/recycle/guide/index' },
  { text: '回收专区', icon: <Store size={20} />, path: 'pages/recycle/zone/index' },
]

function Figures({ counts, failed, onRetry }: { counts?: SellerCounts; failed: boolean; onRetry: () => void }) {
  return (
    <View className="hero-card seller-home__figures" aria-busy={counts || failed ? undefined : 'true'}>
      <View className="seller-home__stats">
        {FIGURES.map((figure) => (
          <View key={figure.label} className="seller-home__stat" role="button" onClick={() => void navigate(figure.path, { query: { tab: figure.tab } })}>
            <Text className="seller-home__value">{counts ? tabCount(counts, figure.statuses) : '—'}</Text>
            <Text className="seller-home__label">{figure.label}</Text>
          </View>
        ))}
      </View>
      {failed && !counts && (
        <View className="seller-home__retry" role="button" onClick={onRetry}>
          数量加载失败，点击重试
        </View>
      )}
    </View>
  )
}

function SignedIn() {
  // Pull-down asks the counts again (the query's own pull-down).
  const remote = useApiQuery(recycleSellerApi.counts, undefined, { signedIn: true })
  return (
    <OfferForm
      top={
        <>
          <Figures counts={remote.data} failed={remote.status === 'error'} onRetry={() => void remote.reload()} />
          <EntryGrid entries={ENTRIES} />
        </>
      }
    />
  )
}

function SignedOut() {
  usePullDownRefresh(() => void Taro.stopPullDownRefresh())
  return (
    <PageLayout>
      <LoginPrompt text="登录后发布回收、查看竞价与回收订单" />
      <EntryGrid entries={ENTRIES.filter((entry) => entry.path === 'pages/recycle/guide/index' || entry.path === 'pages/recycle/zone/index')} />
    </PageLayout>
  )
}

/** pages/recycle/seller/home (卖家中心): the seller's figures, the ways to the lists and 发布回收. */
export function SellerHome() {
  const token = useSession((state) => state.userToken)
  return <RecycleAuditGuard>{token ? <SignedIn /> : <SignedOut />}</RecycleAuditGuard>
}
