import { fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { toasts } from '@test/dom'
import { depositPayOrder, findLot, findSession, placeBid } from '@mocks/db/auction'
import { findPayOrder } from '@mocks/db/pay-orders'
import { PEER_ACCOUNT } from '@mocks/db/seed-account'
import { mockClock } from '@mocks/lib/clock'
import { resetServerClock } from '@/core/clock'
import LotDetailPage from '@/pages/product/auction/detail/index'
import { yuan } from '@/shared/format/money'
import { PROXY_EXHAUSTED } from '../bidding'
import { nextBid } from '../ladder'

const DEMO_ACCOUNT = 20001
const ALL_CHECKS = { tradingPermission: true, realName: true, member: true }
let requests = 0

/** A live lot of the Hermès session only the crowd has bid on, closing in more than 10 minutes. */
function freshLiveLot(): number {
  return findSession(7001)!
    .lotIds.map((id) => findLot(id)!)
    .find((lot) => lot.status === 'live' && lot.bids.every((bid) => bid.accountId >= 90000) && lot.endAt - Date.now() > 10 * 60_000)!.id
}

const priceOf = (lotId: number) => findLot(lotId)!.bids.at(-1)!.amountCents
const stepsUp = (from: number, steps: number) => Array.from({ length: steps }).reduce<number>((amount) => nextBid(amount, 0), from)

/** 李老板 (the peer) has paid the session's deposit and bids by hand from his phone, on the engine. */
function peerBids(lotId: number, amountCents: number) {
  const payOrderNo = depositPayOrder(PEER_ACCOUNT, findSession(7001)!)
  Object.assign(findPayOrder(payOrderNo)!, { status: 'paid', paidAt: new Date().toISOString() })
  placeBid({ accountId: PEER_ACCOUNT, lotId, amountCents, requestId: `peer-bid-${(requests += 1)}` }, ALL_CHECKS)
}

const open = (id: number) => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: String(id) } })
const card = () => document.querySelector('.auction-proxy') as HTMLElement
const typeCeiling = async (yuanText: string) => {
  const input = await screen.findByPlaceholderText(/^不低于¥[\d,]+$/)
  fireEvent.input(input, { target: { value: yuanText }, detail: { value: yuanText } })
}

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('代理出价 on a lot (the sheet and the card)', () => {
  it('set a ceiling: the server bids for the dealer at once; outbid, it answers with the next step; the card shows the ceiling', async () => {
    const lotId = freshLiveLot()
    const start = priceOf(lotId)
    const ceiling = stepsUp(start, 6)
    open(lotId)
    await waitFor(() => expect(card()).toHaveTextContent('未设置代理出价'))
    fireEvent.click(screen.getByText('设置代理出价'))
    await typeCeiling(String(ceiling / 100))
    fireEvent.click(await screen.findByText(`确认代理出价 上限 ${yuan(ceiling)}`))
    await waitFor(() => expect(card()).toHaveTextContent(`代理出价上限 ${yuan(ceiling)} · 进行中`))
    expect(toasts()).toContain('代理出价已设置')
    expect(findLot(lotId)!.bids.at(-1)).toMatchObject({ accountId: DEMO_ACCOUNT, amountCents: nextBid(start, 0), auto: true })
    await waitFor(() => expect(document.querySelector('.auction-standing')).toHaveTextContent('领先'))
    expect(document.querySelector('.bid-bar__note')).toHaveTextContent(`代理上限 ${yuan(ceiling)}`)
    // 李老板 bids over: the ceiling answers in the same moment; the page shows it on its next poll.
    const over = nextBid(priceOf(lotId), 0)
    peerBids(lotId, over)
    expect(priceOf(lotId)).toBe(nextBid(over, 0))
    await waitFor(() => expect(document.querySelector('.auction-bids__row--mine')).toHaveTextContent(`我${yuan(nextBid(over, 0))}`), { timeout: 4000 })
    expect(document.querySelector('.auction-bids__row--mine .status-badge')).toHaveTextContent('代理')
  })

  it('outbid above the ceiling: 已被超越，代理出价已用尽; 重新设置 raises it and bids again', async () => {
    const lotId = freshLiveLot()
    const ceiling = stepsUp(priceOf(lotId), 2)
    open(lotId)
    await waitFor(() => expect(card()).toHaveTextContent('未设置代理出价'))
    fireEvent.click(screen.getByText('设置代理出价'))
    await typeCeiling(String(ceiling / 100))
    fireEvent.click(await screen.findByText(`确认代理出价 上限 ${yuan(ceiling)}`))
    await waitFor(() => expect(card()).toHaveTextContent('进行中'))
    const above = nextBid(ceiling, 0)
    peerBids(lotId, above)
    await waitFor(() => expect(card()).toHaveTextContent(`${PROXY_EXHAUSTED}（上限 ${yuan(ceiling)}）`), { timeout: 4000 })
    expect(document.querySelector('.auction-standing')).toHaveTextContent('出局')
    fireEvent.click(screen.getByText('重新设置'))
    const raised = stepsUp(above, 3)
    await typeCeiling(String(raised / 100))
    fireEvent.click(await screen.findByText(`确认代理出价 上限 ${yuan(raised)}`))
    await waitFor(() => expect(card()).toHaveTextContent(`代理出价上限 ${yuan(raised)} · 进行中`))
    expect(findLot(lotId)!.bids.at(-1)).toMatchObject({ accountId: DEMO_ACCOUNT, amountCents: nextBid(above, 0) })
  })

  it('the sheet checks the ceiling like a bid and against the 出价额度; 取消代理 asks first and stops it', async () => {
    const lotId = freshLiveLot()
    const least = nextBid(priceOf(lotId), 0)
    open(lotId)
    await waitFor(() => expect(card()).toHaveTextContent('未设置代理出价'))
    fireEvent.click(screen.getByText('设置代理出价'))
    await typeCeiling(String(least / 100 - 1))
    expect(await screen.findByText(`代理出价上限不能低于${yuan(least)}`)).toBeInTheDocument()
    await typeCeiling('999000')
    expect(await screen.findByText(/^超出您的出价额度¥[\d,]+，可追加保证金提高额度$/)).toBeInTheDocument()
    const ceiling = stepsUp(least, 4)
    await typeCeiling(String(ceiling / 100))
    fireEvent.click(await screen.findByText(`确认代理出价 上限 ${yuan(ceiling)}`))
    await waitFor(() => expect(card()).toHaveTextContent('进行中'))
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('取消代理'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '取消代理出价？' }))
    await waitFor(() => expect(card()).toHaveTextContent('未设置代理出价'))
    expect(findLot(lotId)!.proxies!.find((proxy) => proxy.accountId === DEMO_ACCOUNT)!.status).toBe('cancelled')
  })
})
