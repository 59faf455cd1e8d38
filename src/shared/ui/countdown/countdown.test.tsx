import { act, render, screen } from '@testing-library/react'
import { resetServerClock } from '@/core/clock'
import { PageTicker, TICK_MS } from '@/core/clock/ticker'
import { Countdown } from '.'

const NOW = Date.parse('2026-05-01T12:00:00.000Z')
const at = (ms: number) => new Date(NOW + ms).toISOString()

beforeEach(() => void vi.useFakeTimers({ now: NOW }))
afterEach(() => {
  vi.useRealTimers()
  resetServerClock()
})

describe('Countdown', () => {
  it('counts down from the page ticker and says its text at zero', () => {
    render(
      <PageTicker>
        <Countdown until={at(2 * TICK_MS)} prefix="距结拍" dueText="结拍中…" className="auction-countdown" />
      </PageTicker>,
    )
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent(/^距结拍 00:0\d$/)
    expect(timer).toHaveClass('countdown', 'auction-countdown')
    act(() => void vi.advanceTimersByTime(3 * TICK_MS))
    expect(screen.getByRole('timer')).toHaveTextContent('结拍中…')
    expect(screen.getByRole('timer')).toHaveClass('countdown--due')
  })

  it('without a text for zero, stops at 00:00', () => {
    render(
      <PageTicker>
        <Countdown until={at(-1000)} prefix="距开拍" />
      </PageTicker>,
    )
    expect(screen.getByRole('timer')).toHaveTextContent('距开拍 00:00')
  })
})
