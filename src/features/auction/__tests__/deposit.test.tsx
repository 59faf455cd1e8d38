import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { toasts } from '@test/dom'
import { PEER_TOKEN } from '@mocks/db'
import { depositRef } from '@mocks/db/auction-deposit'
import { findLot, findSession, settleAuctions } from '@mocks/db/auction'
import { createPayOrder, findPayOrder, markPaid } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { resetServerClock } from '@/core/clock'
import { setUserToken } from '@/core/session/store'
import { cashierApi } from '@/features/cashier'
import { BID_POWER_RULE, DEPOSIT_REFUND_RULE, DEPOSIT_RULES, SESSION_DEPOSIT_RULE, TRADE_DEPOSIT_RULE } from '@/shared/rules/deposit'
import { yuan } from '@/shared/format/money'
import LotDetailPage from '@/pages/product/auction/detail/index'
import SessionLotsPage from '@/pages/product/auction/list/index'
import HomeListPage from '@/pages/product/auction/home-list/index'
import BuyerGuidePage from '@/pages/guide/buyer/index'
import ApplyHomePage from '@/pages/member/apply/home/index'

const openLot = (id: number) => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: String(id) } })
const openSessionPage = (id: number) => renderPage(<SessionLotsPage />, 'pages/product/auction/list/index', { signedIn: true, query: { sessionId: String(id) } })
const mainButton = () => document.querySelector('.bid-bar .action-bar__button--primary') as HTMLElement | null
const banner = () => document.querySelector('.auction-deposit')
const barNote = () => document.querySelector('.bid-bar__note')?.textContent ?? ''

/** A live lot of the Hermès session only the crowd has bid on, closing in more than 10 minutes. */
function freshLiveLot(): number {
  return findSession(7001)!
    .lotIds.map((id) => findLot(id)!)
    .find((lot) => lot.status === 'live' && lot.bids.every((bid) => bid.accountId >= 90000) && lot.endAt - Date.now() > 10 * 60_000)!.id
}

/** Pay an order as the provider would (prepare it, then the notify). */
async function pay(payOrderNo: string, token?: string) {
  const prepay = await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat' }, token)
  if (prepay.data.method !== 'wechat') throw new Error('not wechat')
  markPaid(prepay.data.wechat.package.replace('prepay_id=', ''))
}

const payOrderInUrl = () => /payOrderNo=(PO\d+)/.exec(navigationLog.at(-1)?.url ?? '')?.[1]

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('the session deposit on a lot', () => {
  it('on entry: the deposit needed, 未缴纳, 去缴纳 before any bid; paid, the cashier returns to the lot with the bar ready', async () => {
    const lotId = freshLiveLot()
    openLot(lotId)
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥20,000 · 未缴纳'))
    // Before any bid: the banner's 去缴纳, and the bar offers the deposit in place of 出价.
    expect(screen.getByText('去缴纳')).toBeInTheDocument()
    expect(mainButton()).toHaveTextContent('去缴纳保证金')
    expect(barNote()).toContain('出价前需缴纳场次保证金 ¥20,000')
    for (const rule of [SESSION_DEPOSIT_RULE, BID_POWER_RULE, DEPOSIT_REFUND_RULE]) expect(screen.getByText(rule)).toBeInTheDocument()
    // Straight to the cashier's pay step with the deposit's order, which returns to this lot.
    fireEvent.click(screen.getByText('去缴纳'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+$/))
    const order = findPayOrder(payOrderInUrl()!)!
    expect(order).toMatchObject({ subject: '拍卖保证金', amountCents: 2_000_000, returnTo: `/pages/product/auction/detail/index?id=${lotId}` })
    await pay(order.payOrderNo, PEER_TOKEN)
    // Back on the lot (the page shows again): frozen, the bidding power, and the bar bids.
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥20,000 · 已冻结'))
    expect(banner()).toHaveTextContent('出价额度 ¥200,000')
    await waitFor(() => expect(mainButton()).toHaveTextContent(/^出价 ¥[\d,]+$/))
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(toasts()).toContain('出价成功'))
    expect(findLot(lotId)!.bids.at(-1)!.accountId).toBe(20200)
  })

  it('the bar’s 去缴纳保证金 opens the same pay order (one order while pending)', async () => {
    const lotId = freshLiveLot()
    openLot(lotId)
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(mainButton()).toHaveTextContent('去缴纳保证金'))
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(payOrderInUrl()).toBeTruthy())
    const first = payOrderInUrl()
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(mainButton()).toHaveTextContent('去支付保证金'))
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(navigationLog.filter((entry) => entry.url.includes('/pages/order/cash/')).length).toBe(2))
    expect(payOrderInUrl()).toBe(first)
  })

  it('a bid above the bidding power (10 × the deposit) is refused with the server’s sentence', async () => {
    const lotId = freshLiveLot()
    const lot = findLot(lotId)!
    // The crowd took the price to the demo shop's power (¥200,000): the next step is above it.
    lot.bids.push({ id: 990_001, accountId: 90_011, amountCents: 20_000_000, at: mockClock.now(), requestId: null, extended: false })
    lot.version += 1
    openLot(lotId)
    await waitFor(() => expect(mainButton()).toHaveTextContent(`出价 ${yuan(20_100_000)}`))
    // The 加价 sheet says the power before any bid.
    fireEvent.click(screen.getByText('加价'))
    expect(await screen.findByText(/您的出价额度 ¥200,000（场次保证金的10倍）/)).toBeInTheDocument()
    fireEvent.click(mainButton()!)
    const sentence = '出价超出保证金额度（¥200,000），请追加保证金或降低出价'
    await waitFor(() => expect(barNote()).toBe(sentence))
    expect(toasts()).toContain(sentence)
    expect(findLot(lotId)!.bids.at(-1)!.accountId).toBe(90_011)
  })
})

