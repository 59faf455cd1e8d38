import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ApiError } from '@/core/request/errors'
import { usePagedList } from '@/shared/hooks/use-paged-list'
import { ListFooter } from '.'

/** 25 rows in pages of 10; page 2 fails while `failing` is set. */
function makeServer() {
  const state = { failing: false, asked: [] as number[] }
  const fetchPage = async (page: number) => {
    state.asked.push(page)
    if (page > 1 && state.failing) throw new ApiError(500, '网络请求失败（500）')
    const list = Array.from({ length: page < 3 ? 10 : 5 }, (_, index) => ({ id: (page - 1) * 10 + index + 1 }))
    return { list, total: 25, page, pageSize: 10, hasMore: page < 3 }
  }
  return { state, fetchPage }
}

/** A list as the post feed and most pages write it: only the list's own fields are passed. */
function List({ fetchPage }: { fetchPage: ReturnType<typeof makeServer>['fetchPage'] }) {
  const list = usePagedList(fetchPage)
  return (
    <>
      <div data-testid='count'>{list.items.length}</div>
      <ListFooter loading={list.loadingMore} hasMore={list.hasMore} onMore={list.loadMore} />
    </>
  )
}

describe('ListFooter', () => {
  it('says loading, more to come and the end', () => {
    const { rerender } = render(<ListFooter loading hasMore />)
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    rerender(<ListFooter loading={false} hasMore />)
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    rerender(<ListFooter loading={false} hasMore={false} />)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  it('offers a retry for a failed page it is told of', () => {
    const onMore = vi.fn()
    render(<ListFooter loading={false} hasMore error='网络请求失败（500）' onMore={onMore} />)
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    expect(onMore).toHaveBeenCalledTimes(1)
  })

  it("finds a paged list's failed next page from its loadMore, and a tap loads it again", async () => {
    const server = makeServer()
    render(<List fetchPage={server.fetchPage} />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'))
    server.state.failing = true
    fireEvent.click(screen.getByText('上拉加载更多'))
    expect(await screen.findByText('加载失败，点击重试')).toBeInTheDocument()
    expect(screen.getByTestId('count')).toHaveTextContent('10')
    server.state.failing = false
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('20'))
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    expect(server.state.asked).toEqual([1, 2, 2])
  })
})
