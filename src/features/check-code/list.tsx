import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { formatDate } from '@/shared/format/date'
import { checkCodeApi, type CheckSummary } from './api'
import { CHECK_TABS, checkTabCount, type CheckTab } from './machine'
import { CHECK_BADGES } from './shared'

function lineOf(request: CheckSummary): string {
  if (request.status === 'decoded' && request.periodText) return `生产时间 ${request.periodText}`
  if (request.status === 'needs_info') return '查码师需要补充信息'
  if (request.status === 'unreadable') return '按品牌已知规则无法解读'
  if (request.status === 'cancelled') return '已取消'
  return '查码师查询中'
}

export function CheckCard({ request, onClick }: { request: CheckSummary; onClick?: () => void }) {
  return (
    <ListCard className="check-code-card" cover={<Photo className="list-card__cover check-code-card__cover" src={request.cover} mode="aspectFill" />} onClick={onClick}>
      <View className="check-code-title-row">
        <Text className="list-card__title check-code-title-row__title">{`${request.brandName} · ${request.codeText}`}</Text>
        <StatusBadge {...CHECK_BADGES[request.status]} />
      </View>
      <Text className="check-code-line">{lineOf(request)}</Text>
      <Text className="check-code-card__meta">{`${request.no} · ${formatDate(request.updatedAt, 'MM-DD HH:mm')}`}</Text>
    </ListCard>
  )
}

/** pages/check-code/list?tab=: the dealer's requests by state, with counts; pull-down refresh. */
export function CheckCodeList() {
  const counts = useApiQuery(checkCodeApi.counts, undefined, { signedIn: true })
  const tabs = CHECK_TABS.map((tab) => ({ key: tab.key as CheckTab, label: tab.title }))
  const tabOf = (key: CheckTab) => CHECK_TABS.find((tab) => tab.key === key) ?? CHECK_TABS[0]
  return (
    <TabbedList tabs={tabs} count={(key) => (counts.data ? checkTabCount(counts.data, tabOf(key).statuses) : undefined)}>
      {(key) => (
        <PagedQueryRows
          call={checkCodeApi.list}
          params={{ pageSize: 20, tab: key }}
          empty={
            key === 'all'
              ? { title: '还没有查码记录', action: { text: '去查码', onClick: () => void navigate('pages/check-code/create/index') } }
              : `暂无「${tabOf(key).title}」的查码记录`
          }
          renderRow={(request) => <CheckCard request={request} onClick={() => void navigate('pages/check-code/detail/index', { query: { id: request.id } })} />}
        />
      )}
    </TabbedList>
  )
}
