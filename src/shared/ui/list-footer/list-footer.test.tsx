import { fireEvent, render, screen } from '@testing-library/react'
import { ListFooter } from '.'

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
    render(<ListFooter loading={false} hasMore error="网络请求失败（500）" onMore={onMore} />)
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    expect(onMore).toHaveBeenCalledTimes(1)
  })
})
