import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { withImageHost } from '@/shared/media/url'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import OfflineListPage from '@/pages/stock/order/offline/list/index'
import OfflineDetailPage from '@/pages/stock/order/offline/detail/index'
import OfflineCreatePage from '@/pages/stock/order/offline/create/index'
import OfflineCertificatesPage from '@/pages/stock/order/offline/certificates/index'
import { typeIn } from '@test/dom'
import { demoStock, stockItem } from '@test/stock'

const DAY = 24 * 3600 * 1000
const order = (id: number) => demoStock().offlineOrders.find((candidate) => candidate.id === id)!

/** A completed sale of two items (SOLD), paid by WeChat with one certificate. */
function seedOrder(status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED') {
  const id = 888001
  for (const itemId of [100020, 100021]) stockItem(itemId).status = status === 'COMPLETED' ? 'SOLD' : 'IN_STOCK'
  // costs of ¥90,000 and ¥60,000: a profit of ¥50,000.50
  stockItem(100020).costCents = 9000000
  stockItem(100021).costCents = 6000000
  demoStock().offlineOrders.push({
    id,
    orderNo: 'XX20261122888',
    lines: [
      { itemId: 100020, priceCents: 12000000 },
      { itemId: 100021, priceCents: 8000050 },
    ],
    buyerName: '钱女士',
    buyerPhone: '13900001111',
    paymentMethod: '银行转账',
    paidAt: new Date(Date.now() - DAY).toISOString(),
    certificates: ['/mock-images/goods-1.svg', '/mock-images/goods-2.svg'],
    note: '含包装',
    status,
    createdAt: new Date().toISOString(),
    lockId: null,
  })
  return id
}

