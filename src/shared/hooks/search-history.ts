import Taro from '@tarojs/taro'

export const SEARCH_HISTORY_MAX = 10

export interface SearchHistory {
  /** The storage key (tests read it). */
  key: string
  /** Newest first. */
  read: () => string[]
  /** The keyword first, without its older copy, at most SEARCH_HISTORY_MAX kept; the new list. */
  remember: (keyword: string) => string[]
  clear: () => void
}

/** A search page's recent keywords on this device, kept under `key`. */
export function searchHistory(key: string): SearchHistory {
  const read = (): string[] => {
    try {
      const saved: unknown = Taro.getStorageSync(key)
      return Array.isArray(saved) ? saved.filter((value): value is string => typeof value === 'string').slice(0, SEARCH_HISTORY_MAX) : []
    } catch {
      return []
    }
  }
  return {
    key,
    read,
    remember: (keyword) => {
      const next = [keyword, ...read().filter((value) => value !== keyword)].slice(0, SEARCH_HISTORY_MAX)
      try {
        Taro.setStorageSync(key, next)
      } catch {
        // storage full or unavailable: the search still runs
      }
      return next
    },
    clear: () => {
      try {
        Taro.removeStorageSync(key)
      } catch {
        // nothing to clear
      }
    },
  }
}
