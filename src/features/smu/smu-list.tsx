import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { formatDate } from '@/shared/format/date'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { ListCard } from '@/shared/ui/list-card'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StateView } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { SMU_STATUSES, SMU_STATUS_TEXT, smuApi, type SmuStatus, type SmuSummary } from './api'
import { priceText, SmuAuditGuard, StatusBadge } from './shared'

type Tab = SmuStatus | 'all'

function tabOf(value: string | undefined): Tab {
  return (SMU_STATUSES as readonly string[]).includes(value ?? '') ? (value as SmuStatus) : 'all'
}

export function SmuCard({ item }: { item: SmuSummary }) {
  return (
    <ListCard
      className='smu-card'
      cover={
        item.cover ? (
          <Photo className='list-card__cover smu-card__cover' src={item.cover} mode='aspectFill' />
        ) : (
          <View className='list-card__cover smu-card__cover smu-card__cover--none'>无图</View>
        )
      }
      onClick={() => navigate('pages/product/smu/detail/index', { query: { id: item.id } })}
    >
      <View className='smu-card__head'>
        <Text className='list-card__title'>{item.title}</Text>
        <StatusBadge status={item.status} />
      </View>
      <Text className='smu-card__meta'>
        {item.brandName}
        {item.grade ? ` · ${item.grade}` : ''} · {formatDate(item.updatedAt, 'MM-DD HH:mm')}
      </Text>
      {item.status === 'sold' && item.hammerPriceCents !== null ? (
        <Text className='smu-card__price'>成交价 {priceText(item.hammerPriceCents)}</Text>
      ) : (
        <Text className='smu-card__price'>
          起拍价 {priceText(item.startPriceCents)} · 保留价 {priceText(item.reservePriceCents)}
        </Text>
      )}
      {item.status === 'rejected' && item.rejectReason && <Text className='smu-card__reason'>未通过：{item.rejectReason}</Text>}
    </ListCard>
  )
}

function Items({ tab }: { tab: Tab }) {
  const list = usePagedQuery(smuApi.list, { pageSize: 20, status: tab === 'all' ? undefined : tab }, { signedIn: true })
  if (list.status !== 'ready') {
    return (
      <StateView
        status={list.status}
        error={list.error}
        emptyText={tab === 'all' ? '还没有拍品，点下方“发布拍品”寄拍第一件' : `没有${SMU_STATUS_TEXT[tab]}的拍品`}
        onRetry={list.reload}
      />
    )
  }
  return (
    <View className='smu-list'>
      {list.items.map((item) => (
        <SmuCard key={item.id} item={item} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

function SmuListScreen() {
  const { params } = useCurrentRoute()
  const [tab, setTab] = useState<Tab>(() => tabOf(params.status))
  const counts = useApiQuery(smuApi.counts, undefined, { signedIn: true })
  const total = counts.data ? SMU_STATUSES.reduce((sum, status) => sum + counts.data![status], 0) : undefined
  const tabs: { key: Tab; label: string; count?: number }[] = [
    { key: 'all', label: '全部', count: total },
    ...SMU_STATUSES.map((status) => ({ key: status, label: SMU_STATUS_TEXT[status], count: counts.data?.[status] })),
  ]
  return (
    <PageLayout footer={<CreateBar text='发布拍品' path='pages/product/smu/form/index' />}>
      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      <Items key={tab} tab={tab} />
    </PageLayout>
  )
}

/** pages/product/smu/list: the dealer's consignments by state, with counts. */
export function SmuList() {
  return (
    <SmuAuditGuard>
      <SmuListScreen />
    </SmuAuditGuard>
  )
}
