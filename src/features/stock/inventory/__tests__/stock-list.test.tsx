import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope, recordQueries } from '@test/server'
import { mockServer } from '@mocks/node'
import { overviewOf } from '@mocks/lib/stock'
import { formatCents } from '@/shared/format/money'
import StockListPage from '@/pages/stock/inventory/stock/list/index'
import { STOCK_ROW_PX } from '../stock-list'
import { typeIn } from '@test/dom'
import { demoStock, stockItemByCode } from '@test/stock'

const rows = (container: HTMLElement) => container.querySelectorAll('.stock-list__row')

const SEARCH = '搜索名称、品牌、型号、编码'
/** The keyboard's 搜索 key. */
const confirmSearch = () => fireEvent.keyDown(screen.getByPlaceholderText(SEARCH), { keyCode: 13, key: 'Enter' })
const openList = (query: Record<string, string> = {}) => renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true, query })

describe('inventory list', () => {
  it('shows the newest items in the shop first, with the same totals as the stock tab', async () => {
    const requests = recordQueries('/stock/items')
    const { container } = renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
    expect(requests[0].get('status')).toBe('HELD')
    const overview = overviewOf(demoStock())
    expect(screen.getByText(overview.inStockCount.toLocaleString('en-US'))).toBeInTheDocument()
    expect(screen.getByText(`成本合计 ¥${formatCents(overview.costValueCents!)}`, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText('已售出')).not.toBeInTheDocument()
    expect(rows(container).length).toBeGreaterThan(5)
    fireEvent.click(screen.getByText('ZP10000'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?id=110000')
  })

  it('shows what tells one piece from the next, and names every price', async () => {
    // Two pieces of the same model: told apart by colour, material, hardware, size, location and code.
    const [first, second] = [stockItemByCode('ZP10000'), stockItemByCode('ZP09999')]
    Object.assign(first, {
      title: '爱马仕 Kelly 28',
      colour: '金棕色',
      material: 'Togo皮',
      hardware: '金扣',
      size: '28cm',
      grade: '99新',
      location: '柜台',
      peerPriceCents: 12800000,
      costCents: 11000000,
    })
    Object.assign(second, { title: '爱马仕 Kelly 28', colour: '黑色', material: '羊皮', hardware: '银扣', size: '28cm', grade: '95新', location: '保险柜' })
    const { container } = openList()
    await screen.findByText('ZP10000')
    const row = (code: string) => screen.getByText(code).closest('.stock-item') as HTMLElement
    expect(row('ZP10000').querySelector('.stock-item__specs')).toHaveTextContent('99新 · 金棕色 · Togo皮 · 金扣 · 28cm')
    expect(row('ZP09999').querySelector('.stock-item__specs')).toHaveTextContent('95新 · 黑色 · 羊皮 · 银扣 · 28cm')
    expect(row('ZP10000').querySelector('.stock-item__location')).toHaveTextContent('柜台')
    expect(row('ZP09999').querySelector('.stock-item__location')).toHaveTextContent('保险柜')
    // the red price is the peer price, and says so; the cost too
    expect(row('ZP10000').querySelector('.stock-price--peer')).toHaveTextContent('同行价¥128,000')
    expect(row('ZP10000').querySelector('.stock-price--cost')).toHaveTextContent('成本¥110,000')
    expect(rows(container).length).toBeGreaterThan(5)
  })

  it('finds a piece by its maker’s serial', async () => {
    const requests = recordQueries('/stock/items')
    stockItemByCode('ZP09990').serial = 'SN-77AB'
    openList()
    await screen.findByText('ZP10000')
    typeIn(SEARCH, 'sn-77ab')
    confirmSearch()
    expect(await screen.findByText('ZP09990')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    expect(requests.at(-1)?.get('keyword')).toBe('sn-77ab')
  })

  it('pages from the server and keeps a bounded window of rows while scrolling', async () => {
    const requests = recordQueries('/stock/items')
    const { container } = renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    for (let page = 2; page <= 4; page++) {
      await act(() => firePageEvent('reachBottom'))
      await waitFor(() => expect(requests.some((query) => query.get('page') === String(page))).toBe(true))
    }
    await waitFor(() => expect(screen.getByText('上拉加载更多')).toBeInTheDocument())
    expect(requests.every((query) => query.get('pageSize') === '50')).toBe(true)
    // Scrolled to the 150th row: the first rows are gone, the window stays small.
    await act(() => firePageEvent('pageScroll', { scrollTop: 150 * STOCK_ROW_PX }))
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    expect(rows(container).length).toBeLessThan(40)
  })

  it('searches by keyword on the keyboard’s 搜索 and shows an empty result', async () => {
    const requests = recordQueries('/stock/items')
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    typeIn(SEARCH, 'ZP09999')
    confirmSearch()
    expect(await screen.findByText('ZP09999')).toBeInTheDocument()
    expect(screen.queryByText('ZP10000')).not.toBeInTheDocument()
    expect(requests.at(-1)?.get('keyword')).toBe('ZP09999')
    typeIn(SEARCH, '没有这个商品')
    confirmSearch()
    expect(await screen.findByText('没有符合条件的商品，换个条件试试')).toBeInTheDocument()
  })

  it('opens on the keyword of its link, decoded once (a weapp page gets it percent-escaped)', async () => {
    const requests = recordQueries('/stock/items')
    openList({ keyword: encodeURIComponent('爱马仕') })
    await waitFor(() => expect(requests.at(-1)?.get('keyword')).toBe('爱马仕'))
    expect((screen.getByPlaceholderText(SEARCH) as HTMLInputElement).value).toBe('爱马仕')
  })

  it('asks nothing while a keyword is typed (pinyin composing), and the whole list again when cleared', async () => {
    const requests = recordQueries('/stock/items')
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    const asked = requests.length
    const input = screen.getByPlaceholderText(SEARCH)
    fireEvent.compositionStart(input)
    for (const value of ['a', 'ai', 'aim']) typeIn(SEARCH, value)
    // The word picked: composition ends with it in the box.
    fireEvent.compositionEnd(input, { target: { value: '爱马仕' }, data: '爱马仕' })
    await waitFor(() => expect(input).toHaveValue('爱马仕'))
    await new Promise((done) => setTimeout(done, 500))
    expect(requests.length).toBe(asked)
    expect(screen.getByText('ZP10000')).toBeInTheDocument()
    confirmSearch()
    await waitFor(() => expect(requests.at(-1)?.get('keyword')).toBe('爱马仕'))
    expect(requests.length).toBe(asked + 1)
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    typeIn(SEARCH, '')
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
    expect(requests.at(-1)?.has('keyword')).toBe(false)
  })

  it('filters by the query it was opened with and by the filter sheet', async () => {
    const requests = recordQueries('/stock/items')
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true, query: { status: 'LOCKED' } })
    await waitFor(() => expect(screen.getAllByText('已锁单').length).toBe(5))
    expect(requests[0].get('status')).toBe('LOCKED')
    fireEvent.click(screen.getByText(/筛选/))
    fireEvent.click(screen.getByText('腕表'))
    typeIn('最低价', '12.345')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('金额格式不正确，最多两位小数')).toBeInTheDocument()
    typeIn('最低价', '10000')
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.get('category')).toBe('腕表'))
    expect(requests.at(-1)?.get('minPriceCents')).toBe('1000000')
    expect(requests.at(-1)?.get('status')).toBe('LOCKED')
  })

  it('lists sold and shipped items too when 全部 is chosen, and 重置 goes back to the shop', async () => {
    const requests = recordQueries('/stock/items')
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    expect(document.querySelector('.stock-list__filter')).toHaveTextContent(/^筛选$/)
    fireEvent.click(document.querySelector('.stock-list__filter')!)
    fireEvent.click(screen.getByText('全部'))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.has('status')).toBe(false))
    const all = demoStock().items.filter((item) => item.status !== 'DELETED')
    expect(await screen.findByText(all.length.toLocaleString('en-US'))).toBeInTheDocument()
    expect(document.querySelector('.stock-list__filter')).toHaveTextContent('筛选(1)')
    fireEvent.click(document.querySelector('.stock-list__filter')!)
    fireEvent.click(screen.getByText('重置'))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(requests.at(-1)?.get('status')).toBe('HELD'))
    await waitFor(() => expect(document.querySelector('.stock-list__filter')).toHaveTextContent(/^筛选$/))
  })

  it('sorts by stock age', async () => {
    const requests = recordQueries('/stock/items')
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('库龄最长'))
    const oldest = demoStock()
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
    await waitFor(() => expect(demoStock().items.find((item) => item.code === 'ZP10000')?.status).toBe('DELETED'))
    expect(demoStock().items.find((item) => item.code === 'ZP09999')?.status).toBe('DELETED')
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
  })

  it('lets only held items be chosen: a tap on a sold one picks nothing', async () => {
    openList({ status: 'SOLD' })
    const sold = await screen.findAllByText('已售出')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(sold[0])
    expect(screen.getByText('已选 0 件')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('已售出的商品不能批量操作')
    expect(document.querySelector('.stock-list__check .nut-checkbox-icon-disabled')).not.toBeNull()
  })

  it('does not send a locked item to be deleted: it says so and deletes the rest', async () => {
    const deletes: unknown[] = []
    mockServer.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/stock/items/delete')) deletes.push(await request.clone().json())
    })
    stockItemByCode('ZP09999').status = 'LOCKED'
    openList()
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('ZP09999'))
    expect(screen.getByText('已选 1 件')).toBeInTheDocument()
    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('已锁单的商品不能删除'))
    expect(uiLog.modals).toHaveLength(0)
    fireEvent.click(screen.getByText('ZP10000'))
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('删除'))
    await waitFor(() => expect(stockItemByCode('ZP10000').status).toBe('DELETED'))
    expect(uiLog.modals[0].content).toContain('有 1 件已锁单，不能删除。确定删除其余 1 件吗？')
    expect(stockItemByCode('ZP09999').status).toBe('LOCKED')
    expect(deletes).toEqual([{ ids: [stockItemByCode('ZP10000').id] }])
  })

  it('says why the server refused a batch delete, and keeps the selection', async () => {
    openList()
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('ZP10000'))
    // Locked on another phone meanwhile: the server refuses the whole batch.
    stockItemByCode('ZP10000').status = 'LOCKED'
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('删除'))
    // A state refusal: the server's words in a dialog, the rows asked again.
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toMatch(/当前状态不可操作（已锁单）/))
    expect(stockItemByCode('ZP10000').status).toBe('LOCKED')
    await waitFor(() => expect(screen.getAllByText('已锁单').length).toBeGreaterThan(0))
    expect(screen.getByText('已选 1 件')).toBeInTheDocument()
  })

  it('says why a batch showcase failed', async () => {
    openList()
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('ZP10000'))
    const shared = stockItemByCode('ZP10000').shared
    failPath('/stock/items/share', 500)
    fireEvent.click(screen.getByText('展示到店铺'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试'))
    expect(stockItemByCode('ZP10000').shared).toBe(shared)
    expect(screen.getByText('已选 1 件')).toBeInTheDocument()
  })

  it('shows an empty shop', async () => {
    demoStock().items = []
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('还没有商品，点击下方「商品入库」添加第一件')).toBeInTheDocument()
    fireEvent.click(screen.getByText('商品入库'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?mode=create')
  })

  it('offers 商品入库 as the bar at the bottom, the batch actions in its place while selecting', async () => {
    openList()
    await screen.findByText('ZP10000')
    const create = () => screen.queryByText('商品入库')?.closest('.page-layout__footer .create-bar .nut-button-primary')
    expect(create()).toBeTruthy()
    fireEvent.click(screen.getByText('批量'))
    expect(screen.queryByText('商品入库')).not.toBeInTheDocument()
    expect(screen.getByText('删除').closest('.page-layout__footer')).not.toBeNull()
    fireEvent.click(screen.getByText('完成'))
    expect(create()).toBeTruthy()
    fireEvent.click(screen.getByText('商品入库'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?mode=create')
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/items', 500)
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
  })

  it('says when the next page failed and loads it on a tap', async () => {
    const requests = recordQueries('/stock/items')
    const { container } = openList()
    await screen.findByText('ZP10000')
    failPath('/stock/items', 500)
    await act(() => firePageEvent('reachBottom'))
    expect(await screen.findByText('加载失败，点击重试')).toBeInTheDocument()
    // no retry on its own: the footer is the retry
    const asked = requests.length
    await act(() => firePageEvent('pageScroll', { scrollTop: 45 * STOCK_ROW_PX }))
    await new Promise((done) => setTimeout(done, 100))
    expect(requests.length).toBe(asked)
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await waitFor(() => expect(requests.at(-1)?.get('page')).toBe('2'))
    await waitFor(() => expect(screen.getByText('上拉加载更多')).toBeInTheDocument())
    await act(() => firePageEvent('pageScroll', { scrollTop: 60 * STOCK_ROW_PX }))
    await waitFor(() => expect(rows(container).length).toBeGreaterThan(5))
  })

  it('keeps the rows and says why when a pull-down refresh fails', async () => {
    openList()
    await screen.findByText('ZP10000')
    failWithEnvelope('/stock/items', 500, '库存服务繁忙')
    await act(() => firePageEvent('pullDownRefresh'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('库存服务繁忙'))
    expect(screen.getByText('ZP10000')).toBeInTheDocument()
  })

  it('shows changes made on other pages when the dealer comes back, where they were', async () => {
    const requests = recordQueries('/stock/items')
    openList()
    await screen.findByText('ZP10000')
    await act(() => firePageEvent('didShow'))
    await act(() => firePageEvent('reachBottom'))
    await waitFor(() => expect(requests.some((query) => query.get('page') === '2')).toBe(true))
    await waitFor(() => expect(screen.getByText('上拉加载更多')).toBeInTheDocument())
    // Deleted on its detail, and a row of the second page edited.
    const second = demoStock()
      .items.filter((candidate) => candidate.status === 'IN_STOCK' || candidate.status === 'LOCKED')
      .sort((a, b) => b.stockInDate.localeCompare(a.stockInDate) || b.id - a.id)[60]
    stockItemByCode('ZP10000').status = 'DELETED'
    second.title = '改过的名称'
    requests.splice(0)
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    // Both loaded pages asked again: the rows down where the dealer was are still there.
    expect(requests.map((query) => query.get('page')).sort()).toEqual(['1', '2'])
    await act(() => firePageEvent('pageScroll', { scrollTop: 59 * STOCK_ROW_PX }))
    expect(await screen.findByText('改过的名称')).toBeInTheDocument()
    const overview = overviewOf(demoStock())
    expect(screen.getByText(overview.inStockCount.toLocaleString('en-US'))).toBeInTheDocument()
  })

  it('sends a signed-out visitor to the login page', async () => {
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index')
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  })
})
