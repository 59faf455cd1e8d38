import { act, renderHook, waitFor } from '@testing-library/react'
import { usePagedList } from './use-paged-list'

/** A server list paged by position, as the backend pages: removing one moves the rest up. */
function serverList(count: number, pageSize = 10) {
  const rows = Array.from({ length: count }, (_, index) => ({ id: index + 1 }))
  const asked: number[] = []
  const fetchPage = async (page: number) => {
    asked.push(page)
    const list = rows.slice((page - 1) * pageSize, page * pageSize)
    return { list, total: rows.length, page, pageSize, hasMore: page * pageSize < rows.length }
  }
  const removeOnServer = (id: number) => rows.splice(rows.findIndex((row) => row.id === id), 1)
  return { rows, asked, fetchPage, removeOnServer }
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
    server.rows.unshift({ id: 100 })
    await act(() => result.current.loadMore())
    const ids = result.current.items.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(15)
  })
})
