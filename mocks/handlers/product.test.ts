// @vitest-environment node
import { CATEGORIES, GRADES } from '../../src/core/api/catalogue'
import { productApi, type SkuListQuery, type SkuSummary } from '../../src/features/product/api'
import { getDb, PEER_TOKEN, productCatalogue } from '@mocks/db'
import { BRAND_LIST } from '@mocks/db/brands'
import { HOT_LINES, KNOWN } from '@mocks/db/product-lines'
import { HOT_SEARCHES, seedProducts } from '@mocks/db/seed-product'
import { openSession } from '@mocks/lib/auth'
import { mockCall } from '@mocks/lib/call'

const DAY = 24 * 3600 * 1000
const demoAccount = () => getDb().accounts.find((account) => account.accountId === 20001)!
/** The demo person acting as the enterprise account: a session without PRODUCT_DETAIL_PRICE. */
const withoutPermission = () => openSession(10001, 20002)
const brandNamed = (name: string) => BRAND_LIST.find((brand) => brand.name === name)!
const skus = () => productCatalogue().skus
const list = (query: SkuListQuery, token?: string) => mockCall(productApi.skuList, query, token)
/** Every SKU of a query, page by page (50 at most). */
async function all(query: SkuListQuery, token?: string): Promise<SkuSummary[]> {
  const found: SkuSummary[] = []
  for (let page = 1; ; page++) {
    const reply = await list({ ...query, page, pageSize: 50 }, token)
    expect(reply.code).toBe(200)
    found.push(...reply.data.list)
    if (!reply.data.hasMore) return found
  }
}

describe('mock product: seeded catalogue', () => {
  it('seeds about 3,800 SKUs quickly and the same every time', () => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const fresh = seedProducts()
    const ms = performance.now() - started
    const { user, system } = process.cpuUsage(cpu)
    console.log(`[mock product] seeded ${fresh.skus.length} SKUs in ${ms.toFixed(1)} ms (${((user + system) / 1000).toFixed(1)} ms of CPU)`)
    // loose: some 30 ms on a quiet machine, with room for a busy CI
    expect(ms).toBeLessThan(1000)
    expect(fresh.skus.map((sku) => [sku.id, sku.name, sku.refPriceCents, sku.dealCount])).toEqual(skus().map((sku) => [sku.id, sku.name, sku.refPriceCents, sku.dealCount]))
  })

  it('spreads over the six categories and the brands, the hot ones with 60 SKUs or more', () => {
    expect(skus().length).toBeGreaterThanOrEqual(3000)
    expect(skus().length).toBeLessThanOrEqual(4000)
    expect(new Set(skus().map((sku) => sku.category))).toEqual(new Set(CATEGORIES))
    const { countByBrand } = productCatalogue()
    const hot = BRAND_LIST.filter((brand) => brand.hot)
    expect(hot).toHaveLength(16)
    for (const brand of hot) expect(countByBrand.get(brand.id), brand.name).toBeGreaterThanOrEqual(60)
    const small = BRAND_LIST.filter((brand) => !brand.hot && (countByBrand.get(brand.id) ?? 0) > 0 && countByBrand.get(brand.id)! <= 8)
    expect(small.length).toBeGreaterThan(100)
    expect(BRAND_LIST.some((brand) => !countByBrand.has(brand.id))).toBe(true)
    // every brand the lines name is one of the list
    for (const name of [...Object.keys(HOT_LINES), ...Object.keys(KNOWN)]) expect(brandNamed(name), name).toBeDefined()
  })

  it('names SKUs as dealers do, at believable prices', () => {
    const names = new Set(skus().map((sku) => sku.name))
    expect(names.size).toBe(skus().length)
    expect(names).toContain('劳力士 潜航者 126610LN 41mm')
    const birkins = skus().filter((sku) => sku.model === 'Birkin')
    expect(birkins.every((sku) => /^爱马仕 Birkin (25|30|35) \S+ \S+扣 \S+$/.test(sku.name))).toBe(true)
    const yuan = (sku: { refPriceCents: number }) => sku.refPriceCents / 100
    expect(birkins.filter((sku) => !sku.name.includes('鳄鱼皮')).every((sku) => yuan(sku) >= 120000 && yuan(sku) <= 320000)).toBe(true)
    const rolex = skus()
      .filter((sku) => sku.brandName === '劳力士')
      .map(yuan)
      .sort((a, b) => a - b)
    expect(rolex[Math.floor(rolex.length / 2)]).toBeGreaterThan(70000)
    expect(rolex[Math.floor(rolex.length / 2)]).toBeLessThan(200000)
    expect(
      skus()
        .filter((sku) => sku.category === '配饰')
        .every((sku) => yuan(sku) >= 500 && yuan(sku) <= 12000),
    ).toBe(true)
    expect(skus().some((sku) => sku.retailPriceCents === null)).toBe(true)
  })

  it('keeps the catalogue out of the db and its data file', async () => {
    await list({})
    const saved = JSON.stringify(getDb())
    expect(saved).not.toContain(skus()[0].name)
    expect(saved.length).toBeLessThan(2_000_000)
  })
})

