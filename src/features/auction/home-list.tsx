import { useState } from 'react'
import { View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { auctionApi, SESSION_STATUS_TEXT, type SessionStatus } from './api'
import { MyBids } from './my-bids'
import { SessionCard } from './session-card'
import { AuctionAuditGuard } from './shared'

type Tab = SessionStatus | 'mine'
const TABS: Tab[] = ['upcoming', 'live', 'ended', 'mine']

function tabOf(value: string | undefined): Tab {
  return TABS.includes(value as Tab) ? (value as Tab) : 'live'
}

const EMPTY_TEXT: Record<SessionStatus, string> = {
  upcoming: '暂无预展专场，新专场上线后会在这里预展',
  live: '暂无正在拍卖的专场，可先看看预展',
  ended: '暂无已结束的专场',
}

function Sessions({ status }: { status: SessionStatus }) {
  const list = usePagedQuery(auctionApi.sessions, { pageSize: 10, status })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={EMPTY_TEXT[status]} onRetry={list.reload} />
  return (
    <View className='auction-list'>
      {list.items.map((session) => (
        <SessionCard key={session.id} session={session} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

function HomeListScreen() {
  const { params } = useCurrentRoute()
  const [tab, setTab] = useState<Tab>(() => tabOf(params.tab))
  const counts = useApiQuery(auctionApi.sessionCounts)
  useShare(() => ({ title: '拍卖专区 · 二手奢品同行竞拍', path: 'pages/product/auction/home-list/index' }))
  const tabs = [
    ...(['upcoming', 'live', 'ended'] as const).map((status) => ({ key: status as Tab, label: SESSION_STATUS_TEXT[status], count: counts.data?.[status] })),
    { key: 'mine' as Tab, label: '我的竞拍' },
  ]
  return (
    <PageLayout toolbar={<Tabs tabs={tabs} value={tab} onChange={setTab} />}>
      {/* One ticker drives every countdown of the page. */}
      <PageTicker>{tab === 'mine' ? <MyBids initial={params.mine} /> : <Sessions key={tab} status={tab} />}</PageTicker>
    </PageLayout>
  )
}

/** pages/product/auction/home-list (拍卖专区): sessions by state with counts, and the dealer's own bids. */
export function AuctionHomeList() {
  return (
    <AuctionAuditGuard>
      <HomeListScreen />
    </AuctionAuditGuard>
  )
}
