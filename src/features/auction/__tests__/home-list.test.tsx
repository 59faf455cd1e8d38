import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath } from '@test/server'
import { auctionState, lotsOf, sessionStatus, settleAuctions } from '@mocks/db/auction'
import { mockClock } from '@mocks/lib/clock'
import { resetServerClock } from '@/core/clock'
import { resetNavigationDebounce } from '@/core/navigation'
import HomeListPage from '@/pages/product/auction/home-list/index'
import { tab, wait } from '@test/dom'

const open = (query: Record<string, string> = {}, signedIn = true) => renderPage(<HomeListPage />, 'pages/product/auction/home-list/index', { signedIn, query })
const cards = (selector = '.auction-session') => [...document.querySelectorAll(selector)] as HTMLElement[]

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('the auction area (home-list)', () => {
  it("opened cold, counts down on the server's clock: the phone 10 minutes fast, a session ending in 19:35 reads 距结束 19:3x", async () => {
    // The server (and its seed) 10 minutes behind the phone.
    mockClock.set(() => Date.now() - 10 * 60_000)
    const state = settleAuctions()
    const hermes = state.sessions.find((session) => session.title.includes('爱马仕专场'))!
    for (const lot of lotsOf(hermes)) if (lot.status === 'live') lot.endAt = mockClock.now() + 19 * 60_000 + 35_000
    open()
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    const card = () => cards().find((candidate) => candidate.textContent?.includes('爱马仕专场'))!
    // The phone's own clock would say 距结束 09:35.
    await waitFor(() => expect(card().querySelector('.auction-countdown')).toHaveTextContent(/^距结束 19:3\d$/))
  })

  it('lists live sessions with counts per state, times, tags, deposit and a countdown; a tap opens the session', async () => {
    const state = settleAuctions()
    const count = (status: string) => state.sessions.filter((session) => sessionStatus(session) === status).length
    open()
    await waitFor(() => expect(cards().length).toBe(count('live')))
    await waitFor(() => expect(tab('拍卖中')).toHaveTextContent(`拍卖中${count('live')}`))
    expect(tab('预展')).toHaveTextContent(`预展${count('upcoming')}`)
    expect(tab('已结束')).toHaveTextContent(`已结束${count('ended')}`)
    const hermes = cards().find((card) => card.textContent?.includes('爱马仕专场'))!
    expect(hermes).toHaveTextContent('拍卖中')
    expect(hermes).toHaveTextContent('延时拍')
    expect(hermes).toHaveTextContent(/\d+件拍品 · \d+次出价 · 保证金¥20,000/)
    expect(hermes).toHaveTextContent(/开拍 · .* 结束/)
    expect(hermes.querySelector('.auction-countdown')).toHaveTextContent(/^距结束 \d/)
    fireEvent.click(hermes)
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/list/index?sessionId=7001')
  })

  it('预展 counts down to the start and marks members-only sessions; 已结束 says when it ended', async () => {
    open()
    fireEvent.click(await screen.findByRole('tab', { name: /^预展/ }))
    await waitFor(() => expect(cards().some((card) => card.textContent?.includes('会员专场'))).toBe(true))
    expect(cards().every((card) => /距开拍 /.test(card.textContent ?? ''))).toBe(true)
    fireEvent.click(tab('已结束'))
    await waitFor(() => expect(cards()[0]).toHaveTextContent(/已于 .* 结束/))
  })

  it('我的竞拍: bids by 竞拍中 / 已拍中 / 未拍中; a won lot is paid on its pay page', async () => {
    open()
    fireEvent.click(await screen.findByRole('tab', { name: '我的竞拍' }))
    await waitFor(() => expect(cards('.auction-my-bid').length).toBeGreaterThanOrEqual(2))
    // The seeded lead (第2号 of 爱马仕专场) is below its reserve: the card says so.
    const leading = cards('.auction-my-bid').find((card) => card.querySelector('.status-badge')?.textContent?.startsWith('领先'))!
    expect(leading.querySelector('.status-badge')).toHaveTextContent(/^领先(（未达保留价）)?$/)
    expect(cards('.auction-my-bid').some((card) => card.querySelector('.status-badge')?.textContent === '出局')).toBe(true)
    fireEvent.click(tab('已拍中'))
    await waitFor(() => expect(screen.getByText('去支付')).toBeInTheDocument())
    expect(cards('.auction-my-bid')[0]).toHaveTextContent(/请于 .* 前付款/)
    fireEvent.click(screen.getByText('去支付'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/order/pay/index?lotId=7005003')
    fireEvent.click(tab('未拍中'))
    await waitFor(() => expect(cards('.auction-my-bid').some((card) => card.querySelector('.status-badge')?.textContent === '未拍中')).toBe(true))
    resetNavigationDebounce()
    fireEvent.click(cards('.auction-my-bid')[0])
    expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/product\/auction\/detail\/index\?id=\d+$/)
  })

  it("opens on 我的竞拍 › 已拍中 from the trade tab's link (tab=mine&mine=won)", async () => {
    open({ tab: 'mine', mine: 'won' })
    await waitFor(() => expect(screen.getByText('去支付')).toBeInTheDocument())
    expect(tab('已拍中')).toHaveAttribute('aria-selected', 'true')
  })

  it('我的竞拍 signed out asks to sign in', async () => {
    open({ tab: 'mine' }, false)
    expect(await screen.findByText('登录后查看您的出价和拍中的拍品')).toBeInTheDocument()
  })

  it('says when a state has no session', async () => {
    const state = settleAuctions()
    state.sessions = state.sessions.filter((session) => sessionStatus(session) !== 'ended')
    expect(auctionState().sessions.length).toBeGreaterThan(0)
    open({ tab: 'ended' })
    expect(await screen.findByText('暂无已结束的专场')).toBeInTheDocument()
  })

  it("shows the server's refusal", async () => {
    failWithEnvelope('/auction/sessions', 500, '拍卖服务维护中，请稍后再试')
    open()
    expect(await screen.findByText('拍卖服务维护中，请稍后再试')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the sessions', async () => {
    const release = holdPath('/auction/sessions')
    open()
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
  })
})
