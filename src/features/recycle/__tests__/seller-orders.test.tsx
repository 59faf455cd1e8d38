import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { failWithEnvelope, holdPath } from '@test/server'
import { renderPage } from '@test/render'
import { PEER_TOKEN } from '@mocks/db'
import { findOrder, iso } from '@mocks/db/recycle'
import { mockCall } from '@mocks/lib/call'
import { shipRecycle } from '@test/express'
import { resetNavigationDebounce } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import BiddingListPage from '@/pages/recycle/seller/bidding/list/index'
import BiddingDetailPage from '@/pages/recycle/seller/bidding/detail/index'
import OrderListPage from '@/pages/recycle/seller/order/list/index'
import OrderDetailPage from '@/pages/recycle/seller/order/detail/index'
import ConfirmPage from '@/pages/recycle/seller/order/confirm/index'
import { recycleBuyerApi, recycleSellerApi, RECYCLE_REFUSALS } from '../api'
import { feeCents, payoutCents } from '../machine'
import { RECORD_POLL_MS as ORDER_POLL_MS } from '@/shared/flow'
import { tab } from '@test/dom'

const rows = () => [...document.querySelectorAll('.recycle-order-card')]
const quoteRows = () => within(screen.getByRole('list', { name: '买家报价' })).getAllByRole('listitem')
const badge = () => document.querySelector('.recycle-head .recycle-status')
const footer = () => document.querySelector('.page-layout__footer')
const footerTexts = () => [...(footer()?.querySelectorAll('.nut-button') ?? [])].map((button) => button.textContent)
/** The page's 确认成交 button (the title bar says 确认成交 too). */
const confirmButton = () => footer()?.querySelector('.nut-button') as HTMLElement
const lastModal = () => uiLog.modals.at(-1)
/** 取消回收, then the reason from the sheet (the dialog follows). */
const cancelFor = async (reason: string) => {
  fireEvent.click(screen.getByText('取消回收'))
  fireEvent.click(await screen.findByRole('menuitem', { name: reason }))
}
/** The mock's message for an action the order's state no longer allows. */
const movedText = (status: string, action: string) => `订单当前为「${status}」，不能${action}`

async function expectOk<T>(reply: Promise<{ code: number; data: T }>): Promise<T> {
  const envelope = await reply
  expect(envelope.code).toBe(200)
  return envelope.data
}

const openList = (query: Record<string, string> = {}) => renderPage(<BiddingListPage />, 'pages/recycle/seller/bidding/list/index', { signedIn: true, query })
const openOrders = (query: Record<string, string> = {}) => renderPage(<OrderListPage />, 'pages/recycle/seller/order/list/index', { signedIn: true, query })
const openBidding = (id: number) => renderPage(<BiddingDetailPage />, 'pages/recycle/seller/bidding/detail/index', { signedIn: true, query: { id: String(id) } })
const openOrder = (id: number) => renderPage(<OrderDetailPage />, 'pages/recycle/seller/order/detail/index', { signedIn: true, query: { id: String(id) } })
const openConfirm = (id: number) => renderPage(<ConfirmPage />, 'pages/recycle/seller/order/confirm/index', { signedIn: true, query: { id: String(id) } })
/** The detail's head once loaded, in the state given. */
const loaded = (status: string) => waitFor(() => expect(badge()).toHaveTextContent(status))

