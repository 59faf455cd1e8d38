import { useState } from 'react'
import { View } from '@tarojs/components'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { recycleBuyerApi } from '../api'
import { RecycleAuditGuard } from '../shared'
import { PreOfferRow } from './offer-row'

type PreTab = 'open' | 'done'

const EMPTY_TEXT: Record<PreTab, string> = {
  open: '暂无待估价的回收单，卖家发起估价后会出现在这里',
  done: '还没有估价过，到“待估价”里看图给个区间吧',
}

function PreOffers({ tab }: { tab: PreTab }) {
  const list = usePagedQuery(recycleBuyerApi.preList, { pageSize: 20, tab }, { signedIn: true })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={EMPTY_TEXT[tab]} onRetry={list.reload} />
  return (
    <View className='buyer-list'>
      {list.items.map((offer) => (
        <PreOfferRow key={offer.id} offer={offer} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

function PreListScreen() {
  const { params } = useCurrentRoute()
  const [tab, setTab] = useState<PreTab>(params.tab === 'done' ? 'done' : 'open')
  const counts = useApiQuery(recycleBuyerApi.counts, undefined, { signedIn: true })
  const tabs = [
    { key: 'open' as const, label: '待估价', count: counts.data?.preOpen },
    { key: 'done' as const, label: '已估价', count: counts.data?.preDone },
  ]
  return (
    <PageLayout toolbar={<Tabs tabs={tabs} value={tab} onChange={setTab} />}>
      <PreOffers key={tab} tab={tab} />
    </PageLayout>
  )
}

/** pages/recycle/buyer/quote/pre/list (预报价): orders asking for an estimate from photos, and the ones I estimated. */
export function BuyerPreList() {
  return (
    <RecycleAuditGuard>
      <PreListScreen />
    </RecycleAuditGuard>
  )
}
