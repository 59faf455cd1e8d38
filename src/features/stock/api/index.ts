import { stockCheckApi, stockWarningApi } from './check'
import { stockItemsApi } from './items'
import { stockOrdersApi } from './orders'
import { overviewApi } from './overview'
import { stockShopApi } from './shop'

export * from '@/core/api/catalogue'
export * from './check'
export * from './items'
export * from './orders'
export * from './overview'
export * from './shop'

/** Every stock call, by area. */
export const stockApi = {
  ...overviewApi,
  items: stockItemsApi,
  orders: stockOrdersApi,
  check: stockCheckApi,
  warning: stockWarningApi,
  shop: stockShopApi,
}