describe('mock product: the list', () => {
  it('pages the whole catalogue, hot brands and the most dealt first', async () => {
    const first = await list({})
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ total: skus().length, page: 1, pageSize: 20, hasMore: true })
    expect(first.data.list).toHaveLength(20)
    expect(first.data.list.every((sku) => brandNamed(sku.brandName).hot)).toBe(true)
    const counts = first.data.list.map((sku) => sku.dealCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(first.data.list[0].cover).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-images\/goods-\d+\.svg$/)
    const second = await list({ page: 2 })
    expect(second.data.list.map((sku) => sku.id)).toEqual(
      skus()
        .slice(20, 40)
        .map((sku) => sku.id),
    )
    const last = await list({ page: Math.ceil(skus().length / 50), pageSize: 50 })
    expect(last.data.hasMore).toBe(false)
    expect((await list({ pageSize: 50 })).data.list).toHaveLength(50)
    expect(await list({ pageSize: 51 })).toMatchObject({ code: 400, msg: '分页参数错误' })
    expect(await list({ page: 0 })).toMatchObject({ code: 400, msg: '分页参数错误' })
  })

  it('filters by brand, category and grade', async () => {
    const hermes = brandNamed('爱马仕')
    const byBrand = await all({ brandId: hermes.id })
    expect(byBrand).toHaveLength(productCatalogue().countByBrand.get(hermes.id)!)
    expect(byBrand.every((sku) => sku.brandId === hermes.id && sku.brandName === '爱马仕')).toBe(true)
    expect(new Set(byBrand.map((sku) => sku.category)).size).toBeGreaterThan(2)
    const watches = await list({ category: '腕表', pageSize: 50 })
    expect(watches.data.total).toBe(skus().filter((sku) => sku.category === '腕表').length)
    expect(watches.data.list.every((sku) => sku.category === '腕表')).toBe(true)
    const hermesBags = await all({ brandId: hermes.id, category: '箱包' })
    expect(hermesBags.length).toBeGreaterThan(0)
    expect(hermesBags.length).toBeLessThan(byBrand.length)

    const worn = await list({ grade: '85新', pageSize: 10 })
    expect(worn.data.total).toBeGreaterThan(0)
    expect(worn.data.total).toBeLessThan(skus().length)
    for (const sku of worn.data.list) {
      const detail = await mockCall(productApi.skuDetail, { id: sku.id })
      expect(detail.data.deals!.some((deal) => deal.grade === '85新')).toBe(true)
    }
  })

  it('finds a keyword in the name, the model and the brand, Chinese or English, any case and spacing', async () => {
    const submariners = await all({ keyword: '劳力士 潜航者' })
    expect(submariners.length).toBeGreaterThan(0)
    expect(submariners.every((sku) => sku.name.startsWith('劳力士 潜航者'))).toBe(true)
    const rolex = await list({ keyword: 'ROLEX' })
    expect(rolex.data.total).toBe(productCatalogue().countByBrand.get(brandNamed('劳力士').id))
    expect((await list({ keyword: '  rolex  ' })).data.total).toBe(rolex.data.total)
    const birkin30 = await all({ keyword: 'hermes BIRKIN30' })
    expect(birkin30.length).toBeGreaterThan(0)
    expect(birkin30.every((sku) => sku.name.startsWith('爱马仕 Birkin 30 '))).toBe(true)
    expect((await all({ keyword: 'birkin 30' })).map((sku) => sku.id)).toEqual(birkin30.map((sku) => sku.id))
    const vca = await list({ keyword: 'vancleef' })
    expect(vca.data.total).toBeGreaterThan(0)
    expect(vca.data.list.every((sku) => sku.brandName === '梵克雅宝')).toBe(true)
    const perlee = await all({ keyword: 'perlee' })
    expect(perlee.length).toBeGreaterThan(0)
    expect(perlee.every((sku) => sku.model === 'Perlée')).toBe(true)
    expect((await list({ keyword: '没有这种商品' })).data).toMatchObject({ total: 0, list: [], hasMore: false })
    for (const search of HOT_SEARCHES) expect((await list({ keyword: search })).data.total, search).toBeGreaterThan(0)
  })

  it('sorts by price, deals and newest', async () => {
    const asc = (await list({ sort: 'priceAsc', pageSize: 50 })).data.list.map((sku) => sku.refPriceCents!)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(asc[0]).toBe(Math.min(...skus().map((sku) => sku.refPriceCents)))
    const desc = (await list({ sort: 'priceDesc', pageSize: 50, category: '珠宝' })).data.list.map((sku) => sku.refPriceCents!)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const deals = (await list({ sort: 'deals', pageSize: 50 })).data.list.map((sku) => sku.dealCount)
    expect(deals).toEqual([...deals].sort((a, b) => b - a))
    expect(deals[0]).toBe(30)
    const newest = (await list({ sort: 'newest', pageSize: 50 })).data.list.map((sku) => sku.id)
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
    expect(newest[0]).toBe(Math.max(...skus().map((sku) => sku.id)))
    // the newest are of many brands
    expect(new Set((await list({ sort: 'newest', pageSize: 50 })).data.list.map((sku) => sku.brandId)).size).toBeGreaterThan(10)
  })

  it('refuses a malformed parameter with a message', async () => {
    expect(await list({ category: '家具' as never })).toMatchObject({ code: 400, msg: '品类无效' })
    expect(await list({ grade: '7新' as never })).toMatchObject({ code: 400, msg: '成色无效' })
    expect(await list({ sort: 'cheapest' as never })).toMatchObject({ code: 400, msg: '排序方式无效' })
    expect(await list({ brandId: 'abc' as never })).toMatchObject({ code: 400, msg: '品牌无效' })
    expect(await list({ minPriceCents: -1 })).toMatchObject({ code: 400, msg: '价格区间无效' })
    expect(await list({ maxPriceCents: 'cheap' as never })).toMatchObject({ code: 400, msg: '价格区间无效' })
    expect(await list({ minPriceCents: 500000, maxPriceCents: 100000 })).toMatchObject({ code: 400, msg: '价格区间无效' })
    // cleared filters arrive empty: no filter
    expect((await list({ keyword: '', brandId: '' as never, category: '' as never, sort: '' as never })).data.total).toBe(skus().length)
    expect((await list({ brandId: 99999 })).data.total).toBe(0)
  })
})

