import { mockClock } from './clock'

/**
 * "Settle what time decided": the engines whose state moves by time (auction lots closing, live
 * rooms moving on, recycle quotes running out, pay orders and so jianlou holds lapsing, stock
 * locks expiring, reviews answering) register here; handle() settles them all once, before any
 * handler runs, so no handler settles by itself and none can forget to. The mock needs no timers.
 *
 * A settler brings its engine's state up to `now` and must leave an engine not seeded yet alone
 * (the seed is made as of its own first use).
 */
export type Settler = (now: number) => void

const settlers = new Map<string, Settler>()

/** Register an engine's settler (once per engine: registering the name again replaces it). */
export function onSettle(engine: string, settle: Settler): void {
  settlers.set(engine, settle)
}

/** Settle every registered engine up to `now` (the clock's time by default). */
export function settleDue(now = mockClock.now()): void {
  for (const settle of settlers.values()) settle(now)
}

/** The registered engines, for tests. */
export function settledEngines(): string[] {
  return [...settlers.keys()]
}
