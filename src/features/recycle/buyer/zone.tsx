import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { useSession } from '@/core/session/store'
import { useShare } from '@/core/share'
import { useApiQuery } from '@/shared/query'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { PageLayout } from '@/shared/ui/page-layout'
import { PagedQueryRows } from '@/shared/ui/tabbed-list'
import { recycleBuyerApi } from '../api'
import { RecycleAuditGuard } from '../shared'
import { ChoiceChips } from '@/shared/ui/chip-section'
import { CATEGORY_OPTIONS } from './common'
import { BuyerOfferRow } from './offer-row'

interface CountEntry {
  label: string
  count?: number
  path: RoutePath
  query?: Record<string, string>
}

function OpenNow({ signedIn }: { signedIn: boolean }) {
  const counts = useApiQuery(recycleBuyerApi.counts, undefined, { signedIn: true, enabled: signedIn })
  const entries: CountEntry[] = [
    { label: '待报价', count: counts.data?.offering, path: 'pages/recycle/buyer/quote/list/offering/index' },
    { label: '已报价', count: counts.data?.offered, path: 'pages/recycle/buyer/quote/list/offered/index' },
    { label: '待验货', count: counts.data?.inspecting, path: 'pages/recycle/buyer/quote/list/offered/index', query: { tab: 'inspecting' } },
    { label: '预报价', count: counts.data?.preOpen, path: 'pages/recycle/buyer/quote/pre/list/index' },
  ]
  return (
    <View className="buyer-zone__head">
      <View className="buyer-zone__title">同行回收 · 看货报价</View>
      <View className="buyer-zone__intro">同行卖家的回收单在这里竞价，报价互不可见，中标后收货验货再成交</View>
      {signedIn && (
        <View className="buyer-zone__counts" role="list" aria-label="我的报价">
          {entries.map((entry) => (
            <View key={entry.label} role="listitem" className="buyer-zone__count" onClick={() => void navigate(entry.path, { query: entry.query })}>
              <Text className="buyer-zone__count-number">{entry.count ?? '–'}</Text>
              <Text className="buyer-zone__count-label">{entry.label}</Text>
            </View>
          ))}
        </View>
      )}
      <View className="buyer-zone__links">
        <View className="buyer-zone__link" role="link" onClick={() => void navigate('pages/recycle/seller/home/index')}>
          我要卖货 · 卖家中心
        </View>
        <View className="buyer-zone__link" role="link" onClick={() => void navigate('pages/recycle/guide/index')}>
          回收指南
        </View>
      </View>
    </View>
  )
}

/** The open orders, closing soonest first (the server's order of 待报价). */
function OpenOffers({ category }: { category: string }) {
  return (
    <PagedQueryRows
      call={recycleBuyerApi.list}
      params={{ pageSize: 20, tab: 'offering', category: category || undefined }}
      empty={category ? `暂无${category}类的回收单，换个品类看看` : '暂无正在竞价的回收单，稍后再来看看'}
      renderRow={(offer) => <BuyerOfferRow offer={offer} />}
    />
  )
}

function ZoneScreen() {
  const signedIn = useSession((state) => Boolean(state.userToken))
  const [category, setCategory] = useState('')
  useShare(() => ({ title: '回收专区 · 同行回收看货报价', path: 'pages/recycle/zone/index' }))
  return (
    <PageLayout>
      <OpenNow signedIn={signedIn} />
      {signedIn ? (
        <>
          <View className="buyer-zone__section">
            <Text className="buyer-zone__section-title">正在竞价</Text>
            <Text className="buyer-zone__section-note">即将截止的在前</Text>
          </View>
          <ChoiceChips options={CATEGORY_OPTIONS} value={category} onChange={setCategory} label="品类" scroll />
          <PageTicker>
            <OpenOffers key={category} category={category} />
          </PageTicker>
        </>
      ) : (
        <LoginPrompt text="登录后查看正在竞价的回收单并报价" />
      )}
    </PageLayout>
  )
}

/** pages/recycle/zone (回收专区): the buyer's landing: what is open now, my lists, and the open orders closing soonest first. */
export function RecycleZone() {
  return (
    <RecycleAuditGuard>
      <ZoneScreen />
    </RecycleAuditGuard>
  )
}
