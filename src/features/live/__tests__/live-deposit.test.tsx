import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { wait } from '@test/dom'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { findSession, lotsOf, settleAuctions } from '@mocks/db/auction'
import { findPayOrder, markPaid } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { mockServer } from '@mocks/node'
import { resetServerClock } from '@/core/clock'
import { setUserToken } from '@/core/session/store'
import { auctionApi } from '@/features/auction'
import { cashierApi } from '@/features/cashier'
import { BID_POWER_RULE, SESSION_DEPOSIT_RULE } from '@/shared/rules/deposit'
import LiveRoomPage from '@/pages/live/room/index'
import PayResultPage from '@/pages/order/cash/result/index'

const ROOM_URL = '/pages/live/room/index?id=7511'
const openRoom = () => renderPage(<LiveRoomPage />, 'pages/live/room/index', { signedIn: true, query: { id: '7511' } })
const banner = () => document.querySelector('.live-room-deposit')
const mainButton = () => document.querySelector('.bid-bar .action-bar__button--primary') as HTMLElement | null
const payOrderInUrl = () => /payOrderNo=(PO\d+)/.exec(navigationLog.at(-1)?.url ?? '')?.[1]

function liveLotOf(sessionId: number) {
  settleAuctions()
  return lotsOf(findSession(sessionId)!).find((lot) => lot.status === 'live')!
}

/** The provider takes the payment (prepare, then the notify), as the cashier page would have it. */
async function pay(payOrderNo: string, token = PEER_TOKEN) {
  const prepay = await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat' }, token)
  if (prepay.data.method !== 'wechat') throw new Error('not wechat')
  markPaid(prepay.data.wechat.package.replace('prepay_id=', ''))
}

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('the deposit in a live room', () => {
  it('on entry: the deposit the room needs, 未缴纳, 去缴纳; paid from the room, the cashier returns to the room and the dealer bids in time', async () => {
    openRoom()
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥30,000 · 未缴纳'))
    expect(screen.getByText(SESSION_DEPOSIT_RULE)).toBeInTheDocument()
    expect(screen.getByText(BID_POWER_RULE)).toBeInTheDocument()
    // Before any bid: the bar offers the deposit, not 出价.
    await waitFor(() => expect(mainButton()).toHaveTextContent('去缴纳保证金'))
    fireEvent.click(screen.getByText('去缴纳'))
    // Straight to the cashier's pay step: one screen; its order comes back to the room.
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+$/))
    const payOrderNo = payOrderInUrl()!
    expect(findPayOrder(payOrderNo)).toMatchObject({ subject: '拍卖保证金', amountCents: 3_000_000, returnTo: ROOM_URL })
    await pay(payOrderNo)

    // The cashier's result: 完成 goes back to the room (in place of the cashier).
    renderPage(<PayResultPage />, 'pages/order/cash/result/index', { query: { payOrderNo } })
    const done = await screen.findByText('完成')
    // Navigation ignores a tap within 300 ms of the last one.
    await wait(350)
    fireEvent.click(done)
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: ROOM_URL }))

    // The room again (the redirect opened it anew): frozen, and the bar ready to bid on the lot under the hammer.
    cleanup()
    openRoom()
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥30,000 · 已冻结'))
    expect(banner()).toHaveTextContent('出价额度 ¥300,000')
    const button = await screen.findByText(/^出价 ¥[\d,]+$/)
    fireEvent.click(button)
    await waitFor(() => expect(uiLog.toasts.map((toast) => toast.title)).toContain('出价成功'))
    const lot = liveLotOf(7011)
    expect(lot.bids.at(-1)).toMatchObject({ accountId: 20200 })
    expect(lot.bids.at(-1)!.at).toBeLessThan(lot.endAt)
  })

  it('the bar’s 去缴纳保证金 pays from the room too (back to the room)', async () => {
    openRoom()
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(mainButton()).toHaveTextContent('去缴纳保证金'))
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(payOrderInUrl()).toBeTruthy())
    expect(findPayOrder(payOrderInUrl()!)?.returnTo).toBe(ROOM_URL)
  })

  it('a bid refused for the deposit asks 去缴纳保证金 / 再想想 and pays back to the room', async () => {
    const lot = liveLotOf(7011)
    // The demo shop paid the room's deposit; the server refuses anyway (as if refunded meanwhile).
    await pay((await mockCall(auctionApi.payDeposit, { sessionId: 7011 }, DEMO_TOKEN)).data.payOrderNo, DEMO_TOKEN)
    mockServer.use(
      http.post('*/auction/bid', () =>
        HttpResponse.json({ code: 42810, msg: '参与本场竞拍需缴纳保证金¥30,000', data: { title: '需要缴纳保证金', content: '请先缴纳场次保证金' } }),
      ),
    )
    openRoom()
    fireEvent.click(await screen.findByText(/^出价 ¥[\d,]+$/))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '需要缴纳保证金', confirmText: '去缴纳保证金', cancelText: '再想想' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+$/))
    // The demo shop had paid: a top-up order, returning to the room.
    expect(findPayOrder(payOrderInUrl()!)).toMatchObject({ returnTo: ROOM_URL })
    expect(lot.status).toBe('live')
  })
})
