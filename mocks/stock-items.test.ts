// @vitest-environment node
import { catalogueApi, stockApi, type StockItemInput } from '../src/features/stock/api'
import { getDb, shopStocks } from '@mocks/db'
import { BRANDS } from '@mocks/db/catalogue'
import { SHOP_STOCK_SEEDS, seedShopStock } from '@mocks/db/seed-stock'
import { mockCall } from '@mocks/lib/call'
import { itemOf } from '@mocks/lib/stock'
import { demoStock } from '@test/stock'

const DAY = 24 * 3600 * 1000

describe('mock stock: items', () => {
  it('pages 10,000 items from the server with the totals of every match', async () => {
    const first = await mockCall(stockApi.items.list, { page: 1, pageSize: 50 })
    expect(first.code).toBe(200)
    expect(first.data.list).toHaveLength(50)
    expect(first.data.total).toBe(demoStock().items.filter((item) => item.status !== 'DELETED').length)
    expect(first.data.total).toBeGreaterThan(9900)
    expect(first.data.hasMore).toBe(true)
    const watches = await mockCall(stockApi.items.list, { category: '腕表', minAgeDays: 31, maxAgeDays: 90, sort: 'price-desc', pageSize: 100 })
    const prices = watches.data.list.map((item) => item.peerPriceCents ?? -1)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(watches.data.list.every((item) => item.category === '腕表' && item.ageDays >= 31 && item.ageDays <= 90)).toBe(true)
    expect((await mockCall(stockApi.items.list, { sort: 'cheapest' as never })).msg).toBe('排序方式无效')
  })

  it('refuses an invalid item with the form’s own message', async () => {
    const reply = await mockCall(stockApi.items.create, { title: '无图商品' } as never)
    expect(reply).toMatchObject({ code: 400, msg: '请输入品牌' })
  })

  it('sends peer prices only to an account holding PRODUCT_DETAIL_PRICE', async () => {
    const allowed = await mockCall(stockApi.items.peerPrices, { id: 110000 })
    expect(allowed.data.every((peer) => typeof peer.priceCents === 'number')).toBe(true)
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    const refused = await mockCall(stockApi.items.peerPrices, { id: 110000 })
    expect(refused.data.every((peer) => peer.priceCents === null)).toBe(true)
  })

  it('moves deleted items to the bin, restores them, and purges them after 30 days', async () => {
    const deleted = await mockCall(stockApi.items.remove, { ids: [110000] })
    expect(deleted.data).toEqual({ deleted: 1 })
    expect((await mockCall(stockApi.items.detail, { id: 110000 })).code).toBe(404)
    const seededOld = demoStock().items.filter((item) => item.status === 'DELETED' && Date.now() - Date.parse(item.deletedAt!) > 30 * DAY)
    expect(seededOld.length).toBeGreaterThan(0)
    const bin = await mockCall(stockApi.items.recycleBin, { page: 1, pageSize: 100 })
    expect(bin.data.list[0]).toMatchObject({ id: 110000, deleteReason: '手动删除' })
    // The purge ran: nothing older than 30 days is left, in the bin or in the data.
    expect(bin.data.list.every((item) => Date.now() - Date.parse(item.deletedAt) <= 30 * DAY)).toBe(true)
    expect(demoStock().items.some((item) => seededOld.includes(item))).toBe(false)
    expect((await mockCall(stockApi.items.restore, { ids: [110000] })).data).toEqual({ restored: 1 })
    expect(demoStock().items.find((item) => item.id === 110000)?.status).toBe('IN_STOCK')
    await mockCall(stockApi.items.remove, { ids: [110000] })
    expect((await mockCall(stockApi.items.purge, { ids: [110000] })).data).toEqual({ purged: 1 })
    expect(demoStock().items.find((item) => item.id === 110000)).toBeUndefined()
    expect(
      demoStock()
        .logs.slice(0, 4)
        .map((entry) => entry.action),
    ).toEqual(['PURGE', 'DELETE', 'RESTORE', 'DELETE'])
  })

  it('refuses to delete a locked item', async () => {
    const locked = demoStock().items.find((item) => item.status === 'LOCKED')!
    const reply = await mockCall(stockApi.items.remove, { ids: [locked.id] })
    expect(reply.code).toBe(409)
    expect(reply.msg).toContain('已锁单')
  })

  it('finds pieces by colour, material, hardware and serial too', async () => {
    const piece = demoStock().items.find((item) => item.status === 'IN_STOCK' && item.serial)!
    const bySerial = await mockCall(stockApi.items.list, { keyword: piece.serial.toLowerCase() })
    expect(bySerial.data.list.map((item) => item.id)).toEqual([piece.id])
    const byColour = await mockCall(stockApi.items.list, { keyword: '大象灰', pageSize: 100 })
    expect(byColour.data.total).toBeGreaterThan(0)
    expect(byColour.data.list.every((item) => item.colour === '大象灰' || `${item.title}${item.model}`.includes('大象灰'))).toBe(true)
    const byHardware = await mockCall(stockApi.items.list, { keyword: '钯金扣', pageSize: 100 })
    expect(byHardware.data.list.every((item) => item.hardware === '钯金扣')).toBe(true)
  })

  it('answers 402 to an account without a store', async () => {
    delete shopStocks()[20001]
    expect((await mockCall(stockApi.items.list, {})).code).toBe(402)
  })
})

