import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { useApiQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedQueryRows, TabbedList, type ListTab } from '@/shared/ui/tabbed-list'
import { SMU_STATUSES, SMU_STATUS_TEXT, smuApi, type SmuStatus, type SmuSummary } from './api'
import { priceText, SMU_BADGES, SmuAuditGuard } from './shared'

type Tab = SmuStatus | 'all'

export function SmuCard({ item }: { item: SmuSummary }) {
  return (
    <ListCard
      className="smu-card"
      cover={
        item.cover ? (
          <Photo className="list-card__cover smu-card__cover" src={item.cover} mode="aspectFill" />
        ) : (
          <View className="list-card__cover smu-card__cover smu-card__cover--none">无图</View>
        )
      }
      onClick={() => navigate('pages/product/smu/detail/index', { query: { id: item.id } })}
    >
      <View className="smu-card__head">
        <Text className="list-card__title">{item.title}</Text>
        <StatusBadge {...SMU_BADGES[item.status]} />
      </View>
      <Text className="smu-card__meta">
        {item.brandName}
        {item.grade ? ` · ${item.grade}` : ''} · {formatDate(item.updatedAt, 'MM-DD HH:mm')}
      </Text>
      {item.status === 'sold' && item.hammerPriceCents !== null ? (
        <Text className="smu-card__price">成交价 {priceText(item.hammerPriceCents)}</Text>
      ) : (
        <Text className="smu-card__price">
          起拍价 {priceText(item.startPriceCents)} · 保留价 {priceText(item.reservePriceCents)}
        </Text>
      )}
      {item.status === 'rejected' && item.rejectReason && <Text className="smu-card__reason">未通过：{item.rejectReason}</Text>}
    </ListCard>
  )
}

const TABS: ListTab<Tab>[] = [{ key: 'all', label: '全部' }, ...SMU_STATUSES.map((status) => ({ key: status, label: SMU_STATUS_TEXT[status] }))]

function SmuListScreen() {
  const counts = useApiQuery(smuApi.counts, undefined, { signedIn: true })
  const count = (tab: Tab) => {
    if (!counts.data) return undefined
    return tab === 'all' ? SMU_STATUSES.reduce((sum, status) => sum + counts.data![status], 0) : counts.data[tab]
  }
  return (
    <TabbedList tabs={TABS} count={count} param="status" footer={<CreateBar text="发布拍品" path="pages/product/smu/form/index" />}>
      {(tab) => (
        <PagedQueryRows
          call={smuApi.list}
          params={{ pageSize: 20, status: tab === 'all' ? undefined : tab }}
          empty={tab === 'all' ? '还没有拍品，点下方“发布拍品”寄拍第一件' : `没有${SMU_STATUS_TEXT[tab]}的拍品`}
          className="smu-list"
          renderRow={(item) => <SmuCard item={item} />}
        />
      )}
    </TabbedList>
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
