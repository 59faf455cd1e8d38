import { fireEvent, render, screen } from '@testing-library/react'
import { navigationLog, setRoute } from '@test/taro'
import { PageLayout } from '.'

describe('PageLayout', () => {
  it('shows the route title and the content when ready', () => {
    setRoute('pages/stock/inventory/stock/list/index')
    render(<PageLayout>内容</PageLayout>)
    expect(screen.getByText('库存列表')).toBeInTheDocument()
    expect(screen.getByText('内容')).toBeInTheDocument()
  })

  it('replaces the content by a loading state', () => {
    setRoute('pages/stock/inventory/stock/list/index')
    render(<PageLayout status="loading">内容</PageLayout>)
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    expect(screen.queryByText('内容')).not.toBeInTheDocument()
  })

  it('shows an error with a retry that calls back', () => {
    const retry = vi.fn()
    render(
      <PageLayout status="error" error="服务器开小差了" onRetry={retry}>
        内容
      </PageLayout>,
    )
    expect(screen.getByText('服务器开小差了')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重新加载'))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('shows the empty text', () => {
    render(<PageLayout status="empty" emptyText="还没有地址" />)
    expect(screen.getByText('还没有地址')).toBeInTheDocument()
  })

  it('goes home from a page opened directly, with nothing to go back to', () => {
    setRoute('pages/post/detail/index', { id: '1' })
    const { container } = render(<PageLayout />)
    fireEvent.click(container.querySelector('.page-layout__back')!)
    expect(navigationLog.at(-1)).toEqual({ method: 'switchTab', url: '/pages/home/post/index' })
  })

  it('has no back button on a tab page', () => {
    setRoute('pages/home/stock/index')
    const { container } = render(<PageLayout />)
    expect(container.querySelector('.page-layout__back')).toBeNull()
  })
})
