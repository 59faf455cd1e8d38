import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { payTradingDeposit } from '@test/trading-deposit'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath } from '@test/server'
import { resetServerClock } from '@/core/clock'
import JianlouListPage from '@/pages/live/jianlou/list/index'
import JianlouDetailPage from '@/pages/live/jianlou/detail/index'
import { liveApi } from '../api'
import { mockServer } from '@mocks/node'
import { envelope } from '@mocks/lib/handle'
import { mockCall } from '@mocks/lib/call'
import { PEER_TOKEN } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT } from '@mocks/db/seed-account'

import { findJianlou } from '@mocks/db/jianlou'
import { findPayOrder, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { wait, yuan } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const cards = () => [...document.querySelectorAll('.live-jl-card')] as HTMLElement[]
/** The footer's one action, when it is there and offered nothing to tap. */
const footerAction = () => document.querySelector('.live-footer .nut-button') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
  mockClock.reset()
  resetServerClock()
})

describe('jianlou list', () => {
  const open = () => renderPage(<JianlouListPage />, 'pages/live/jianlou/list/index', { signedIn: true })

  it('lists the pieces on sale first with price, reference, saving, pieces left and the time to the end; one opens', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(15))
    const single = findJianlou(7601)!
    const card = cards().find((node) => node.textContent?.includes(single.title) && node.textContent.includes(`捡漏价 ${yuan(single.priceCents)}`))!
    expect(card).toHaveTextContent(`参考价 ${yuan(single.refPriceCents)}`)
    expect(card).toHaveTextContent(`省${yuan(single.refPriceCents - single.priceCents)}`)
    expect(card).toHaveTextContent('仅剩1件')
    expect(card).toHaveTextContent('抢购中')
    expect(within(card).getByRole('timer')).toHaveTextContent(/距结束 (10:00:0\d|9:5\d:\d\d)/)
    fireEvent.click(card)
    expect(navigationLog.at(-1)?.url).toBe('/pages/live/jianlou/detail/index?id=7601')
  })

  it('a tab shows one state: the pieces to come count down to their start', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(15))
    fireEvent.click(screen.getByRole('tab', { name: '即将开抢' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(within(cards()[0]).getByRole('timer')).toHaveTextContent(/距开抢 (3:00:0\d|2:5\d:\d\d)/)
    fireEvent.click(screen.getByRole('tab', { name: '已结束' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('已结束')
  })

  it('says when a state has none', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(15))
    fireEvent.click(screen.getByRole('tab', { name: '已抢光' }))
    expect(await screen.findByText('暂无已抢光的捡漏商品')).toBeInTheDocument()
  })

  it('says when there is nothing at all', async () => {
    mockServer.use(
      http.get('*/live/jianlou/list', () => HttpResponse.json(envelope({ list: [], total: 0, page: 1, pageSize: 20, hasMore: false, serverTime: new Date().toISOString() }))),
    )
    open()
    expect(await screen.findByText('暂无捡漏商品，晚点再来看看')).toBeInTheDocument()
  })

  it("shows the server's refusal, and loading while the reply is slow", async () => {
    failWithEnvelope('/live/jianlou/list', 500, '捡漏服务维护中')
    const first = open()
    expect(await screen.findByText('捡漏服务维护中')).toBeInTheDocument()
    first.unmount()
    mockServer.resetHandlers()
    const release = holdPath('/live/jianlou/list')
    open()
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(cards()).toHaveLength(15))
  })
})

