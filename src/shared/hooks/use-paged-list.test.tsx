import { act, renderHook, waitFor } from '@testing-library/react'
import { firePageEvent, uiLog } from '@test/taro'
import { ApiError } from '@/core/request/errors'
import { usePagedList } from './use-paged-list'

/** A server list paged by position, as the backend pages: removing one moves the rest up. */
function serverList(count: number, pageSize = 10) {
  const rows = Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }))
  const asked: number[] = []
  // While set, every call fails with it.
  const failure: { current: Error | null } = { current: null }
  const fetchPage = async (page: number) => {
    asked.push(page)
    if (failure.current) throw failure.current
    const list = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => ({ ...row }))
    return { list, total: rows.length, page, pageSize, hasMore: page * pageSize < rows.length }
  }
  const removeOnServer = (id: number) => rows.splice(rows.findIndex((row) => row.id === id), 1)
  return { rows, asked, failure, fetchPage, removeOnServer }
}

describe('usePagedList', () => {
  it('loads page after page until the end', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.map((row) => row.id))
    expect(result.current.hasMore).toBe(false)
  })

  it('skips no item on the next page after items were removed from a loaded one', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    // two deleted on the server and taken out here: items 11 and 12 now sit on page 1
    for (const id of [3, 7]) server.removeOnServer(id)
    act(() => result.current.remove((item) => item.id === 3 || item.id === 7))
    expect(result.current.items).toHaveLength(8)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.map((row) => row.id))
    expect(result.current.hasMore).toBe(false)
  })

  it('drops items a shifted page repeats (new items came in at the top)', async () => {
    const server = serverList(15)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    server.rows.unshift({ id: 100, name: 'row 100' })
    await act(() => result.current.loadMore())
    const ids = result.current.items.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(15)
  })

  it('keeps a failed next page to retry, and retries it', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    server.failure.current = new ApiError(500, '网络请求失败（500）')
    await act(() => result.current.loadMore())
    expect(result.current.moreError).toBe('网络请求失败（500）')
    expect(result.current.items).toHaveLength(10)
    expect(result.current.hasMore).toBe(true)
    server.failure.current = null
    await act(() => result.current.loadMore())
    expect(result.current.moreError).toBe('')
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.slice(0, 20).map((row) => row.id))
  })

  it('keeps the rows and says why when a pull-down refresh fails', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    server.failure.current = new ApiError(409, '店铺数据同步中，请稍后再试')
    await act(() => firePageEvent('pullDownRefresh'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('店铺数据同步中，请稍后再试'))
    expect(result.current.status).toBe('ready')
    expect(result.current.items).toHaveLength(10)
  })

  it('does not toast over what the request layer showed itself (maintenance)', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    server.failure.current = new ApiError(60001, '预计30分钟后恢复')
    await act(() => result.current.reload())
    expect(uiLog.toasts).toEqual([])
    expect(result.current.items).toHaveLength(10)
  })

  it('shows a failed first page as the error state', async () => {
    const server = serverList(25)
    server.failure.current = new ApiError(500, '网络请求失败（500）')
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe('网络请求失败（500）')
    server.failure.current = null
    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
  })

  it('refreshes every loaded page in place, so the rows further down stay', async () => {
    const server = serverList(35)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    server.rows[24].name = 'renamed'
    server.removeOnServer(3)
    server.asked.splice(0)
    await act(() => result.current.refresh())
    expect(server.asked.sort()).toEqual([1, 2, 3])
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.slice(0, 30).map((row) => row.id))
    expect(result.current.items.find((item) => item.id === 25)?.name).toBe('renamed')
    // the next page follows on from the refreshed ones
    await act(() => result.current.loadMore())
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.map((row) => row.id))
  })

  it('refreshes at most REFRESH_MAX_PAGES pages and keeps the rows loaded beyond them', async () => {
    const server = serverList(200, 10)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    for (let page = 2; page <= 12; page++) await act(() => result.current.loadMore())
    expect(result.current.items).toHaveLength(120)
    server.asked.splice(0)
    await act(() => result.current.refresh())
    expect(Math.max(...server.asked)).toBe(10)
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.slice(0, 120).map((row) => row.id))
    await act(() => result.current.loadMore())
    expect(result.current.items).toHaveLength(130)
  })

  it('skips no row after refreshing a long list that lost rows near the top', async () => {
    const server = serverList(200, 10)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    for (let page = 2; page <= 12; page++) await act(() => result.current.loadMore())
    // deleted on another page: the list learns it from the refresh only
    server.removeOnServer(3)
    await act(() => result.current.refresh())
    await act(() => result.current.loadMore())
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.slice(0, 130).map((row) => row.id))
  })

  it('skips no row when one is removed while the next page is on its way', async () => {
    const server = serverList(30)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    let pending: Promise<void> = Promise.resolve()
    act(() => {
      pending = result.current.loadMore()
      // the page is asked for already; row 5 goes on the server and here
      server.removeOnServer(5)
      result.current.remove((item) => item.id === 5)
    })
    await act(() => pending)
    await act(() => result.current.loadMore())
    expect(result.current.items.map((item) => item.id)).toEqual(server.rows.map((row) => row.id))
  })

  it('starts over for a new query: the old rows go, a failure is the error state', async () => {
    const server = serverList(25)
    const { result } = renderHook(() => usePagedList(server.fetchPage))
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    server.failure.current = new ApiError(500, '网络请求失败（500）')
    await act(() => result.current.restart())
    expect(result.current.status).toBe('error')
    expect(result.current.items).toEqual([])
  })
})
