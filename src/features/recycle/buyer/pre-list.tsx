import { useApiQuery } from '@/shared/query'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { recycleBuyerApi } from '../api'
import { RecycleAuditGuard } from '../shared'
import { PreOfferRow } from './offer-row'

type PreTab = 'open' | 'done'

const TABS = [
  { key: 'open' as const, label: '待估价' },
  { key: 'done' as const, label: '已估价' },
]

const EMPTY_TEXT: Record<PreTab, string> = {
  open: '暂无待估价的回收单，卖家发起估价后会出现在这里',
  done: '还没有估价过，到“待估价”里看图给个区间吧',
}

function PreListScreen() {
  const counts = useApiQuery(recycleBuyerApi.counts, undefined, { signedIn: true })
  const count = (tab: PreTab) => (tab === 'open' ? counts.data?.preOpen : counts.data?.preDone)
  return (
    <TabbedList tabs={TABS} count={count}>
      {(tab) => <PagedQueryRows call={recycleBuyerApi.preList} params={{ pageSize: 20, tab }} empty={EMPTY_TEXT[tab]} renderRow={(offer) => <PreOfferRow offer={offer} />} />}
    </TabbedList>
  )
}

/** pages/recycle/buyer/quote/pre/list?tab= (预报价): orders asking for an estimate from photos, and the ones I estimated. */
export function BuyerPreList() {
  return (
    <RecycleAuditGuard>
      <PreListScreen />
    </RecycleAuditGuard>
  )
}
