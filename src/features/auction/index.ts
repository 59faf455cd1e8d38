// The auction area's public file: what other areas (the live room, the trade tab) may use.
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { auctionApi, type LotDetail, type LotSummary } from './api'
export { myBidsCall } from './summary'
export { nextBid } from './ladder'
export { LotStatusBadge, LotTime, MyStateBadge } from './shared'
export { BidBar, useLotLive } from './bidding'
export { lotFooter } from './lot-footer'
export { BidHistory, ExtendInfo, LotFacts, Standing } from './lot-parts'
export { DepositLine } from './session-header'
