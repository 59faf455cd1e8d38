import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { Query, RoutePath } from '@/core/routes'
import { myBidsCall } from '@/features/auction'
import { recycleBuyerApi, recycleSellerApi } from '@/features/recycle/api'
import { smuApi } from '@/features/smu'
import { useApiQuery } from '@/shared/query'

interface Todo {
  key: string
  /** Which part of trading it belongs to, above the label: 竞拍, 寄拍, 回收. */
  area: string
  text: string
  count: number
  path: RoutePath
  query?: Query
  /** Asks for a fix (red) rather than a next step. */
  alert?: boolean
}

/** The signed-in dealer's to-dos across bidding, consignment and recycling, fetched side by side. */
function useTodos(): Todo[] {
  const active = useApiQuery(myBidsCall, { tab: 'active', page: 1, pageSize: 1 }, { signedIn: true })
  const won = useApiQuery(myBidsCall, { tab: 'won', page: 1, pageSize: 20 }, { signedIn: true })
  const smu = useApiQuery(smuApi.counts, undefined, { signedIn: true })
  const seller = useApiQuery(recycleSellerApi.counts, undefined, { signedIn: true })
  const buyer = useApiQuery(recycleBuyerApi.counts, undefined, { signedIn: true })
  const auctions: RoutePath = 'pages/product/auction/home-list/index'
  const smuList: RoutePath = 'pages/product/smu/list/index'
  const offered: RoutePath = 'pages/recycle/buyer/quote/list/offered/index'
  const todos: Todo[] = [
    { key: 'active', area: '竞拍', text: '竞拍中的拍品', count: active.data?.total ?? 0, path: auctions, query: { tab: 'mine', mine: 'active' } },
    {
      key: 'won',
      area: '竞拍',
      text: '已拍中待付款',
      count: won.data?.list.filter((lot) => !lot.paid && lot.payOrderNo).length ?? 0,
      path: auctions,
      query: { tab: 'mine', mine: 'won' },
    },
    { key: 'draft', area: '寄拍', text: '草稿待完善', count: smu.data?.draft ?? 0, path: smuList, query: { status: 'draft' } },
    { key: 'rejected', area: '寄拍', text: '未通过待修改', count: smu.data?.rejected ?? 0, path: smuList, query: { status: 'rejected' }, alert: true },
    { key: 'offering', area: '回收', text: '待报价', count: buyer.data?.offering ?? 0, path: 'pages/recycle/buyer/quote/list/offering/index' },
    { key: 'ship', area: '回收', text: '待寄出', count: seller.data?.awaiting_shipment ?? 0, path: 'pages/recycle/seller/order/list/index', query: { tab: 'awaiting_shipment' } },
    { key: 'inspect', area: '回收', text: '待验货', count: buyer.data?.inspecting ?? 0, path: offered, query: { tab: 'inspecting' } },
    { key: 'confirm', area: '回收', text: '待确认验货价', count: seller.data?.inspected ?? 0, path: 'pages/recycle/seller/order/list/index', query: { tab: 'inspected' } },
  ]
  return todos.filter((todo) => todo.count > 0)
}

/**
 * 我的待办: what the signed-in dealer has to act on (bidding, consignments, recycling), as
 * compact count cells, each opening its list. Nothing when there is nothing to do (or the counts
 * fail: the tab's own content matters more).
 */
export function MyTodos() {
  const todos = useTodos()
  if (!todos.length) return null
  return (
    <View className="trade-home__section trade-home__todos" role="list" aria-label="我的待办">
      <View className="trade-home__section-title">我的待办</View>
      <View className="trade-home__todo-grid">
        {todos.map((todo) => (
          <View
            key={todo.key}
            role="listitem"
            className={`trade-home__todo trade-home__todo--${todo.key} ${todo.alert ? 'trade-home__todo--alert' : ''}`}
            onClick={() => void navigate(todo.path, { query: todo.query })}
          >
            <Text className="trade-home__todo-count">{todo.count}</Text>
            <Text className="trade-home__todo-text">
              {todo.area} · {todo.text}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}
