// @vitest-environment node
import { DEMO_TOKEN, getDb, shopStocks } from '@mocks/db'
import { FLIT_PLATFORMS, flitCatalogues } from '@mocks/db/seed-flit'
import { FLIT_ITEM_MS } from '@mocks/handlers/stock-shop'
import { isOnShelf } from '@mocks/lib/stock'
import { demoStock } from '@test/stock'

const BASE = 'http://127.0.0.1:6003'

async function call(path: string, { method = 'GET', body, token = DEMO_TOKEN }: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.userToken = token
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return response.json()
}

describe('showcase', () => {
  it("answers the signed-in shop's header and its shared items, newest first, without cost or peer price", async () => {
    const shared = demoStock().items.filter((item) => item.shared && isOnShelf(item))
    const header = await call('/stock/showcase')
    expect(header).toMatchObject({ code: 200, data: { accountId: 20001, name: '臻品名包汇', sharedCount: shared.length } })
    expect(header.data.intro).toContain('华强北')

    const page = await call('/stock/showcase/items?page=1&pageSize=20')
    expect(page.data).toMatchObject({ total: shared.length, hasMore: true })
    expect(page.data.list).toHaveLength(20)
    for (const item of page.data.list) expect(Object.keys(item).sort()).toEqual(['grade', 'id', 'photo', 'retailCents', 'title'])
    const days = page.data.list.map((item: { id: number }) => demoStock().items.find((record) => record.id === item.id)!.stockInDate)
    expect([...days].sort().reverse()).toEqual(days)
  })

  it('is public with an accountId: no session needed', async () => {
    const header = await call('/stock/showcase?accountId=20002', { token: '' })
    expect(header).toMatchObject({ code: 200, data: { accountId: 20002, name: '臻品供应链（深圳）有限公司' } })
    const page = await call('/stock/showcase/items?accountId=20001&page=1&pageSize=5', { token: '' })
    expect(page.code).toBe(200)
    expect(page.data.list).toHaveLength(5)
  })

  it('leaves out items not shared, sold or deleted', async () => {
    for (const item of demoStock().items) item.shared = false
    // Pieces out with a consignment or a recycling buyer are never offered (one channel per piece).
    const items = demoStock().items.filter(isOnShelf)
    items[0].shared = true
    items[1].shared = true
    items[1].status = 'SOLD'
    items[2].shared = true
    items[2].status = 'DELETED'
    items[3].shared = true
    items[3].status = 'LOCKED'
    const page = await call('/stock/showcase/items?accountId=20001&page=1&pageSize=20', { token: '' })
    expect(page.data.list.map((item: { id: number }) => item.id).sort()).toEqual([items[0].id, items[3].id].sort())
    expect((await call('/stock/showcase?accountId=20001', { token: '' })).data.sharedCount).toBe(2)
  })

  it('answers a shared item, shown in the showcase or not, its peer price only to the shop or with PRODUCT_DETAIL_PRICE', async () => {
    const item = demoStock().items.find((candidate) => !candidate.shared && isOnShelf(candidate) && candidate.peerPriceCents !== null)!
    const fields = { id: item.id, title: item.title, grade: item.grade, photo: item.photos[0], retailCents: item.retailCents }
    // signed out: public fields only
    const publicReply = await call(`/stock/showcase/items/${item.id}?accountId=20001`, { token: '' })
    expect(publicReply).toMatchObject({ code: 200, data: { ...fields, peerPriceCents: null } })
    expect(Object.keys(publicReply.data).sort()).toEqual(['grade', 'id', 'peerPriceCents', 'photo', 'retailCents', 'title'])
    // the shop itself, with or without accountId
    expect((await call(`/stock/showcase/items/${item.id}`)).data).toMatchObject({ ...fields, peerPriceCents: item.peerPriceCents })
    // a peer with PRODUCT_DETAIL_PRICE (the demo shop looking at the enterprise's item)
    const other = shopStocks()[20002].items.find((candidate) => isOnShelf(candidate) && candidate.peerPriceCents !== null)!
    expect((await call(`/stock/showcase/items/${other.id}?accountId=20002`)).data).toMatchObject({ id: other.id, peerPriceCents: other.peerPriceCents })
    // a peer without it
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    expect((await call(`/stock/showcase/items/${other.id}?accountId=20002`)).data).toMatchObject({ id: other.id, peerPriceCents: null })
    expect((await call(`/stock/showcase/items/${item.id}?accountId=20001`)).data).toMatchObject({ peerPriceCents: item.peerPriceCents })
    // a stale or foreign token is a signed-out visitor
    expect((await call(`/stock/showcase/items/${item.id}?accountId=20001`, { token: 'no-such-token' })).data).toMatchObject({ peerPriceCents: null })
  })

  it('answers 404 for a shared item sold, deleted or of another shop', async () => {
    const [sold, deleted] = demoStock().items.filter((candidate) => candidate.status === 'IN_STOCK')
    sold.status = 'SOLD'
    deleted.status = 'DELETED'
    const other = shopStocks()[20002].items[0]
    for (const path of [`${sold.id}?accountId=20001`, `${deleted.id}?accountId=20001`, `${other.id}?accountId=20001`, 'abc?accountId=20001']) {
      expect(await call(`/stock/showcase/items/${path}`, { token: '' })).toEqual({ code: 404, msg: '商品已售出或已下架', data: null })
    }
    expect(await call(`/stock/showcase/items/${sold.id}?accountId=99999`, { token: '' })).toMatchObject({ code: 404, msg: '店铺不存在' })
    // Without the shop, signed out (a shared detail link on the stock host): the holding shop's item, or 404.
    expect(await call(`/stock/showcase/items/${sold.id}`, { token: '' })).toMatchObject({ code: 404, msg: '商品已售出或已下架' })
    expect(await call(`/stock/showcase/items/${other.id}`, { token: '' })).toMatchObject({ code: 200, data: { id: other.id, peerPriceCents: null } })
  })

  it('answers 404 for an unknown shop and 401 without a session or accountId', async () => {
    expect(await call('/stock/showcase?accountId=99999', { token: '' })).toEqual({ code: 404, msg: '店铺不存在', data: null })
    expect(await call('/stock/showcase/items?accountId=abc', { token: '' })).toMatchObject({ code: 404, msg: '店铺不存在' })
    expect(await call('/stock/showcase', { token: '' })).toMatchObject({ code: 401 })
  })
})

