import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { endLotIn, findLot, findSession, placeBid } from '@mocks/db/auction'
import { lotDetailView } from '@mocks/handlers/auction'
import { envelope } from '@mocks/lib/handle'
import { mockServer } from '@mocks/node'
import { resetServerClock } from '@/core/clock'
import { useSession } from '@/core/session/store'
import LotDetailPage from '@/pages/product/auction/detail/index'
import { BID_ACCEPTED, BID_PENDING_NOTE } from '../bidding'
import { yuan } from '@/shared/format/money'
import { nextBid } from '../ladder'
import { toasts } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const DEMO_ACCOUNT = 20001
const ALL_CHECKS = { tradingPermission: true, realName: true, member: true }

/** A live lot of the Hermès session only the crowd has bid on, closing in more than 10 minutes. */
function freshLiveLot(): number {
  return findSession(7001)!
    .lotIds.map((id) => findLot(id)!)
    .find((lot) => lot.status === 'live' && lot.bids.every((bid) => bid.accountId >= 90000) && lot.endAt - Date.now() > 10 * 60_000)!.id
}

const nextOf = (lotId: number) => {
  const lot = findLot(lotId)!
  return nextBid(lot.bids.at(-1)?.amountCents ?? null, lot.startPriceCents)
}

/** Another dealer bids the next step on the engine (from their own phone). */
function peerBids(lotId: number): number {
  const lot = findLot(lotId)!
  const amount = nextOf(lotId)
  lot.bids.push({ id: 990_000 + lot.bids.length, accountId: 90_007, amountCents: amount, at: mockClock.now(), requestId: null, extended: false })
  lot.version += 1
  return amount
}

/** What the app sent to POST /auction/bid, in order. */
function recordBids(): { requestId: string; amountCents: number; seenPriceCents: number }[] {
  const sent: { requestId: string; amountCents: number; seenPriceCents: number }[] = []
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/auction/bid')) sent.push(await request.clone().json())
  })
  return sent
}

const open = (id: number) => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: String(id) } })
const mainButton = () => document.querySelector('.bid-bar .action-bar__button--primary') as HTMLElement | null
const barNote = () => document.querySelector('.bid-bar__note')?.textContent ?? ''
const standing = () => document.querySelector('.auction-standing')?.textContent ?? ''
const ready = (lotId: number) => waitFor(() => expect(mainButton()).toHaveTextContent(`出价 ${yuan(nextOf(lotId))}`))

afterEach(() => {
  mockClock.reset()
  resetServerClock()
  vi.useRealTimers()
})

