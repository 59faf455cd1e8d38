import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds left of a countdown started with start(); 0 when idle. */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()
  const start = useCallback(() => {
    clearInterval(timer.current)
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) clearInterval(timer.current)
        return Math.max(0, value - 1)
      })
    }, 1000)
  }, [seconds])
  useEffect(() => () => clearInterval(timer.current), [])
  return { left, start }
}
