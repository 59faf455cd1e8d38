// The auction area's public file: what other areas (the live room, the trade tab) may use.
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { auctionApi, type DepositState, type LotDetail, type LotSummary } from './api'
export { myBidsCall } from './summary'
export { nextBid } from './ladder'
export { LotTime } from './shared'
export { LOT_BADGES, myStateBadge } from './badges'
export { BidBar, useLotLive } from './bidding'
export { LotScreen, type LotScreenProps } from './lot-body'
export { DepositBanner } from './deposit-banner'
