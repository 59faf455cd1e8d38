import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { mockServer } from '../../../../../mocks/node'
import { shopStocks } from '../../../../../mocks/db'
import { overviewOf } from '../../../../../mocks/lib/stock'
import { formatCents } from '@/shared/format/money'
import StockListPage from '@/pages/stock/inventory/stock/list/index'

const shop = () => shopStocks()[20001]
const rows = (container: HTMLElement) => container.querySelectorAll('.stock-list__row')

/** Every query string the list asked the mock for. */
function listRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/stock/items')) seen.push(url.searchParams)
  })
  return seen
}

function type(placeholder: string, value: string) {
  fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value }, detail: { value } })
}

describe('inventory list', () => {
  afterEach(() => mockServer.events.removeAllListeners())

  it('shows the newest items in the shop first, with the same totals as the stock tab', async () => {
    const requests = listRequests()
    const { container } = renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
    expect(requests[0].get('status')).toBe('HELD')
    const overview = overviewOf(shop())
    expect(screen.getByText(overview.inStockCount.toLocaleString('en-US'))).toBeInTheDocument()
    expect(screen.getByText(`成本合计 ¥${formatCents(overview.costValueCents)}`, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText('已售出')).not.toBeInTheDocument()
    expect(rows(container).length).toBeGreaterThan(5)
    fireEvent.click(screen.getByText('ZP10000'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?id=110000')
  })

  it('pages from the server and keeps a bounded window of rows while scrolling', async () => {
    const requests = listRequests()
    const { container } = renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    for (let page = 2; page <= 4; page++) {
      await act(() => firePageEvent('reachBottom'))
      await waitFor(() => expect(requests.some((query) => query.get('page') === String(page))).toBe(true))
    }
    await waitFor(() => expect(screen.getByText('上拉加载更多')).toBeInTheDocument())
    expect(requests.every((query) => query.get('pageSize') === '50')).toBe(true)
    // Scrolled to the 150th row: the first rows are gone, the window stays small.
    await act(() => firePageEvent('pageScroll', { scrollTop: 150 * 96 }))
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    expect(rows(container).length).toBeLessThan(40)
  })

  it('searches by keyword and shows an empty result', async () => {
    const requests = listRequests()
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    type('搜索名称、品牌、型号、编码', 'ZP09999')
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    expect(screen.getByText('ZP09999')).toBeInTheDocument()
    expect(requests.at(-1)?.get('keyword')).toBe('ZP09999')
    type('搜索名称、品牌、型号、编码', '没有这个商品')
    expect(await screen.findByText('没有符合条件的商品，换个条件试试')).toBeInTheDocument()
  })

  it('filters by the query it was opened with and by the filter sheet', async () => {
    const requests = listRequests()
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true, query: { status: 'LOCKED' } })
    await waitFor(() => expect(screen.getAllByText('已锁单').length).toBe(5))
    expect(requests[0].get('status')).toBe('LOCKED')
    fireEvent.click(screen.getByText(/筛选/))
    fireEvent.click(screen.getByText('腕表'))
    type('最低价', '12.345')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeInTheDocument()
    type('最低价', '10000')
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.get('category')).toBe('腕表'))
    expect(requests.at(-1)?.get('minPriceCents')).toBe('1000000')
    expect(requests.at(-1)?.get('status')).toBe('LOCKED')
  })

  it('lists sold and shipped items too when 全部 is chosen, and 重置 goes back to the shop', async () => {
    const requests = listRequests()
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    expect(document.querySelector('.stock-list__filter')).toHaveTextContent(/^筛选$/)
    fireEvent.click(document.querySelector('.stock-list__filter')!)
    fireEvent.click(screen.getByText('全部'))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.has('status')).toBe(false))
    const all = shop().items.filter((item) => item.status !== 'DELETED')
    expect(await screen.findByText(all.length.toLocaleString('en-US'))).toBeInTheDocument()
    expect(document.querySelector('.stock-list__filter')).toHaveTextContent('筛选(1)')
    fireEvent.click(document.querySelector('.stock-list__filter')!)
    fireEvent.click(screen.getByText('重置'))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.get('status')).toBe('HELD'))
    await waitFor(() => expect(document.querySelector('.stock-list__filter')).toHaveTextContent(/^筛选$/))
  })

  it('sorts by stock age', async () => {
    const requests = listRequests()
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('库龄最长'))
    const oldest = shop()
      .items.filter((item) => item.status === 'IN_STOCK' || item.status === 'LOCKED')
      .sort((a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id)[0]
    expect(await screen.findByText(oldest.code)).toBeInTheDocument()
    expect(requests.at(-1)?.get('sort')).toBe('age-desc')
  })

  it('deletes selected items in one go, after confirming', async () => {
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('ZP10000'))
    fireEvent.click(screen.getByText('ZP09999'))
    expect(screen.getByText('已选 2 件')).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(shop().items.find((item) => item.code === 'ZP10000')?.status).toBe('DELETED'))
    expect(shop().items.find((item) => item.code === 'ZP09999')?.status).toBe('DELETED')
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
  })

  it('shows an empty shop', async () => {
    shop().items = []
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('还没有商品，点击下方「商品入库」添加第一件')).toBeInTheDocument()
    fireEvent.click(screen.getByText('商品入库'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?mode=create')
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/items', 500)
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('网络请求失败（500）')).toBeInTheDocument()
  })

  it('sends a signed-out visitor to the login page', async () => {
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index')
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  })
})
