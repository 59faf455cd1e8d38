import { useEffect, useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export const POLL_MAX_BACKOFF_MS = 30_000

export interface LivePollOptions {
  /** Between answers while things go well. */
  intervalMs: number
  /** Off: no polling (an ended lot, a signed-out page). */
  enabled?: boolean
}

/**
 * Keep a page's live state fresh while it shows: `run` every intervalMs; after a failure the gap
 * doubles up to 30 s and is back to intervalMs after the next success. It stops while the page is
 * hidden (another page on top, the app or browser tab in the background: a mini-program's JS is
 * suspended there anyway) and on show runs at once, so the page resyncs instead of trusting what it
 * held. One run at a time: a slow answer is waited for, never stacked.
 */
export function useLivePoll(run: () => Promise<unknown>, { intervalMs, enabled = true }: LivePollOptions): void {
  const latest = useRef(run)
  latest.current = run
  const state = useRef({ visible: true, timer: undefined as ReturnType<typeof setTimeout> | undefined, running: false, gap: intervalMs, alive: false })

  const stop = () => {
    if (state.current.timer) clearTimeout(state.current.timer)
    state.current.timer = undefined
  }
  const schedule = (delay: number) => {
    stop()
    if (!state.current.alive || !state.current.visible) return
    state.current.timer = setTimeout(tick, delay)
  }
  const tick = async () => {
    state.current.timer = undefined
    if (state.current.running) return
    state.current.running = true
    try {
      await latest.current()
      state.current.gap = intervalMs
    } catch {
      state.current.gap = Math.min(POLL_MAX_BACKOFF_MS, state.current.gap * 2)
    } finally {
      state.current.running = false
    }
    schedule(state.current.gap)
  }

  useEffect(() => {
    const poll = state.current
    poll.alive = enabled
    poll.gap = intervalMs
    if (enabled) schedule(intervalMs)
    else stop()
    return () => {
      poll.alive = false
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, intervalMs])

  const hide = () => {
    state.current.visible = false
    stop()
  }
  const show = () => {
    if (state.current.visible && state.current.timer) return
    state.current.visible = true
    if (state.current.alive) void tick()
  }
  useDidHide(hide)
  useDidShow(show)
  useEffect(() => {
    if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') return undefined
    const onVisibility = () => (document.visibilityState === 'hidden' ? hide() : show())
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
