import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import { Filter } from '@nutui/icons-react-taro'
import { decodeParam } from '@/core/platform/text'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
import type { InfiniteData } from '@tanstack/react-query'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { usePageWindow } from '@/shared/hooks/use-page-window'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useFlowAction } from '@/shared/flow'
import { invalidatePaths, pagedKeyOf, queryClient, useApiQuery, usePagedQuery } from '@/shared/query'
import { CreateBar } from '@/shared/ui/create-bar'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import { RECYCLE_DAYS, STOCK_STATUS_TEXT, stockApi, type StockItemSummary, type StockPage, type StockSort } from '../api'
import { ItemCard } from '../shared/item-card'
import { BatchMoveSheet, BatchPriceSheet } from './batch-sheets'
import { activeFilterCount, filtersFromParams, SORT_OPTIONS, type StockFilters } from './list-query'
import { StockFiltersPanel } from './stock-filters'
import './stock-list.less'

export const STOCK_PAGE_SIZE = 50
/** The height of one row in design px (.stock-list__row): the window relies on it. */
export const STOCK_ROW_PX = 112

/** A new query shows its first rows: back to the top of the page. */
function scrollToTop() {
  try {
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  } catch {
    // no page to scroll (tests)
  }
}

/** Items a batch action may take: held ones (showcase both; delete takes only those in stock). */
const refreshStock = () => invalidatePaths('/stock')
const selectable = (item: StockItemSummary) => item.status === 'IN_STOCK' || item.status === 'LOCKED'

interface RowProps {
  item: StockItemSummary
  selecting: boolean
  selected: boolean
  onToggle: (id: number) => void
}

const Row = memo(function Row({ item, selecting, selected, onToggle }: RowProps) {
  const open = () => {
    if (!selecting) return void navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })
    // A tap follows the checkbox: an item no batch action takes cannot be chosen.
    if (selectable(item)) onToggle(item.id)
    else void Taro.showToast({ title: `${STOCK_STATUS_TEXT[item.status]}的商品不能批量操作`, icon: 'none' })
  }
  const leading = selecting ? <Checkbox className="stock-list__check" checked={selected} disabled={!selectable(item)} /> : undefined
  return (
    <View className="stock-list__row">
      <ItemCard item={item} onClick={open} leading={leading} />
    </View>
  )
})

