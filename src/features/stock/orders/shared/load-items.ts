import { useCallback, useMemo } from 'react'
import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { ask, invalidatePaths, limitFirstLoad, queryClient, queryKeyOf, statusOf, type Remote } from '@/shared/query'
import { stockApi, type StockItem, type StockItemSummary } from '../../api'
import { channelBlock, type ChannelUse } from '../../shared/channel-rules'

/** Item ids of a query string ('1,2,3', possibly still URL-encoded). */
export function parseIds(value: string | undefined): number[] {
  if (!value) return []
  let text = value
  try {
    text = decodeURIComponent(value)
  } catch {
    // keep it as it came
  }
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)]
}

export function summaryOfItem(item: StockItem): StockItemSummary {
  return {
    id: item.id,
    code: item.code,
    title: item.title,
    brand: item.brand,
    model: item.model,
    category: item.category,
    grade: item.grade,
    colour: item.colour,
    material: item.material,
    size: item.size,
    hardware: item.hardware,
    costCents: item.costCents,
    peerPriceCents: item.peerPriceCents,
    retailCents: item.retailCents,
    quantity: item.quantity,
    location: item.location,
    status: item.status,
    channel: item.channel,
    stockInDate: item.stockInDate,
    ageDays: item.ageDays,
    shared: item.shared,
    photo: item.photos[0] ?? '',
  }
}

interface Combined {
  items: (StockItem | undefined)[]
  error: unknown
  fetching: boolean
}

// Stable, so the combined result keeps its identity while the queries do not change.
function combine(results: UseQueryResult<StockItem>[]): Combined {
  return {
    items: results.map((result) => result.data),
    error: results.find((result) => result.error)?.error ?? null,
    fetching: results.some((result) => result.isFetching),
  }
}

/**
 * The items a page was opened with (?itemIds=1,2), as list rows: one query per item, keyed as the
 * item detail page's, so an item just seen opens at once. Empty ids are ready at once.
 * The shared layer has no hook for several queries of one call, hence useQueries here.
 */
export function useStockItems(ids: number[], { enabled = true }: { enabled?: boolean } = {}): Remote<StockItemSummary[]> {
  const combined = useQueries(
    {
      queries: ids.map((id) => ({ queryKey: queryKeyOf(stockApi.items.detail, { id }), queryFn: limitFirstLoad(() => ask(stockApi.items.detail, { id }, true)), enabled })),
      combine,
    },
    queryClient,
  )
  const data = useMemo(() => {
    const loaded = combined.items.filter((item): item is StockItem => item !== undefined)
    return loaded.length === combined.items.length ? loaded.map(summaryOfItem) : undefined
  }, [combined.items])
  const reload = useCallback(async () => {
    await Promise.all(ids.map((id) => queryClient.refetchQueries({ queryKey: queryKeyOf(stockApi.items.detail, { id }), exact: true })))
  }, [ids])
  return { data, ...statusOf(data, combined.error), reload, fetching: combined.fetching, failed: Boolean(combined.error) }
}

/**
 * After a create that moved items (a lock, a sale, a delivery): every stock answer is stale (the
 * shown ones ask again, the others when their page shows). Passes the reply on.
 */
export function changedStock<T>(reply: T): T {
  void invalidatePaths('/stock')
  return reply
}

/**
 * Chosen items not in an allowed state any more, named for the message under the items; with a
 * `use`, also those another channel holds (寄拍, 回收…), with where the first one is.
 */
export function unavailableError(items: StockItemSummary[], allowed: StockItemSummary['status'][], use?: ChannelUse, lockId: number | null = null): string | undefined {
  const blocked = items.filter((item) => !allowed.includes(item.status))
  if (blocked.length) return `「${blocked[0].title}」${blocked.length > 1 ? `等${blocked.length}件商品` : ''}当前状态不可操作，请移除`
  if (!use) return undefined
  const held = items.map((item) => ({ item, reason: channelBlock(item.channel, use, lockId) })).find((entry) => entry.reason)
  return held ? `「${held.item.title}」${held.reason}，请移除` : undefined
}
