import { memo } from 'react'
import { act, render, screen } from '@testing-library/react'
import { formatRemaining, resetServerClock, syncServerClock } from './index'
import { PageTicker, TICK_MS, useRemaining } from './ticker'

const SERVER = Date.parse('2026-05-01T12:00:00.000Z')
const renders = { count: 0 }

const Countdown = memo(function Countdown({ until, id }: { until: string; id: number }) {
  renders.count += 1
  const remaining = useRemaining(until)
  return <span data-testid={`cd-${id}`}>{remaining === null ? '' : formatRemaining(remaining)}</span>
})

function Page({ count, until, running = true }: { count: number; until: string; running?: boolean }) {
  return (
    <PageTicker running={running}>
      {Array.from({ length: count }, (_, index) => (
        <Countdown key={index} id={index} until={until} />
      ))}
    </PageTicker>
  )
}

beforeEach(() => {
  vi.useFakeTimers({ now: SERVER })
  renders.count = 0
})
afterEach(() => {
  vi.useRealTimers()
  resetServerClock()
})

describe('PageTicker', () => {
  it('drives every countdown of a page with one interval', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval')
    render(<Page count={200} until={new Date(SERVER + 60_000).toISOString()} />)
    act(() => void vi.advanceTimersByTime(5 * TICK_MS))
    expect(intervals).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
    intervals.mockRestore()
  })

  it('ticks at most once a second, on the whole second', () => {
    vi.setSystemTime(SERVER + 400)
    render(<Page count={1} until={new Date(SERVER + 60_000).toISOString()} />)
    expect(screen.getByTestId('cd-0')).toHaveTextContent('01:00')
    renders.count = 0
    // Ten seconds in frames of 100 ms, each its own act (React would batch one act's updates).
    for (let frame = 0; frame < 100; frame += 1) act(() => void vi.advanceTimersByTime(100))
    // The first tick comes on the whole second (600 ms in), then one a second: 10, never one per frame.
    expect(renders.count).toBe(10)
    expect(screen.getByTestId('cd-0')).toHaveTextContent('00:50')
  })

  it('counts on the server clock: a phone 10 minutes fast shows the right time left', () => {
    vi.setSystemTime(SERVER + 10 * 60_000)
    syncServerClock(new Date(SERVER).toISOString(), Date.now(), Date.now())
    render(<Page count={1} until={new Date(SERVER + 90_000).toISOString()} />)
    expect(screen.getByTestId('cd-0')).toHaveTextContent('01:30')
    act(() => void vi.advanceTimersByTime(30 * TICK_MS))
    expect(screen.getByTestId('cd-0')).toHaveTextContent('01:00')
  })

  it('after the app was in the background (timers suspended) the next tick shows the time really left', () => {
    render(<Page count={1} until={new Date(SERVER + 10 * 60_000).toISOString()} />)
    expect(screen.getByTestId('cd-0')).toHaveTextContent('10:00')
    // Suspended for 4 minutes: the clock moved, no timer ran.
    vi.setSystemTime(Date.now() + 4 * 60_000)
    act(() => void vi.advanceTimersByTime(TICK_MS))
    expect(screen.getByTestId('cd-0')).toHaveTextContent(/^05:5[89]$/)
  })

  it('holds no timer when not running', () => {
    render(<Page count={3} until={new Date(SERVER + 60_000).toISOString()} running={false} />)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops its interval when the page goes away', () => {
    const { unmount } = render(<Page count={3} until={new Date(SERVER + 60_000).toISOString()} />)
    act(() => void vi.advanceTimersByTime(2 * TICK_MS))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
