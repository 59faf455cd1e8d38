import { accountStorageKey } from '@/core/session/auth'
import { searchHistory } from '@/shared/hooks/search-history'

/** Recent keywords of the shop search, per account (cleared when the account changes). */
export const shopSearchHistory = searchHistory(accountStorageKey('stock-search-history'))
