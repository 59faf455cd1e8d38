import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { serverNow } from './index'

/**
 * One ticker per page: the page's root holds a single interval (at most once a second) and every
 * countdown below reads the server time from it. Many per-row timers make long lists stutter on
 * phones; one context value changing once a second re-renders only the countdowns that read it.
 */
const Now = createContext<number | null>(null)

export const TICK_MS = 1000

export function PageTicker({ children, running = true }: { children: ReactNode; running?: boolean }) {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    if (!running) return undefined
    setNow(serverNow())
    // Align ticks to the server's whole seconds so that every countdown turns at the same moment.
    let ticker: ReturnType<typeof setInterval> | undefined
    const align = setTimeout(
      () => {
        setNow(serverNow())
        ticker = setInterval(() => setNow(serverNow()), TICK_MS)
      },
      TICK_MS - (serverNow() % TICK_MS),
    )
    return () => {
      clearTimeout(align)
      if (ticker) clearInterval(ticker)
    }
  }, [running])
  return <Now.Provider value={now}>{children}</Now.Provider>
}

/** The server's time as of the page's last tick (outside a PageTicker: as of this render). */
export function useServerNow(): number {
  const now = useContext(Now)
  return now ?? serverNow()
}

/** Milliseconds until an ISO time on the server's clock, never below 0. */
export function useRemaining(until: string | null | undefined): number | null {
  const now = useServerNow()
  if (!until) return null
  const at = Date.parse(until)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
