import Taro from '@tarojs/taro'
import { accountStorageKey } from '@/core/session/auth'

/** Recent keywords of the shop search, per account (cleared when the account changes). */
export const SEARCH_HISTORY_KEY = accountStorageKey('stock-search-history')
export const MAX_SEARCH_HISTORY = 10

export function readSearchHistory(): string[] {
  try {
    const saved: unknown = Taro.getStorageSync(SEARCH_HISTORY_KEY)
    return Array.isArray(saved) ? saved.filter((value): value is string => typeof value === 'string').slice(0, MAX_SEARCH_HISTORY) : []
  } catch {
    return []
  }
}

/** The keyword first, without its older copy, at most ten kept. */
export function rememberSearch(keyword: string): string[] {
  const next = [keyword, ...readSearchHistory().filter((value) => value !== keyword)].slice(0, MAX_SEARCH_HISTORY)
  try {
    Taro.setStorageSync(SEARCH_HISTORY_KEY, next)
  } catch {
    // storage full or unavailable: the search still runs
  }
  return next
}

export function clearSearchHistory(): void {
  try {
    Taro.removeStorageSync(SEARCH_HISTORY_KEY)
  } catch {
    // nothing to clear
  }
}
