import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { shopStocks } from '@mocks/db'
import { renderPage } from '@test/render'
import { overviewOf } from '@mocks/lib/stock'
import { yuanCompact } from '@/shared/format/money'
import { failPath, failWithEnvelope } from '@test/server'
import { mockServer } from '@mocks/node'
import HomeStockPage from '@/pages/home/stock/index'

describe('stock tab', () => {
  it('asks a signed-out visitor to log in, coming back to the stock tab', () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index')
    expect(screen.getByText('登录后查看店铺库存')).toBeInTheDocument()
    fireEvent.click(screen.getByText('登录 / 注册'))
    expect(navigationLog.at(-1)).toEqual({
      method: 'navigateTo',
      url: `/pages/account/login/index?backUrl=${encodeURIComponent('/pages/home/stock/index')}`,
    })
  })

  it("shows the shop's totals, stock age and warnings", async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    // The figures are computed from the seeded items by the mock.
    const expected = overviewOf(shopStocks()[20001])
    expect(expected.inStockCount).toBeGreaterThan(9900)
    expect(screen.getByText(expected.inStockCount.toLocaleString('en-US'))).toBeInTheDocument()
    expect(screen.getByText(yuanCompact(expected.costValueCents!))).toBeInTheDocument()
    expect(screen.getByText('180天以上')).toBeInTheDocument()
    expect(expected.warningCount).toBeGreaterThan(0)
    expect(screen.getByText(`${expected.warningCount} 件商品触发库存预警，去查看 ›`)).toBeInTheDocument()
  })

  it("shows this month's sales, their amount and gross margin, from the offline orders", async () => {
    const shop = shopStocks()[20001]
    const [a, b, c] = shop.items.slice(0, 3)
    const order = (id: number, lines: { itemId: number; priceCents: number; costCents: number }[], daysAgo: number, status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED') => ({
      id,
      orderNo: `XS${id}`,
      lines,
      buyerName: '钱女士',
      buyerPhone: '13900001111',
      paymentMethod: '微信',
      paidAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString(),
      certificates: [],
      note: '',
      status,
      createdAt: new Date().toISOString(),
      lockId: null,
    })
    // Two pieces sold this month for ¥200,000 that cost ¥150,000; a cancelled sale and one of two months ago do not count.
    shop.offlineOrders = [
      order(
        1,
        [
          { itemId: a.id, priceCents: 12000000, costCents: 9000000 },
          { itemId: b.id, priceCents: 8000000, costCents: 6000000 },
        ],
        0,
      ),
      order(2, [{ itemId: c.id, priceCents: 5000000, costCents: 1000000 }], 0, 'CANCELLED'),
      order(3, [{ itemId: c.id, priceCents: 5000000, costCents: 1000000 }], 62),
    ]
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    await screen.findByText('臻品名包汇')
    const month = document.querySelector('.stock-home__stats--month') as HTMLElement
    const figure = (label: string) => within(month).getByText(label).previousSibling
    expect(figure('售出(件)')).toHaveTextContent(/^2$/)
    expect(figure('销售额')).toHaveTextContent(/^¥20万$/)
    expect(figure('毛利')).toHaveTextContent(/^¥5万$/)
    expect(figure('毛利率')).toHaveTextContent(/^25\.0%$/)
    fireEvent.click(screen.getByText('本月销售'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/offline/list/index')
  })

  it('keeps the card’s frame while the figures load', async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(document.querySelector('.hero-card[aria-busy="true"]')).not.toBeNull()
    expect(screen.getByText('本月销售')).toBeInTheDocument()
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    expect(document.querySelector('.hero-card[aria-busy="true"]')).toBeNull()
  })

  it('links to every stock function', async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    await screen.findByText('臻品名包汇')
    fireEvent.click(screen.getByText('盘点'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/check-task/list/index')
    for (const text of ['库存列表', '库存预警', '线下订单', '锁单', '出库发货', '最近删除', '商品搬家', '操作日志', '店铺分享', '店铺二维码', '店内搜索']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
  })

  it('offers to open a shop when the account has none (402)', async () => {
    delete shopStocks()[20001]
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('当前账号还没有加入或开通店铺')).toBeInTheDocument()
    await waitFor(() => expect(uiLog.modals[0]?.content).toContain('20001'))
    expect(screen.getByText('库存管理')).toBeInTheDocument()
  })

  it('shows maintenance (60001): the hour-long masked toast of spec section 8, and the tab with a retry', async () => {
    failWithEnvelope('/stock/overview', 60001, '预计30分钟后恢复')
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('预计30分钟后恢复')).toBeInTheDocument()
    // Only the request layer's toast: nothing replaces it.
    expect(uiLog.toasts).toEqual([{ title: '系统维护中，预计30分钟后恢复', icon: 'none', duration: 3600000, mask: true }])
    expect(screen.getByText('库存管理')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/overview', 500)
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
  })

  it('shows an empty shop with the way to its first item', async () => {
    const shop = shopStocks()[20001]
    shop.items = []
    shop.offlineOrders = []
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('店里还没有在库商品，点击「商品入库」添加第一件')).toBeInTheDocument()
    expect(screen.getAllByText('0').length).toBeGreaterThanOrEqual(3)
    expect(screen.queryByText('180天以上')).not.toBeInTheDocument()
    expect(screen.queryByText(/触发库存预警/)).not.toBeInTheDocument()
    // a primary button, as the lists' 新建 bar, named as the sentence says
    expect(screen.getByText('商品入库').closest('.nut-button')).toHaveClass('nut-button-primary', 'nut-button-small')
    fireEvent.click(screen.getByText('商品入库'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?mode=create')
  })

  it('shows new figures on return to the tab, after an item was sold or deleted elsewhere', async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    await screen.findByText('臻品名包汇')
    await act(() => firePageEvent('didShow'))
    const shop = shopStocks()[20001]
    const before = overviewOf(shop).inStockCount
    shop.items.find((item) => item.status === 'IN_STOCK')!.status = 'DELETED'
    expect(screen.getByText(before.toLocaleString('en-US'))).toBeInTheDocument()
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText((before - 1).toLocaleString('en-US'))).toBeInTheDocument()
  })

  it('keeps the figures and says why when reloading them fails', async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    await screen.findByText('臻品名包汇')
    failWithEnvelope('/stock/overview', 500, '库存服务繁忙')
    await act(() => firePageEvent('pullDownRefresh'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('库存服务繁忙'))
    expect(screen.getByText('臻品名包汇')).toBeInTheDocument()
  })
})
