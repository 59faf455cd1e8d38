// @vitest-environment node
import { auctionState, lotsOf } from '@mocks/db/auction'
import { BRAND_CATEGORY, BRANDS } from '@mocks/db/catalogue'
import { productCatalogue, shopStocks } from '@mocks/db'
import { jianlouItems } from '@mocks/db/jianlou'
import { recycleState } from '@mocks/db/recycle'
import { flitCatalogues } from '@mocks/db/seed-flit'
import { skuExtrasOf } from '@mocks/db/seed-product'
import { seedSmu } from '@mocks/db/seed-smu'
import { categoryOfCover, COVER_CATEGORIES, coverOf } from '@mocks/lib/covers'

/** Every picture of the piece shows its category (a path that is no generated picture passes: uploads). */
function expectPictures(what: string, category: string, paths: string[]): void {
  for (const path of paths) {
    const drawn = categoryOfCover(path)
    if (drawn !== null) expect(`${what}: ${drawn}`).toBe(`${what}: ${category}`)
  }
}

/** The category most of the pieces belong to. */
function mainCategory(categories: string[]): string {
  const counts = new Map<string, number>()
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0][0]
}

describe('seeded covers follow the category of their goods', () => {
  it('one picker: each category its own drawing, every variant', () => {
    for (const category of COVER_CATEGORIES) {
      for (let variant = 0; variant < 9; variant += 1) expect(categoryOfCover(coverOf(category, variant))).toBe(category)
    }
    expect(categoryOfCover('/mock-images/avatar-3.svg')).toBeNull()
  })

  const skuByName = () => new Map(productCatalogue().skus.map((sku) => [sku.name, sku]))

  it('the catalogue: SKU covers and photos', () => {
    for (const sku of productCatalogue().skus.slice(0, 3000)) expectPictures(sku.name, sku.category, [sku.cover, ...skuExtrasOf(sku).photos])
  })

  it('auctions: session covers, live room posters and lots', () => {
    const skus = skuByName()
    const state = auctionState()
    for (const session of state.sessions) {
      const lots = lotsOf(session)
      const categories = lots.map((lot) => skus.get(lot.title)!.category)
      for (const lot of lots) expectPictures(`${session.title} ${lot.title}`, skus.get(lot.title)!.category, lot.photos)
      expectPictures(session.title, mainCategory(categories), [session.cover])
      const room = state.rooms.find((one) => one.sessionId === session.id)
      if (room) expectPictures(room.title, mainCategory(categories), [room.poster])
    }
    // The rooms of the issue: a watch room shows a watch, the Hermès room a bag.
    expect(categoryOfCover(state.rooms.find((room) => room.title.includes('腕表'))!.poster)).toBe('腕表')
    expect(categoryOfCover(state.rooms.find((room) => room.title.includes('爱马仕'))!.poster)).toBe('箱包')
  })

  it('stock, bargains, consignments, recycling and moved-in listings', () => {
    for (const stock of Object.values(shopStocks())) for (const item of stock.items) expectPictures(item.title, item.category, item.photos)
    const skus = skuByName()
    for (const item of jianlouItems()) expectPictures(item.title, skus.get(item.title)!.category, item.photos)
    for (const records of Object.values(seedSmu(productCatalogue(), null, Date.now(), 1))) {
      for (const record of records) if (record.skuId !== null) expectPictures(record.title, productCatalogue().skus.find((sku) => sku.id === record.skuId)!.category, record.photos)
    }
    for (const order of recycleState().orders) expectPictures(order.item.title, order.item.category, order.item.photos)
    for (const store of flitCatalogues(1, '测试店')) for (const listing of store.listings) expectPictures(listing.title, listing.category, listing.photos)
    expect(BRAND_CATEGORY).toHaveLength(BRANDS.length)
  })
})