describe('bidding on a lot', () => {
  it('accepted: 提交中 while waiting, then 出价成功; the page shows 领先 and the bid as 我', async () => {
    const lotId = freshLiveLot()
    const next = nextOf(lotId)
    const seen = findLot(lotId)!.bids.at(-1)?.amountCents ?? 0
    const sent = recordBids()
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(mainButton()).toHaveTextContent('提交中'))
    await waitFor(() => expect(toasts()).toContain(BID_ACCEPTED))
    await waitFor(() => expect(standing()).toContain('领先'))
    expect(findLot(lotId)!.bids.at(-1)).toMatchObject({ accountId: DEMO_ACCOUNT, amountCents: next })
    expect(sent).toEqual([{ lotId, amountCents: next, requestId: expect.stringMatching(/^[\w-]{8,64}$/), seenPriceCents: seen }])
    expect(document.querySelector('.auction-bids__row--mine')).toHaveTextContent(`我${yuan(next)}`)
    expect(mainButton()).toHaveTextContent('领先中')
  })

  it('refused because another dealer came first: the reason is said and the fresh price shown', async () => {
    const lotId = freshLiveLot()
    open(lotId)
    await ready(lotId)
    const stale = nextOf(lotId)
    const theirs = peerBids(lotId)
    expect(theirs).toBe(stale)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(toasts().some((title) => title.startsWith('已有同行抢先出价'))).toBe(true))
    // The refusal's own lot is applied at once (no waiting for the next poll).
    expect(mainButton()).toHaveTextContent(`出价 ${yuan(nextBid(theirs, 0))}`)
    expect(barNote()).toMatch(/^已有同行抢先出价/)
    expect(document.querySelector('.auction-lot-head__price')).toHaveTextContent(`当前价 ${yuan(theirs)}`)
    expect(toasts()).not.toContain(BID_ACCEPTED)
  })

  it('refused below the next bid (40010) and for leading already (40911): the server’s reason, the lot from the refusal', async () => {
    const lotId = freshLiveLot()
    let code = 40010
    let msg = `出价不能低于${yuan(nextOf(lotId) + 10_000)}`
    mockServer.use(
      http.post('*/auction/bid', ({ request }) => {
        const lot = findLot(lotId)!
        lot.version += 1
        return HttpResponse.json({ code, msg, data: lotDetailView(lot, DEMO_ACCOUNT, request) })
      }),
    )
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(toasts()).toContain(msg))
    expect(barNote()).toBe(msg)
    await waitFor(() => expect(mainButton()).not.toHaveTextContent('提交中'))
    code = 40911
    msg = '您当前已领先，无需再出价'
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(toasts()).toContain(msg))
  })

  it('outbid: another dealer’s bid shows as 出局 on the next poll, within 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const step = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms))
      await act(() => new Promise((done) => setImmediate(done)))
    }
    open(7001002)
    for (let waited = 0; !standing().includes('领先'); waited += 50) {
      if (waited > 5000) throw new Error('the lot never loaded')
      await step(50)
    }
    const theirs = peerBids(7001002)
    await step(2000)
    for (let waited = 0; !standing().includes('出局') && waited < 900; waited += 50) await step(50)
    expect(standing()).toContain(`出局 · 当前价 ${yuan(theirs)}`)
    expect(mainButton()).toHaveTextContent(`出价 ${yuan(nextBid(theirs, 0))}`)
  })

  it('extended: a bid in the last minutes moves the end; the page shows 已延时 with the original end', async () => {
    const lotId = freshLiveLot()
    endLotIn(lotId, 60_000)
    open(lotId)
    await ready(lotId)
    expect(screen.getByText(/结束前5分钟内出价，结束时间顺延至出价后5分钟/)).toBeInTheDocument()
    expect(screen.queryByText(/已延时/)).toBeNull()
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(screen.getByText(/已延时1次/)).toBeInTheDocument())
    expect(findLot(lotId)!.extendCount).toBe(1)
    // About five minutes left now, on the server's clock.
    await waitFor(() => expect(document.querySelector('.auction-lot-head__time')?.textContent).toMatch(/距结拍 0[45]:\d\d/))
    expect(document.querySelector('.auction-bids__row--mine')).toHaveTextContent('延时')
  })

  it('closed while bidding: 拍卖已结束 is said and the closed lot shown, never a win on a guess', async () => {
    const lotId = freshLiveLot()
    open(lotId)
    await ready(lotId)
    mockClock.set(() => findLot(lotId)!.endAt + 1000)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(toasts()).toContain('拍卖已结束，出价未成功'))
    await waitFor(() => expect(mainButton()).toBeNull())
    expect(standing()).toMatch(/已成交|流拍/)
    expect(toasts()).not.toContain(BID_ACCEPTED)
    expect(findLot(lotId)!.bids.some((bid) => bid.accountId === DEMO_ACCOUNT)).toBe(false)
  })

  it('answer lost: stays 提交中, then the lot’s bids (its requestId) say it was accepted', async () => {
    const lotId = freshLiveLot()
    const next = nextOf(lotId)
    // The server takes the bid, but its answer never reaches the phone (nor any retry's).
    mockServer.use(
      http.post('*/auction/bid', async ({ request }) => {
        const body = (await request.json()) as { lotId: number; amountCents: number; requestId: string; seenPriceCents: number }
        placeBid({ ...body, accountId: DEMO_ACCOUNT }, ALL_CHECKS)
        return HttpResponse.error()
      }),
    )
    const sent = recordBids()
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(barNote()).toBe(BID_PENDING_NOTE))
    expect(mainButton()).toHaveTextContent('提交中')
    expect(standing()).not.toMatch(/领先|出局|拍中/)
    await waitFor(() => expect(toasts()).toContain(BID_ACCEPTED))
    await waitFor(() => expect(standing()).toContain('领先'))
    expect(findLot(lotId)!.bids.filter((bid) => bid.accountId === DEMO_ACCOUNT)).toHaveLength(1)
    expect(findLot(lotId)!.bids.at(-1)!.amountCents).toBe(next)
    expect(new Set(sent.map((body) => body.requestId)).size).toBe(1)
  })

  it('answer lost before the server saw it: the retry sends the same requestId and is accepted once', async () => {
    const lotId = freshLiveLot()
    let failures = 1
    mockServer.use(
      http.post('*/auction/bid', () => {
        if (failures <= 0) return undefined
        failures -= 1
        return new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })
      }),
    )
    const sent = recordBids()
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(barNote()).toBe(BID_PENDING_NOTE))
    await waitFor(() => expect(toasts()).toContain(BID_ACCEPTED))
    expect(sent.length).toBe(2)
    expect(sent[1]).toEqual(sent[0])
    expect(findLot(lotId)!.bids.filter((bid) => bid.accountId === DEMO_ACCOUNT)).toHaveLength(1)
    expect(toasts().filter((title) => title === BID_ACCEPTED)).toHaveLength(1)
  })

  it('deposit needed: asks 去缴纳保证金 / 再想想 (not 充值) and opens the cashier’s pay step for it', async () => {
    const lotId = freshLiveLot()
    // The page saw the deposit paid; the server says otherwise (refunded meanwhile, another phone).
    mockServer.use(
      http.post('*/auction/bid', () =>
        HttpResponse.json({ code: 42810, msg: '参与本场竞拍需缴纳保证金¥20,000', data: { title: '需要缴纳保证金', content: '参与「爱马仕专场」竞拍需缴纳场次保证金¥20,000' } }),
      ),
    )
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '需要缴纳保证金', confirmText: '去缴纳保证金', cancelText: '再想想' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+/))
  })

  it('real name needed: the real-name dialog (去实名) guides to the app', async () => {
    const lotId = freshLiveLot()
    mockServer.use(http.post('*/auction/bid', () => HttpResponse.json({ code: 42811, msg: '出价前需要完成实名认证', data: null })))
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ confirmText: '去实名', cancelText: '再想想' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/guide/to-app/index?operation=${encodeURIComponent('实名认证')}`))
  })

  it('a 403 is shown by the error catalogue alone (no second toast)', async () => {
    const lotId = freshLiveLot()
    mockServer.use(http.post('*/auction/bid', () => HttpResponse.json(envelope({ title: '暂无权限', content: '账号已被限制出价' }, 403, '暂无权限'))))
    open(lotId)
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '暂无权限', content: '账号已被限制出价', confirmText: '知道了' }))
    expect(toasts()).toEqual([])
    await waitFor(() => expect(mainButton()).not.toHaveTextContent('提交中'))
  })

  it('a higher bid: the yuan input is checked against the ladder, offers the rounded amount, and a far higher one asks first', async () => {
    const lotId = freshLiveLot()
    const next = nextOf(lotId)
    open(lotId)
    await ready(lotId)
    fireEvent.click(screen.getByText('加价'))
    const input = await screen.findByPlaceholderText(`不低于${yuan(next)}`)
    const type = (value: string) => fireEvent.input(input, { target: { value }, detail: { value } })
    type(String(next / 100 - 1))
    expect(await screen.findByText(`出价不能低于${yuan(next)}`)).toBeInTheDocument()
    type(String(next / 100 + 30))
    expect(await screen.findByText(/^出价须按加价幅度¥\d+递增$/)).toBeInTheDocument()
    fireEvent.click(screen.getByText(/^改为 ¥/))
    await waitFor(() => expect(screen.queryByText(/出价须按加价幅度/)).toBeNull())
    // An extra zero: asked to confirm; 再想想 bids nothing.
    type(String((next / 100) * 10))
    modalAnswers.push(false)
    fireEvent.click(await screen.findByText(`确认出价 ${yuan(next * 10)}`))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '确认出价', cancelText: '再想想' }))
    expect(uiLog.modals.at(-1)!.content).toContain(yuan(next * 10))
    expect(findLot(lotId)!.bids.some((bid) => bid.accountId === DEMO_ACCOUNT)).toBe(false)
    expect(toasts()).not.toContain(BID_ACCEPTED)
  })

  it('加价 › 加1档 offers exactly the least valid bid, and the server takes it', async () => {
    const lotId = freshLiveLot()
    const next = nextOf(lotId)
    open(lotId)
    await ready(lotId)
    fireEvent.click(screen.getByText('加价'))
    fireEvent.click(await screen.findByText(`加1档 ${yuan(next)}`))
    fireEvent.click(await screen.findByText(`确认出价 ${yuan(next)}`))
    await waitFor(() => expect(toasts()).toContain(BID_ACCEPTED))
    expect(findLot(lotId)!.bids.at(-1)).toMatchObject({ accountId: DEMO_ACCOUNT, amountCents: next })
  })

  it('signed out: bidding starts the login', async () => {
    const lotId = freshLiveLot()
    renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { query: { id: String(lotId) } })
    await ready(lotId)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
    expect(findLot(lotId)!.bids.some((bid) => bid.accountId === DEMO_ACCOUNT)).toBe(false)
  })

  it('without trading permission: the trading dialog, no bid sent', async () => {
    const lotId = freshLiveLot()
    const sent = recordBids()
    open(lotId)
    await ready(lotId)
    await waitFor(() => expect(useSession.getState().userToken).not.toBe(''))
    useSession.setState({ userInfo: { ...(useSession.getState().userInfo ?? ({} as never)), permission: [] } as never })
    mockServer.use(http.get('*/account/info', () => HttpResponse.json(envelope(null, 500, 'x'))))
    modalAnswers.push(false)
    fireEvent.click(mainButton()!)
    await waitFor(() => expect(uiLog.modals.at(-1)?.title).toBe('需要开通交易权限'))
    expect(sent).toEqual([])
  })
})
