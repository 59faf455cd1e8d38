export { queryClient, wireQueryClient, QUERY_RETRIES } from './client'
export { ask, useApiQuery, usePagedQuery, updatePagedRows, statusOf, rowsOf, type Remote, type PagedList, type QueryOptions } from './hooks'
export { invalidateCalls, invalidatePaths, updateCallData, queryKeyOf, pagedKeyOf } from './keys'
export { usePageFocus } from './page-focus'
