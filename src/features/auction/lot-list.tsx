import { useState } from 'react'
import { PageTicker } from '@/core/clock/ticker'
import { useShare } from '@/core/share'
import { useClockedRouteRecord } from '@/shared/flow'
import { useLivePoll } from '@/shared/hooks/use-live-poll'
import { usePagedQuery } from '@/shared/query'
import { ChoiceChips } from '@/shared/ui/chip-section/choice-chips'
import { PageLayout } from '@/shared/ui/page-layout'
import { PagedRows } from '@/shared/ui/tabbed-list'
import { auctionApi, LOT_SORTS, type LotSort } from './api'
import { LotRow } from './lot-row'
import { SessionHeader } from './session-header'
import { AuctionAuditGuard } from './shared'

const SORT_TEXT: Record<LotSort, string> = { default: '默认', lot: '拍品号', ending: '即将结拍', price_desc: '价格最高', bids: '出价最多' }

/** A live session's rows (prices, 领先 / 出局, closes) are asked again this often while the page shows. */
export const LOTS_REFRESH_MS = 30_000

function Lots({ sessionId, sort, live }: { sessionId: number; sort: LotSort; live: boolean }) {
  const list = usePagedQuery(auctionApi.lots, { pageSize: 20, sessionId, sort })
  useLivePoll(list.reload, { intervalMs: LOTS_REFRESH_MS, enabled: live && list.status === 'ready' })
  return <PagedRows list={list} className="auction-list" empty="本专场暂无拍品" renderRow={(lot) => <LotRow lot={lot} />} />
}

function SessionLotsScreen() {
  const { id: sessionId, record, layout } = useClockedRouteRecord(auctionApi.session, { param: 'sessionId', request: (id) => ({ id }) })
  const [sort, setSort] = useState<LotSort>('default')
  useShare(() => ({
    title: record ? `${record.title} · 拍卖专场` : '专场拍品',
    imageUrl: record?.cover,
    path: 'pages/product/auction/list/index',
    params: { sessionId: sessionId === undefined ? '' : String(sessionId) },
  }))
  return (
    <PageLayout {...layout} title={record?.title}>
      {record && sessionId !== undefined && (
        <PageTicker>
          <SessionHeader session={record} />
          <ChoiceChips label="排序" scroll options={LOT_SORTS.map((key) => ({ value: key, label: SORT_TEXT[key] }))} value={sort} onChange={setSort} />
          <Lots key={sort} sessionId={sessionId} sort={sort} live={record.status === 'live'} />
        </PageTicker>
      )}
    </PageLayout>
  )
}

/** pages/product/auction/list?sessionId: a session's header, deposit and its lots, sortable. */
export function AuctionSessionLots() {
  return (
    <AuctionAuditGuard>
      <SessionLotsScreen />
    </AuctionAuditGuard>
  )
}
