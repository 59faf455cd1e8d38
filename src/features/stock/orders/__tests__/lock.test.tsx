import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries, pagesOf } from '@test/server'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { SERVER_FAILURE_RETRIES } from '@/shared/query'
import { mockServer } from '@mocks/node'
import LockListPage from '@/pages/stock/order/lock/list/index'
import LockDetailPage from '@/pages/stock/order/lock/detail/index'
import LockCreatePage from '@/pages/stock/order/lock/create/index'
import { timeLeftText } from '../shared/time-left'
import { isoOfColumns } from '@/shared/ui/form/date-time-field'
import { typeIn } from '@test/dom'
import { demoStock, stockItem } from '@test/stock'

const DAY = 24 * 3600 * 1000

/** A lock of two in-stock items, ACTIVE until `days` from now (negative: already past). */
function seedLock(days = 2, status: 'ACTIVE' | 'RELEASED' = 'ACTIVE') {
  const id = 777001
  for (const itemId of [100010, 100011]) stockItem(itemId).status = status === 'ACTIVE' ? 'LOCKED' : 'IN_STOCK'
  demoStock().locks.push({
    id,
    lockNo: 'SD20261122777',
    itemIds: [100010, 100011],
    buyerName: '赵先生',
    buyerPhone: '13800138000',
    depositCents: 500000,
    expireAt: new Date(Date.now() + days * DAY).toISOString(),
    note: '周六来店看货',
    status,
    createdAt: new Date().toISOString(),
    offlineOrderId: null,
  })
  return id
}

describe('time left', () => {
  it('reads as days and hours, hours and minutes, or expired', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(timeLeftText(new Date(now + 2 * DAY + 5 * 3600 * 1000 + 60000).toISOString(), now)).toBe('剩余2天5小时')
    expect(timeLeftText(new Date(now + 3 * 3600 * 1000 + 20 * 60000).toISOString(), now)).toBe('剩余3小时20分')
    expect(timeLeftText(new Date(now + 15 * 60000 + 1000).toISOString(), now)).toBe('剩余15分钟')
    expect(timeLeftText(new Date(now - 1).toISOString(), now)).toBe('已过期')
  })

  it('reads the date picker columns as a local time', () => {
    expect(isoOfColumns(['2026', '11', '25', '09', '30'])).toBe(new Date(2026, 10, 25, 9, 30).toISOString())
  })
})

