import type { HttpHandler } from 'msw'
import type { UserInfo } from '../../src/core/api/account'
import { stockApi, type FlitJob, type SharedItem, type ShowcaseItem } from '../../src/features/stock/api'
import { saveDb, shopStocks } from '../db'
import { flitCatalogues, type FlitCatalogue, type FlitListing } from '../db/seed-flit'
import type { FlitJobRecord, ItemRecord, ShopStock } from '../db/seed-stock'
import { NO_LUXURY_FIELDS } from '../db/seed-stock'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { requireUser } from '../lib/auth'
import { addLog, canSeePeerPrices, isOnShelf, nextId, requireShop, type ShopContext } from '../lib/stock'
import { mockClock } from '../lib/clock'

const shop = stockApi.shop

/** How long the import of one listing takes: five a second. */
export const FLIT_ITEM_MS = 200

// --- Showcase ------------------------------------------------------------------------------------

/** With accountId: any shop, no session needed (a peer opening a share). Without: the signed-in shop. */
function showcaseShop(accountId: unknown, token: string): { accountId: number; shop: ShopStock } {
  if (accountId === undefined || accountId === '') {
    const context = requireShop(token)
    return { accountId: context.user.accountId, shop: context.shop }
  }
  const id = Number(accountId)
  const found = Number.isInteger(id) ? shopStocks()[id] : undefined
  if (!found) throw new MockError(404, '店铺不存在')
  return { accountId: id, shop: found }
}

/** The shop (its account id) holding an item, or a 404. */
function holderOf(itemId: number): number {
  const found = Object.entries(shopStocks()).find(([, stock]) => stock.items.some((item) => item.id === itemId))
  if (!found) throw new MockError(404, '商品已售出或已下架')
  return Number(found[0])
}

/** Shared items still in the shop, newest first. */
function showcaseItems(stock: ShopStock): ItemRecord[] {
  return stock.items.filter((item) => item.shared && isOnShelf(item)).sort((a, b) => b.stockInDate.localeCompare(a.stockInDate) || b.id - a.id)
}

/** What anyone may see of an item: never cost or peer price. */
function publicItemOf(item: ItemRecord): ShowcaseItem {
  return { id: item.id, title: item.title, grade: item.grade, photo: item.photos[0] ?? '', retailCents: item.retailCents }
}

/** Who is looking, when signed in (a share opens without a session too). */
function viewerOf(token: string): UserInfo | null {
  if (!token) return null
  try {
    return requireUser(token)
  } catch {
    return null
  }
}

// --- Move-in (搬家) ---------------------------------------------------------------------------------

function cataloguesOf(context: ShopContext): FlitCatalogue[] {
  return flitCatalogues(context.user.accountId, context.shop.shopName)
}

function findCatalogue(context: ShopContext, platformId: unknown): FlitCatalogue {
  const found = cataloguesOf(context).find((catalogue) => catalogue.id === platformId)
  if (!found) throw new MockError(404, '平台不存在')
  return found
}

