/**
 * Bidding on one lot, shared by the auction pages and the live room:
 *
 *   const { lot, remote, apply } = useLotLive(lotId)
 *   <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}
 *     footer={lot && <BidBar lot={lot} onLot={apply} />}>…</PageLayout>
 */
export { useLotLive, fresherLot, LIVE_POLL_MS, UPCOMING_POLL_MS, type LotLive } from './use-lot-live'
export { BidBar, type BidBarProps } from './bid-bar'
export { BID_ACCEPTED, BID_PENDING_NOTE, answerLost } from './use-bid'
export { checkBidAmount } from './amount'
export { ProxyCard, PROXY_EXHAUSTED } from './proxy-card'