describe('seller bidding list (竞价订单)', () => {
  it('shows the tab from ?tab= with its orders and every tab with its count; a row opens the detail', async () => {
    openList({ tab: 'bidding' })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('竞价中')
    expect(rows().map((row) => row.querySelector('.recycle-status')?.textContent)).toEqual(['竞价中', '竞价中'])
    const titles = [findOrder(8102)!.item.title, findOrder(8103)!.item.title]
    expect(
      rows()
        .map((row) => row.querySelector('.list-card__title')?.textContent)
        .sort(),
    ).toEqual([...titles].sort())
    await waitFor(() => expect(tab('竞价中')).toHaveTextContent('竞价中2'))
    expect(tab('估价中')).toHaveTextContent('估价中1')
    // Every state after an acceptance, not the settled 已成交 of the order list.
    expect(tab('已接受报价')).toHaveTextContent('已接受报价8')
    expect(tab('已结束')).toHaveTextContent('已结束2')
    const best = rows().find((row) => row.textContent?.includes(findOrder(8102)!.item.title))!
    expect(best).toHaveTextContent(`最高报价 ${yuan(40_500_00)} · 3个报价`)
    expect(best.querySelector('[role="timer"]')).toHaveTextContent(/^距截止/)
    fireEvent.click(best)
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/detail/index?id=8102')

    fireEvent.click(tab('估价中'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toHaveTextContent(`估价 ${yuan(23_500_00)}–${yuan(27_000_00)}`)
  })

  it('pull-down asks again: an order published meanwhile shows with the new counts', async () => {
    openList({ tab: 'bidding' })
    await waitFor(() => expect(rows()).toHaveLength(2))
    await expectOk(mockCall(recycleSellerApi.publish, { id: 8101 }))
    await act(() => firePageEvent('pullDownRefresh'))
    await waitFor(() => expect(rows()).toHaveLength(3))
    await waitFor(() => expect(tab('竞价中')).toHaveTextContent('竞价中3'))
    expect(tab('估价中')).toHaveTextContent('估价中0')
  })

  it('shows loading while the reply is slow, then the rows', async () => {
    const release = holdPath('/recycle/seller/list')
    openList()
    await waitFor(() => expect(document.querySelector('.state-view--loading')).not.toBeNull())
    act(release)
    await waitFor(() => expect(rows()).toHaveLength(1))
  })

  it('an empty tab says so and offers 去发布', async () => {
    await expectOk(mockCall(recycleSellerApi.cancel, { id: 8101, reason: '不想卖了' }))
    openList({ tab: 'estimating' })
    expect(await screen.findByText('暂无估价中的竞价订单')).toBeInTheDocument()
    expect(tab('估价中')).toHaveTextContent('估价中0')
    fireEvent.click(screen.getByText('去发布'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/home/index')
  })
})

describe('seller order list (回收订单)', () => {
  it('lists the deals by tab with counts; a row opens the order', async () => {
    openOrders()
    await waitFor(() => expect(rows()).toHaveLength(8))
    await waitFor(() => expect(tab('全部')).toHaveTextContent('全部8'))
    expect(tab('验货中')).toHaveTextContent('验货中2')
    expect(tab('已退回')).toHaveTextContent('已退回2')
    fireEvent.click(tab('待确认'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toHaveTextContent(`成交价 ${yuan(10_800_00)}`)
    fireEvent.click(rows()[0])
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/order/detail/index?id=8107')
  })

  it('a returned order says what happened (已退回，未成交), not a 成交价', async () => {
    openOrders({ tab: 'returned' })
    await waitFor(() => expect(rows()).toHaveLength(2))
    for (const row of rows()) {
      expect(row).not.toHaveTextContent('成交价')
      expect(row).toHaveTextContent(/(已退回|退回中)，未成交/)
    }
  })

  it('an empty tab says so', async () => {
    await expectOk(mockCall(recycleSellerApi.cancel, { id: 8104, reason: '不想卖了' }))
    openOrders({ tab: 'awaiting_shipment' })
    expect(await screen.findByText('暂无待发货的回收订单')).toBeInTheDocument()
  })
})

describe('seller bidding detail (竞价详情)', () => {
  it('8102: quotes best first as the server orders them; the expired one is marked and cannot be accepted', async () => {
    openBidding(8102)
    await loaded('竞价中')
    expect(screen.getByLabelText('订单状态')).toHaveTextContent(/^买家报价中，截止 \d\d-\d\d \d\d:\d\d剩余/)
    const quotes = quoteRows()
    expect(quotes.map((row) => row.querySelector('.recycle-quote__price')?.textContent)).toEqual([yuan(40_500_00), yuan(39_000_00), yuan(43_000_00)])
    expect(quotes[0]).toHaveTextContent('最高')
    expect(within(quotes[0]).getByText('接受报价')).toBeInTheDocument()
    expect(within(quotes[1]).getByText('李记名表（个人）')).toBeInTheDocument()
    expect(quotes[2]).toHaveTextContent('已过期')
    expect(quotes[2]).toHaveClass('recycle-quote--off')
    expect(within(quotes[2]).queryByText('接受报价')).toBeNull()
    expect(screen.getByText('状态记录')).toBeInTheDocument()
  })

  it('8102 after the window closed, quotes still holding: the head says they can still be accepted', async () => {
    findOrder(8102)!.biddingEndsAt = iso(Date.now() - 60_000)
    openBidding(8102)
    await loaded('竞价中')
    expect(screen.getByLabelText('订单状态')).toHaveTextContent(/^报价已截止，可接受有效报价$/)
    expect(within(quoteRows()[0]).getByText('接受报价')).toBeInTheDocument()
  })

  it('the quotes card counts the quotes not withdrawn, as the list rows do', async () => {
    expect((await mockCall(recycleBuyerApi.giveup, { id: 8102, reason: '价格不合适' }, PEER_TOKEN)).code).toBe(200)
    openBidding(8102)
    await loaded('竞价中')
    expect(screen.getByText('买家报价（2）')).toBeInTheDocument()
    expect(quoteRows()).toHaveLength(3)
    expect(quoteRows().find((row) => row.textContent?.includes('李记名表（个人）'))).toHaveTextContent('已撤回')
  })

  it('accepting the best quote asks first, then the order awaits shipment and the timeline says so', async () => {
    openBidding(8102)
    await loaded('竞价中')
    const best = findOrder(8102)!.quotes.find((quote) => quote.priceCents === 40_500_00)!
    modalAnswers.push(true)
    fireEvent.click(within(quoteRows()[0]).getByText('接受报价'))
    await loaded('待发货')
    expect(uiLog.modals[0].content).toContain(`${best.buyerName} 的报价 ${yuan(best.priceCents)}`)
    expect(uiLog.modals[0].content).toContain('请尽快寄出')
    expect(findOrder(8102)!.status).toBe('awaiting_shipment')
    expect(screen.getByLabelText('订单状态')).toHaveTextContent('等待你寄出')
    expect(screen.getByRole('list', { name: '状态记录' })).toHaveTextContent(`接受${best.buyerName}报价 ${yuan(best.priceCents)}`)
    expect(quoteRows()[0]).toHaveTextContent('已接受')
    expect(footerTexts()).toEqual(['取消回收', '去寄出'])
    fireEvent.click(screen.getByText('去寄出'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/express-progress/index?id=8102')
  })

  it('a quote that expired meanwhile: the server says so in a dialog and the page reloads', async () => {
    openBidding(8102)
    await loaded('竞价中')
    const best = findOrder(8102)!.quotes.find((quote) => quote.priceCents === 40_500_00)!
    best.validUntil = iso(Date.now() - 1000)
    modalAnswers.push(true)
    fireEvent.click(within(quoteRows()[0]).getByText('接受报价'))
    await waitFor(() => expect(lastModal()?.content).toBe('该报价已过期，请选择其他报价'))
    expect(lastModal()?.title).toBe('操作未完成')
    // Reloaded: the quote shows expired, the next one leads.
    await waitFor(() => expect(quoteRows()[0].querySelector('.recycle-quote__price')).toHaveTextContent(yuan(39_000_00)))
    const expired = quoteRows().find((row) => row.textContent?.includes(yuan(40_500_00)))!
    expect(expired).toHaveTextContent('已过期')
    expect(findOrder(8102)!.status).toBe('bidding')
  })

  it('8101 estimating: the pre-quotes, then 发布竞价 opens quoting', async () => {
    openBidding(8101)
    await loaded('估价中')
    const pre = within(screen.getByRole('list', { name: '预估价' })).getAllByRole('listitem')
    expect(pre).toHaveLength(2)
    expect(pre.map((row) => row.textContent).join()).toContain(`${yuan(22_000_00)}–${yuan(25_000_00)}`)
    expect(pre[0]).toHaveTextContent(/有效至 \d\d-\d\d \d\d:\d\d/)
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('发布竞价'))
    await loaded('竞价中')
    expect(findOrder(8101)!.status).toBe('bidding')
    expect(screen.getByText('暂无报价，买家报价后会出现在这里')).toBeInTheDocument()
    expect(uiLog.toasts.map((toast) => toast.title)).toContain('已发布竞价')
  })

  it('8103: 取消回收 asks the reason, then to confirm (再想想 / 确认取消), then the order is cancelled for it', async () => {
    openBidding(8103)
    await loaded('竞价中')
    fireEvent.click(screen.getByText('取消回收'))
    const reasons = await screen.findAllByRole('menuitem')
    expect(reasons.map((item) => item.textContent)).toEqual(['不想卖了', '价格不合适', '已在别处售出', '其他'])
    expect(uiLog.modals).toHaveLength(0)
    modalAnswers.push(true)
    fireEvent.click(screen.getByRole('menuitem', { name: '已在别处售出' }))
    await loaded('已取消')
    expect(uiLog.modals[0]).toMatchObject({
      title: '取消回收？',
      content: '原因：已在别处售出。取消后本次回收结束，买家的报价全部失效。',
      confirmText: '确认取消',
      cancelText: '再想想',
    })
    expect(findOrder(8103)!.status).toBe('cancelled')
    expect(screen.getByRole('list', { name: '状态记录' })).toHaveTextContent('卖家取消：已在别处售出')
    expect(footer()).toBeNull()
  })

  it('8104 awaiting shipment: the dialog says the accepted quote is void, not that every quote lapses', async () => {
    openBidding(8104)
    await loaded('待发货')
    modalAnswers.push(true)
    await cancelFor('价格不合适')
    await loaded('已取消')
    expect(uiLog.modals[0].content).toBe('原因：价格不合适。取消后本次回收结束，已接受的买家报价将作废。')
    expect(findOrder(8104)!.status).toBe('cancelled')
  })

  it('declining the cancel dialog (再想想) or closing the sheet leaves the order as it was', async () => {
    openBidding(8103)
    await loaded('竞价中')
    modalAnswers.push(false)
    await cancelFor('不想卖了')
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(findOrder(8103)!.status).toBe('bidding')
    fireEvent.click(screen.getByText('取消回收'))
    fireEvent.click(await screen.findByText('取消', { selector: '.stock-actions__cancel' }))
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull())
    expect(uiLog.modals).toHaveLength(1)
    expect(findOrder(8103)!.status).toBe('bidding')
  })

  it('each state offers only what the server allows', async () => {
    const offers = async (id: number, status: string) => {
      const view = openBidding(id)
      await loaded(status)
      const texts = footerTexts()
      view.unmount()
      return texts
    }
    expect(await offers(8104, '待发货')).toEqual(['取消回收', '去寄出'])
    expect(await offers(8105, '运输中')).toEqual([])
    expect(await offers(8106, '待验货')).toEqual(['申请退回'])
    expect(await offers(8107, '待确认验货价')).toEqual(['申请复检', '拒绝验货价', '接受验货价'])
    expect(await offers(8108, '复检中')).toEqual([])
    expect(await offers(8109, '已成交')).toEqual([])
    // 8108 after its answer: inspected again, the recheck used up.
    findOrder(8108)!.recheck!.answerAt = iso(Date.now() - 1000)
    expect(await offers(8108, '待确认验货价')).toEqual(['拒绝验货价', '接受验货价'])
  })

  it('8105 in transit: the shipment with 查看寄送进度, and nothing to accept, confirm or recheck', async () => {
    openBidding(8105)
    await loaded('运输中')
    expect(screen.queryByText(/接受报价|接受验货价|申请复检/)).toBeNull()
    expect(screen.getByText(findOrder(8105)!.shipment!.trackingNo)).toBeInTheDocument()
    fireEvent.click(screen.getByText('查看寄送进度'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/express-progress/index?id=8105')
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('查看回收订单 ›'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/order/detail/index?id=8105'))
  })

  it('8107 inspected: the inspection against the quote; the three ways on lead to their pages', async () => {
    openBidding(8107)
    await loaded('待确认验货价')
    expect(screen.getByLabelText('订单状态')).toHaveTextContent('买家已验货，请确认验货价')
    const card = document.querySelector('.recycle-inspection-card')!
    expect(card).toHaveTextContent('已改价')
    expect(card).toHaveTextContent(yuan(10_800_00))
    expect(card).toHaveTextContent(`比报价低 ${yuan(1_200_00)}`)
    expect(card).toHaveTextContent('缺少配件防尘袋')
    fireEvent.click(screen.getByText('接受验货价'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/order/confirm/index?id=8107'))
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('拒绝验货价'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/recycle/seller/bidding/return/index?id=8107&reason=${encodeURIComponent('不接受验货价')}`))
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('申请复检'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/recheck-inquiry/index?id=8107'))
  })

  it('new quotes show up on the next poll, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      openBidding(8103)
      await loaded('竞价中')
      expect(screen.getByText('暂无报价，买家报价后会出现在这里')).toBeInTheDocument()
      await expectOk(mockCall(recycleBuyerApi.quote, { id: 8103, priceCents: 50_000_00, validDays: 2, note: '' }, PEER_TOKEN))
      await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS - 1000))
      expect(screen.queryByRole('list', { name: '买家报价' })).toBeNull()
      await act(() => vi.advanceTimersByTimeAsync(1500))
      await waitFor(() => expect(quoteRows()).toHaveLength(1))
      expect(quoteRows()[0]).toHaveTextContent('李记名表（个人）')
      expect(quoteRows()[0]).toHaveTextContent(yuan(50_000_00))
    } finally {
      vi.useRealTimers()
    }
  })

  it('says when the link names no order, when the order is not the seller’s, and when the server fails', async () => {
    const invalid = renderPage(<BiddingDetailPage />, 'pages/recycle/seller/bidding/detail/index', { signedIn: true, query: { id: 'x' } })
    expect(await screen.findByText('链接无效，请检查链接是否完整')).toBeInTheDocument()
    invalid.unmount()
    // Another shop's order: not the seller's.
    const other = openBidding(8201)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    other.unmount()
    failWithEnvelope('/recycle/seller/detail', 500, '回收服务维护中')
    openOrder(8107)
    expect(await screen.findByText('回收服务维护中')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })
})

describe('an action the state no longer allows: the server says why and the page reloads', () => {
  it('estimating: 发布竞价 after the order was cancelled elsewhere', async () => {
    openBidding(8101)
    await loaded('估价中')
    await expectOk(mockCall(recycleSellerApi.cancel, { id: 8101, reason: '不想卖了' }))
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('发布竞价'))
    await waitFor(() => expect(lastModal()?.content).toBe(movedText('已取消', '发布竞价')))
    await loaded('已取消')
    expect(footer()).toBeNull()
  })

  it('bidding: 接受报价 after the order was cancelled elsewhere', async () => {
    openBidding(8102)
    await loaded('竞价中')
    await expectOk(mockCall(recycleSellerApi.cancel, { id: 8102, reason: '不想卖了' }))
    modalAnswers.push(true)
    fireEvent.click(within(quoteRows()[0]).getByText('接受报价'))
    await waitFor(() => expect(lastModal()?.title).toBe('操作未完成'))
    expect(lastModal()?.content).toBe(movedText('已取消', '接受报价'))
    await loaded('已取消')
    expect(screen.queryByText('接受报价')).toBeNull()
  })

  it('awaiting shipment: 取消回收 after the item was shipped elsewhere', async () => {
    openBidding(8104)
    await loaded('待发货')
    await expectOk(shipRecycle(8104))
    modalAnswers.push(true)
    await cancelFor('不想卖了')
    await waitFor(() => expect(lastModal()?.content).toBe(movedText('运输中', '取消')))
    await loaded('运输中')
    expect(footer()).toBeNull()
  })

  it('inspected: 确认成交 after the item was asked back elsewhere', async () => {
    openConfirm(8107)
    await waitFor(() => expect(confirmButton()).toHaveTextContent('确认成交'))
    await expectOk(mockCall(recycleSellerApi.returnItem, { id: 8107, reason: '不接受验货价', note: '' }))
    modalAnswers.push(true)
    fireEvent.click(confirmButton())
    await waitFor(() => expect(lastModal()?.content).toBe(movedText('退回中', '确认验货价')))
    expect(await screen.findByText('当前状态「退回中」无需确认')).toBeInTheDocument()
    expect(findOrder(8107)!.status).toBe('returning')
  })

  it('the refusal code is the contract’s', () => {
    expect(RECYCLE_REFUSALS.stateMoved).toBe(40920)
  })
})

describe('confirm (确认成交)', () => {
  const final = 10_800_00

  it('8107 to the balance: the figures, then 已成交 with the payout the server made', async () => {
    openConfirm(8107)
    await waitFor(() => expect(confirmButton()).toHaveTextContent('确认成交'))
    expect(screen.getByText(`-${yuan(feeCents(final))}`)).toBeInTheDocument()
    expect(screen.getAllByText(yuan(payoutCents(final))).length).toBeGreaterThan(0)
    expect(screen.getByText(/接受的报价/).parentElement).toHaveTextContent(`${yuan(12_000_00)}（李记名表（个人），验货价比报价低 ${yuan(1_200_00)}）`)
    expect(screen.getByRole('radio', { name: '账户余额' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText(/确认后不可撤销/)).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(confirmButton())
    expect(await screen.findByText('成交完成')).toBeInTheDocument()
    const settlement = findOrder(8107)!.settlement!
    expect(findOrder(8107)!.status).toBe('settled')
    expect(settlement.payoutCents).toBe(payoutCents(final))
    expect(screen.getByRole('status')).toHaveTextContent(`${yuan(payoutCents(final))} 已打款至 账户余额`)
    expect(uiLog.modals[0].content).toContain(`${yuan(payoutCents(final))} 打款至账户余额`)
    fireEvent.click(screen.getByText('查看订单'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/recycle/seller/order/detail/index?id=8107' }))
  })

  it('8107: the inspected grade and accessories beside the listing’s, and the fee rule beside the fee', async () => {
    openConfirm(8107)
    await waitFor(() => expect(confirmButton()).toHaveTextContent('确认成交'))
    const compare = document.querySelector('.recycle-compare') as HTMLElement
    expect(compare).toHaveTextContent('成色98新（与登记一致）')
    expect(compare).toHaveTextContent('配件登记 盒子、防尘袋 → 验货 盒子，缺防尘袋')
    expect(compare).toHaveTextContent('压价原因缺少配件')
    expect(compare.querySelectorAll('.photo-row__photo')).toHaveLength(2)
    expect(screen.getByText('（服务费 2%，最低 ¥20）')).toBeInTheDocument()
    expect(screen.getByText('（服务费 2%，最低 ¥20）').parentElement).toHaveTextContent(`-${yuan(feeCents(final))}（服务费 2%，最低 ¥20）`)
  })

  it('8106 inspected at a lower grade without the dust bag: 登记 95新 → 验货 9新, 缺防尘袋', async () => {
    const inspected = await mockCall(
      recycleBuyerApi.inspect,
      { id: 8106, finalPriceCents: 9_000_00, grade: '9新', reason: '成色低于描述', missingAccessories: ['防尘袋'], note: '边角磨损明显', photos: ['/mock-images/goods-0.svg'] },
      PEER_TOKEN,
    )
    expect(inspected.code).toBe(200)
    openConfirm(8106)
    await waitFor(() => expect(confirmButton()).toHaveTextContent('确认成交'))
    const compare = document.querySelector('.recycle-compare') as HTMLElement
    expect(compare).toHaveTextContent('成色登记 95新 → 验货 9新')
    expect(compare).toHaveTextContent('配件登记 防尘袋 → 验货 缺防尘袋')
    expect(compare).toHaveTextContent('验货说明边角磨损明显')
    expect(screen.getByText(`-${yuan(feeCents(9_000_00))}`)).toBeInTheDocument()
  })

  it('to a bank card: its tail number is shown and the payout goes there', async () => {
    openConfirm(8107)
    const card = await screen.findByRole('radio', { name: '招商银行 尾号5678' })
    fireEvent.click(card)
    expect(card).toHaveAttribute('aria-checked', 'true')
    modalAnswers.push(true)
    fireEvent.click(confirmButton())
    expect(await screen.findByText('成交完成')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`${yuan(payoutCents(final))} 已打款至 招商银行（尾号5678）`)
    expect(screen.getByRole('status')).toHaveTextContent('预计1–3个工作日到账')
    expect(findOrder(8107)!.settlement!.accountText).toBe('招商银行（尾号5678）')
  })

  it('without the confirm action it says why, or shows the settlement', async () => {
    const view = openConfirm(8105)
    expect(await screen.findByText('当前状态「运输中」无需确认')).toBeInTheDocument()
    expect(footer()).toBeNull()
    view.unmount()
    openConfirm(8109)
    expect(await screen.findByText('该订单已成交，无需再次确认')).toBeInTheDocument()
    expect(document.querySelector('.recycle-payout')).toHaveTextContent(findOrder(8109)!.settlement!.accountText)
  })
})

describe('seller order detail (回收订单详情)', () => {
  it('8109 settled: the payout first, then the deal, the parcel and the inspection', async () => {
    openOrder(8109)
    await loaded('已成交')
    const settlement = findOrder(8109)!.settlement!
    expect(document.querySelector('.recycle-payout')).toHaveTextContent(`到账金额${yuan(settlement.payoutCents)}已打款至 ${settlement.accountText}`)
    expect(document.querySelector('.recycle-settlement-card')).toHaveTextContent(`服务费-${yuan(settlement.feeCents)}`)
    expect(document.querySelector('.recycle-accepted')).toHaveTextContent(yuan(36_000_00))
    expect(document.querySelector('.recycle-shipment-card')).toBeInTheDocument()
    expect(document.querySelector('.recycle-inspection-card')).toHaveTextContent('与报价一致')
    expect(footer()).toBeNull()
  })

  it('8108 rechecking: the dispute with its answer due; 8110 returning: the return request', async () => {
    const view = openOrder(8108)
    await loaded('复检中')
    expect(document.querySelector('.recycle-recheck-card')).toHaveTextContent('成色判定有误')
    // The same card and words as on the 复检申诉 page.
    expect(document.querySelector('.recycle-recheck-card')).toHaveTextContent('待答复')
    expect(document.querySelector('.recycle-recheck-card')).toHaveTextContent(/答复截止\d{4}-\d\d-\d\d/)
    view.unmount()
    openOrder(8110)
    await loaded('退回中')
    expect(document.querySelector('.recycle-return')).toHaveTextContent('不接受验货价')
    expect(document.querySelector('.recycle-return')).toHaveTextContent('买家承担')
    fireEvent.click(within(document.querySelector('.recycle-return') as HTMLElement).getByText('查看寄送进度'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/express-progress/index?id=8110')
  })

  it('8107: the next steps in the footer, the same as on the bidding detail', async () => {
    openOrder(8107)
    await loaded('待确认验货价')
    expect(footerTexts()).toEqual(['申请复检', '拒绝验货价', '接受验货价'])
  })
})