describe('offline order list', () => {
  it('lists the orders newest first and opens one', async () => {
    seedOrder()
    renderPage(<OfflineListPage />, 'pages/stock/order/offline/list/index', { signedIn: true })
    expect(await screen.findByText('订单号 XX20261122888')).toBeInTheDocument()
    expect(screen.getAllByText(/^订单号 /)[0]).toHaveTextContent('XX20261122888')
    expect(screen.getByText('¥200,000.50')).toBeInTheDocument()
    // two fixed rows: buyer, method and payment time on one line, the total on its own
    const who = screen.getByText('钱女士 · 银行转账')
    expect(who).toHaveClass('stock-order-item__who')
    const line = who.closest('.stock-order-item__line') as HTMLElement
    expect(line.querySelector('.stock-order-item__when')).toHaveTextContent(/^付款 \d{4}-\d\d-\d\d \d\d:\d\d$/)
    expect(line).not.toHaveTextContent('合计')
    expect(screen.getByText('¥200,000.50').closest('.stock-order-item__sum')).toHaveTextContent('合计 ¥200,000.50')
    // what the sale earned: price less the pieces' costs
    expect(screen.getByText('¥200,000.50').closest('.stock-order-item__sum')!.querySelector('.offline-profit-tag')).toHaveTextContent('利润 ¥50,000.50 · 25.0%')
    fireEvent.click(screen.getByText('订单号 XX20261122888'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/offline/detail/index?id=888001')
  })

  it('searches by keyword and filters by status', async () => {
    seedOrder()
    renderPage(<OfflineListPage />, 'pages/stock/order/offline/list/index', { signedIn: true })
    await screen.findByText('订单号 XX20261122888')
    typeIn('搜索买家、手机号、订单号、商品', '钱女士')
    fireEvent.click(screen.getByText('搜索'))
    await waitFor(() => expect(screen.getAllByText(/^订单号 /)).toHaveLength(demoStock().offlineOrders.filter((entry) => entry.buyerName === '钱女士').length))
    typeIn('搜索买家、手机号、订单号、商品', '不存在的买家')
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText('没有找到与“不存在的买家”相关的订单')).toBeInTheDocument()
    typeIn('搜索买家、手机号、订单号、商品', '')
    // Every order shows again at once (the first answer is still cached), a cancelled one among them.
    fireEvent.click(screen.getByRole('tab', { name: /^已取消/ }))
    await waitFor(() => expect(screen.getAllByText(/^订单号 /)).toHaveLength(1))
    expect(screen.getAllByText('已取消')).toHaveLength(2)
  })

  it('counts each tab, of the search’s matches; cancelling an order on its page moves a count on the list underneath', async () => {
    const id = seedOrder()
    const list = renderPage(<OfflineListPage />, 'pages/stock/order/offline/list/index', { signedIn: true })
    const tab = (label: string) => within(list.container).getByRole('tab', { name: new RegExp(`^${label}`) })
    const count = (status: string) => demoStock().offlineOrders.filter((entry) => entry.status === status).length
    const [completed, cancelled] = [count('COMPLETED'), count('CANCELLED')]
    await waitFor(() => expect(tab('已成交').textContent).toBe(`已成交${completed}`))
    expect(tab('已取消').textContent).toBe(`已取消${cancelled}`)
    expect(tab('全部').textContent).toBe(`全部${completed + cancelled}`)
    // Searched: the counts are the matches'.
    typeIn('搜索买家、手机号、订单号、商品', 'XX20261122888')
    fireEvent.click(within(list.container).getByText('搜索'))
    await waitFor(() => expect(tab('全部').textContent).toBe('全部1'))
    expect(tab('已成交').textContent).toBe('已成交1')
    expect(tab('已取消').textContent).toBe('已取消0')
    // The order opened over the list and cancelled there.
    const detail = renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', {
      signedIn: true,
      query: { id: String(id) },
      below: ['/pages/stock/order/offline/list/index'],
    })
    modalAnswers.push(true)
    fireEvent.click(await within(detail.container).findByText('取消订单'))
    await waitFor(() => expect(tab('已成交').textContent).toBe('已成交0'))
    expect(tab('已取消').textContent).toBe('已取消1')
    expect(tab('全部').textContent).toBe('全部1')
  })

  it('shows the empty state, with the way to a new order', async () => {
    demoStock().offlineOrders = []
    renderPage(<OfflineListPage />, 'pages/stock/order/offline/list/index', { signedIn: true })
    expect(await screen.findByText('还没有线下订单')).toBeInTheDocument()
    expect(screen.getByText('新建线下订单').closest('.page-layout__footer .create-bar')).not.toBeNull()
    fireEvent.click(screen.getByText('新建线下订单'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/offline/create/index')
  })

  it('shows a server failure', async () => {
    failPath('/stock/offline-orders', 500)
    renderPage(<OfflineListPage />, 'pages/stock/order/offline/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('offline order detail', () => {
  it('shows lines, total, buyer, payment and certificates', async () => {
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText(stockItem(100020).title)).toBeInTheDocument()
    // each line's price and cost, labelled
    const lines = document.querySelectorAll('.detail-card .stock-item')
    expect(lines[0].querySelector('.stock-item__figures')).toHaveTextContent('成交价¥120,000成本¥90,000')
    expect(screen.getByText('合计 ¥200,000.50 · 银行转账')).toBeInTheDocument()
    expect(screen.getByText('139 0000 1111')).toBeInTheDocument()
    expect(screen.getByText('含包装')).toBeInTheDocument()
    expect(screen.getByText('付款凭证（2张）')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('付款凭证2'))
    // The one viewer, on the tapped photo, with 1/N.
    const viewer = await screen.findByRole('dialog', { name: '图片预览' })
    expect(viewer.querySelector('.photo-viewer__count')).toHaveTextContent('2/2')
    expect(viewer.querySelectorAll('img')[1].getAttribute('src')).toBe(withImageHost('/mock-images/goods-2.svg'))
    fireEvent.click(within(viewer).getByLabelText('关闭'))
    fireEvent.click(screen.getByText('管理凭证'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/offline/certificates/index?id=${id}`)
  })

  it('shows the profit: price less cost, with the margin; a cancelled order shows none', async () => {
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    await screen.findByText(stockItem(100020).title)
    const rows = () => [...document.querySelectorAll('.offline-profit__row')].map((row) => row.textContent)
    expect(rows()).toEqual(['成交价¥200,000.50', '成本−¥150,000', '利润（毛利率 25.0%）¥50,000.50'])
    expect(document.querySelector('.offline-profit__gain')).not.toBeNull()
    // A piece sold below cost: a loss, in red.
    order(id).lines[0].priceCents = 6000000
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(rows()[2]).toBe('利润（毛利率 −7.1%）−¥9,999.50'))
    expect(document.querySelector('.offline-profit__loss')).not.toBeNull()
    order(id).status = 'CANCELLED'
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(document.querySelector('.offline-profit')).toBeNull())
  })

  it('shows the order as it is now when the page shows again', async () => {
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('付款凭证（2张）')).toBeInTheDocument()
    // Back from the certificates page, where one was removed.
    order(id).certificates = ['/mock-images/goods-1.svg']
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('付款凭证（1张）')).toBeInTheDocument()
  })

  it('ships the sold items', async () => {
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    fireEvent.click(await screen.findByText('发货'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/delivery/detail/index?itemIds=${encodeURIComponent('100020,100021')}`)
  })

  it('cancels after confirming: the items return to stock', async () => {
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    modalAnswers.push(false)
    fireEvent.click(await screen.findByText('取消订单'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(order(id).status).toBe('COMPLETED')
    fireEvent.click(screen.getByText('取消订单'))
    await waitFor(() => expect(order(id).status).toBe('CANCELLED'))
    expect(stockItem(100020).status).toBe('IN_STOCK')
    expect(stockItem(100021).status).toBe('IN_STOCK')
    expect(await screen.findByText('订单已取消，商品已回到库存')).toBeInTheDocument()
    expect(screen.queryByText('管理凭证')).not.toBeInTheDocument()
  })

  it('tells why a shipped order cannot be cancelled', async () => {
    const id = seedOrder()
    stockItem(100020).status = 'SHIPPED'
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    fireEvent.click(await screen.findByText('取消订单'))
    // A state refusal (409): the server's words in a dialog, the order asked again.
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toContain('已出库发货，不能取消订单'))
    expect(order(id).status).toBe('COMPLETED')
    expect(stockItem(100021).status).toBe('SOLD')
  })

  it('shows a server failure', async () => {
    failPath('/stock/offline-orders/888001', 500)
    const id = seedOrder()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('offline order create', () => {
  async function fillBuyer() {
    typeIn('请输入买家姓名', '孙先生')
    typeIn('请输入买家手机号', '137 1234 5678')
    fireEvent.click(screen.getByText('支付宝'))
  }

  it('refuses an order without a certificate, with the message under the field', async () => {
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020' } })
    expect(await screen.findByText(stockItem(100020).title)).toBeInTheDocument()
    typeIn('请输入买家姓名', '孙先生')
    typeIn('请输入买家手机号', '13712345678')
    fireEvent.click(screen.getByText('确认开单'))
    expect(await screen.findByText('请上传付款凭证')).toHaveClass('photo-picker__hint--error')
    expect(screen.getByText('请选择付款方式')).toBeInTheDocument()
    expect(stockItem(100020).status).toBe('IN_STOCK')
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('孙先生')
  })

  it('clears 请上传付款凭证 as soon as a receipt is there, leaving the other messages', async () => {
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020' } })
    expect(await screen.findByText(stockItem(100020).title)).toBeInTheDocument()
    expect(screen.getByText('付款凭证')).toHaveClass('form-field__label--required')
    typeIn('请输入买家姓名', '孙先生')
    typeIn('请输入买家手机号', '13712345678')
    fireEvent.click(screen.getByText('确认开单'))
    expect(await screen.findByText('请上传付款凭证')).toHaveClass('photo-picker__hint--error')
    // The toast names the first wrong field on the page, the one scrolled to.
    expect(uiLog.toasts.at(-1)?.title).toBe('请选择付款方式')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    expect(screen.queryByText('请上传付款凭证')).not.toBeInTheDocument()
    expect(screen.getByText('请选择付款方式')).toBeInTheDocument()
    fireEvent.click(screen.getByText('支付宝'))
    expect(screen.queryByText('请选择付款方式')).not.toBeInTheDocument()
  })

  it('checks each line price', async () => {
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020,100021' } })
    await screen.findByText('售出商品（2件）')
    const prices = screen.getAllByPlaceholderText('请输入成交价')
    expect(prices[0]).toHaveValue(stockItem(100020).retailCents! / 100)
    fireEvent.input(prices[1], { target: { value: '1.234' }, detail: { value: '1.234' } })
    fireEvent.click(screen.getByText('确认开单'))
    expect(await screen.findByText('成交价格式不正确，最多两位小数')).toBeInTheDocument()
  })

  it('sells the items with prices, payment and a certificate, then opens the order', async () => {
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020,100021' } })
    await screen.findByText('售出商品（2件）')
    const prices = screen.getAllByPlaceholderText('请输入成交价')
    fireEvent.input(prices[0], { target: { value: '100000' }, detail: { value: '100000' } })
    fireEvent.input(prices[1], { target: { value: '50000.5' }, detail: { value: '50000.5' } })
    expect(screen.getByText('¥150,000.50')).toBeInTheDocument()
    await fillBuyer()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    expect(screen.queryByText('封面')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('确认开单'))
    await waitFor(() => expect(stockItem(100020).status).toBe('SOLD'))
    expect(stockItem(100021).status).toBe('SOLD')
    const created = demoStock().offlineOrders.at(-1)!
    expect(created).toMatchObject({
      buyerName: '孙先生',
      buyerPhone: '13712345678',
      paymentMethod: '支付宝',
      lines: [
        { itemId: 100020, priceCents: 10000000 },
        { itemId: 100021, priceCents: 5000050 },
      ],
      status: 'COMPLETED',
    })
    expect(created.certificates[0]).toMatch(/mock-uploads/)
    expect(Math.abs(Date.parse(created.paidAt) - Date.now())).toBeLessThan(60000)
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/stock/order/offline/detail/index?id=${created.id}` }))
    // Said on the order it opens, where it can be read, not on the form as it goes.
    expect(uiLog.toasts.some((toast) => toast.title === '开单成功')).toBe(false)
    cleanup()
    renderPage(<OfflineDetailPage />, 'pages/stock/order/offline/detail/index', { signedIn: true, query: { id: String(created.id) } })
    expect(uiLog.toasts.filter((toast) => toast.title === '开单成功')).toHaveLength(1)
    expect(uiLog.toasts.at(-1)!.duration).toBeGreaterThanOrEqual(1500)
  })

  it('turns a lock into an order with the buyer prefilled; the lock becomes SOLD', async () => {
    stockItem(100010).status = 'LOCKED'
    demoStock().locks.push({
      id: 777010,
      lockNo: 'SD20261122710',
      itemIds: [100010],
      buyerName: '周总',
      buyerPhone: '13855556666',
      depositCents: 100000,
      expireAt: new Date(Date.now() + DAY).toISOString(),
      note: '',
      status: 'ACTIVE',
      createdAt: new Date().toISOString(),
      offlineOrderId: null,
    })
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { lockId: '777010' } })
    expect(await screen.findByDisplayValue('周总')).toBeInTheDocument()
    expect(screen.getByDisplayValue('13855556666')).toBeInTheDocument()
    expect(screen.getByText('来自锁单 SD20261122710，开单后锁单成交，未售出的商品回到库存')).toBeInTheDocument()
    fireEvent.click(screen.getByText('现金'))
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    const lockAsked = recordQueries('/stock/locks/777010')
    fireEvent.click(screen.getByText('确认开单'))
    await waitFor(() => expect(stockItem(100010).status).toBe('SOLD'))
    const lock = demoStock().locks.find((entry) => entry.id === 777010)!
    expect(lock.status).toBe('SOLD')
    expect(lock.offlineOrderId).toBe(demoStock().offlineOrders.at(-1)!.id)
    // The lock, asked again after the sale, is SOLD now: the form does not turn into a refusal.
    await waitFor(() => expect(lockAsked).toHaveLength(1))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/不能转为线下订单/)).not.toBeInTheDocument()
    expect(screen.getByDisplayValue('周总')).toBeInTheDocument()
  })

  it('refuses a lock that is no longer active', async () => {
    demoStock().locks.push({
      id: 777011,
      lockNo: 'SD20261122711',
      itemIds: [100010],
      buyerName: '周总',
      buyerPhone: '13855556666',
      depositCents: 0,
      expireAt: new Date(Date.now() + DAY).toISOString(),
      note: '',
      status: 'RELEASED',
      createdAt: new Date().toISOString(),
      offlineOrderId: null,
    })
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { lockId: '777011' } })
    expect(await screen.findByText('该锁单已释放，不能转为线下订单')).toBeInTheDocument()
    expect(screen.queryByText('重新加载')).not.toBeInTheDocument()
  })

  it('keeps everything typed when the server fails', async () => {
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020' } })
    await screen.findByText(stockItem(100020).title)
    await fillBuyer()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    failPath('/stock/offline-orders', 500)
    fireEvent.click(screen.getByText('确认开单'))
    expect(await screen.findByText('服务繁忙，请稍后重试', { selector: '.stock-order-form-error' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('孙先生')
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1)
    expect(stockItem(100020).status).toBe('IN_STOCK')
  })

  it('shows a failure to load the items', async () => {
    failPath('/stock/items/100020', 500)
    renderPage(<OfflineCreatePage />, 'pages/stock/order/offline/create/index', { signedIn: true, query: { itemIds: '100020' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('offline order certificates', () => {
  it('adds and removes certificates and saves them', async () => {
    const id = seedOrder()
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', {
      signedIn: true,
      query: { id: String(id) },
      below: ['/pages/stock/order/offline/detail/index?id=888001'],
    })
    expect(await screen.findByText('付款凭证（2/9）')).toBeInTheDocument()
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(screen.getByText('付款凭证（2/9）')).toBeInTheDocument())
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(2))
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(order(id).certificates).toHaveLength(2))
    expect(order(id).certificates[0]).toBe('/mock-images/goods-2.svg')
    expect(order(id).certificates[1]).toMatch(/mock-uploads/)
    expect(uiLog.toasts.at(-1)?.title).toBe('凭证已保存')
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('needs at least one certificate', async () => {
    const id = seedOrder()
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', { signedIn: true, query: { id: String(id) } })
    await screen.findByText('付款凭证（2/9）')
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('请上传付款凭证')).toBeInTheDocument()
    expect(order(id).certificates).toHaveLength(2)
  })

  it('keeps the edits when saving fails', async () => {
    const id = seedOrder()
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', { signedIn: true, query: { id: String(id) } })
    await screen.findByText('付款凭证（2/9）')
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    failPath('/stock/offline-orders/888001/certificates', 500)
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('付款凭证（1/9）')).toBeInTheDocument()
    expect(order(id).certificates).toHaveLength(2)
  })

  it('an order cancelled meanwhile: the server’s words, then the page shows it read-only as the server holds it', async () => {
    const id = seedOrder()
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', { signedIn: true, query: { id: String(id) } })
    await screen.findByText('付款凭证（2/9）')
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    order(id).status = 'CANCELLED'
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ content: '订单已取消，不能修改凭证' }))
    expect(await screen.findByText('订单已取消，凭证不能再修改')).toBeInTheDocument()
    expect(screen.getByText('付款凭证（2/9）')).toBeInTheDocument()
    expect(screen.queryByText('保存')).not.toBeInTheDocument()
    expect(navigationLog.at(-1)?.method).not.toBe('navigateBack')
  })

  it('shows a cancelled order read-only', async () => {
    const id = seedOrder('CANCELLED')
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('订单已取消，凭证不能再修改')).toBeInTheDocument()
    expect(screen.queryByText('保存')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('删除图片')).not.toBeInTheDocument()
    // Still viewable full screen.
    fireEvent.click(screen.getByLabelText('付款凭证1'))
    const viewer = await screen.findByRole('dialog', { name: '图片预览' })
    expect(viewer.querySelector('.photo-viewer__count')).toHaveTextContent('1/2')
    fireEvent.click(within(viewer).getByLabelText('关闭'))
  })

  it('shows a failure to load the order', async () => {
    failPath('/stock/offline-orders/888001', 500)
    const id = seedOrder()
    renderPage(<OfflineCertificatesPage />, 'pages/stock/order/offline/certificates/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})
