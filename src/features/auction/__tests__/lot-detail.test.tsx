import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { holdPath, recordQueries } from '@test/server'
import { findLot } from '@mocks/db/auction'
import { findPayOrder } from '@mocks/db/pay-orders'
import { lotDetailView } from '@mocks/handlers/auction'
import { mockServer } from '@mocks/node'
import { resetServerClock, serverClockKnown } from '@/core/clock'
import LotDetailPage from '@/pages/product/auction/detail/index'
import { yuan } from '@/shared/format/money'
import { wait } from '@test/dom'

const open = (id: string, signedIn = true) => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn, query: { id } })
const standing = () => document.querySelector('.auction-standing')?.textContent ?? ''

afterEach(() => resetServerClock())

describe('a lot (auction/detail)', () => {
  it('shows photos, prices, the next bid, reserve, extension rule, deposit, the bid history and 领先', async () => {
    const record = findLot(7001002)!
    open('7001002')
    await waitFor(() => expect(standing()).toContain('领先'))
    expect(serverClockKnown()).toBe(true)
    expect(document.querySelectorAll('.photo-carousel__photo').length).toBe(record.photos.length)
    expect(screen.getByText(record.title)).toBeInTheDocument()
    const facts = document.querySelector('.auction-lot-facts')
    expect(facts).toHaveTextContent(`起拍价${yuan(record.startPriceCents)}`)
    expect(facts).toHaveTextContent(`当前价${yuan(record.bids.at(-1)!.amountCents)}`)
    expect(facts).toHaveTextContent(/加价幅度¥[\d,]+/)
    expect(facts).toHaveTextContent(/下一口可出价¥[\d,]+/)
    expect(facts).toHaveTextContent(/保留价(已达保留价|未达保留价|无保留价)/)
    expect(facts).toHaveTextContent(/寄拍商家\S+/)
    expect(screen.getByText(/延时拍：结束前5分钟内出价，结束时间顺延至出价后5分钟/)).toBeInTheDocument()
    expect(document.querySelector('.auction-lot-head__time')).toHaveTextContent(/^距结拍 \d\d:\d\d$/)
    expect(screen.getByText('场次保证金 ¥20,000 · 已冻结')).toBeInTheDocument()
    expect(screen.getByText(/^已冻结 ¥20,000 · 出价额度 ¥200,000 · \d\d-\d\d \d\d:\d\d 缴纳$/)).toBeInTheDocument()
    const history = [...document.querySelectorAll('.auction-bids__row')]
    expect(history[0]).toHaveTextContent('我')
    expect(history[0]).toHaveTextContent('领先')
    expect(history.slice(1).every((row) => /^.\*\*/.test(row.textContent ?? ''))).toBe(true)
  })

  it('leading below the reserve: the banner and the bid bar say 领先（未达保留价） and that it goes 流拍 if it stays so', async () => {
    const record = findLot(7001002)!
    record.reserveCents = record.bids.at(-1)!.amountCents + 500_000
    open('7001002')
    await waitFor(() => expect(standing()).toContain('领先（未达保留价）'))
    expect(standing()).toContain('结拍时仍未达保留价，本拍品将流拍')
    expect(document.querySelector('.bid-bar__note')).toHaveTextContent('您当前领先（未达保留价）')
    expect(document.querySelector('.auction-lot-facts')).toHaveTextContent('保留价未达保留价')
    expect(document.body.textContent).not.toContain(yuan(record.reserveCents))
    // Met: plain 领先.
    record.reserveCents = null
  })

  it('outbid shows the 出局 banner', async () => {
    open('7001003')
    await waitFor(() => expect(standing()).toMatch(/^出局 · 当前价 ¥/))
  })

  it("won: pay before the deadline on the win's pay page; 已支付 once paid, on return", async () => {
    open('7005003')
    await waitFor(() => expect(standing()).toContain('恭喜拍中'))
    expect(standing()).toMatch(/请于 .* 前付款/)
    const pay = await screen.findByText(/^去付款 ¥/)
    pay.click()
    const payOrderNo = findLot(7005003)!.winPayOrderNo!
    // The win's pay page (address, fees, deposit offset: win-pay.test.tsx).
    expect(navigationLog.at(-1)?.url).toBe('/pages/order/pay/index?lotId=7005003')
    // Paid in the cashier, which comes back to the lot: the page asks again as it shows.
    findPayOrder(payOrderNo)!.status = 'paid'
    await wait(1100)
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(screen.getByText(/^已支付 ¥/)).toBeInTheDocument())
    expect(standing()).toContain('已拍中')
    expect(screen.queryByText(/^去付款/)).toBeNull()
  })

  it('lost: the deposit is returned after the close; no bidding', async () => {
    open('7005005')
    await waitFor(() => expect(standing()).toContain('未拍中'))
    expect(standing()).toContain('保证金结拍后退还')
    expect(document.querySelector('.bid-bar')).toBeNull()
  })

  it('unsold: 流拍', async () => {
    const unsold = Object.values((await import('@mocks/db/auction')).auctionState().lots).find((lot) => lot.sessionId === 7006 && lot.status === 'unsold')!
    open(String(unsold.id))
    await waitFor(() => expect(standing()).toContain('流拍'))
    expect(document.querySelector('.bid-bar')).toBeNull()
  })

  it('at zero the page never decides: it says 结拍中… and keeps asking the server', async () => {
    const record = findLot(7001002)!
    record.endAt = Date.now() + 1500
    // The server has not closed it yet (its answer, not settled).
    mockServer.use(http.get('*/auction/lot', ({ request }) => HttpResponse.json({ code: 200, msg: 'ok', data: lotDetailView(record, 20001, request) })))
    const asked = recordQueries('/auction/lot')
    open('7001002')
    await waitFor(() => expect(document.querySelector('.auction-lot-head__time')).toHaveTextContent('结拍中…'), { timeout: 4000 })
    expect(standing()).toContain('领先')
    const before = asked.length
    await wait(2300)
    expect(asked.length).toBeGreaterThan(before)
    expect(standing()).not.toContain('拍中')
  })

  it('says a lot that is not there is not found, and a bad link is a bad link', async () => {
    const { unmount } = open('123456789')
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    unmount()
    open('abc')
    expect(await screen.findByText('链接无效，请检查链接是否完整')).toBeInTheDocument()
  })

  it("shows the server's refusal", async () => {
    mockServer.use(http.get('*/auction/lot', () => HttpResponse.json({ code: 500100, msg: '拍品服务维护中', data: null })))
    open('7001002')
    expect(await screen.findByText('拍品服务维护中')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the lot', async () => {
    const release = holdPath('/auction/lot')
    open('7001002')
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(standing()).toContain('领先'))
  })
})