describe('mock stock: the brand list', () => {
  it('serves about 300 brands A–Z with 16 hot ones, the seeded stock’s twelve among them, to anyone', async () => {
    const reply = await mockCall(catalogueApi.brands, {}, '')
    expect(reply.code).toBe(200)
    const brands = reply.data
    expect(brands.length).toBeGreaterThanOrEqual(280)
    expect(brands.filter((brand) => brand.hot)).toHaveLength(16)
    expect(brands.map((brand) => brand.name)).toEqual(expect.arrayContaining(BRANDS))
    const initials = brands.map((brand) => brand.initial)
    expect(initials).toEqual([...initials].sort((a, b) => (a === '#' ? 1 : 0) - (b === '#' ? 1 : 0) || a.localeCompare(b)))
    expect(brands.find((brand) => brand.name === '爱马仕')).toMatchObject({ nameEn: 'Hermès', initial: 'H', category: '箱包', hot: true })
    expect(new Set(brands.map((brand) => brand.id)).size).toBe(brands.length)
  })

  it('matches a keyword in Chinese or English, accents and spaces ignored', async () => {
    const names = async (keyword: string) => (await mockCall(catalogueApi.brands, { keyword })).data.map((brand) => brand.name)
    expect(await names('hermes')).toEqual(['爱马仕'])
    expect(await names('Van Cleef')).toEqual(['梵克雅宝'])
    expect(await names('vancleef')).toEqual(['梵克雅宝'])
    expect(await names('劳力')).toEqual(['劳力士'])
    expect(await names('没有这个牌子')).toEqual([])
  })

  it('lists the brands the shop holds for its filters, A–Z', async () => {
    const reply = await mockCall(stockApi.items.brands, undefined as never)
    expect(reply.data.map((brand) => brand.name).sort()).toEqual([...BRANDS].sort())
    expect(reply.data[0]).toEqual({ name: '宝格丽', initial: 'B' })
  })
})

describe('mock stock: luxury fields', () => {
  it('seeds what tells pieces apart, fitting each category, the same on every seed', () => {
    const items = demoStock().items
    const bags = items.filter((item) => item.category === '箱包')
    const watches = items.filter((item) => item.category === '腕表')
    expect(bags.every((item) => item.hardware && item.material && item.colour)).toBe(true)
    expect(watches.every((item) => item.hardware === '' && /mm$/.test(item.size))).toBe(true)
    // the size the model names
    expect(items.filter((item) => item.model === 'Kelly 28').every((item) => item.size === '28cm')).toBe(true)
    expect(items.filter((item) => item.brand === '爱马仕').every((item) => /^[A-Z]刻（20\d\d）$/.test(item.stamp))).toBe(true)
    expect(items.filter((item) => item.warrantyDate).every((item) => item.accessories.includes('保卡'))).toBe(true)
    const consigned = items.filter((item) => item.consignor)
    expect(consigned.length).toBeGreaterThan(100)
    expect(consigned.every((item) => item.supplier === '个人寄卖' && item.commission !== null)).toBe(true)
    expect(items.filter((item) => !item.consignor).every((item) => item.commission === null)).toBe(true)
    // deterministic: the same seed gives the same pieces
    const fields = (stock: ReturnType<typeof seedShopStock>) =>
      stock.items.map(({ hardware, stamp, serial, warrantyDate, consignor, commission, size }) => ({ hardware, stamp, serial, warrantyDate, consignor, commission, size }))
    const now = Date.parse('2026-11-20T12:00:00+08:00')
    expect(fields(seedShopStock(SHOP_STOCK_SEEDS.enterprise, now))).toEqual(fields(seedShopStock(SHOP_STOCK_SEEDS.enterprise, now)))
  })

  it('keeps the fields a dealer records, and refuses what does not fit', async () => {
    const base = itemOf(demoStock().items.find((item) => item.status === 'IN_STOCK')!)
    const input = (changes: Partial<StockItemInput>): StockItemInput => ({ ...base, code: '', ...changes })
    const created = await mockCall(
      stockApi.items.create,
      input({ stamp: 'Z刻（2021）', serial: 'AB-1234 56', warrantyDate: '2021-05-01', consignor: '林女士', commission: { unit: 'PERCENT', value: 12.5 }, location: '仓库C区' }),
    )
    expect(created.code).toBe(200)
    expect((await mockCall(stockApi.items.detail, { id: created.data.id })).data).toMatchObject({
      stamp: 'Z刻（2021）',
      serial: 'AB-1234 56',
      warrantyDate: '2021-05-01',
      consignor: '林女士',
      commission: { unit: 'PERCENT', value: 12.5 },
      location: '仓库C区',
    })
    const refusals: [Partial<StockItemInput>, string][] = [
      [{ consignor: '', commission: { unit: 'CENTS', value: 100000 } }, '填写寄卖人后才能设置佣金'],
      [{ consignor: '林女士', commission: null }, '请输入佣金'],
      [{ consignor: '林女士', commission: { unit: 'PERCENT', value: 120 } }, '佣金比例应为0-100，最多两位小数'],
      [{ consignor: '林女士', commission: { unit: 'CENTS', value: 10.5 } }, '佣金格式不正确'],
      [{ warrantyDate: '2999-01-01' }, '保卡日期不能晚于今天'],
      [{ warrantyDate: '2021-13-45' }, '保卡日期格式不正确'],
      [{ serial: '序列号' }, '编号应为30位以内的字母、数字、空格、/或-'],
      [{ hardware: '金'.repeat(21) }, '五金不能超过20个字'],
      [{ location: '' }, '请选择库位'],
      [{ location: '库'.repeat(13) }, '库位不能超过12个字'],
    ]
    for (const [changes, message] of refusals) expect(await mockCall(stockApi.items.create, input(changes))).toMatchObject({ code: 400, msg: message })
  })
})