function chinaDay(time: number): string {
  return new Date(time + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A listing becomes an item of the shop: priced from the listing, in the warehouse, logged. */
function importListing(context: ShopContext, platform: FlitCatalogue, listing: FlitListing): void {
  const id = nextId()
  const now = mockClock.now()
  const record: ItemRecord = {
    id,
    code: `${context.shop.codePrefix}${id}`,
    title: listing.title,
    brand: listing.brand,
    model: listing.model,
    category: listing.category,
    grade: listing.grade,
    colour: listing.colour,
    material: '',
    size: '',
    ...NO_LUXURY_FIELDS,
    accessories: [],
    photos: [...listing.photos],
    costCents: Math.round((listing.priceCents * 0.8) / 100) * 100,
    peerPriceCents: listing.priceCents,
    retailCents: Math.round((listing.priceCents * 1.15) / 100) * 100,
    quantity: 1,
    location: '仓库A区',
    supplier: `${platform.name}搬家`,
    stockInDate: chinaDay(now),
    note: `从${platform.name}搬家导入（${listing.externalId}）`,
    shared: false,
    status: 'IN_STOCK',
    updatedAt: new Date(now).toISOString(),
    deletedAt: null,
  }
  context.shop.items.push(record)
  context.shop.flit.importedIds.push(listing.externalId)
  addLog(context, 'IMPORT', record, `从${platform.name}搬家导入`)
}

/** How many listings of a job have been processed by now. */
function processedOf(job: FlitJobRecord, now = mockClock.now()): number {
  if (!job.externalIds.length) return 0
  const elapsed = Math.max(0, now - job.createdAt)
  return Math.min(job.externalIds.length, Math.floor(elapsed / FLIT_ITEM_MS) + 1)
}

/**
 * Run the imports as far as the clock says: the listings processed so far become stock items
 * (once; an id imported meanwhile is not imported twice). Runs whenever a flit call is read.
 */
function advanceJobs(context: ShopContext): void {
  let changed = false
  const catalogues = cataloguesOf(context)
  for (const job of context.shop.flit.jobs) {
    const platform = catalogues.find((catalogue) => catalogue.id === job.platformId)
    if (!platform) continue
    const imported = new Set(context.shop.flit.importedIds)
    for (const externalId of job.externalIds.slice(0, processedOf(job))) {
      if (imported.has(externalId)) continue
      const listing = platform.listings.find((candidate) => candidate.externalId === externalId)
      if (!listing) continue
      importListing(context, platform, listing)
      imported.add(externalId)
      changed = true
    }
  }
  if (changed) saveDb()
}

function jobOf(job: FlitJobRecord): FlitJob {
  const processed = processedOf(job)
  const total = job.externalIds.length + job.skipped
  return {
    id: job.id,
    platformId: job.platformId,
    total,
    done: job.skipped + processed,
    imported: processed,
    skipped: job.skipped,
    status: processed === job.externalIds.length ? 'DONE' : 'RUNNING',
  }
}

export const stockShopHandlers: HttpHandler[] = [
  handle(shop.showcase, ({ token, params }) => {
    const { accountId, shop: stock } = showcaseShop(params.accountId, token)
    return { accountId, name: stock.shopName, avatar: stock.avatar, intro: stock.intro, sharedCount: showcaseItems(stock).length }
  }),

  handle(shop.showcaseItems, ({ token, params }) => {
    const { shop: stock } = showcaseShop(params.accountId, token)
    const page = paginate(showcaseItems(stock), params)
    return { ...page, list: page.list.map(publicItemOf) }
  }),

  // The item a share names: held, shown or not; its peer price to the shop itself or with PRODUCT_DETAIL_PRICE.
  handle(shop.showcaseItem, ({ token, params }) => {
    // A link without the shop (a shared detail link on the stock host): the shop that holds the
    // item, whoever opens it.
    const holder = params.accountId === undefined ? holderOf(Number(params.id)) : undefined
    const { accountId, shop: stock } = showcaseShop(holder ?? params.accountId, token)
    const item = stock.items.find((candidate) => candidate.id === Number(params.id))
    if (!item || !isOnShelf(item)) throw new MockError(404, '商品已售出或已下架')
    const viewer = viewerOf(token)
    const seesPrice = viewer !== null && (viewer.accountId === accountId || canSeePeerPrices(viewer))
    const answer: SharedItem = { ...publicItemOf(item), peerPriceCents: seesPrice ? item.peerPriceCents : null }
    return answer
  }),

  handle(shop.flitPlatforms, ({ token }) => {
    const context = requireShop(token)
    advanceJobs(context)
    const imported = new Set(context.shop.flit.importedIds)
    return cataloguesOf(context).map((catalogue) => ({
      id: catalogue.id,
      name: catalogue.name,
      storeName: catalogue.storeName,
      itemCount: catalogue.listings.length,
      importedCount: catalogue.listings.filter((listing) => imported.has(listing.externalId)).length,
    }))
  }),

  handle(shop.flitItems, ({ token, params }) => {
    const context = requireShop(token)
    advanceJobs(context)
    const catalogue = findCatalogue(context, params.platformId)
    const imported = new Set(context.shop.flit.importedIds)
    const page = paginate(catalogue.listings, params)
    return {
      ...page,
      list: page.list.map((listing) => ({
        externalId: listing.externalId,
        title: listing.title,
        brand: listing.brand,
        grade: listing.grade,
        photo: listing.photos[0] ?? '',
        priceCents: listing.priceCents,
        imported: imported.has(listing.externalId),
      })),
    }
  }),

  handle(shop.flitImport, ({ token, params }) => {
    const context = requireShop(token)
    advanceJobs(context)
    const catalogue = findCatalogue(context, params.platformId)
    if (!Array.isArray(params.externalIds) || params.externalIds.length === 0) throw new MockError(400, '请选择要导入的商品')
    const ids = [...new Set(params.externalIds.map(String))]
    const unknown = ids.find((id) => !catalogue.listings.some((listing) => listing.externalId === id))
    if (unknown) throw new MockError(400, `商品 ${unknown} 不在${catalogue.name}店铺中`)
    const imported = new Set(context.shop.flit.importedIds)
    // Listings already moved in, and those a running import is moving in, are skipped.
    for (const job of context.shop.flit.jobs) for (const id of job.externalIds) imported.add(id)
    const toImport = ids.filter((id) => !imported.has(id))
    const job: FlitJobRecord = {
      id: nextId(),
      platformId: catalogue.id,
      externalIds: toImport,
      skipped: ids.length - toImport.length,
      createdAt: mockClock.now(),
    }
    context.shop.flit.jobs.push(job)
    advanceJobs(context)
    saveDb()
    return jobOf(job)
  }),

  handle(shop.flitJob, ({ token, params }) => {
    const context = requireShop(token)
    const job = context.shop.flit.jobs.find((candidate) => candidate.id === Number(params.id))
    if (!job) throw new MockError(404, '导入任务不存在')
    advanceJobs(context)
    return jobOf(job)
  }),
]
