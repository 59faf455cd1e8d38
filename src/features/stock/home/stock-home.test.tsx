import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { shopStocks } from '../../../../mocks/db'
import { renderPage } from '@test/render'
import { overviewOf } from '../../../../mocks/lib/stock'
import { formatCentsCompact } from '@/shared/format/money'
import { failWithEnvelope } from '@test/server'
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
    expect(screen.getByText(formatCentsCompact(expected.costValueCents))).toBeInTheDocument()
    expect(screen.getByText('180天以上')).toBeInTheDocument()
    expect(expected.warningCount).toBeGreaterThan(0)
    expect(screen.getByText(`${expected.warningCount} 件商品触发库存预警，去查看 ›`)).toBeInTheDocument()
  })

  it('links to every stock function', async () => {
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    await screen.findByText('臻品名包汇')
    fireEvent.click(screen.getByText('盘点'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/check-task/list/index')
    for (const text of ['库存列表', '库存预警', '线下订单', '锁单', '出库发货', '回收站', '商品搬家', '操作日志', '店铺分享', '店铺二维码', '店内搜索']) {
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

  it('shows a maintenance error from the server', async () => {
    failWithEnvelope('/stock/overview', 500, '库存服务繁忙')
    renderPage(<HomeStockPage />, 'pages/home/stock/index', { signedIn: true })
    expect(await screen.findByText('库存服务繁忙')).toBeInTheDocument()
  })
})
