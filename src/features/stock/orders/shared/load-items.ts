import { callApi } from '@/core/request'
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

/** Chosen items not in an allowed state any more, named for the message under the items. */
export function unavailableError(items: StockItemSummary[], allowed: StockItemSummary['status'][]): string | undefined {
  const blocked = items.filter((item) => !allowed.includes(item.status))
  if (!blocked.length) return undefined
  return `「${blocked[0].title}」${blocked.length > 1 ? `等${blocked.length}件商品` : ''}当前状态不可操作，请移除`
}
