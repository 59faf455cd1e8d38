import { act, screen, waitFor } from '@testing-library/react'
import { firePageEvent } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { findLot } from '@mocks/db/auction'
import { resetServerClock, serverOffset } from '@/core/clock'
import { formatRemaining } from '@/core/clock'
import LotDetailPage from '@/pages/product/auction/detail/index'
import { LIVE_POLL_MS } from '../bidding'
import { wait } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const MINUTE = 60_000
const open = (id: number) => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: String(id) } })
const timeText = () => document.querySelector('.auction-lot-head__time')?.textContent ?? ''

afterEach(() => {
  mockClock.reset()
  resetServerClock()
})

describe('a lot kept live (useLotLive)', () => {
  it("a phone clock 10 minutes fast: the countdown follows the server's clock", async () => {
    // The server's clock is 10 minutes behind the phone's (the auction is seeded on the server's).
    mockClock.set(() => Date.now() - 10 * MINUTE)
    open(7001002)
    await waitFor(() => expect(timeText()).toMatch(/^距结拍 /))
    expect(Math.round(serverOffset() / 1000)).toBe(-600)
    const left = findLot(7001002)!.endAt - mockClock.now()
    const [minutes] = formatRemaining(left).split(':')
    // On the phone's own clock the lot would show 结拍中… (closed minutes ago); on the server's it has time left.
    expect(findLot(7001002)!.endAt).toBeLessThan(Date.now())
    expect(timeText()).toMatch(new RegExp(`^距结拍 ${minutes}:\\d\\d$`))
  })

  it('polls every 2 s while live; none while hidden; at once, resynced, when shown again', async () => {
    const asked = recordQueries('/auction/lot')
    open(7001002)
    await waitFor(() => expect(asked.length).toBe(1))
    await waitFor(() => expect(asked.length).toBe(2), { timeout: LIVE_POLL_MS + 1000 })
    await act(() => firePageEvent('didHide' as never))
    const hiddenAt = asked.length
    await wait(LIVE_POLL_MS + 500)
    expect(asked.length).toBe(hiddenAt)
    // Back from the background with the server's clock moved on: the next answer re-measures it.
    mockClock.set(() => Date.now() + 5 * MINUTE)
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(asked.length).toBe(hiddenAt + 1))
    await waitFor(() => expect(Math.round(serverOffset() / MINUTE)).toBe(5))
  })

  it('asks nothing once the lot has closed', async () => {
    const asked = recordQueries('/auction/lot')
    open(7005003)
    expect(await screen.findByText(/恭喜拍中/)).toBeInTheDocument()
    await wait(LIVE_POLL_MS + 500)
    expect(asked.length).toBe(1)
  })
})

describe('apply: the fresher lot wins', () => {
  it('an answer older than the one held (a poll sent before the bid) is ignored', async () => {
    const { fresherLot } = await import('../bidding')
    const held = { id: 1, version: 7 } as never
    expect(fresherLot(held, { id: 1, version: 6 } as never)).toBe(held)
    const newer = { id: 1, version: 8 } as never
    expect(fresherLot(held, newer)).toBe(newer)
    expect(fresherLot(undefined, newer)).toBe(newer)
  })
})
