import { searchHistory } from '@/shared/hooks/search-history'

/** The catalogue's searches on this device (the catalogue is the same for every account). */
export const skuSearchHistory = searchHistory('skuSearchHistory')
