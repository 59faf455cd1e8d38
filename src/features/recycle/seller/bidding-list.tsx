import { navigate } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
import { PagedQueryRows, TabbedList, type EmptyState } from '@/shared/ui/tabbed-list'
import { recycleSellerApi } from '../api'
import { SELLER_BIDDING_TABS, tabCount, type RecycleStatus } from '../machine'
import { OrderCard } from '../parts'
import { RecycleAuditGuard } from '../shared'

export interface SellerListTab {
  key: string
  title: string
  statuses: readonly RecycleStatus[]
}

export interface SellerListSpec {
  view: 'bidding' | 'order'
  tabs: readonly SellerListTab[]
  /** Where a row leads. */
  detailPath: 'pages/recycle/seller/bidding/detail/index' | 'pages/recycle/seller/order/detail/index'
  /** What an empty tab says, with its way on (去发布) where there is one. */
  empty: (tab: SellerListTab) => EmptyState
}

/** A seller's list: state tabs with counts (the tab from ?tab=), paged rows, pull-down refresh. */
export function SellerListScreen({ spec }: { spec: SellerListSpec }) {
  const counts = useApiQuery(recycleSellerApi.counts, undefined, { signedIn: true })
  const tabs = spec.tabs.map((tab) => ({ key: tab.key, label: tab.title }))
  const tabOf = (key: string) => spec.tabs.find((tab) => tab.key === key) ?? spec.tabs[0]
  return (
    <TabbedList tabs={tabs} count={(key) => (counts.data ? tabCount(counts.data, tabOf(key).statuses) : undefined)} ticker>
      {(key) => (
        <PagedQueryRows
          call={recycleSellerApi.list}
          params={{ pageSize: 20, view: spec.view, tab: key }}
          empty={spec.empty(tabOf(key))}
          renderRow={(order) => <OrderCard order={order} onClick={() => void navigate(spec.detailPath, { query: { id: order.id } })} />}
        />
      )}
    </TabbedList>
  )
}

const BIDDING_LIST: SellerListSpec = {
  view: 'bidding',
  tabs: SELLER_BIDDING_TABS,
  detailPath: 'pages/recycle/seller/bidding/detail/index',
  empty: (tab) => ({ title: `暂无${tab.title}的竞价订单`, action: { text: '去发布', onClick: () => void navigate('pages/recycle/seller/home/index') } }),
}

/** pages/recycle/seller/bidding/list?tab=: the seller's offers (竞价订单) by state. */
export function SellerBiddingList() {
  return (
    <RecycleAuditGuard>
      <SellerListScreen spec={BIDDING_LIST} />
    </RecycleAuditGuard>
  )
}
