import { useState } from 'react'
import { View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateMessage, StateView, STATE_ICON_COLOR } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { recycleBuyerApi } from '../api'
import { BUYER_TABS, type BuyerTab } from '../machine'
import { RecycleAuditGuard } from '../shared'
import { CategoryChips } from './common'
import { BuyerOfferRows } from './offer-row'

export const ZONE_PATH: RoutePath = 'pages/recycle/zone/index'

const EMPTY: Record<BuyerTab, { title: string; action?: { text: string; path: RoutePath } }> = {
  offering: { title: '暂无待报价的回收单，去回收专区看看', action: { text: '去回收专区', path: ZONE_PATH } },
  offered: { title: '还没有报价，到待报价里挑一单出价吧', action: { text: '去报价', path: 'pages/recycle/buyer/quote/list/offering/index' } },
  giveup: { title: '没有放弃的回收单' },
}

function Offers({ tab, category }: { tab: BuyerTab; category: string }) {
  const list = usePagedQuery(recycleBuyerApi.list, { pageSize: 20, tab, category: category || undefined }, { signedIn: true })
  if (list.status === 'empty') {
    const empty = EMPTY[tab]
    const title = category ? `暂无${category}类的回收单，换个品类看看` : empty.title
    const action = !category && empty.action
    return (
      <View className='state-view'>
        <StateMessage
          icon={<Order size={56} color={STATE_ICON_COLOR} />}
          title={title}
          actions={action ? [{ text: action.text, primary: true, onClick: () => void navigate(action.path, { replace: true }) }] : []}
        />
      </View>
    )
  }
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} onRetry={list.reload} />
  return <BuyerOfferRows list={list} />
}

/**
 * pages/recycle/buyer/quote/list/{offering,offered,giveup}: the orders to quote, quoted and
 * given up; each tab is its own page (switching replaces the page), with counts and categories.
 */
export function BuyerQuoteList({ tab }: { tab: BuyerTab }) {
  return (
    <RecycleAuditGuard>
      <QuoteListScreen tab={tab} />
    </RecycleAuditGuard>
  )
}

function QuoteListScreen({ tab }: { tab: BuyerTab }) {
  const counts = useApiQuery(recycleBuyerApi.counts, undefined, { signedIn: true })
  const [category, setCategory] = useState('')
  const tabs = BUYER_TABS.map((entry) => ({ key: entry.key, label: entry.title, count: counts.data?.[entry.key] }))
  const go = (key: BuyerTab) => {
    const target = BUYER_TABS.find((entry) => entry.key === key)
    if (target) void navigate(target.path, { replace: true })
  }
  return (
    <PageLayout
      toolbar={
        <>
          <Tabs tabs={tabs} value={tab} onChange={go} />
          <CategoryChips value={category} onChange={setCategory} />
        </>
      }
    >
      <PageTicker>
        <Offers key={category} tab={tab} category={category} />
      </PageTicker>
    </PageLayout>
  )
}

export const BuyerOfferingList = () => <BuyerQuoteList tab='offering' />
export const BuyerOfferedList = () => <BuyerQuoteList tab='offered' />
export const BuyerGiveupList = () => <BuyerQuoteList tab='giveup' />
