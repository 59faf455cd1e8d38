// The product area's public file: what other areas may use.
export { productApi, type SkuSummary } from './api'