describe('deposits after the close are shown', () => {
  it('a won session: 已冻结 until the win is paid, then 已抵扣 with amount and time, on the session page and in my bids', async () => {
    openSessionPage(7005)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥50,000 · 已冻结'))
    expect(banner()).toHaveTextContent('已冻结 ¥50,000 · 拍中货款付清后抵扣')
    expect(screen.queryByText('去缴纳')).toBeNull()
    const win = findPayOrder(findLot(7005003)!.winPayOrderNo!)!
    await pay(win.payOrderNo)
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥50,000 · 已抵扣'))
    expect(banner()).toHaveTextContent(/已抵扣 ¥50,000 · \d\d-\d\d \d\d:\d\d 抵扣拍品货款/)
  })

  it('my bids shows each lot’s deposit: 已抵扣 on the paid win', async () => {
    await pay(findLot(7005003)!.winPayOrderNo!)
    renderPage(<HomeListPage />, 'pages/product/auction/home-list/index', { signedIn: true, query: { tab: 'mine', mine: 'won' } })
    await waitFor(() => expect(document.querySelector('.auction-my-bid__deposit')).toHaveTextContent(/^场次保证金 已抵扣 ¥50,000 · \d\d-\d\d \d\d:\d\d 抵扣拍品货款$/))
  })

  it('nothing won: 已退还 with amount and the close’s time; a lapsed win: 已扣除', async () => {
    // The demo shop paid the 7006 deposit (ended two days ago) and won nothing there.
    settleAuctions()
    const session = findSession(7006)!
    const order = findPayOrder(
      createPayOrder({ accountId: 20001, subject: '拍卖保证金', lines: [{ label: '竞拍保证金', amountCents: 1_000_000 }], ref: depositRef(7006) }).payOrderNo,
    )!
    order.status = 'paid'
    order.paidAt = new Date(session.startAt + 60_000).toISOString()
    openSessionPage(7006)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥10,000 · 已退还'))
    expect(banner()).toHaveTextContent(/已退还 ¥10,000 · \d\d-\d\d \d\d:\d\d 退回原支付账户/)
  })

  it('a won lot unpaid past its deadline: 已扣除', async () => {
    const win = findPayOrder(findLot(7005003)!.winPayOrderNo!)!
    mockClock.set(() => Date.parse(win.expiresAt) + 1000)
    openSessionPage(7005)
    await waitFor(() => expect(banner()).toHaveTextContent('场次保证金 ¥50,000 · 已扣除'))
    expect(banner()).toHaveTextContent('拍中未按时付款')
  })
})

describe('one deposit story, the same words everywhere', () => {
  it('guide/buyer says both deposits, the bidding power, refunds and the offset', async () => {
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index', { signedIn: true })
    for (const rule of DEPOSIT_RULES) expect(await screen.findByText(rule)).toBeInTheDocument()
  })

  it('member/apply says the trading deposit gates 捡漏 only', async () => {
    renderPage(<ApplyHomePage />, 'pages/member/apply/home/index', { signedIn: true })
    expect(await screen.findByText(new RegExp(TRADE_DEPOSIT_RULE))).toBeInTheDocument()
    expect(TRADE_DEPOSIT_RULE).toContain('仅用于捡漏')
  })

  it('the session page says the session deposit’s rules', async () => {
    openSessionPage(7001)
    await waitFor(() => expect(banner()).not.toBeNull())
    for (const rule of [SESSION_DEPOSIT_RULE, BID_POWER_RULE, DEPOSIT_REFUND_RULE]) expect(screen.getByText(rule)).toBeInTheDocument()
  })
})
