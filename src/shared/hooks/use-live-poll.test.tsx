import { act, renderHook } from '@testing-library/react'
import { firePageEvent } from '@test/taro'
import { POLL_MAX_BACKOFF_MS, useLivePoll } from './use-live-poll'

const hide = () => act(() => void firePageEvent('didHide' as never))
const show = () => act(() => void firePageEvent('didShow'))
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
})

describe('useLivePoll', () => {
  it('runs every interval while the page shows', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    renderHook(() => useLivePoll(run, { intervalMs: 2000 }))
    await advance(1999)
    expect(run).toHaveBeenCalledTimes(0)
    await advance(1)
    expect(run).toHaveBeenCalledTimes(1)
    await advance(2000 * 4)
    expect(run).toHaveBeenCalledTimes(5)
  })

  it('backs off after failures (doubling up to 30 s) and is back to the interval after a success', async () => {
    let failing = true
    const run = vi.fn(() => (failing ? Promise.reject(new Error('offline')) : Promise.resolve()))
    renderHook(() => useLivePoll(run, { intervalMs: 2000 }))
    const times: number[] = []
    run.mockImplementation(() => {
      times.push(Date.now())
      return failing ? Promise.reject(new Error('offline')) : Promise.resolve()
    })
    await advance(2000 + 4000 + 8000 + 16000 + 30000 + 30000)
    const gaps = times.slice(1).map((at, index) => at - times[index])
    expect(gaps).toEqual([4000, 8000, 16000, POLL_MAX_BACKOFF_MS, POLL_MAX_BACKOFF_MS])
    failing = false
    await advance(POLL_MAX_BACKOFF_MS)
    const before = run.mock.calls.length
    await advance(2000)
    expect(run.mock.calls.length).toBe(before + 1)
  })

  it('stops while the page is hidden and runs at once when it shows again', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    renderHook(() => useLivePoll(run, { intervalMs: 2000 }))
    await advance(2000)
    expect(run).toHaveBeenCalledTimes(1)
    hide()
    await advance(60_000)
    expect(run).toHaveBeenCalledTimes(1)
    show()
    await advance(0)
    expect(run).toHaveBeenCalledTimes(2)
    await advance(2000)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('stops while the browser tab is in the background (H5) and resyncs on return', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    renderHook(() => useLivePoll(run, { intervalMs: 2000 }))
    setVisibility('hidden')
    await advance(30_000)
    expect(run).toHaveBeenCalledTimes(0)
    setVisibility('visible')
    await advance(0)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never stacks runs: a slow answer is waited for', async () => {
    let finish = () => {}
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderHook(() => useLivePoll(run, { intervalMs: 2000 }))
    await advance(2000)
    show()
    await advance(10_000)
    expect(run).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await advance(2000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('does nothing while disabled, and stops when disabled or unmounted', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    const { rerender, unmount } = renderHook(({ enabled }) => useLivePoll(run, { intervalMs: 2000, enabled }), { initialProps: { enabled: false } })
    show()
    await advance(10_000)
    expect(run).toHaveBeenCalledTimes(0)
    rerender({ enabled: true })
    await advance(2000)
    expect(run).toHaveBeenCalledTimes(1)
    rerender({ enabled: false })
    await advance(10_000)
    expect(run).toHaveBeenCalledTimes(1)
    rerender({ enabled: true })
    unmount()
    await advance(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('a changed interval applies at once', async () => {
    const run = vi.fn().mockResolvedValue(undefined)
    const { rerender } = renderHook(({ intervalMs }) => useLivePoll(run, { intervalMs }), { initialProps: { intervalMs: 10_000 } })
    rerender({ intervalMs: 2000 })
    await advance(2000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
