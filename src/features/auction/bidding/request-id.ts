let made = 0

/**
 * The key of one bid (the server answers a repeat of it as it answered the first): made once when
 * the dealer bids and sent again on every retry of that bid. Matches the server's [\w-]{8,64}.
 */
export function newBidRequestId(): string {
  made += 1
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0')
  return `bid-${Date.now().toString(36)}-${made.toString(36)}-${random}`
}
