import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { evaluateApi, type EvaluateSummary } from './api'
import { EVALUATE_TABS, METHOD_TEXT, tabCount, VERDICT_TEXT, type EvaluateTab } from './machine'
import { EVALUATE_BADGES } from './shared'

export function EvaluateCard({ order, onClick }: { order: EvaluateSummary; onClick?: () => void }) {
  return (
    <ListCard className="evaluate-card" cover={<Photo className="list-card__cover" src={order.cover} mode="aspectFill" />} onClick={onClick}>
      <View className="evaluate-title-row">
        <Text className="list-card__title evaluate-title">{order.title}</Text>
        <StatusBadge {...EVALUATE_BADGES[order.status]} />
      </View>
      <Text className="evaluate-faint">{`${METHOD_TEXT[order.method]} · 鉴定费 ${yuan(order.feeCents)} · ${order.no}`}</Text>
      {order.verdict && <Text className="evaluate-line">{`结论：${VERDICT_TEXT[order.verdict]}`}</Text>}
    </ListCard>
  )
}

/** pages/evaluate/order/list?tab=: the dealer's appraisal orders by state, with counts; pull-down refresh. */
export function EvaluateList() {
  const counts = useApiQuery(evaluateApi.counts, undefined, { signedIn: true })
  const tabs = EVALUATE_TABS.map((tab) => ({ key: tab.key as EvaluateTab, label: tab.title }))
  const tabOf = (key: EvaluateTab) => EVALUATE_TABS.find((tab) => tab.key === key) ?? EVALUATE_TABS[0]
  return (
    <TabbedList tabs={tabs} count={(key) => (counts.data ? tabCount(counts.data, tabOf(key).statuses) : undefined)}>
      {(key) => (
        <PagedQueryRows
          call={evaluateApi.list}
          params={{ pageSize: 20, tab: key }}
          empty={
            key === 'all'
              ? { title: '还没有鉴定订单', action: { text: '去下单', onClick: () => void navigate('pages/evaluate/home/index') } }
              : `暂无「${tabOf(key).title}」的鉴定订单`
          }
          renderRow={(order) => <EvaluateCard order={order} onClick={() => void navigate('pages/evaluate/order/detail/index', { query: { id: order.id } })} />}
        />
      )}
    </TabbedList>
  )
}
