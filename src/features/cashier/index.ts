// The cashier area's public file: what other areas may use.
export { cashierApi } from './api'
