import { useRef, useState } from 'react'
import { createEffectRunner, type EffectRunner } from '@/core/effects/runner'

/** The effect runner of a component, with its loading flags as React state. */
export function useEffectRunner(): EffectRunner & { loading: Record<string, boolean> } {
  const [loading, setLoading] = useState<Record<string, boolean>>({})
  const runner = useRef<EffectRunner>()
  runner.current ??= createEffectRunner((name, value) => setLoading((previous) => ({ ...previous, [name]: value })))
  return { run: runner.current.run, isLoading: runner.current.isLoading, loading }
}
