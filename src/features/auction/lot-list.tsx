import { useState } from 'react'
import { View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useLivePoll } from '@/shared/hooks/use-live-poll'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { auctionApi, LOT_SORTS, type LotSort } from './api'
import { LotRow } from './lot-row'
import { SessionHeader } from './session-header'
import { AuctionAuditGuard } from './shared'
import { useClockedQuery } from '@/shared/query/clocked'

const SORT_TEXT: Record<LotSort, string> = { lot: '拍品号', ending: '即将结拍', price_desc: '价格最高', bids: '出价最多' }

/** A live session's rows (prices, 领先 / 出局, closes) are asked again this often while the page shows. */
export const LOTS_REFRESH_MS = 30_000

function Lots({ sessionId, sort, live }: { sessionId: number; sort: LotSort; live: boolean }) {
  const list = usePagedQuery(auctionApi.lots, { pageSize: 20, sessionId, sort })
  useLivePoll(list.reload, { intervalMs: LOTS_REFRESH_MS, enabled: live && list.status === 'ready' })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText='本专场暂无拍品' onRetry={list.reload} />
  return (
    <View className='auction-list'>
      {list.items.map((lot) => (
        <LotRow key={lot.id} lot={lot} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

function SessionLotsScreen() {
  const { params } = useCurrentRoute()
  const sessionId = Number(params.sessionId)
  const valid = Number.isInteger(sessionId) && sessionId > 0
  const session = useClockedQuery(auctionApi.session, { id: sessionId }, { enabled: valid })
  const [sort, setSort] = useState<LotSort>('lot')
  useShare(() => ({ title: session.data ? `${session.data.title} · 拍卖专场` : '专场拍品', imageUrl: session.data?.cover, path: 'pages/product/auction/list/index', params: { sessionId: params.sessionId ?? '' } }))
  const layout = valid ? { status: session.status, error: session.error, onRetry: session.reload } : { status: 'error' as const, error: INVALID_LINK_TEXT }
  return (
    <PageLayout {...layout} title={session.data?.title}>
      {session.data && (
        <PageTicker>
          <SessionHeader session={session.data} />
          <View className='auction-sorts' role='tablist'>
            {LOT_SORTS.map((key) => (
              <View key={key} role='tab' aria-selected={key === sort} className={`chip ${key === sort ? 'chip--on' : ''}`} onClick={() => setSort(key)}>
                {SORT_TEXT[key]}
              </View>
            ))}
          </View>
          <Lots key={sort} sessionId={sessionId} sort={sort} live={session.data.status === 'live'} />
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
