import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { useShare } from '@/core/share'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { useListClock } from '@/shared/query/clocked'
import { PagedRows, TabbedList } from '@/shared/ui/tabbed-list'
import { auctionApi, SESSION_STATUS_TEXT, type SessionStatus } from './api'
import { MyBids } from './my-bids'
import { SessionCard } from './session-card'
import { AuctionAuditGuard } from './shared'

type Tab = SessionStatus | 'mine'
const TABS: { key: Tab; label: string }[] = [
  ...(['upcoming', 'live', 'ended'] as const).map((status) => ({ key: status, label: SESSION_STATUS_TEXT[status] })),
  { key: 'mine', label: '我的竞拍' },
]

/** The tab ?tab= names; 拍卖中 (not the first tab) when it names none. */
function tabOf(value: string | undefined): Tab {
  return TABS.find((tab) => tab.key === value)?.key ?? 'live'
}

const EMPTY_TEXT: Record<SessionStatus, string> = {
  upcoming: '暂无预展专场，新专场上线后会在这里预展',
  live: '暂无正在拍卖的专场，可先看看预展',
  ended: '暂无已结束的专场',
}

/** One state's sessions; their countdowns run on the server's clock learnt from the answer (opened cold too). */
function Sessions({ status }: { status: SessionStatus }) {
  const params = { pageSize: 10, status }
  const list = usePagedQuery(auctionApi.sessions, params)
  useListClock(auctionApi.sessions, params, list.items)
  return <PagedRows list={list} className="auction-list" empty={EMPTY_TEXT[status]} renderRow={(session) => <SessionCard session={session} />} />
}

function HomeListScreen() {
  const router = useRouter()
  const [tab, setTab] = useState<Tab>(() => tabOf(router.params.tab))
  const counts = useApiQuery(auctionApi.sessionCounts)
  useShare(() => ({ title: '拍卖专区 · 二手奢品同行竞拍', path: 'pages/product/auction/home-list/index' }))
  const change = (key: Tab) => {
    setTab(key)
    router.params.tab = key
  }
  return (
    // One ticker drives every countdown of the page.
    <TabbedList tabs={TABS} count={(key) => (key === 'mine' ? undefined : counts.data?.[key])} value={tab} onChange={change} ticker>
      {(current) => (current === 'mine' ? <MyBids initial={router.params.mine} /> : <Sessions status={current} />)}
    </TabbedList>
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