describe('mock product: prices only with PRODUCT_DETAIL_PRICE', () => {
  const watchId = () => skus().find((sku) => sku.brandName === '劳力士' && sku.dealCount > 5)!.id

  it('sends reference prices and deals to an account holding it', async () => {
    for (const token of [undefined, PEER_TOKEN]) {
      const page = await list({ keyword: '劳力士' }, token)
      expect(page.data.list.every((sku) => typeof sku.refPriceCents === 'number')).toBe(true)
      const detail = await mockCall(productApi.skuDetail, { id: watchId() }, token)
      expect(detail.data.priceLocked).toBe(false)
      expect(detail.data.refPriceCents).toBeGreaterThan(0)
      expect(detail.data.deals!.length).toBe(detail.data.dealCount)
    }
  })

  it('sends none to a guest or an account without it, the retail price still', async () => {
    const id = watchId()
    const allowed = await mockCall(productApi.skuDetail, { id })
    demoAccount().permission = []
    for (const token of [undefined, withoutPermission(), '']) {
      const page = await list({ keyword: '劳力士' }, token)
      expect(page.data.total).toBeGreaterThan(0)
      expect(page.data.list.every((sku) => sku.refPriceCents === null && sku.dealCount >= 0)).toBe(true)
      const detail = await mockCall(productApi.skuDetail, { id }, token)
      expect(detail.data).toMatchObject({ refPriceCents: null, deals: null, priceLocked: true, dealCount: allowed.data.dealCount, retailPriceCents: allowed.data.retailPriceCents })
    }
    expect((await list({}, 'mock-token-unknown')).code).toBe(401)
  })

  it('ignores price bounds and price sorts without it, so that they cannot tell the prices', async () => {
    const bounds = { minPriceCents: 10_000_000, maxPriceCents: 30_000_000 }
    const allowed = await all(bounds)
    expect(allowed.length).toBeGreaterThan(0)
    expect(allowed.length).toBeLessThan(skus().length)
    expect(allowed.every((sku) => sku.refPriceCents! >= bounds.minPriceCents && sku.refPriceCents! <= bounds.maxPriceCents)).toBe(true)
    const guest = withoutPermission()
    expect((await list(bounds, guest)).data.total).toBe(skus().length)
    expect((await list(bounds, '')).data.total).toBe(skus().length)
    const defaultIds = (await list({ pageSize: 50 }, guest)).data.list.map((sku) => sku.id)
    expect((await list({ sort: 'priceAsc', pageSize: 50 }, guest)).data.list.map((sku) => sku.id)).toEqual(defaultIds)
    expect((await list({ sort: 'priceDesc', pageSize: 50 }, guest)).data.list.map((sku) => sku.id)).toEqual(defaultIds)
  })
})

