/**
 * The effect model of spec section 4. An effect is a named async task:
 * - 'latest' (page init): re-entered while pending, the newer run supersedes the older one,
 *   whose result is dropped;
 * - 'queue': re-entry while running is ignored;
 * and each effect keeps its own loading flag.
 */
export type EffectMode = 'latest' | 'queue'

export interface EffectRunner {
  /** Run `task`; `apply` receives its result unless the run was superseded. Ignored runs resolve false. */
  run<T>(name: string, task: () => Promise<T>, options?: { mode?: EffectMode; apply?: (result: T) => void }): Promise<boolean>
  isLoading(name: string): boolean
}

export function createEffectRunner(onLoadingChange: (name: string, loading: boolean) => void = () => {}): EffectRunner {
  const latest = new Map<string, number>()
  const active = new Map<string, number>()

  const setActive = (name: string, delta: number) => {
    const before = active.get(name) ?? 0
    const after = before + delta
    active.set(name, after)
    if ((before === 0) !== (after === 0)) onLoadingChange(name, after > 0)
  }

  return {
    async run(name, task, { mode = 'latest', apply } = {}) {
      if (mode === 'queue' && (active.get(name) ?? 0) > 0) return false
      const ticket = (latest.get(name) ?? 0) + 1
      latest.set(name, ticket)
      setActive(name, 1)
      try {
        const result = await task()
        if (latest.get(name) !== ticket) return false
        apply?.(result)
        return true
      } finally {
        setActive(name, -1)
      }
    },
    isLoading: (name) => (active.get(name) ?? 0) > 0,
  }
}
