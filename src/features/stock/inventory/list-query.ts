import type { StockQuery, StockSort, StockStatus } from '../api'

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

export const STATUS_FILTERS: StockStatus[] = ['IN_STOCK', 'LOCKED', 'SOLD', 'SHIPPED']

const NUMBER_KEYS = ['minPriceCents', 'maxPriceCents', 'minAgeDays', 'maxAgeDays'] as const
const TEXT_KEYS = ['status', 'brand', 'category', 'grade', 'location'] as const

/** Filters named in a page query (links from the stock tab: ?status=LOCKED, ?minAgeDays=181). */
export function filtersFromParams(params: Record<string, string | undefined>): StockFilters {
  const filters: StockFilters = {}
  for (const key of TEXT_KEYS) if (params[key]) (filters as Record<string, string>)[key] = params[key]!
  for (const key of NUMBER_KEYS) {
    const value = Number(params[key])
    if (params[key] !== undefined && params[key] !== '' && Number.isFinite(value)) filters[key] = value
  }
  return filters
}

export function activeFilterCount(filters: StockFilters): number {
  let count = TEXT_KEYS.filter((key) => filters[key]).length
  if (filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined) count += 1
  if (filters.minAgeDays !== undefined || filters.maxAgeDays !== undefined) count += 1
  return count
}
