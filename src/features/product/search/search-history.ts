import Taro from '@tarojs/taro'

/** The catalogue's searches on this device, newest first. */
export const SEARCH_HISTORY_KEY = 'skuSearchHistory'
export const SEARCH_HISTORY_MAX = 10

export function readSearchHistory(): string[] {
  try {
    const stored: unknown = Taro.getStorageSync(SEARCH_HISTORY_KEY)
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** Keeps `keyword` first (once), at most SEARCH_HISTORY_MAX; returns the new history. */
export function rememberSearch(keyword: string): string[] {
  const history = [keyword, ...readSearchHistory().filter((entry) => entry !== keyword)].slice(0, SEARCH_HISTORY_MAX)
  try {
    Taro.setStorageSync(SEARCH_HISTORY_KEY, history)
  } catch {
    // storage full or unavailable: the search still runs
  }
  return history
}

export function clearSearchHistory(): void {
  try {
    Taro.removeStorageSync(SEARCH_HISTORY_KEY)
  } catch {
    // nothing kept
  }
}
