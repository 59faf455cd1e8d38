import { screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { shopStocks } from '@mocks/db'
import { isOnShelf } from '@mocks/lib/stock'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'

// The H5 site served from a stock host (spec section 2).
vi.mock('@/core/navigation/web', async (original) => ({ ...(await original<typeof import('@/core/navigation/web')>()), onStockHost: () => true, guardStockHost: () => {} }))

const PATH = 'pages/stock/inventory/stock/detail/index'

describe('the stock detail page on the stock host', () => {
  const held = () => Object.values(shopStocks())[0].items.find((item) => isOnShelf(item) && item.retailCents !== null)!

  it('shows a shared item signed out: its public fields, no peer price, no login', async () => {
    const item = held()
    renderPage(<ItemDetailPage />, PATH, { query: { id: String(item.id), utm_source: 'wx' } })
    expect(await screen.findByText(item.title)).toBeInTheDocument()
    expect(screen.getByText(`成色 ${item.grade}`)).toBeInTheDocument()
    expect(screen.queryByText(/同行价/)).not.toBeInTheDocument()
    expect(screen.queryByText(/成本/)).not.toBeInTheDocument()
    expect(navigationLog.some((entry) => entry.url.includes('account/login'))).toBe(false)
  })

  it('shows the peer price to the shop itself', async () => {
    const item = held()
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(item.id) } })
    expect(await screen.findByText(item.title)).toBeInTheDocument()
    expect(screen.getByText(/同行价 ¥/)).toBeInTheDocument()
  })

  it('says when the item is gone', async () => {
    renderPage(<ItemDetailPage />, PATH, { query: { id: '999999999' } })
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })
})
