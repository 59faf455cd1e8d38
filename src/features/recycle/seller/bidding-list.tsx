import { useState } from 'react'
import { View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateMessage, StateView, STATE_ICON_COLOR } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { recycleSellerApi } from '../api'
import { SELLER_BIDDING_TABS, tabCount, type RecycleStatus } from '../machine'
import { OrderCard } from '../parts'
import { RecycleAuditGuard } from '../shared'
import './seller-lists.less'

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
  emptyText: (tab: SellerListTab) => string
  /** The empty list's way on (去发布); none when left out. */
  emptyAction?: { text: string; onClick: () => void }
}

function Rows({ spec, tab }: { spec: SellerListSpec; tab: SellerListTab }) {
  const list = usePagedQuery(recycleSellerApi.list, { pageSize: 20, view: spec.view, tab: tab.key }, { signedIn: true })
  if (list.status === 'empty' && spec.emptyAction) {
    return (
      <View className='state-view'>
        <StateMessage icon={<Order size={56} color={STATE_ICON_COLOR} />} title={spec.emptyText(tab)} actions={[{ ...spec.emptyAction, primary: true }]} />
      </View>
    )
  }
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={spec.emptyText(tab)} onRetry={list.reload} />
  return (
    <View className='recycle-seller-list'>
      {list.items.map((order) => (
        <OrderCard key={order.id} order={order} onClick={() => void navigate(spec.detailPath, { query: { id: order.id } })} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

/** A seller's list: state tabs with counts (the tab from ?tab=), paged rows, pull-down refresh. */
export function SellerListScreen({ spec }: { spec: SellerListSpec }) {
  const { params } = useCurrentRoute()
  const [key, setKey] = useState(() => spec.tabs.find((tab) => tab.key === params.tab)?.key ?? spec.tabs[0].key)
  const tab = spec.tabs.find((entry) => entry.key === key) ?? spec.tabs[0]
  const counts = useApiQuery(recycleSellerApi.counts, undefined, { signedIn: true })
  const entries = spec.tabs.map((entry) => ({ key: entry.key, label: entry.title, count: counts.data ? tabCount(counts.data, entry.statuses) : undefined }))
  return (
    <PageLayout toolbar={<Tabs tabs={entries} value={key} onChange={setKey} />}>
      <PageTicker>
        <Rows key={key} spec={spec} tab={tab} />
      </PageTicker>
    </PageLayout>
  )
}

const BIDDING_LIST: SellerListSpec = {
  view: 'bidding',
  tabs: SELLER_BIDDING_TABS,
  detailPath: 'pages/recycle/seller/bidding/detail/index',
  emptyText: (tab) => `暂无${tab.title}的竞价订单`,
  emptyAction: { text: '去发布', onClick: () => void navigate('pages/recycle/seller/home/index') },
}

/** pages/recycle/seller/bidding/list?tab=: the seller's offers (竞价订单) by state. */
export function SellerBiddingList() {
  return (
    <RecycleAuditGuard>
      <SellerListScreen spec={BIDDING_LIST} />
    </RecycleAuditGuard>
  )
}
