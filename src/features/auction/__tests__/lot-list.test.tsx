import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { PEER_TOKEN } from '@mocks/db'
import { endLotIn, findLot, findSession } from '@mocks/db/auction'
import { yuan } from '@/shared/format/money'
import { findPayOrder } from '@mocks/db/pay-orders'
import { envelope } from '@mocks/lib/handle'
import { mockServer } from '@mocks/node'
import { resetServerClock, serverClockKnown } from '@/core/clock'
import { setUserToken } from '@/core/session/store'
import SessionLotsPage from '@/pages/product/auction/list/index'
import { wait } from '@test/dom'

const open = (sessionId: string, signedIn = true) => renderPage(<SessionLotsPage />, 'pages/product/auction/list/index', { signedIn, query: { sessionId } })
const rows = () => [...document.querySelectorAll('.auction-lot')] as HTMLElement[]

afterEach(() => {
  resetServerClock()
  vi.restoreAllMocks()
})

describe('a session’s lots (auction/list)', () => {
  it('shows the header with the deposit paid, the lots with price, bids, time left and where the dealer stands', async () => {
    open('7001')
    await waitFor(() => expect(rows().length).toBe(20))
    expect(document.querySelector('.auction-session-head')).toHaveTextContent('爱马仕专场')
    expect(document.querySelector('.auction-session-head')).toHaveTextContent('场次保证金 ¥20,000 · 已冻结')
    expect(document.querySelector('.auction-session-head')).toHaveTextContent('出价额度 ¥200,000')
    expect(screen.queryByText('去缴纳')).toBeNull()
    // The session call is timed: the page counts down on the server's clock.
    expect(serverClockKnown()).toBe(true)
    const second = rows()[1]
    expect(second).toHaveTextContent('第2号')
    expect(second.querySelector('.status-badge')).toHaveTextContent('领先')
    expect(rows()[2].querySelector('.status-badge--alert')).toHaveTextContent('出局')
    expect(second).toHaveTextContent(/当前价 ¥[\d,]+/)
    expect(second).toHaveTextContent(/\d+次出价/)
    expect(second.querySelector('.auction-countdown')).toHaveTextContent(/^距结拍 \d\d:\d\d/)
    fireEvent.click(second)
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/detail/index?id=7001002')
  })

  it('未达保留价: the card and the header say so; the dealer leading below the reserve sees 领先（未达保留价）, never the amount', async () => {
    const session = findSession(7001)!
    // Every open lot bid on meets its reserve, but for the one the dealer leads (第2号) and one other.
    for (const id of session.lotIds) findLot(id)!.reserveCents = null
    const leadingLot = findLot(7001002)!
    const other = findLot(7001003)!
    leadingLot.reserveCents = leadingLot.bids.at(-1)!.amountCents + 777_700
    other.reserveCents = other.bids.at(-1)!.amountCents + 100_000
    open('7001')
    await waitFor(() => expect(rows().length).toBe(20))
    const row = rows().find((candidate) => candidate.textContent?.includes('第2号'))!
    expect(row.querySelector('.status-badge')).toHaveTextContent('领先（未达保留价）')
    expect(row.querySelector('.auction-reserve--unmet')).toHaveTextContent('未达保留价')
    expect(
      rows()
        .find((candidate) => candidate.textContent?.includes('第3号'))!
        .querySelector('.status-badge'),
    ).toHaveTextContent('出局')
    const head = document.querySelector('.auction-session-head__reserve')
    expect(head).toHaveTextContent('您领先的1件拍品未达保留价，结拍时仍未达将流拍 · 2件拍品当前出价未达保留价')
    // The reserve's amount is never shown.
    expect(document.body.textContent).not.toContain(yuan(leadingLot.reserveCents))
  })

  it('默认 order: a closed lot goes below the live ones (the server sorts)', async () => {
    const asked = recordQueries('/auction/lots')
    endLotIn(7001001, -1000)
    open('7001')
    await waitFor(() => expect(rows().length).toBe(20))
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('默认')
    expect(asked.at(-1)?.get('sort')).toBe('default')
    expect(rows()[0]).not.toHaveTextContent('第1号')
    expect(rows()[0].querySelector('.auction-countdown')).toHaveTextContent(/^距结拍 /)
    expect(rows().some((row) => row.textContent?.includes('第1号'))).toBe(false)
  })

  it('sorts by 即将结拍 / 价格最高 / 出价最多', async () => {
    const asked = recordQueries('/auction/lots')
    open('7002')
    await waitFor(() => expect(rows().length).toBe(20))
    fireEvent.click(screen.getByRole('radio', { name: '价格最高' }))
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('price_desc'))
    await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('价格最高'))
    const prices = () => rows().map((row) => Number(row.querySelector('.auction-card__price')!.textContent!.replace(/[^\d]/g, '')))
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)))
  })

  it('a 200-lot session: every page loads on scrolling; one ticker for the page however many rows', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval')
    open('7002')
    await waitFor(() => expect(rows().length).toBe(20))
    for (let loaded = 20; loaded < 200; loaded += 20) {
      await act(() => firePageEvent('reachBottom'))
      await waitFor(() => expect(rows().length).toBe(loaded + 20))
    }
    await wait(1200)
    expect(document.querySelectorAll('.auction-lot .auction-countdown').length).toBe(200)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
    // The ticker's interval, and nothing per row.
    expect(intervals.mock.calls.filter(([, ms]) => ms === 1000).length).toBe(1)
  })

  it('a session before its start offers 去缴纳, which opens the cashier’s pay step (back to the session)', async () => {
    open('7003')
    setUserToken(PEER_TOKEN)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(rows()[0]).toHaveTextContent(/起拍价 ¥/)
    expect(rows()[0].querySelector('.auction-countdown')).toHaveTextContent(/^距开拍 /)
    expect(document.querySelector('.auction-session-head')).toHaveTextContent('场次保证金 ¥20,000 · 未缴纳')
    fireEvent.click(await screen.findByText('去缴纳'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+$/))
    const payOrderNo = /PO\d+/.exec(navigationLog.at(-1)!.url)![0]
    expect(findPayOrder(payOrderNo)?.returnTo).toBe('/pages/product/auction/list/index?sessionId=7003')
  })

  it('an ended session shows 已成交 / 流拍 and no deposit to pay', async () => {
    open('7005')
    await waitFor(() => expect(rows().length).toBe(20))
    expect(rows().every((row) => /已成交|流拍/.test(row.textContent ?? ''))).toBe(true)
    expect(screen.queryByText('去缴纳')).toBeNull()
  })

  it('says when a session has no lots', async () => {
    mockServer.use(http.get('*/auction/lots', () => HttpResponse.json(envelope({ list: [], total: 0, page: 1, pageSize: 20, hasMore: false }))))
    open('7001')
    expect(await screen.findByText('本专场暂无拍品')).toBeInTheDocument()
  })

  it("shows the server's refusal, and a session that is not there", async () => {
    failWithEnvelope('/auction/lots', 500, '拍品加载失败，请稍后重试')
    const { unmount } = open('7001')
    expect(await screen.findByText('拍品加载失败，请稍后重试')).toBeInTheDocument()
    unmount()
    open('99999')
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the lots', async () => {
    const release = holdPath('/auction/session')
    open('7001')
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(rows().length).toBe(20))
  })

  it('a link without a session says so', async () => {
    open('abc')
    expect(await screen.findByText('链接无效，请检查链接是否完整')).toBeInTheDocument()
  })
})
