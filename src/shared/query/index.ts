export { queryClient, wireQueryClient, QUERY_RETRIES, FRESH_ON_MOUNT_MS } from './client'
export { ask, useApiQuery, usePagedQuery, prefetchApiQuery, prefetchPagedQuery, updatePagedRows, statusOf, rowsOf, type Remote, type PagedList, type QueryOptions } from './hooks'
export { invalidateCalls, invalidatePaths, updateCallData, queryKeyOf, pagedKeyOf } from './keys'
export { usePageFocus } from './page-focus'
