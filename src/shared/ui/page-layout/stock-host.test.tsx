import { render } from '@testing-library/react'
import { setRoute } from '@test/taro'
import { guardStockHost, leavesStockHost } from '@/core/navigation/web'
import { PageLayout } from '.'

vi.mock('@/core/navigation/web', async (original) => ({
  ...(await original<typeof import('@/core/navigation/web')>()),
  guardStockHost: vi.fn(),
  leavesStockHost: vi.fn(() => false),
}))

describe('PageLayout and the stock host', () => {
  it('applies the stock-host rule to the page it frames (every page has one)', () => {
    setRoute('pages/stock/inventory/stock/list/index')
    render(<PageLayout>内容</PageLayout>)
    expect(guardStockHost).toHaveBeenCalledWith('pages/stock/inventory/stock/list/index')
  })

  it('shows nothing of a page the stock host does not serve while it goes to not-found', () => {
    vi.mocked(leavesStockHost).mockReturnValue(true)
    setRoute('pages/home/post/index')
    const { queryByText } = render(<PageLayout>内容</PageLayout>)
    expect(queryByText('内容')).toBeNull()
    expect(leavesStockHost).toHaveBeenCalledWith('pages/home/post/index')
  })
})