describe('move-in (flit)', () => {
  afterEach(() => vi.useRealTimers())

  it('seeds the same catalogues per account on every call', () => {
    expect(JSON.stringify(flitCatalogues(20001, 'A'))).toBe(JSON.stringify(flitCatalogues(20001, 'A')))
    expect(JSON.stringify(flitCatalogues(20001, 'A'))).not.toBe(JSON.stringify(flitCatalogues(20002, 'A')))
    expect(flitCatalogues(20001, 'A').map((catalogue) => catalogue.listings.length)).toEqual([60, 45, 30, 24])
  })

  it('lists the platforms with their store, item and imported counts', async () => {
    const reply = await call('/stock/flit/platforms')
    expect(reply.data).toEqual([
      { id: 'xianyu', name: '闲鱼', storeName: '臻品名包汇的闲鱼小店', itemCount: 60, importedCount: 3 },
      { id: 'hongbulin', name: '红布林', storeName: '臻品名包汇的红布林小店', itemCount: 45, importedCount: 1 },
      { id: 'xiaohongshu', name: '小红书', storeName: '臻品名包汇的小红书小店', itemCount: 30, importedCount: 0 },
      { id: 'dewu', name: '得物', storeName: '臻品名包汇的得物小店', itemCount: 24, importedCount: 0 },
    ])
    expect(FLIT_PLATFORMS).toHaveLength(4)
  })

  it("pages a platform's listings, marking those already imported", async () => {
    const first = await call('/stock/flit/platforms/xianyu/items?page=1&pageSize=20')
    expect(first.data).toMatchObject({ total: 60, hasMore: true })
    expect(first.data.list.slice(0, 4).map((item: { externalId: string; imported: boolean }) => [item.externalId, item.imported])).toEqual([
      ['xianyu-1001', true],
      ['xianyu-1002', true],
      ['xianyu-1003', true],
      ['xianyu-1004', false],
    ])
    expect(first.data.list[0]).toMatchObject({ title: expect.any(String), brand: expect.any(String), grade: expect.any(String), priceCents: expect.any(Number) })
    expect(await call('/stock/flit/platforms/taobao/items')).toMatchObject({ code: 404, msg: '平台不存在' })
  })

  it('validates an import', async () => {
    expect(await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'xianyu', externalIds: [] } })).toMatchObject({ code: 400, msg: '请选择要导入的商品' })
    expect(await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'taobao', externalIds: ['x'] } })).toMatchObject({ code: 404, msg: '平台不存在' })
    expect(await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'xianyu', externalIds: ['dewu-4001'] } })).toMatchObject({
      code: 400,
      msg: '商品 dewu-4001 不在闲鱼店铺中',
    })
    expect(await call('/stock/flit/imports/12345')).toMatchObject({ code: 404, msg: '导入任务不存在' })
    expect(await call('/stock/flit/platforms', { token: '' })).toMatchObject({ code: 401 })
  })

  it('imports over time, skipping listings already imported, and creates the stock items', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T10:00:00+08:00'))
    const before = demoStock().items.length
    const logsBefore = demoStock().logs.length
    const ids = ['xianyu-1002', 'xianyu-1004', 'xianyu-1005', 'xianyu-1006', 'xianyu-1007']
    const started = await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'xianyu', externalIds: ids } })
    expect(started.data).toMatchObject({ platformId: 'xianyu', total: 5, skipped: 1, imported: 1, done: 2, status: 'RUNNING' })
    const id = started.data.id

    vi.setSystemTime(Date.now() + FLIT_ITEM_MS * 2)
    expect((await call(`/stock/flit/imports/${id}`)).data).toMatchObject({ done: 4, imported: 3, status: 'RUNNING' })
    expect(demoStock().items.length).toBe(before + 3)

    vi.setSystemTime(Date.now() + FLIT_ITEM_MS * 10)
    expect((await call(`/stock/flit/imports/${id}`)).data).toMatchObject({ total: 5, done: 5, imported: 4, skipped: 1, status: 'DONE' })
    expect(demoStock().items.length).toBe(before + 4)
    expect(demoStock().flit.importedIds).toEqual(expect.arrayContaining(ids))

    const listing = flitCatalogues(20001, '臻品名包汇')[0].listings.find((candidate) => candidate.externalId === 'xianyu-1004')!
    const item = demoStock().items.find((candidate) => candidate.note.includes('xianyu-1004'))!
    expect(item).toMatchObject({
      title: listing.title,
      brand: listing.brand,
      grade: listing.grade,
      status: 'IN_STOCK',
      location: '仓库A区',
      stockInDate: '2026-11-21',
      photos: listing.photos,
      peerPriceCents: listing.priceCents,
      costCents: Math.round((listing.priceCents * 0.8) / 100) * 100,
      retailCents: Math.round((listing.priceCents * 1.15) / 100) * 100,
      code: `ZP${item.id}`,
    })
    expect(demoStock().items.filter((candidate) => candidate.note.includes('xianyu-1002'))).toHaveLength(0)
    expect(demoStock().logs.length).toBe(logsBefore + 4)
    expect(demoStock().logs[0]).toMatchObject({ action: 'IMPORT', detail: '从闲鱼搬家导入', operator: expect.any(String) })

    // Reading again creates nothing twice; the platform counts include them.
    await call(`/stock/flit/imports/${id}`)
    expect(demoStock().items.length).toBe(before + 4)
    const platforms = await call('/stock/flit/platforms')
    expect(platforms.data[0].importedCount).toBe(7)

    // Importing the same listings again skips every one: done at once.
    const again = await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'xianyu', externalIds: ids } })
    expect(again.data).toMatchObject({ total: 5, done: 5, imported: 0, skipped: 5, status: 'DONE' })
  })

  it('does not import a listing twice when two imports overlap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const first = await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'dewu', externalIds: ['dewu-4001', 'dewu-4002', 'dewu-4003'] } })
    const second = await call('/stock/flit/imports', { method: 'POST', body: { platformId: 'dewu', externalIds: ['dewu-4003', 'dewu-4004'] } })
    expect(second.data).toMatchObject({ total: 2, skipped: 1 })
    vi.setSystemTime(Date.now() + 5000)
    expect((await call(`/stock/flit/imports/${first.data.id}`)).data).toMatchObject({ imported: 3, status: 'DONE' })
    expect((await call(`/stock/flit/imports/${second.data.id}`)).data).toMatchObject({ imported: 1, status: 'DONE' })
    expect(demoStock().items.filter((item) => item.supplier === '得物搬家')).toHaveLength(4)
  })
})