describe('mock product: detail', () => {
  afterEach(() => vi.useRealTimers())

  it('answers one SKU with photos, specs and its deals of the last 90 days, newest first', async () => {
    const sku = skus().find((candidate) => candidate.model === 'Birkin' && candidate.dealCount >= 10)!
    const reply = await mockCall(productApi.skuDetail, { id: sku.id })
    expect(reply.code).toBe(200)
    const detail = reply.data
    expect(detail).toMatchObject({ id: sku.id, name: sku.name, brandName: '爱马仕', model: 'Birkin', category: '箱包', refPriceCents: sku.refPriceCents, priceLocked: false })
    expect(detail.photos.length).toBeGreaterThanOrEqual(3)
    expect(detail.photos.length).toBeLessThanOrEqual(6)
    expect(detail.photos[0]).toBe(detail.cover)
    expect(new Set(detail.photos).size).toBe(detail.photos.length)
    expect(detail.specs.map((spec) => spec.label)).toEqual(['尺寸', '材质', '颜色', '五金', '年份'])
    expect(detail.specs[0].value).toMatch(/^(25|30|35)cm$/)
    const times = detail.deals!.map((deal) => Date.parse(deal.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times.every((time) => time <= Date.now() && time > Date.now() - 90 * DAY)).toBe(true)
    for (const deal of detail.deals!) {
      expect(deal.priceCents).toBeGreaterThanOrEqual(sku.refPriceCents * 0.85 - 10000)
      expect(deal.priceCents).toBeLessThanOrEqual(sku.refPriceCents * 1.15 + 10000)
      expect(['拍卖成交', '一口价', '同行调货']).toContain(deal.channel)
      expect(GRADES).toContain(deal.grade)
    }
    // the same SKU answers the same deals
    expect((await mockCall(productApi.skuDetail, { id: sku.id })).data.deals!.map((deal) => deal.priceCents)).toEqual(detail.deals!.map((deal) => deal.priceCents))
  })

  it('prices 全新 highest on average', async () => {
    const byGrade = new Map<string, number[]>()
    for (const sku of skus().filter((candidate) => candidate.brandName === '劳力士')) {
      const detail = await mockCall(productApi.skuDetail, { id: sku.id })
      for (const deal of detail.data.deals!) byGrade.set(deal.grade, [...(byGrade.get(deal.grade) ?? []), deal.priceCents / sku.refPriceCents])
    }
    const mean = (grade: string) => byGrade.get(grade)!.reduce((sum, ratio) => sum + ratio, 0) / byGrade.get(grade)!.length
    expect(mean('全新')).toBeGreaterThan(mean('98新'))
    expect(mean('98新')).toBeGreaterThan(mean('85新'))
  })

  it('dates the deals against the real clock, so they never go stale', async () => {
    const sku = skus().find((candidate) => candidate.dealCount >= 10)!
    const later = Date.now() + 400 * DAY
    vi.useFakeTimers({ toFake: ['Date'], now: later })
    const detail = await mockCall(productApi.skuDetail, { id: sku.id })
    expect(detail.data.deals!.every((deal) => Date.parse(deal.at) <= later && Date.parse(deal.at) > later - 90 * DAY)).toBe(true)
    expect(detail.data.dealCount).toBe(sku.dealCount)
  })

  it('answers 404 for an unknown SKU and 400 for a malformed id', async () => {
    expect(await mockCall(productApi.skuDetail, { id: 1 })).toMatchObject({ code: 404, msg: '商品不存在', data: null })
    expect(await mockCall(productApi.skuDetail, { id: 'abc' as never })).toMatchObject({ code: 400, msg: '商品无效' })
  })
})

describe('mock product: suggestions and hot searches', () => {
  it('suggests matching brands first, then SKU names, ten at most and none twice', async () => {
    expect((await mockCall(productApi.suggest, { keyword: '' })).data).toEqual([])
    expect((await mockCall(productApi.suggest, { keyword: '   ' })).data).toEqual([])
    const chanel = (await mockCall(productApi.suggest, { keyword: 'Chanel' })).data
    expect(chanel).toHaveLength(10)
    expect(chanel[0]).toEqual({ text: '香奈儿', brandId: brandNamed('香奈儿').id })
    expect(chanel.slice(1).every((suggestion) => suggestion.brandId === null && suggestion.text.startsWith('香奈儿 '))).toBe(true)
    const hermes = (await mockCall(productApi.suggest, { keyword: '爱' })).data
    const brandCount = hermes.findIndex((suggestion) => suggestion.brandId === null)
    expect(brandCount).toBeGreaterThan(1)
    expect(hermes.slice(0, brandCount).map((suggestion) => suggestion.text)).toContain('爱马仕')
    expect(hermes.slice(brandCount).every((suggestion) => suggestion.brandId === null)).toBe(true)
    const birkin = (await mockCall(productApi.suggest, { keyword: 'birkin' })).data
    expect(birkin).toHaveLength(10)
    expect(birkin.every((suggestion) => suggestion.brandId === null && suggestion.text.includes('Birkin'))).toBe(true)
    for (const keyword of ['a', 'Chanel', 'birkin', '劳力士 潜航者']) {
      const texts = (await mockCall(productApi.suggest, { keyword })).data.map((suggestion) => suggestion.text)
      expect(texts.length).toBeLessThanOrEqual(10)
      expect(new Set(texts).size).toBe(texts.length)
    }
    expect((await mockCall(productApi.suggest, { keyword: '没有这种商品' })).data).toEqual([])
  })

  it('lists what dealers search most', async () => {
    const reply = await mockCall(productApi.hotSearches, undefined, '')
    expect(reply.code).toBe(200)
    expect(reply.data).toEqual(HOT_SEARCHES)
    expect(reply.data.length).toBeGreaterThanOrEqual(8)
  })
})

describe('mock product: what a SKU leads to', () => {
  it('filters the deals by grade on the server, with the count of every grade; no deals without the permission', async () => {
    const sku = skus().find((candidate) => candidate.dealCount >= 15 && (candidate.gradeMask & 1) !== 0 && (candidate.gradeMask & (1 << 5)) !== 0)!
    const everything = (await mockCall(productApi.deals, { skuId: sku.id })).data
    expect(everything.deals).toHaveLength(sku.dealCount)
    expect(everything.grades.reduce((sum, entry) => sum + entry.count, 0)).toBe(sku.dealCount)
    const fresh = (await mockCall(productApi.deals, { skuId: sku.id, grade: '全新' })).data
    expect(fresh.deals!.length).toBe(everything.grades.find((entry) => entry.grade === '全新')!.count)
    expect(new Set(fresh.deals!.map((deal) => deal.grade))).toEqual(new Set(['全新']))
    // the grade counts stay those of every grade
    expect(fresh.grades).toEqual(everything.grades)
    expect((await mockCall(productApi.deals, { skuId: sku.id, grade: '七成新' as never })).msg).toBe('成色无效')
    expect((await mockCall(productApi.deals, { skuId: sku.id }, withoutPermission())).data.deals).toBeNull()
  })

  it('lists the pieces of a SKU on sale now: auction lots not closed and 捡漏 on sale, with the page of each', async () => {
    const { auctionState } = await import('@mocks/db/auction')
    const lot = Object.values(auctionState().lots).find((candidate) => candidate.status === 'live')!
    const sku = skus().find((candidate) => candidate.name === lot.title && candidate.brandName === lot.brandName)!
    const found = (await mockCall(productApi.onSale, { skuId: sku.id })).data
    const entry = found.find((item) => item.kind === 'auction' && item.id === lot.id)!
    expect(entry).toMatchObject({ statusText: '竞拍中', grade: lot.grade })
    expect(entry.path).toMatch(new RegExp(`^/pages/(product|live)/auction/detail/index\\?id=${lot.id}`))
    expect(found.every((item) => item.priceCents > 0)).toBe(true)
    // ending soonest first
    expect(found.map((item) => item.endsAt)).toEqual([...found.map((item) => item.endsAt)].sort())
    const { jianlouItems } = await import('@mocks/db/jianlou')
    const bargain = jianlouItems()[0]
    const bargainSku = skus().find((candidate) => candidate.name === bargain.title)!
    expect((await mockCall(productApi.onSale, { skuId: bargainSku.id })).data.find((item) => item.kind === 'jianlou')).toMatchObject({
      id: bargain.id,
      priceCents: bargain.priceCents,
      path: `/pages/live/jianlou/detail/index?id=${bargain.id}`,
    })
    // a SKU nothing of is on sale: an empty list
    const titles = new Set([...Object.values(auctionState().lots).map((item) => item.title), ...jianlouItems().map((item) => item.title)])
    const quiet = skus().find((candidate) => !titles.has(candidate.name))!
    expect((await mockCall(productApi.onSale, { skuId: quiet.id })).data).toEqual([])
  })

  it('keeps 收藏 per account on the server; signed out it asks to log in', async () => {
    const sku = skus()[5]
    expect((await mockCall(productApi.skuDetail, { id: sku.id })).data.saved).toBe(false)
    expect((await mockCall(productApi.save, { skuId: sku.id, saved: true })).data).toEqual({ skuId: sku.id, saved: true })
    expect((await mockCall(productApi.skuDetail, { id: sku.id })).data.saved).toBe(true)
    expect(getDb().skuFavourites?.[20001]).toContain(sku.id)
    // another dealer's page does not show it saved
    expect((await mockCall(productApi.skuDetail, { id: sku.id }, PEER_TOKEN)).data.saved).toBe(false)
    expect((await mockCall(productApi.save, { skuId: sku.id, saved: false })).data.saved).toBe(false)
    expect((await mockCall(productApi.skuDetail, { id: sku.id })).data.saved).toBe(false)
    expect((await mockCall(productApi.save, { skuId: sku.id, saved: true }, '')).code).toBe(401)
  })

  it('lists the brands the catalogue holds, each with its own categories (百达翡丽: 腕表, no 箱包)', async () => {
    const brands = (await mockCall(productApi.brandCatalogue, undefined as never)).data
    expect(brands.length).toBe(productCatalogue().countByBrand.size)
    expect(brands.length).toBeLessThan(BRAND_LIST.length)
    for (const entry of brands) expect(entry.skuCount).toBe(productCatalogue().countByBrand.get(entry.brandId))
    const patek = brands.find((entry) => entry.brandId === brandNamed('百达翡丽').id)!
    expect(patek.categories).toEqual(['腕表'])
    const hermes = brands.find((entry) => entry.brandId === brandNamed('爱马仕').id)!
    expect(hermes.categories).toEqual(CATEGORIES.filter((category) => skus().some((sku) => sku.brandId === hermes.brandId && sku.category === category)))
  })

  it('a keyword of signs only (😀😀) names no brand', async () => {
    const { brandMatches } = await import('../../src/core/api/catalogue')
    expect(BRAND_LIST.filter((brand) => brandMatches(brand, '😀😀'))).toEqual([])
    expect(BRAND_LIST.filter((brand) => brandMatches(brand, ' -- '))).toEqual([])
    expect(BRAND_LIST.filter((brand) => brandMatches(brand, 'herm')).map((brand) => brand.name)).toContain('爱马仕')
  })
})
