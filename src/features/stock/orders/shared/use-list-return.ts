import { useEffect, useRef, type MutableRefObject } from 'react'
import { useReloadOnReturn } from '@/shared/hooks/use-reload-on-return'

/** Where the list on screen puts its in-place refresh for its page. */
export type RefreshSlot = MutableRefObject<(() => unknown) | undefined>

/**
 * The page side: back from a detail or a form, the list on screen refreshes in place (the loaded
 * pages asked again, rows and scroll kept). The page holds the return, not the list: a list
 * mounted anew for another tab or search would take its first return for the page opening.
 */
export function useRefreshOnReturn(): RefreshSlot {
  const slot = useRef<() => unknown>()
  useReloadOnReturn(() => slot.current?.())
  return slot
}

/** The list side: while mounted, `refresh` is what its page calls on return. */
export function useRefreshSlot(slot: RefreshSlot, refresh: () => unknown): void {
  useEffect(() => {
    slot.current = refresh
    return () => {
      if (slot.current === refresh) slot.current = undefined
    }
  }, [slot, refresh])
}
