import { useEffect, useRef, useState } from 'react'
import type { Remote } from '@/shared/query'

/**
 * The data a form starts from (a query of useApiQuery), handed to the form's state once; later
 * loads (a return to the page, a new session) do not overwrite what was typed.
 */
export function useSeed<T>(remote: Remote<T>, apply: (data: T) => void): Remote<T> {
  // State, not a ref: the form stays in 'loading' until its fields hold the seed. Taro's H5
  // Input throws when its value changes in the moment after it mounts (its inner input does
  // not exist yet), which an empty form filled one render later did under load.
  const [applied, setApplied] = useState(false)
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    if (remote.data === undefined || applied) return
    applyRef.current(remote.data)
    setApplied(true)
  }, [remote.data, applied])
  return remote.status === 'ready' && !applied ? { ...remote, status: 'loading' } : remote
}