/** pages/stock/inventory/stock/list: the shop's stock, searched, filtered and sorted, 10,000 items smooth. */
export function StockList() {
  const { params } = useCurrentRoute()
  // What the box holds, and what was searched (on the keyboard's 搜索, or when cleared).
  const [typed, setTyped] = useState(() => decodeParam(params.keyword))
  const [keyword, setKeyword] = useState(() => decodeParam(params.keyword))
  const [sort, setSort] = useState<StockSort>('newest')
  const [filters, setFilters] = useState<StockFilters>(() => filtersFromParams(params))
  const [filtering, setFiltering] = useState(false)
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [sheet, setSheet] = useState<'price' | 'move' | null>(null)
  // Either way the rows (and the figures elsewhere) show what the server now holds, where the
  // dealer is in the list.
  const action = useFlowAction({ invalidate: refreshStock, onFailure: () => void refreshStock() })
  const busy = action.busy

  const query = useMemo(() => ({ ...filters, keyword: keyword.trim() || undefined, sort, pageSize: STOCK_PAGE_SIZE }), [filters, keyword, sort])
  // A new query is a new list, loaded from its first page. Back from a detail or form (edited,
  // deleted, locked, sold, stocked in) the loaded rows are asked again in place, so the dealer
  // stays where they were in the list.
  const list = usePagedQuery(stockApi.items.list, query, { signedIn: true })
  const view = usePageWindow(list.items.length, STOCK_ROW_PX, '.stock-list__rows')
  // The first page's totals (the hook keeps only the count): read from the list's cache, which
  // re-renders this screen whenever it changes.
  const first = queryClient.getQueryData<InfiniteData<StockPage>>(pagedKeyOf(stockApi.items.list, query))?.pages[0]
  const totals = first ? { total: first.total, costCents: first.totalCostCents } : null

  // A new query shows its first rows from the top of the page.
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    scrollToTop()
  }, [query])

  // Scrolling fast outruns reach-bottom: ask for the next page when the window nears the end
  // (not again after a failure: the footer offers the retry).
  const { hasMore, loadingMore, loadMore, moreError } = list
  useEffect(() => {
    if (hasMore && !loadingMore && !moreError && list.items.length > 0 && view.end >= list.items.length - 10) void loadMore()
  }, [view.end, list.items.length, hasMore, loadingMore, moreError, loadMore])

  // Rows reloaded: chosen items that are gone or can no longer be chosen leave the selection.
  useEffect(() => {
    setSelected((previous) => {
      if (!previous.size) return previous
      const still = new Set(list.items.filter((item) => previous.has(item.id) && selectable(item)).map((item) => item.id))
      return still.size === previous.size ? previous : still
    })
  }, [list.items])

  // For the filter sheet; without them it offers no brand list.
  const brands = useApiQuery(stockApi.items.brands, undefined, { signedIn: true, pullDown: false }).data ?? []

  const toggle = useCallback((id: number) => {
    setSelected((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])

  const endSelecting = () => {
    setSelecting(false)
    setSelected(new Set())
  }

  // 全选 takes the loaded rows a batch may take; with all of them chosen it clears.
  const choosable = list.items.filter(selectable)
  const allChosen = choosable.length > 0 && choosable.every((item) => selected.has(item.id))
  const toggleAll = () => {
    if (allChosen) return setSelected(new Set())
    setSelected(new Set(choosable.map((item) => item.id)))
    if (list.hasMore) void Taro.showToast({ title: `已选中已加载的 ${choosable.length} 件，继续下滑可加载更多`, icon: 'none', duration: 2000 })
  }
  const chosenIds = list.items.filter((item) => selected.has(item.id) && selectable(item)).map((item) => item.id)
  const openSheet = (kind: 'price' | 'move') => {
    if (!chosenIds.length) return void Taro.showToast({ title: '请先选择商品', icon: 'none' })
    setSheet(kind)
  }

  const batch = (kind: 'delete' | 'share') => {
    if (busy) return
    const picked = list.items.filter((item) => selected.has(item.id) && selectable(item))
    if (!picked.length) return void Taro.showToast({ title: '请先选择商品', icon: 'none' })
    // Only items in stock can be deleted: a locked one is released or sold first.
    const taken = kind === 'delete' ? picked.filter((item) => item.status === 'IN_STOCK') : picked
    if (!taken.length) return void Taro.showToast({ title: '已锁单的商品不能删除', icon: 'none' })
    const ids = taken.map((item) => item.id)
    const locked = picked.length - taken.length
    const which = locked ? `选中的商品中有 ${locked} 件已锁单，不能删除。确定删除其余 ${taken.length} 件吗？` : `确定删除选中的 ${taken.length} 件商品吗？`
    // Refused (an item changed meanwhile): the server's message, the selection stays to adjust.
    void action.run(
      (): Promise<unknown> =>
        kind === 'delete' ? callApi(stockApi.items.remove, { ids }, { handleError: true }) : callApi(stockApi.items.share, { ids, shared: true }, { handleError: true }),
      {
        confirm: kind === 'delete' ? { title: '删除商品', content: `${which}删除后可在「最近删除」中恢复，${RECYCLE_DAYS}天后自动彻底删除。`, danger: true } : undefined,
        failed: kind === 'delete' ? '删除失败，请稍后重试' : '展示失败，请稍后重试',
        after: () => {
          void Taro.showToast({ title: kind === 'delete' ? `已删除 ${ids.length} 件，可在「最近删除」恢复` : `已将 ${ids.length} 件展示到店铺`, icon: 'none', duration: 2000 })
          endSelecting()
        },
      },
    )
  }

  const filterCount = activeFilterCount(filters)
  const narrowed = filterCount > 0 || Boolean(query.keyword)

  const toolbar = (
    <View className="stock-list__toolbar">
      <SearchBar
        className="stock-list__search"
        placeholder="搜索名称、品牌、型号、编码"
        value={typed}
        onChange={(value) => {
          setTyped(value)
          // Cleared: back to the whole list. Typing (and pinyin composing) asks nothing.
          if (!value.trim()) setKeyword('')
        }}
        onSearch={(value) => setKeyword(value)}
      />
      <View className="stock-list__sorts">
        {SORT_OPTIONS.map((option) => (
          <Text key={option.value} className={`stock-list__sort ${sort === option.value ? 'stock-list__sort--on' : ''}`} onClick={() => setSort(option.value)}>
            {option.text}
          </Text>
        ))}
        <Text className={`stock-list__sort stock-list__filter ${filterCount ? 'stock-list__sort--on' : ''}`} onClick={() => setFiltering(true)}>
          <Filter size={12} /> 筛选{filterCount ? `(${filterCount})` : ''}
        </Text>
      </View>
      {totals && list.status === 'ready' && (
        <View className="stock-list__totals">
          <Text>
            共 <Text className="stock-list__figure">{totals.total.toLocaleString('en-US')}</Text> 件{totals.costCents !== null && ` · 成本合计 ${yuan(totals.costCents)}`}
          </Text>
          <Text className="stock-list__batch" onClick={() => (selecting ? endSelecting() : setSelecting(true))}>
            {selecting ? '完成' : '批量'}
          </Text>
        </View>
      )}
    </View>
  )

  const footer = selecting ? (
    <View className="stock-list__batchbar">
      <View className="stock-list__batchhead">
        <View className="stock-list__all" role="checkbox" aria-checked={allChosen} onClick={toggleAll}>
          <Checkbox className="stock-list__check" checked={allChosen} />
          <Text>全选</Text>
        </View>
        <Text className="stock-list__picked">已选 {selected.size} 件</Text>
      </View>
      <View className="stock-list__actions">
        <Button fill="outline" disabled={busy} onClick={() => openSheet('price')}>
          改价
        </Button>
        <Button fill="outline" disabled={busy} onClick={() => openSheet('move')}>
          移库位
        </Button>
        <Button fill="outline" disabled={busy} onClick={() => void batch('share')}>
          展示到店铺
        </Button>
        <Button type="danger" disabled={busy} onClick={() => void batch('delete')}>
          删除
        </Button>
      </View>
    </View>
  ) : (
    <CreateBar text="商品入库" path="pages/stock/inventory/stock/detail/index" query={{ mode: 'create' }} />
  )

  return (
    <PageLayout toolbar={toolbar} footer={footer}>
      {list.status === 'ready' ? (
        <>
          <View className="stock-list__rows">
            <View style={{ height: `${view.before}px` }} />
            {list.items.slice(view.start, view.end).map((item) => (
              <Row key={item.id} item={item} selecting={selecting} selected={selected.has(item.id)} onToggle={toggle} />
            ))}
            <View style={{ height: `${view.after}px` }} />
          </View>
          <ListFooter list={list} />
        </>
      ) : (
        <StateView
          status={list.status}
          error={list.error}
          emptyText={narrowed ? '没有符合条件的商品，换个条件试试' : '还没有商品，点击下方「商品入库」添加第一件'}
          onRetry={() => void list.reload()}
        />
      )}
      <BatchPriceSheet visible={sheet === 'price'} ids={chosenIds} onClose={() => setSheet(null)} onDone={endSelecting} />
      <BatchMoveSheet visible={sheet === 'move'} ids={chosenIds} onClose={() => setSheet(null)} onDone={endSelecting} />
      <StockFiltersPanel
        visible={filtering}
        value={filters}
        brands={brands}
        onClose={() => setFiltering(false)}
        onApply={(next) => {
          setFilters(next)
          setFiltering(false)
        }}
      />
    </PageLayout>
  )
}
