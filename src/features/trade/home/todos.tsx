import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { Query, RoutePath } from '@/core/routes'
import { useApiQuery } from '@/shared/query'
import { tradeApi } from '../api'

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

/** The signed-in dealer's to-dos across bidding, consignment and recycling: one reply, counted by the server. */
function useTodos(): Todo[] {
  const counts = useApiQuery(tradeApi.todos, undefined, { signedIn: true }).data
  const auctions: RoutePath = 'pages/product/auction/home-list/index'
  const smuList: RoutePath = 'pages/product/smu/list/index'
  const offered: RoutePath = 'pages/recycle/buyer/quote/list/offered/index'
  const todos: Todo[] = [
    { key: 'active', area: '竞拍', text: '竞拍中的拍品', count: counts?.bidding ?? 0, path: auctions, query: { tab: 'mine', mine: 'active' } },
    {
      key: 'won',
      area: '竞拍',
      text: '已拍中待付款',
      count: counts?.wonUnpaid ?? 0,
      path: auctions,
      query: { tab: 'mine', mine: 'won' },
    },
    { key: 'draft', area: '寄拍', text: '草稿待完善', count: counts?.smuDraft ?? 0, path: smuList, query: { status: 'draft' } },
    { key: 'rejected', area: '寄拍', text: '未通过待修改', count: counts?.smuRejected ?? 0, path: smuList, query: { status: 'rejected' }, alert: true },
    { key: 'offering', area: '回收', text: '待报价', count: counts?.recycleOffering ?? 0, path: 'pages/recycle/buyer/quote/list/offering/index' },
    { key: 'ship', area: '回收', text: '待寄出', count: counts?.recycleToShip ?? 0, path: 'pages/recycle/seller/order/list/index', query: { tab: 'awaiting_shipment' } },
    { key: 'inspect', area: '回收', text: '待验货', count: counts?.recycleToInspect ?? 0, path: offered, query: { tab: 'inspecting' } },
    { key: 'confirm', area: '回收', text: '待确认验货价', count: counts?.recycleToConfirm ?? 0, path: 'pages/recycle/seller/order/list/index', query: { tab: 'inspected' } },
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
