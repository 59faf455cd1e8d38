// The member area's public file: what other areas (auction, live, the buyer guide) may use.
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { ensureTradingPermission } from './trading-permission'
export { reloadUserInfo } from './use-granted-sync'
export { memberApplyApi, type ApplyOverview } from './api'
export { ApplyBanner, Bullets, TRADING_RULES } from './apply/shared'
export { depositText } from './apply/deposit-card'
