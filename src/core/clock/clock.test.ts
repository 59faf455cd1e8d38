import { formatRemaining, resetServerClock, serverClockKnown, serverNow, serverOffset, syncServerClock, timedCall } from './index'

const SERVER = Date.parse('2026-05-01T12:00:00.000Z')
const MINUTE = 60_000

afterEach(() => {
  resetServerClock()
  vi.useRealTimers()
})

describe('the server clock', () => {
  it('learns the offset from a reply, corrected by half the round trip', () => {
    expect(serverClockKnown()).toBe(false)
    // Sent at phone 1000, answered at 1400: the server stamped its time about 200 ms before the answer.
    syncServerClock(new Date(SERVER).toISOString(), 1000, 1400)
    expect(serverOffset()).toBe(SERVER + 200 - 1400)
    expect(serverClockKnown()).toBe(true)
  })

  it('ignores a reply without a readable time, or timed backwards', () => {
    syncServerClock('not a time', 0, 100)
    syncServerClock(new Date(SERVER).toISOString(), 500, 100)
    expect(serverClockKnown()).toBe(false)
    expect(serverOffset()).toBe(0)
  })

  it('times a call: the offset comes from its round trip', async () => {
    vi.useFakeTimers({ now: SERVER - 10 * MINUTE })
    const reply = timedCall(
      () =>
        new Promise<{ serverTime: string }>((resolve) => {
          // The server stamps its answer 300 ms after the ask and the answer takes 300 ms more.
          setTimeout(() => resolve({ serverTime: new Date(SERVER + 300).toISOString() }), 600)
        }),
    )
    await vi.advanceTimersByTimeAsync(600)
    await reply
    // The phone is 10 minutes behind; the stamp is half the round trip old when it arrives.
    expect(serverOffset()).toBe(10 * MINUTE)
  })

  it('a phone clock 10 minutes fast still counts down right', () => {
    vi.useFakeTimers({ now: SERVER + 10 * MINUTE })
    const endAt = SERVER + 90_000
    // Naively on the phone's clock the lot would look closed 8.5 minutes ago.
    expect(endAt - Date.now()).toBeLessThan(0)
    syncServerClock(new Date(SERVER).toISOString(), Date.now(), Date.now())
    expect(formatRemaining(endAt - serverNow())).toBe('01:30')
    vi.advanceTimersByTime(31_000)
    expect(formatRemaining(endAt - serverNow())).toBe('00:59')
  })

  it('a phone clock set back (slow) counts down right too', () => {
    vi.useFakeTimers({ now: SERVER - 3 * 60 * MINUTE })
    syncServerClock(new Date(SERVER).toISOString(), Date.now() - 100, Date.now())
    expect(Math.abs(serverNow() - SERVER - 50)).toBeLessThanOrEqual(1)
  })
})

describe('formatRemaining', () => {
  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1000, '00:01'],
    [59_001, '01:00'],
    [61_000, '01:01'],
    [59 * MINUTE + 59_000, '59:59'],
    [60 * MINUTE, '1:00:00'],
    [10 * 60 * MINUTE + 5 * MINUTE + 7000, '10:05:07'],
    [24 * 60 * MINUTE + 61_000, '1天 0:01:01'],
    [3 * 24 * 60 * MINUTE + 2 * 60 * MINUTE, '3天 2:00:00'],
  ])('%i ms is %s (rounded up to the second)', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text)
  })
})