describe('mock stock: batch price and location', () => {
  const held = () =>
    demoStock()
      .items.filter((item) => item.status === 'IN_STOCK')
      .slice(-2)

  it('sets the prices given on every item, leaving the other', async () => {
    const [a, b] = held()
    const retail = a.retailCents
    expect((await mockCall(stockApi.items.setPrices, { ids: [a.id, b.id], peerPriceCents: 1234500 })).data).toEqual({ updated: 2 })
    expect([a.peerPriceCents, b.peerPriceCents, a.retailCents]).toEqual([1234500, 1234500, retail])
    expect((await mockCall(stockApi.items.setPrices, { ids: [a.id], retailCents: 0 })).data).toEqual({ updated: 1 })
    expect(a.retailCents).toBe(0)
    expect(demoStock().logs[0]).toMatchObject({ action: 'UPDATE', itemId: a.id, detail: '批量改价：零售价 ¥0' })
  })

  it('refuses no price, a wrong amount, no items and items no longer held', async () => {
    const [a] = held()
    expect(await mockCall(stockApi.items.setPrices, { ids: [a.id] })).toMatchObject({ code: 400, msg: '请输入同行价或零售价' })
    expect(await mockCall(stockApi.items.setPrices, { ids: [a.id], peerPriceCents: -1 })).toMatchObject({ code: 400, msg: '同行价格式不正确' })
    expect(await mockCall(stockApi.items.setPrices, { ids: [a.id], retailCents: 1e12 })).toMatchObject({ code: 400, msg: '零售价不能超过¥100,000,000' })
    expect(await mockCall(stockApi.items.setPrices, { ids: [], peerPriceCents: 100 })).toMatchObject({ code: 400, msg: '请选择商品' })
    a.status = 'SOLD'
    expect(await mockCall(stockApi.items.setPrices, { ids: [a.id], peerPriceCents: 100 })).toMatchObject({ code: 409 })
    expect(a.peerPriceCents).not.toBe(100)
  })

  it('moves items to a location, usual or typed, and logs where from', async () => {
    const [a, b] = held()
    const from = a.location
    expect((await mockCall(stockApi.items.move, { ids: [a.id, b.id], location: ' 仓库C区 ' })).data).toEqual({ updated: 2 })
    expect([a.location, b.location]).toEqual(['仓库C区', '仓库C区'])
    expect(demoStock().logs.some((entry) => entry.itemId === a.id && entry.detail === `移库位：${from} → 仓库C区`)).toBe(true)
    expect(await mockCall(stockApi.items.move, { ids: [a.id], location: '' })).toMatchObject({ code: 400, msg: '请选择库位' })
    expect(await mockCall(stockApi.items.move, { ids: [a.id], location: '库'.repeat(13) })).toMatchObject({ code: 400, msg: '库位不能超过12个字' })
    b.status = 'DELETED'
    expect(await mockCall(stockApi.items.move, { ids: [a.id, b.id], location: '柜台' })).toMatchObject({ code: 404 })
    expect(a.location).toBe('仓库C区')
  })
})