describe('lock list', () => {
  it('shows active locks with the time left and switches tabs', async () => {
    seedLock()
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    expect(await screen.findByText('锁单号 SD20261122777')).toBeInTheDocument()
    expect(screen.getAllByText(/^剩余(1天23小时|2天0小时)$/).length).toBeGreaterThan(0)
    // the phone grouped for reading, as on the detail page
    const card = screen.getByText('锁单号 SD20261122777').closest('.stock-order-item') as HTMLElement
    expect(within(card).getByText('赵先生 138 0013 8000')).toHaveClass('stock-order-item__who')
    expect(within(card).queryByText('13800138000', { exact: false })).not.toBeInTheDocument()
    expect(within(card).getByText(/^到期 \d\d-\d\d \d\d:\d\d$/)).toHaveClass('stock-order-item__when')
    expect(within(card).getByText('¥5,000').closest('.stock-order-item__sum')).toHaveTextContent('定金 ¥5,000')
    fireEvent.click(screen.getByText('已释放'))
    await waitFor(() => expect(screen.getAllByText('已释放')).toHaveLength(2))
    expect(screen.queryByText('锁单号 SD20261122777')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('锁单号', { exact: false }))
    expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/stock\/order\/lock\/detail\/index\?id=\d+$/)
  })

  it('counts each tab; releasing a lock on its page moves a count on the list underneath', async () => {
    const id = seedLock()
    const list = renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    const tab = (label: string) => within(list.container).getByRole('tab', { name: new RegExp(`^${label}`) })
    // Read once the server answered (a lock past its expiry turns EXPIRED then).
    await within(list.container).findByText('锁单号 SD20261122777')
    const count = (status: string) => demoStock().locks.filter((lock) => lock.status === status).length
    const [active, released] = [count('ACTIVE'), count('RELEASED')]
    await waitFor(() => expect(tab('锁单中').textContent).toBe(`锁单中${active}`))
    expect(tab('已释放').textContent).toBe(`已释放${released}`)
    expect(tab('已过期').textContent).toBe(`已过期${count('EXPIRED')}`)
    expect(tab('已成交').textContent).toBe(`已成交${count('SOLD')}`)
    expect(tab('全部').textContent).toBe(`全部${demoStock().locks.length}`)
    // The lock opened over the list and released there.
    const detail = renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', {
      signedIn: true,
      query: { id: String(id) },
      below: ['/pages/stock/order/lock/list/index'],
    })
    modalAnswers.push(true)
    fireEvent.click(await within(detail.container).findByText('释放锁单'))
    await waitFor(() => expect(tab('锁单中').textContent).toBe(`锁单中${active - 1}`))
    expect(tab('已释放').textContent).toBe(`已释放${released + 1}`)
    expect(tab('全部').textContent).toBe(`全部${demoStock().locks.length}`)
  })

  it('pages with endless scroll', async () => {
    for (let n = 0; n < 30; n++) seedLockCopy(n)
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    await screen.findByText('锁单号 SDCOPY0')
    expect(screen.getAllByText(/^锁单号 /)).toHaveLength(20)
    await firePageEvent('reachBottom')
    await waitFor(() => expect(screen.getAllByText(/^锁单号 /).length).toBeGreaterThan(20))
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  it('refreshes in place on return, after a tab switch too', async () => {
    for (let n = 0; n < 30; n++) seedLockCopy(n)
    const asked = recordQueries('/stock/locks')
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    await screen.findByText('锁单号 SDCOPY0')
    // The page's first show is its opening.
    await act(() => firePageEvent('didShow'))
    // Another tab mounts a new list: the next return is still a return.
    fireEvent.click(screen.getByText('全部'))
    await screen.findByText('锁单号 SDCOPY0')
    await act(() => firePageEvent('reachBottom'))
    await screen.findByText('锁单号 SDCOPY25')
    // On the detail pages meanwhile: a lock of the second page changes its buyer.
    demoStock().locks.find((lock) => lock.lockNo === 'SDCOPY25')!.buyerName = '改过的买家'
    fireEvent.click(screen.getByText('锁单号 SDCOPY25'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/lock/detail/index?id=778025')
    asked.splice(0)
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('改过的买家 138 0013 8000')).toBeInTheDocument()
    // Both loaded pages asked again: the rows of the second page are still there.
    expect(pagesOf(asked).sort()).toEqual(['1', '2'])
    expect(screen.getByText('锁单号 SDCOPY29')).toBeInTheDocument()
    expect(screen.getAllByText(/^锁单号 /).length).toBeGreaterThan(20)
  })

  it('shows an expired lock as expired and frees its items when read', async () => {
    const id = seedLock(-1)
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    fireEvent.click(screen.getByText('已过期'))
    expect(await screen.findByText('锁单号 SD20261122777')).toBeInTheDocument()
    expect(demoStock().locks.find((lock) => lock.id === id)?.status).toBe('EXPIRED')
    expect(stockItem(100010).status).toBe('IN_STOCK')
    expect(stockItem(100011).status).toBe('IN_STOCK')
  })

  it('shows the empty state, with the way to a new lock', async () => {
    demoStock().locks = []
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    expect(await screen.findByText('没有锁单中的商品')).toBeInTheDocument()
    expect(screen.getByText('新建锁单').closest('.page-layout__footer .create-bar')).not.toBeNull()
    fireEvent.click(screen.getByText('新建锁单'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/lock/create/index')
  })

  it('shows a server failure with a retry', async () => {
    seedLock()
    failPath('/stock/locks', 500)
    renderPage(<LockListPage />, 'pages/stock/order/lock/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    // The server is back: the retry shows the locks.
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('锁单号 SD20261122777')).toBeInTheDocument()
    expect(screen.queryByText('服务繁忙，请稍后重试')).not.toBeInTheDocument()
  })
})

function seedLockCopy(n: number) {
  demoStock().locks.push({
    id: 778000 + n,
    lockNo: `SDCOPY${n}`,
    itemIds: [100100 + n],
    buyerName: '批量买家',
    buyerPhone: '13800138000',
    depositCents: 0,
    expireAt: new Date(Date.now() + DAY).toISOString(),
    note: '',
    status: 'ACTIVE',
    createdAt: new Date(Date.now() + (30 - n) * 1000).toISOString(),
    offlineOrderId: null,
  })
  stockItem(100100 + n).status = 'LOCKED'
}

describe('lock detail', () => {
  it('shows the items, buyer, deposit and expiry; calls the buyer', async () => {
    const id = seedLock()
    const call = vi.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText(stockItem(100010).title)).toBeInTheDocument()
    expect(screen.getByText('锁定商品（2件）')).toBeInTheDocument()
    expect(screen.getByText('¥5,000')).toBeInTheDocument()
    expect(screen.getByText('周六来店看货')).toBeInTheDocument()
    expect(screen.getByText(/^锁单中 · 剩余/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('138 0013 8000'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13800138000' })
    fireEvent.click(screen.getByText(stockItem(100010).title))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/inventory/stock/detail/index?id=100010')
  })

  it('releases after confirming, freeing the items', async () => {
    const id = seedLock()
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: String(id) } })
    modalAnswers.push(false)
    fireEvent.click(await screen.findByText('释放锁单'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(stockItem(100010).status).toBe('LOCKED')
    fireEvent.click(screen.getByText('释放锁单'))
    await waitFor(() => expect(stockItem(100010).status).toBe('IN_STOCK'))
    expect(stockItem(100011).status).toBe('IN_STOCK')
    expect(uiLog.modals[1].content).toContain('回到库存')
    expect(await screen.findByText('锁单已释放，商品已回到库存')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('锁单已释放')
    expect(screen.queryByText('转线下订单')).not.toBeInTheDocument()
  })

  it('turns into an offline order', async () => {
    const id = seedLock()
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: String(id) } })
    fireEvent.click(await screen.findByText('转线下订单'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/offline/create/index?lockId=${id}`)
  })

  it('shows a missing lock as gone, with the way back', async () => {
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: '1' } })
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(screen.getByText('返回')).toBeInTheDocument()
    expect(screen.queryByText('重新加载')).not.toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    failPath('/stock/locks/777001', 500)
    const id = seedLock()
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('lock create', () => {
  afterEach(() => vi.restoreAllMocks())

  it('checks every field under it and keeps what was typed', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010' } })
    expect(await screen.findByText(stockItem(100010).title)).toBeInTheDocument()
    typeIn('请输入买家姓名', '赵')
    typeIn('请输入买家手机号', '1380013')
    typeIn('请输入定金，无定金填0', '12.345')
    fireEvent.click(screen.getByText('确认锁单'))
    expect(await screen.findByText('买家姓名应为2-20个字')).toBeInTheDocument()
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument()
    expect(screen.getByText('定金格式不正确，最多两位小数')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('赵')
    expect(stockItem(100010).status).toBe('IN_STOCK')
    fireEvent.click(screen.getByText('移除'))
    fireEvent.click(screen.getByText('确认锁单'))
    expect(await screen.findByText('请选择商品')).toBeInTheDocument()
  })

  it('locks the chosen items and opens the lock', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010,100011' } })
    expect(await screen.findByText('锁定商品（2件）')).toBeInTheDocument()
    typeIn('请输入买家姓名', '钱女士')
    typeIn('请输入买家手机号', '139 0000 1111')
    typeIn('请输入定金，无定金填0', '2000')
    fireEvent.click(screen.getByText('7天'))
    expect(screen.getByText(/^剩余(7天0小时|6天23小时)，到期后商品自动回到库存$/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('确认锁单'))
    await waitFor(() => expect(stockItem(100010).status).toBe('LOCKED'))
    expect(stockItem(100011).status).toBe('LOCKED')
    const lock = demoStock().locks.at(-1)!
    expect(lock).toMatchObject({ buyerName: '钱女士', buyerPhone: '13900001111', depositCents: 200000, status: 'ACTIVE' })
    expect(Date.parse(lock.expireAt) - Date.now()).toBeGreaterThan(6.9 * DAY)
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/stock/order/lock/detail/index?id=${lock.id}` }))
    // Said on the lock it opens, where it can be read, not on the form as it goes.
    expect(uiLog.toasts.some((toast) => toast.title === '锁单成功')).toBe(false)
    cleanup()
    renderPage(<LockDetailPage />, 'pages/stock/order/lock/detail/index', { signedIn: true, query: { id: String(lock.id) } })
    expect(uiLog.toasts.filter((toast) => toast.title === '锁单成功')).toEqual([expect.objectContaining({ duration: expect.any(Number) })])
    expect(uiLog.toasts.at(-1)!.duration).toBeGreaterThanOrEqual(1500)
  })

  it('two taps in the same moment lock once', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010' } })
    expect(await screen.findByText(stockItem(100010).title)).toBeInTheDocument()
    typeIn('请输入买家姓名', '钱女士')
    typeIn('请输入买家手机号', '13900001111')
    typeIn('请输入定金，无定金填0', '0')
    const posts = recordQueries('/stock/locks', 'POST')
    const button = screen.getByText('确认锁单')
    // Both in one task: no re-render between them.
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    expect(posts).toHaveLength(1)
  })

  it('keeps what was typed when the dealer goes back, and brings it back on the next open', async () => {
    const query = { itemIds: '100010' }
    const view = renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query })
    expect(await screen.findByText(stockItem(100010).title)).toBeInTheDocument()
    typeIn('请输入买家姓名', '钱女士')
    typeIn('请输入买家手机号', '139 0000 1111')
    typeIn('请输入定金，无定金填0', '2000')
    fireEvent.click(screen.getByText('7天'))
    view.unmount()

    // Opened again the next day.
    const nextDay = Date.now() + DAY
    vi.spyOn(Date, 'now').mockImplementation(() => nextDay)
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query })
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('钱女士')
    expect(screen.getByPlaceholderText('请输入买家手机号')).toHaveValue('139 0000 1111')
    expect(screen.getByText('7天')).toHaveClass('chip--on')
    // 7天 counts from this opening.
    expect(screen.getByText(/^剩余(7天0小时|6天23小时)，到期后商品自动回到库存$/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('确认锁单'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    expect(demoStock().locks.at(-1)).toMatchObject({ buyerName: '钱女士', buyerPhone: '13900001111', depositCents: 200000 })
    cleanup()

    // Locked: the next lock starts empty.
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100011' } })
    expect(await screen.findByText(stockItem(100011).title)).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('does not offer the draft of other items', async () => {
    const view = renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010' } })
    expect(await screen.findByText(stockItem(100010).title)).toBeInTheDocument()
    typeIn('请输入买家姓名', '钱女士')
    view.unmount()
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100011' } })
    expect(await screen.findByText(stockItem(100011).title)).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('adds items from a search of the in-stock items', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true })
    fireEvent.click(await screen.findByText('添加商品'))
    const code = stockItem(100012).code
    typeIn('搜索名称、品牌、型号、编码', code)
    fireEvent.click(screen.getByText('搜索'))
    const sheet = await screen.findByText(code)
    fireEvent.click(sheet)
    fireEvent.click(screen.getByText('完成（已选1件）'))
    expect(screen.getByText('锁定商品（1件）')).toBeInTheDocument()
    typeIn('请输入买家姓名', '孙先生')
    typeIn('请输入买家手机号', '13712345678')
    typeIn('请输入定金，无定金填0', '0')
    fireEvent.click(screen.getByText('确认锁单'))
    await waitFor(() => expect(stockItem(100012).status).toBe('LOCKED'))
  })

  it('keeps the form when the server refuses', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010' } })
    await screen.findByText(stockItem(100010).title)
    failPath('/stock/locks', 500)
    typeIn('请输入买家姓名', '钱女士')
    typeIn('请输入买家手机号', '13900001111')
    typeIn('请输入定金，无定金填0', '100')
    fireEvent.click(screen.getByText('确认锁单'))
    expect(await screen.findByText('服务繁忙，请稍后重试', { selector: '.stock-order-form-error' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('钱女士')
    expect(stockItem(100010).status).toBe('IN_STOCK')
  })

  it('shows a failure to load the chosen items', async () => {
    failPath('/stock/items/100010', 500)
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: '100010' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('says when the next page of the picker fails, and tries again on a tap', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true })
    fireEvent.click(await screen.findByText('添加商品'))
    const rows = () => document.querySelectorAll('.stock-item-picker__list .stock-item')
    await waitFor(() => expect(rows()).toHaveLength(20))
    failPath('/stock/items', 500)
    fireEvent.click(screen.getByText('上拉加载更多'))
    const asked = recordQueries('/stock/items')
    fireEvent.click(await screen.findByText('加载失败，点击重试'))
    // Still failing (asked again, with its retries): the footer stays a retry and the rows stay.
    await waitFor(() => expect(asked).toHaveLength(SERVER_FAILURE_RETRIES + 1))
    await waitFor(() => expect(screen.getByText('加载失败，点击重试')).toBeInTheDocument())
    expect(rows()).toHaveLength(20)
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await waitFor(() => expect(rows()).toHaveLength(40))
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
  })

  it('shows an empty search in the picker', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true })
    fireEvent.click(await screen.findByText('添加商品'))
    typeIn('搜索名称、品牌、型号、编码', '没有这种东西')
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText('没有找到相关商品')).toBeInTheDocument()
    within(document.body).getByText('选择商品')
  })
})
