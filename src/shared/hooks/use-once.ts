import { useCallback, useRef, useState } from 'react'

/**
 * One submit at a time, guarded at once: a second tap in the same moment (before React has
 * re-rendered with the busy state) does nothing. `busy` is for the button's loading look.
 */
export function useOnce(): { busy: boolean; once: <T>(work: () => Promise<T>) => Promise<T | undefined> } {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const once = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await work()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, once }
}
