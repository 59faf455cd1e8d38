import { shopStocks } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'

/** The demo shop's stock in the mock (items, locks, orders, deliveries…). */
export const demoStock = () => shopStocks()[DEMO_SHOP_ACCOUNT]

/** One of the demo shop's stock items by id. */
export const stockItem = (id: number) => demoStock().items.find((candidate) => candidate.id === id)!

/** One of the demo shop's stock items by its code (ZP00001…). */
export const stockItemByCode = (code: string) => demoStock().items.find((candidate) => candidate.code === code)!
