import { render } from '@testing-library/react'
import { setRoute } from '@test/taro'
import { guardStockHost } from '@/core/navigation/web'
import { PageLayout } from '.'

vi.mock('@/core/navigation/web', async (original) => ({ ...(await original<typeof import('@/core/navigation/web')>()), guardStockHost: vi.fn() }))

describe('PageLayout and the stock host', () => {
  it('applies the stock-host rule to the page it frames (every page has one)', () => {
    setRoute('pages/stock/inventory/stock/list/index')
    render(<PageLayout>内容</PageLayout>)
    expect(guardStockHost).toHaveBeenCalledWith('pages/stock/inventory/stock/list/index')
  })
})
