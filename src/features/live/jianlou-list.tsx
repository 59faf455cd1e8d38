import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { usePagedQuery } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedRows, TabbedList } from '@/shared/ui/tabbed-list'
import { JIANLOU_STATUSES, JIANLOU_STATUS_TEXT, liveApi, type JianlouItem, type JianlouStatus } from './api'
import { useListClock } from '@/shared/query/clocked'
import { holdBadge, JIANLOU_BADGES } from './badges'
import { SaleClock, savingText, StockLeft } from './jianlou-parts'
import { LiveAuditGuard } from './shared'

type Tab = JianlouStatus | 'all'
const TABS: { key: Tab; label: string }[] = [{ key: 'all', label: '全部' }, ...JIANLOU_STATUSES.map((status) => ({ key: status, label: JIANLOU_STATUS_TEXT[status] }))]

export function JianlouCard({ item }: { item: JianlouItem }) {
  const saving = savingText(item)
  const hold = holdBadge(item.myHold)
  return (
    <ListCard
      className="live-jl-card"
      cover={<Photo className="list-card__cover live-jl-card__cover" src={item.cover} mode="aspectFill" alt={item.title} />}
      onClick={() => void navigate('pages/live/jianlou/detail/index', { query: { id: item.id } })}
    >
      <View className="live-jl-card__head">
        <Text className="live-jl-card__title">{item.title}</Text>
        <StatusBadge {...JIANLOU_BADGES[item.status]} />
      </View>
      <Text className="live-muted">
        {item.brandName} · {item.grade}
      </Text>
      <View className="live-jl-card__prices">
        <Text className="live-price">捡漏价 {yuan(item.priceCents)}</Text>
        <Text className="live-ref">参考价 {yuan(item.refPriceCents)}</Text>
        {saving && <Text className="live-saving">{saving}</Text>}
      </View>
      <View className="live-jl-card__foot">
        <StockLeft item={item} />
        {hold && <StatusBadge {...hold} />}
        <SaleClock item={item} />
      </View>
    </ListCard>
  )
}

const EMPTY_TEXT: Record<Tab, string> = {
  all: '暂无捡漏商品，晚点再来看看',
  on_sale: '暂无抢购中的捡漏商品',
  upcoming: '暂无即将开抢的捡漏商品',
  sold_out: '暂无已抢光的捡漏商品',
  ended: '暂无已结束的捡漏商品',
}

function Items({ tab }: { tab: Tab }) {
  const params = { pageSize: 20, status: tab === 'all' ? undefined : tab }
  const list = usePagedQuery(liveApi.jianlouList, params)
  useListClock(liveApi.jianlouList, params, list.items)
  return <PagedRows list={list} className="live-list" empty={EMPTY_TEXT[tab]} renderRow={(item) => <JianlouCard item={item} />} />
}

function JianlouListScreen() {
  return (
    <TabbedList tabs={TABS} param="status" ticker>
      {(tab) => <Items tab={tab} />}
    </TabbedList>
  )
}

/** pages/live/jianlou/list (捡漏): fixed-price pieces for a limited time, by state, with countdowns. */
export function JianlouList() {
  return (
    <LiveAuditGuard>
      <JianlouListScreen />
    </LiveAuditGuard>
  )
}
