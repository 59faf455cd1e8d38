import { useEffect, useRef, useState } from 'react'
import { useRemote, type Remote } from './use-remote'

/**
 * The data a form starts from: loaded like a page (after app start, sign-in required), handed
 * to the form's state once; later reloads (a new session) do not overwrite what was typed.
 */
export function useSeed<T>(loader: () => Promise<T>, apply: (data: T) => void): Remote<T> {
  const remote = useRemote(loader)
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

