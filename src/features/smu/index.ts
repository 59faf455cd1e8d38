// The SMU area's public file: what other areas (recycling, the trade tab) may use.
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { smuApi } from './api'
export { stockDescription } from './rules'
