/**
 * The mock backend's one clock: every engine and handler reads the time here, so a test moves
 * all of them at once. It follows the real clock (vi.setSystemTime moves it too) until a test
 * sets it; resetDb() puts it back on the real clock.
 */
type TimeSource = () => number

const realTime: TimeSource = () => Date.now()
let source: TimeSource = realTime

export const mockClock = {
  /** The server's time, in ms. */
  now: (): number => source(),
  /** The server's time as an ISO string (what replies and records carry). */
  iso: (): string => new Date(source()).toISOString(),
  /** Fix the time at `at`, or let it follow a function (read anew at every call). */
  set(at: number | TimeSource): void {
    source = typeof at === 'number' ? () => at : at
  },
  /** Move time `ms` on from wherever it stands (it keeps running with the real clock). */
  advance(ms: number): void {
    const before = source
    source = () => before() + ms
  },
  /** Back on the real clock. */
  reset(): void {
    source = realTime
  },
}

/** A time in ms as the ISO string records carry. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}
