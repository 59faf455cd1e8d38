// The stock area's public file: what other areas (posts, recycling, SMU) may use.
// Named re-exports only, each from the module that defines it: webpack skips the ones a chunk
// does not use (config/index.ts), so the post feed's item schema does not bring stockApi.
export { stockApi } from './api'
export { type StockItem, type StockItemSummary } from './api/items'
export { priceOrUnset } from './shared/item-card'
export { ChosenItems } from './orders/shared/chosen-items'
export { parseIds, unavailableError, useStockItems } from './orders/shared/load-items'
export { ItemPicker } from './orders/shared/item-picker'
