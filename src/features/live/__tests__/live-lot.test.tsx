import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath } from '@test/server'
import { resetServerClock } from '@/core/clock'
import { auctionApi } from '@/features/auction'
import { cashierApi } from '@/features/cashier'
import LiveLotPage from '@/pages/live/auction/detail/index'
import LiveRoomPage from '@/pages/live/room/index'
import { mockCall } from '@mocks/lib/call'
import { markPaid } from '@mocks/db/pay-orders'
import { findLot, findSession, lotsOf, settleAuctions } from '@mocks/db/auction'
import { wait, yuan } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

function liveLotOf(sessionId: number) {
  settleAuctions()
  return lotsOf(findSession(sessionId)!).find((lot) => lot.status === 'live')!
}

/** The demo dealer's deposit for a live session, paid as the provider would. */
async function payDeposit(sessionId: number) {
  const order = await mockCall(auctionApi.payDeposit, { sessionId })
  const prepay = await mockCall(cashierApi.prepay, { payOrderNo: order.data.payOrderNo, method: 'wechat' })
  if (prepay.data.method !== 'wechat') throw new Error('not wechat')
  markPaid(prepay.data.wechat.package.replace('prepay_id=', ''))
}

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('live lot detail', () => {
  const open = (id: number, below: string[] = []) =>
    renderPage(<LiveLotPage />, 'pages/live/auction/detail/index', { signedIn: true, query: { id: String(id), roomId: '7511' }, below })

  it("won at the close: 恭喜拍中 and 去付款 to the win's pay page, whose order comes back to this live lot", async () => {
    const lot = liveLotOf(7011)
    await payDeposit(7011)
    const placed = await mockCall(auctionApi.bid, {
      lotId: lot.id,
      amountCents: lot.bids.length ? lot.bids.at(-1)!.amountCents + 10_000 : lot.startPriceCents,
      requestId: 'live-win-test-1',
    })
    expect(placed.code).toBe(200)
    mockClock.set(() => lot.endAt + 1)
    open(lot.id)
    await screen.findByText(/恭喜拍中/)
    fireEvent.click(await screen.findByText(/去付款/))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/order/pay/index?lotId=${lot.id}`)
    const payOrderNo = findLot(lot.id)!.winPayOrderNo!
    const order = await mockCall(cashierApi.order, { payOrderNo })
    expect(order.data.returnTo).toBe(`/pages/live/auction/detail/index?id=${lot.id}&roomId=7511`)
  })

  it('shows the lot with its photos, prices, countdown and bids, the bid bar, and the way back to the room', async () => {
    const lot = liveLotOf(7011)
    await payDeposit(7011)
    open(lot.id)
    expect(await screen.findByText(lot.title)).toBeInTheDocument()
    expect(document.querySelectorAll('.photo-carousel__photo').length).toBe(lot.photos.length)
    expect(screen.getByText(`直播拍品 · 第${lot.lotNo}号`)).toBeInTheDocument()
    expect(screen.getByText(/^距结拍 0[01]:\d\d$/)).toBeInTheDocument()
    expect(screen.getByText(/^出价记录/)).toBeInTheDocument()
    expect(screen.getByText(/^下一口可出价$/)).toBeInTheDocument()
    expect(await screen.findByText(/^出价 ¥[\d,]+$/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('返回直播间 ›'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/live/room/index?id=7511' })
  })

  it('from the room, 返回直播间 goes back to it', async () => {
    const lot = liveLotOf(7011)
    open(lot.id, ['/pages/live/room/index?id=7511'])
    fireEvent.click(await screen.findByText('返回直播间 ›'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('a closed lot shows its result and offers no bidding', async () => {
    settleAuctions()
    const closed = lotsOf(findSession(7011)!).find((lot) => lot.status === 'sold' || lot.status === 'unsold')!
    open(closed.id)
    expect(await screen.findByText(closed.title)).toBeInTheDocument()
    expect(screen.queryByText(/^出价 ¥/)).toBeNull()
  })

  it("says when the lot is not there, and shows the server's refusal", async () => {
    const first = open(7011999)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    first.unmount()
    failWithEnvelope('/auction/lot', 500, '拍卖服务维护中')
    open(liveLotOf(7011).id)
    expect(await screen.findByText('拍卖服务维护中')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the lot', async () => {
    const lot = liveLotOf(7011)
    const release = holdPath('/auction/lot')
    open(lot.id)
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    expect(await screen.findByText(lot.title)).toBeInTheDocument()
  })
})

describe('bidding in the live room', () => {
  it("the dealer's bid on the lot under the hammer leads (领先) and streams in as 我", async () => {
    await payDeposit(7011)
    renderPage(<LiveRoomPage />, 'pages/live/room/index', { signedIn: true, query: { id: '7511' } })
    const button = await screen.findByText(/^出价 ¥[\d,]+$/)
    const amount = button.textContent!.replace('出价 ', '')
    fireEvent.click(button)
    await waitFor(() => expect(document.querySelector('.live-lot')).toHaveTextContent('领先'))
    expect(document.querySelector('.live-lot')).toHaveTextContent(`当前价 ${amount}`)
    expect(uiLog.toasts.map((toast) => toast.title)).toContain('出价成功')
    // The room's next poll brings the bid into the stream, the dealer's own as 我.
    await waitFor(() => expect(document.querySelector('.live-bid')).toHaveTextContent(`我第${liveLotOf(7011).lotNo}号${amount}`), { timeout: 5000 })
    expect(yuan(liveLotOf(7011).bids.at(-1)!.amountCents)).toBe(amount)
  })
})
