import { useEffect, useRef, useState } from 'react'
import { callApi } from '@/core/request'
import { useRemote, type Remote } from '@/shared/hooks/use-remote'
import { stockApi, type StockItem, type StockItemSummary } from '../../api'

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
    costCents: item.costCents,
    peerPriceCents: item.peerPriceCents,
    retailCents: item.retailCents,
    quantity: item.quantity,
    location: item.location,
    status: item.status,
    stockInDate: item.stockInDate,
    ageDays: item.ageDays,
    shared: item.shared,
    photo: item.photos[0] ?? '',
  }
}

/** The items a page was opened with, as list rows. */
export async function loadItems(ids: number[]): Promise<StockItemSummary[]> {
  if (!ids.length) return []
  const items = await Promise.all(ids.map((id) => callApi(stockApi.items.detail, { id }, { handleError: true, loading: false })))
  return items.map(summaryOfItem)
}

/**
 * The data a form starts from: loaded like a page (after app start, sign-in required), handed
 * to the form's state once; later reloads (a new session) do not overwrite what was typed.
 */
export function useSeed<T>(loader: () => Promise<T>, apply: (data: T) => void): Remote<T> {
  const remote = useRemote(loader)
  // State, not a ref: the form stays in 'loading' until its fields hold the seed. Taro's H5
  // Input throws when its value changes in the moment after it mounts (its inner input does
  // not exist yet), which an empty form filled one render later did under load.
  const [applied, setApplied] = useState(false)
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    if (remote.data === undefined || applied) return
    applyRef.current(remote.data)
    setApplied(true)
  }, [remote.data, applied])
  return remote.status === 'ready' && !applied ? { ...remote, status: 'loading' } : remote
}

/** Chosen items not in an allowed state any more, named for the message under the items. */
export function unavailableError(items: StockItemSummary[], allowed: StockItemSummary['status'][]): string | undefined {
  const blocked = items.filter((item) => !allowed.includes(item.status))
  if (!blocked.length) return undefined
  return `「${blocked[0].title}」${blocked.length > 1 ? `等${blocked.length}件商品` : ''}当前状态不可操作，请移除`
}
