// The post area's public file: what other areas may use.
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { followChanged } from './shared/post-changes'
export { openScannedCode } from './feed/scanned-code'
