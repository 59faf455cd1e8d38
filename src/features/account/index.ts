// The account area's public file: what other areas may use (eslint: import-x/no-restricted-paths).
// Named re-exports only; webpack skips the ones a chunk does not use (config/index.ts).
export { chooseAddress, returnChosenAddress } from './address/choose'
export { addressLine } from './address/validate'
