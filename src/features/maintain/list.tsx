import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { maintainApi, type MaintainSummary } from './api'
import { MAINTAIN_TABS, tabCount, type MaintainTab } from './machine'
import { MAINTAIN_BADGES } from './shared'
import '@/shared/ui/title-row'

function priceText(order: MaintainSummary): string {
  if (['return_requested', 'returning', 'returned'].includes(order.status)) return '申请退回，未养护'
  if (order.status === 'cancelled') return '已取消'
  if (order.amountCents !== null) return `报价 ${yuan(order.amountCents)}`
  return `预估 ${yuan(order.estimate.lowCents)}–${yuan(order.estimate.highCents)}`
}

export function MaintainCard({ order, onClick }: { order: MaintainSummary; onClick?: () => void }) {
  return (
    <ListCard className="maintain-card" cover={<Photo className="list-card__cover" src={order.cover} mode="aspectFill" />} onClick={onClick}>
      <View className="title-row">
        <Text className="list-card__title title-row__title">{order.title}</Text>
        <StatusBadge {...MAINTAIN_BADGES[order.status]} />
      </View>
      <Text className="maintain-card__meta">{order.serviceNames.join('、')}</Text>
      <Text className="maintain-card__price">{priceText(order)}</Text>
    </ListCard>
  )
}

/** pages/maintain/order/list?tab=: the dealer's care orders by state, with counts; pull-down refresh. */
export function MaintainList() {
  const counts = useApiQuery(maintainApi.counts, undefined, { signedIn: true })
  const tabs = MAINTAIN_TABS.map((tab) => ({ key: tab.key as MaintainTab, label: tab.title }))
  const tabOf = (key: MaintainTab) => MAINTAIN_TABS.find((tab) => tab.key === key) ?? MAINTAIN_TABS[0]
  return (
    <TabbedList tabs={tabs} count={(key) => (counts.data ? tabCount(counts.data, tabOf(key).statuses) : undefined)}>
      {(key) => (
        <PagedQueryRows
          call={maintainApi.list}
          params={{ pageSize: 20, tab: key }}
          empty={
            key === 'all'
              ? { title: '还没有养护订单', action: { text: '去下单', onClick: () => void navigate('pages/maintain/home/index') } }
              : `暂无「${tabOf(key).title}」的养护订单`
          }
          renderRow={(order) => <MaintainCard order={order} onClick={() => void navigate('pages/maintain/order/detail/index', { query: { id: order.id } })} />}
        />
      )}
    </TabbedList>
  )
}