describe('jianlou detail', () => {
  // Both dealers have paid their 交易保证金 (the one test without it takes it back).
  beforeEach(() => {
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    payTradingDeposit(PEER_ACCOUNT)
  })
  const open = (id: number, signedIn = true) => renderPage(<JianlouDetailPage />, 'pages/live/jianlou/detail/index', { signedIn, query: { id: String(id) } })
  const grabButton = (item = findJianlou(7601)!) => screen.findByText(`立即抢 ${yuan(item.priceCents)}`)

  it('shows the photos, prices, seller, description, accessories, pieces left and the time to the end', async () => {
    const item = findJianlou(7603)!
    open(7603)
    expect(await grabButton(item)).toBeInTheDocument()
    expect(document.querySelectorAll('.photo-carousel__photo').length).toBe(item.photos.length)
    expect(screen.getByText(`捡漏价 ${yuan(item.priceCents)}`)).toBeInTheDocument()
    expect(screen.getByText(`参考价 ${yuan(item.refPriceCents)}`)).toBeInTheDocument()
    expect(screen.getByText(item.description)).toBeInTheDocument()
    for (const name of item.accessories) expect(screen.getByText(name)).toBeInTheDocument()
    // 配件 as on every other screen (the lot page, the forms)
    expect(screen.getByText('配件')).toBeInTheDocument()
    expect(screen.getByText(`仅剩${item.stockTotal}件`)).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/距结束 (10:00:0\d|9:5\d:\d\d)/)
    expect(screen.getByText('抢到后请在15分钟内付款，超时未付款将自动释放给其他同行；付款前可取消抢购')).toBeInTheDocument()
    expect(screen.getByText('抢购需已缴纳交易保证金')).toBeInTheDocument()
  })

  it('立即抢 asks once with the amount and what it binds; cancelled, nothing is held', async () => {
    const item = findJianlou(7601)!
    open(7601)
    modalAnswers.push(false)
    fireEvent.click(await grabButton())
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    const [asked] = uiLog.modals
    expect(asked.title).toBe(`以 ${yuan(item.priceCents)} 抢购？`)
    expect(asked.content).toContain(`保留「${item.title}」15分钟`)
    expect(asked.content).toContain(`须在15分钟内付款 ${yuan(item.priceCents)}，超时自动释放`)
    expect(asked.content).toContain('付款前可取消抢购')
    expect(asked.content).toContain('交易保证金')
    expect(asked.confirmText).toBe('确认抢购')
    await wait(50)
    expect(findJianlou(7601)!.holds).toHaveLength(0)
    expect(navigationLog.some((entry) => entry.url.startsWith('/pages/order/pay'))).toBe(false)
  })

  it('without 交易保证金 the server refuses the grab and the deposit dialog leads to member/apply', async () => {
    const deposit = findPayOrder(SEEDED_PAY_ORDERS.pending)!
    deposit.status = 'pending'
    deposit.paidAt = null
    open(7601)
    fireEvent.click(await grabButton())
    await waitFor(() => expect(uiLog.modals).toHaveLength(2))
    const dialog = uiLog.modals[1]
    expect(dialog.title).toBe('需要缴纳交易保证金')
    expect(dialog.content).toBe('抢购需先缴纳交易保证金¥2,000（可退），请到交易权限页缴纳后再抢')
    expect([dialog.confirmText, dialog.cancelText]).toEqual(['充值', '再想想'])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/member/apply/home/index'))
    expect(findJianlou(7601)!.holds).toHaveLength(0)
    expect(screen.getByText(`立即抢 ${yuan(findJianlou(7601)!.priceCents)}`)).toBeInTheDocument()
  })

  it('取消抢购: asked once, the hold is released, its pay order closed and the piece grabbable again', async () => {
    const item = findJianlou(7601)!
    const held = await mockCall(liveApi.grab, { id: 7601 })
    open(7601)
    expect(await screen.findByText(/^已为你保留/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('取消抢购'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(uiLog.modals[0]).toMatchObject({ title: '取消抢购？', confirmText: '取消抢购', cancelText: '再想想' })
    expect(uiLog.modals[0].content).toContain(`待付的 ${yuan(item.priceCents)} 订单随之关闭`)
    expect(await grabButton()).toBeInTheDocument()
    expect(screen.queryByText(/^已为你保留/)).toBeNull()
    expect(findPayOrder(held.data.payOrderNo)).toMatchObject({ status: 'closed', closeReason: '已取消抢购' })
    // Another dealer can take it now.
    expect((await mockCall(liveApi.grab, { id: 7601 }, PEER_TOKEN)).code).toBe(200)
  })

  it('grab: the piece is held and the cashier opens; back from it, the hold counts down with 去支付', async () => {
    open(7601)
    fireEvent.click(await grabButton())
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/pay\/index\?payOrderNo=\w+$/))
    const payOrderNo = navigationLog.at(-1)!.url.split('=')[1]
    expect(findPayOrder(payOrderNo)).toMatchObject({ status: 'pending', returnTo: '/pages/live/jianlou/detail/index?id=7601' })
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText(/^已为你保留，请在 1[45]:\d\d 内付款$/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('去支付'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/order/pay/index?payOrderNo=${payOrderNo}`)
  })

  it('paid: 已抢到, nothing more to do', async () => {
    const held = await mockCall(liveApi.grab, { id: 7601 })
    const order = findPayOrder(held.data.payOrderNo)!
    order.status = 'paid'
    order.paidAt = new Date().toISOString()
    open(7601)
    expect(await screen.findByText('已抢到，货款已支付，等待卖家发货')).toBeInTheDocument()
    expect(footerAction()).toHaveTextContent('已抢到')
    expect(footerAction()).toHaveClass('nut-button-disabled')
  })

  it('gone: another dealer was faster; it says so and shows the piece sold out', async () => {
    open(7601)
    const button = await grabButton()
    await mockCall(liveApi.grab, { id: 7601 }, PEER_TOKEN)
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('手慢了，已被其他同行抢走')
    await waitFor(() => expect(footerAction()).toHaveTextContent('已抢光'))
    expect(screen.getByText('已抢光', { selector: '.live-stock' })).toBeInTheDocument()
    expect(screen.queryByText(/^立即抢/)).toBeNull()
    expect(navigationLog.some((entry) => entry.url.startsWith('/pages/order/pay'))).toBe(false)
  })

  it('closed: the sale ended meanwhile; it says so and shows it over', async () => {
    open(7603)
    const button = await grabButton(findJianlou(7603)!)
    findJianlou(7603)!.endAt = Date.now() - 1000
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('本场捡漏已结束')
    await waitFor(() => expect(footerAction()).toHaveTextContent('已结束'))
    expect(footerAction()).toHaveClass('nut-button-disabled')
  })

  it('signed out: 立即抢 asks for the login first', async () => {
    open(7601, false)
    fireEvent.click(await grabButton())
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
    expect(findJianlou(7601)!.holds).toHaveLength(0)
  })

  it("the hold's window runs on the server's clock with the phone 10 minutes fast", async () => {
    const serverBehind = () => Date.now() - 10 * 60_000
    mockClock.set(serverBehind)
    mockClock.set(serverBehind)
    await mockCall(liveApi.grab, { id: 7603 })
    open(7603)
    expect(await screen.findByText(/^已为你保留，请在 1[45]:\d\d 内付款$/)).toBeInTheDocument()
  })

  it("says when the piece is not there, and shows the server's refusal", async () => {
    const first = open(7699)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    first.unmount()
    failWithEnvelope('/live/jianlou/detail', 500, '捡漏服务维护中')
    open(7601)
    expect(await screen.findByText('捡漏服务维护中')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the piece', async () => {
    const release = holdPath('/live/jianlou/detail')
    open(7601)
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    expect(await grabButton()).toBeInTheDocument()
  })
})
