import type { StockListStatus, StockQuery, StockSort } from '../api'

/** The list's filters: everything of a query but paging, keyword and sort. */
export type StockFilters = Pick<StockQuery, 'status' | 'brand' | 'category' | 'grade' | 'location' | 'minPriceCents' | 'maxPriceCents' | 'minAgeDays' | 'maxAgeDays'>

export const SORT_OPTIONS: { value: StockSort; text: string }[] = [
  { value: 'newest', text: '最新入库' },
  { value: 'age-desc', text: '库龄最长' },
  { value: 'price-asc', text: '同行价↑' },
  { value: 'price-desc', text: '同行价↓' },
]

export const AGE_RANGES: { text: string; min?: number; max?: number }[] = [
  { text: '30天内', max: 30 },
  { text: '31-90天', min: 31, max: 90 },
  { text: '91-180天', min: 91, max: 180 },
  { text: '180天以上', min: 181 },
]

/** The list shows what is in the shop unless asked otherwise: the stock tab's 在库商品 figure. */
export const DEFAULT_STATUS: StockListStatus = 'HELD'

/** The status choices of the filter sheet; ALL lists every item but the deleted ones. */
export const STATUS_FILTERS: { value: StockListStatus | 'ALL'; text: string }[] = [
  { value: 'HELD', text: '在库(含锁单)' },
  { value: 'IN_STOCK', text: '在库可售' },
  { value: 'LOCKED', text: '已锁单' },
  { value: 'SOLD', text: '已售出' },
  { value: 'SHIPPED', text: '已出库' },
  { value: 'ALL', text: '全部' },
]

const NUMBER_KEYS = ['minPriceCents', 'maxPriceCents', 'minAgeDays', 'maxAgeDays'] as const
const TEXT_KEYS = ['status', 'brand', 'category', 'grade', 'location'] as const

/**
 * Filters named in a page query (links from the stock tab: ?status=LOCKED, ?minAgeDays=181);
 * without a status, the items in the shop (?status=ALL: every item).
 */
export function filtersFromParams(params: Record<string, string | undefined>): StockFilters {
  const filters: StockFilters = { status: DEFAULT_STATUS }
  for (const key of TEXT_KEYS) if (params[key]) (filters as Record<string, string>)[key] = params[key]!
  if (filters.status === ('ALL' as StockListStatus)) delete filters.status
  for (const key of NUMBER_KEYS) {
    const value = Number(params[key])
    if (params[key] !== undefined && params[key] !== '' && Number.isFinite(value)) filters[key] = value
  }
  return filters
}

export function activeFilterCount(filters: StockFilters): number {
  let count = TEXT_KEYS.filter((key) => (key === 'status' ? filters.status !== DEFAULT_STATUS : filters[key])).length
  if (filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined) count += 1
  if (filters.minAgeDays !== undefined || filters.maxAgeDays !== undefined) count += 1
  return count
}
