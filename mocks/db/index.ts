import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { mockClock } from '../lib/clock'
import { SCHEMA_VERSION, seed, seedStock, type MockDb } from './seed'
import { seedProducts, type ProductCatalogue } from './seed-product'
import type { ShopStock } from './seed-stock'

export { DEMO_TOKEN, PEER_TOKEN, SEED_NOW } from './seed'
export type { MockDb } from './seed'

/**
 * The mock backend's state. Tests start from a clean seed; the standalone server sets
 * MOCK_DATA_FILE so that changes survive restarts of `npm start` (npm run mock:reset clears it).
 */
let db: MockDb | undefined

function dataFile(): string | undefined {
  return process.env.MOCK_DATA_FILE || undefined
}

function load(): MockDb {
  const file = dataFile()
  if (file && existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as MockDb
      // A file from an older mock (another data shape) would break every call: reseed instead.
      if (saved.schemaVersion === SCHEMA_VERSION) return saved
      console.warn(`[mock] ${file} holds data of another version: starting from the seed`)
    } catch {
      // a broken data file is replaced by a fresh seed
    }
  }
  return seed()
}

/** Loaded on first use, so that a script can name MOCK_DATA_FILE before. */
export function getDb(): MockDb {
  db ??= load()
  return db
}

/** Persist after a change (no-op without a data file). */
export function saveDb(): void {
  const file = dataFile()
  if (!file || !db) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(db))
}

/** Back to the seed, and the clock back on the real one. */
export function resetDb(): void {
  mockClock.reset()
  db = seed()
  saveDb()
}

/** Re-read the data file, for a server started after the file changed. */
export function reloadDb(): void {
  db = load()
}

/** Every shop's stock by accountId, seeded on first use. */
export function shopStocks(): Record<number, ShopStock> {
  const current = getDb()
  current.stock ??= seedStock()
  return current.stock
}

let catalogue: ProductCatalogue | undefined

/**
 * The trading catalogue's SKUs, seeded on first use. Unlike the stock it lives beside the db, not
 * in it: no call changes it and the seed always yields the same one, so a reset has nothing to
 * undo and the data file (MOCK_DATA_FILE) is spared its 3,800 SKUs.
 */
export function productCatalogue(): ProductCatalogue {
  catalogue ??= seedProducts()
  return catalogue
}
