import { useEffect, useRef, useState } from 'react'
import dayjs from 'dayjs'
import { Picker, Text, View } from '@tarojs/components'
import { ArrowDown, ArrowUp } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { StateView } from '@/shared/ui/state-view'
import { LOG_ACTION_TEXT, stockApi, type LogAction, type LogEntry, type LogQuery } from '../api'
import './log-list.less'

export const LOG_PAGE_SIZE = 20

const ACTIONS = Object.keys(LOG_ACTION_TEXT) as LogAction[]
/** The most used actions, offered at first; 更多 shows the rest. */
export const MAIN_ACTIONS: LogAction[] = ['CREATE', 'UPDATE', 'DELETE', 'LOCK', 'SELL', 'SHIP', 'CHECK']
const MORE_ACTIONS = ACTIONS.filter((action) => !MAIN_ACTIONS.includes(action))

/** The colour family of an action's tag. */
const ACTION_TONE: Record<LogAction, string> = {
  CREATE: 'in',
  IMPORT: 'in',
  RESTORE: 'in',
  UPDATE: 'edit',
  SHARE: 'edit',
  CHECK: 'edit',
  DELETE: 'out',
  PURGE: 'out',
  LOSS: 'out',
  LOCK: 'hold',
  RELEASE: 'hold',
  SELL: 'sale',
  CANCEL_SALE: 'sale',
  SHIP: 'sale',
}

export interface LogFilters {
  action: LogAction | ''
  keyword: string
  from: string
  to: string
}

const NO_FILTERS: LogFilters = { action: '', keyword: '', from: '', to: '' }

function LogRow({ entry, linkItem }: { entry: LogEntry; linkItem: boolean }) {
  // A purged item is gone for good: its detail page would only say so.
  const canOpen = linkItem && entry.itemId !== null && entry.action !== 'PURGE'
  return (
    <View className="shop-log__entry">
      <View className="shop-log__head">
        <Text className={`shop-log__tag shop-log__tag--${ACTION_TONE[entry.action]}`}>{LOG_ACTION_TEXT[entry.action]}</Text>
        {entry.itemTitle ? (
          <Text
            className={`shop-log__item ${canOpen ? 'shop-log__item--link' : ''}`}
            onClick={canOpen ? () => navigate('pages/stock/inventory/stock/detail/index', { query: { id: entry.itemId } }) : undefined}
          >
            {entry.itemTitle}
          </Text>
        ) : (
          <Text className="shop-log__item">店铺操作</Text>
        )}
      </View>
      {entry.detail && <View className="shop-log__detail">{entry.detail}</View>}
      <View className="shop-log__meta">
        <Text>操作人：{entry.operator}</Text>
        <Text>{formatDate(entry.at)}</Text>
      </View>
    </View>
  )
}

function LogEntries({
  query,
  filtered,
  linkItem,
  onFirst,
}: {
  query: Omit<LogQuery, 'page' | 'pageSize'>
  filtered: boolean
  linkItem: boolean
  onFirst: (entry: LogEntry | undefined) => void
}) {
  const list = usePagedQuery(stockApi.shop.logs, { ...query, pageSize: LOG_PAGE_SIZE }, { signedIn: true })
  const first = list.items[0]
  const onFirstRef = useRef(onFirst)
  onFirstRef.current = onFirst
  useEffect(() => {
    if (first) onFirstRef.current(first)
  }, [first])
  if (list.status !== 'ready') {
    return <StateView status={list.status} error={list.error} emptyText={filtered ? '没有符合条件的操作记录' : '还没有操作记录'} onRetry={list.reload} />
  }
  return (
    <View className="shop-log__list">
      {list.items.map((entry) => (
        <LogRow key={entry.id} entry={entry} linkItem={linkItem} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

/** pages/stock/shop/log/list[?itemId=]: who did what to which item, filterable; one item's log with itemId. */
export function LogList() {
  const { params } = useCurrentRoute()
  const itemId = params.itemId ? Number(params.itemId) : undefined
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS)
  const [typed, setTyped] = useState('')
  const [itemTitle, setItemTitle] = useState('')
  const [allActions, setAllActions] = useState(false)
  const today = dayjs().format('YYYY-MM-DD')

  const set = (patch: Partial<LogFilters>) => setFilters((current) => ({ ...current, ...patch }))
  const filtered = Boolean(filters.action || filters.keyword || filters.from || filters.to)
  const query = { ...filters, action: filters.action || undefined, itemId }
  // Folded, the chosen action stays in view even when it is one of the rest.
  const shownActions = ['', ...MAIN_ACTIONS, ...MORE_ACTIONS.filter((action) => allActions || action === filters.action)] as const

  return (
    <PageLayout title={itemId ? '商品操作日志' : undefined}>
      <View className="shop-log__filters">
        {itemId !== undefined && (
          <View className="shop-log__hint">
            仅显示{itemTitle ? `「${itemTitle}」` : '该商品'}的操作记录
            <Text className="shop-log__all" onClick={() => navigate('pages/stock/shop/log/list/index', { replace: true })}>
              查看全部
            </Text>
          </View>
        )}
        {itemId === undefined && (
          <SearchBar
            value={typed}
            button
            onChange={(value) => {
              setTyped(value)
              if (!value && filters.keyword) set({ keyword: '' })
            }}
            onSearch={(value) => set({ keyword: value.trim() })}
            placeholder="搜索商品名称、操作人、内容"
          />
        )}
        <View className="shop-log__chips">
          {shownActions.map((action) => (
            <Text key={action || 'all'} className={`chip shop-log__chip ${filters.action === action ? 'chip--on' : ''}`} onClick={() => set({ action })}>
              {action ? LOG_ACTION_TEXT[action] : '全部'}
            </Text>
          ))}
          <View className="chip shop-log__chip shop-log__chip--toggle" aria-expanded={allActions} onClick={() => setAllActions(!allActions)}>
            <Text>{allActions ? '收起' : '更多'}</Text>
            {allActions ? <ArrowUp size={10} /> : <ArrowDown size={10} />}
          </View>
        </View>
        <View className="shop-log__dates">
          <Picker mode="date" value={filters.from || filters.to || today} end={filters.to || today} onChange={(event) => set({ from: String(event.detail.value) })}>
            <View className={`shop-log__date ${filters.from ? 'shop-log__date--set' : ''}`}>{filters.from || '开始日期'}</View>
          </Picker>
          <Text className="shop-log__to">至</Text>
          <Picker mode="date" value={filters.to || today} start={filters.from || undefined} end={today} onChange={(event) => set({ to: String(event.detail.value) })}>
            <View className={`shop-log__date ${filters.to ? 'shop-log__date--set' : ''}`}>{filters.to || '结束日期'}</View>
          </Picker>
          {(filters.from || filters.to) && (
            <Text className="shop-log__reset" onClick={() => set({ from: '', to: '' })}>
              清除日期
            </Text>
          )}
        </View>
      </View>
      <LogEntries key={JSON.stringify(query)} query={query} filtered={filtered} linkItem={itemId === undefined} onFirst={(entry) => entry && setItemTitle(entry.itemTitle)} />
    </PageLayout>
  )
}
