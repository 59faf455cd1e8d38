import { useState } from 'react'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import type { RoutePath } from '@/core/routes'
import { useApiQuery } from '@/shared/query'
import { PagedQueryRows, TabbedList, type EmptyState } from '@/shared/ui/tabbed-list'
import { recycleBuyerApi } from '../api'
import { BUYER_TABS, type BuyerTab } from '../machine'
import { RecycleAuditGuard } from '../shared'
import { ChoiceChips } from '@/shared/ui/chip-section'
import { CATEGORY_OPTIONS } from './common'
import { BuyerOfferRow } from './offer-row'

export const ZONE_PATH: RoutePath = 'pages/recycle/zone/index'

const EMPTY: Record<BuyerTab, { title: string; action?: { text: string; path: RoutePath } }> = {
  offering: { title: '暂无待报价的回收单，去回收专区看看', action: { text: '去回收专区', path: ZONE_PATH } },
  offered: { title: '还没有报价，到待报价里挑一单出价吧', action: { text: '去报价', path: 'pages/recycle/buyer/quote/list/offering/index' } },
  receiving: { title: '没有待收货的回收单，中标后卖家寄出的货品在这里跟进' },
  inspecting: { title: '没有待验货的回收单，签收后在这里验货定价' },
  giveup: { title: '没有放弃的回收单' },
}

function emptyOf(tab: BuyerTab, category: string): EmptyState {
  if (category) return `暂无${category}类的回收单，换个品类看看`
  const { title, action } = EMPTY[tab]
  return action ? { title, action: { text: action.text, onClick: () => void navigate(action.path, { replace: true }) } } : title
}

/**
 * pages/recycle/buyer/quote/list/{offering,offered,giveup}: the orders to quote, quoted, won and
 * on their way (待收货), to inspect (待验货) and given up; switching a tab replaces the page
 * (待收货 / 待验货 are the 已报价 page with ?tab=), with counts and categories.
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
  const tabs = BUYER_TABS.map((entry) => ({ key: entry.key, label: entry.title }))
  const go = (key: BuyerTab) => {
    const target = BUYER_TABS.find((entry) => entry.key === key)
    if (target) void navigate(target.path, { replace: true, query: target.query })
  }
  return (
    <TabbedList
      tabs={tabs}
      count={(key) => counts.data?.[key]}
      value={tab}
      onChange={go}
      title={BUYER_TABS.find((entry) => entry.key === tab)?.title}
      toolbar={<ChoiceChips options={CATEGORY_OPTIONS} value={category} onChange={setCategory} label="品类" scroll />}
      ticker
    >
      {(current) => (
        <PagedQueryRows
          key={category}
          call={recycleBuyerApi.list}
          params={{ pageSize: 20, tab: current, category: category || undefined }}
          empty={emptyOf(current, category)}
          renderRow={(offer) => <BuyerOfferRow offer={offer} />}
        />
      )}
    </TabbedList>
  )
}

export const BuyerOfferingList = () => <BuyerQuoteList tab="offering" />
/** 已报价, or 待收货 / 待验货 by ?tab= (they have no page of their own). */
export function BuyerOfferedList() {
  const { params } = useCurrentRoute()
  const tab = params.tab === 'receiving' || params.tab === 'inspecting' ? params.tab : 'offered'
  return <BuyerQuoteList tab={tab} />
}
export const BuyerGiveupList = () => <BuyerQuoteList tab="giveup" />
