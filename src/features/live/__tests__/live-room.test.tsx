import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { resetServerClock } from '@/core/clock'
import { nextBid } from '@/features/auction'
import LiveRoomPage from '@/pages/live/room/index'
import { BOT_ID_FROM, currentPrice, findLot, findSession, lotsOf, settleAuctions } from '@mocks/db/auction'
import { ROOM_POLL_MS } from '../room'
import { wait, yuan } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const open = (id: number, signedIn = true) => renderPage(<LiveRoomPage />, 'pages/live/room/index', { query: { id: String(id) }, signedIn })
const lotCard = () => document.querySelector('.live-lot') as HTMLElement | null
const streamed = () => [...document.querySelectorAll('.live-bid')] as HTMLElement[]

/** The lot on air in a room's session, as the engine holds it now. */
function liveLotOf(sessionId: number) {
  settleAuctions()
  return lotsOf(findSession(sessionId)!).find((lot) => lot.status === 'live')!
}

/** Someone in the crowd bids the next step on a lot (straight into the engine's state). */
function crowdBids(lotId: number): number {
  const lot = findLot(lotId)!
  const amountCents = nextBid(currentPrice(lot), lot.startPriceCents)
  lot.bids.push({ id: 999_001, accountId: BOT_ID_FROM + 7, amountCents, at: mockClock.now(), requestId: null, extended: false })
  lot.version += 1
  return amountCents
}

afterEach(() => {
  vi.useRealTimers()
  mockClock.reset()
  resetServerClock()
})

describe('live room', () => {
  it('shows the poster, the host, the lot under the hammer with bidding, the bids, the lots to come and the results', async () => {
    open(7511)
    await waitFor(() => expect(lotCard()).not.toBeNull())
    const lot = liveLotOf(7011)
    expect(screen.getByText('臻品名包汇 · 爱马仕直播夜拍')).toBeInTheDocument()
    expect(screen.getByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByText(/\d+人观看/)).toBeInTheDocument()
    // The rule in a dealer's words, not 以服务器结果为准
    expect(screen.getByText('直播拍卖中 · 最后20秒内有人出价，结拍延至出价后20秒')).toBeInTheDocument()
    expect(screen.queryByText(/以服务器结果为准/)).toBeNull()
    expect(lotCard()).toHaveTextContent(`第${lot.lotNo}号`)
    expect(lotCard()).toHaveTextContent(lot.title)
    expect(lotCard()).toHaveTextContent(/下一口 ¥[\d,]+/)
    expect(lotCard()!.querySelector('[role="timer"]')).toHaveTextContent(/剩余 0[01]:\d\d/)
    // On entry: the deposit the room needs, not paid, and 去缴纳 before any bid (the bar too)
    expect(document.querySelector('.live-room-deposit')).toHaveTextContent('场次保证金 ¥30,000 · 未缴纳')
    expect(screen.getByText('去缴纳')).toBeInTheDocument()
    expect(await screen.findByText('去缴纳保证金')).toBeInTheDocument()
    // Lots 1–3 closed with the crowd's bids; the lots to come in order
    expect(streamed().length).toBeGreaterThan(0)
    expect(screen.getByText('待拍拍品')).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`^第${lot.lotNo + 1}号`))).toBeInTheDocument()
    expect(document.querySelectorAll('.live-result').length).toBeGreaterThan(0)
    expect([...document.querySelectorAll('.live-result')].every((node) => /^(成交 ¥[\d,]+|流拍)/.test(node.textContent ?? ''))).toBe(true)
    expect(screen.getByRole('link', { name: `查看第${lot.lotNo}号拍品详情` })).toBe(lotCard())
    fireEvent.click(lotCard()!)
    expect(navigationLog.at(-1)?.url).toBe(`/pages/live/auction/detail/index?id=${lot.id}&roomId=7511`)
  })

  it('a bid from the crowd shows after the next poll, newest first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    open(7511)
    await waitFor(() => expect(lotCard()).not.toBeNull())
    const lot = liveLotOf(7011)
    const amount = crowdBids(lot.id)
    expect(streamed().some((row) => row.textContent?.startsWith(`孙**第${lot.lotNo}号${yuan(amount)}`))).toBe(false)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROOM_POLL_MS + 100)
    })
    await waitFor(() => expect(streamed()[0]).toHaveTextContent(`孙**第${lot.lotNo}号${yuan(amount)}`))
    expect(streamed()[0]).toHaveClass('live-bid--new')
    expect(lotCard()).toHaveTextContent(`当前价 ${yuan(amount)}`)
  })

  it('when the lot closes the next one comes up on the next poll, and the closed one is in the results', async () => {
    open(7511)
    await waitFor(() => expect(lotCard()).not.toBeNull())
    const lot = liveLotOf(7011)
    mockClock.set(() => lot.endAt + 1)
    await waitFor(() => expect(lotCard()).toHaveTextContent(`第${lot.lotNo + 1}号`), { timeout: ROOM_POLL_MS * 3 })
    const results = [...document.querySelectorAll('.live-row')].find((row) => row.textContent?.startsWith(`第${lot.lotNo}号`) && row.querySelector('.live-result'))
    expect(results).toBeDefined()
  })

  it('a room to come counts down to its start and lists its lots; a room over shows its results', async () => {
    const first = open(7513)
    expect(await screen.findByText(/开播 · 共30件拍品/)).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/距开播 (1:00:0\d|5\d:\d\d)/)
    expect(screen.getByText(/^第1号/)).toBeInTheDocument()
    expect(screen.queryByText(/^出价 ¥/)).toBeNull()
    expect(screen.getByText('直播未开始')).toBeInTheDocument()
    first.unmount()
    open(7514)
    expect(await screen.findByText('本场直播已结束')).toBeInTheDocument()
    // Over: the poster says so, and no audience is counted
    expect(screen.getByText('直播已结束')).toBeInTheDocument()
    expect(screen.queryByText(/人观看/)).toBeNull()
    expect(document.querySelector('video')).toBeNull()
    expect(screen.getByText('拍卖结果')).toBeInTheDocument()
    expect(document.querySelectorAll('.live-result')).toHaveLength(5)
    expect(screen.queryByText(/^出价 ¥/)).toBeNull()
  })

  it('keeps the room on screen when a poll fails and says it is reconnecting', async () => {
    open(7511)
    await waitFor(() => expect(lotCard()).not.toBeNull())
    failPath('/live/room', 502)
    expect(await screen.findByText('网络不稳定，正在重新连接…', {}, { timeout: ROOM_POLL_MS * 3 })).toBeInTheDocument()
    expect(lotCard()).not.toBeNull()
  })

  it("says when the room is not there, and shows the server's refusal", async () => {
    const first = open(7599)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    first.unmount()
    failWithEnvelope('/live/room', 500, '直播间维护中')
    open(7511)
    expect(await screen.findByText('直播间维护中')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the room; one request for the first load', async () => {
    const asked = recordQueries('/live/room')
    const release = holdPath('/live/room')
    open(7511, false)
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(lotCard()).not.toBeNull())
    expect(asked).toHaveLength(1)
  })
})
