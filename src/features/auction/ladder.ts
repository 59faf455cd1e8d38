/**
 * The increment ladder (docs/api.md, "Auctions"): the step a bid must rise by depends on the price
 * it rises from. The mock's engine and the app both use it; the server's answer still decides.
 *
 *   below ¥5,000 → ¥100 · below ¥10,000 → ¥200 · below ¥50,000 → ¥500 · from ¥50,000 → ¥1,000
 */
const YUAN = 100
const RUNGS: [belowCents: number, stepCents: number][] = [
  [5_000 * YUAN, 100 * YUAN],
  [10_000 * YUAN, 200 * YUAN],
  [50_000 * YUAN, 500 * YUAN],
  [Number.POSITIVE_INFINITY, 1_000 * YUAN],
]

/** The step above a price. */
export function incrementAt(priceCents: number): number {
  return RUNGS.find(([below]) => priceCents < below)![1]
}

/** The least valid bid: the start price before the first bid, then one step above the leader. */
export function nextBid(currentCents: number | null, startCents: number): number {
  return currentCents === null ? startCents : currentCents + incrementAt(currentCents)
}

/**
 * The bid `steps` steps up the ladder from the leading price (加N档), walking the rungs: one step is
 * the next valid bid itself (the start price before any bid), two is one step above it, and so on.
 */
export function raiseBy(currentCents: number | null, startCents: number, steps: number): number {
  let amount = nextBid(currentCents, startCents)
  for (let step = 1; step < steps; step += 1) amount += incrementAt(amount)
  return amount
}

/**
 * A valid bid: the next bid itself, or above it on a whole step of its rung (¥12,500 is on the
 * ladder, ¥12,530 is not).
 */
export function isOnLadder(amountCents: number, currentCents: number | null, startCents: number): boolean {
  const least = nextBid(currentCents, startCents)
  if (!Number.isInteger(amountCents) || amountCents < least) return false
  return amountCents === least || amountCents % incrementAt(amountCents) === 0
}

/** The nearest valid bid at or above an amount (what a typed amount is rounded up to). */
export function roundUpToLadder(amountCents: number, currentCents: number | null, startCents: number): number {
  const least = nextBid(currentCents, startCents)
  if (amountCents <= least) return least
  const step = incrementAt(amountCents)
  return Math.ceil(amountCents / step) * step
}

/** A bid this far above the next valid one asks the dealer to confirm (a mistyped extra zero is costly). */
export const CONFIRM_ABOVE_RATIO = 1.5

export function needsConfirmation(amountCents: number, currentCents: number | null, startCents: number): boolean {
  return amountCents > nextBid(currentCents, startCents) * CONFIRM_ABOVE_RATIO
}
