// @vitest-environment node
import { stockApi } from '../src/features/stock/api'
import { getDb, shopStocks } from './db'
import { mockCall } from './lib/call'

const shop = () => shopStocks()[20001]
const DAY = 24 * 3600 * 1000

describe('mock stock: items', () => {
  it('pages 10,000 items from the server with the totals of every match', async () => {
    const first = await mockCall(stockApi.items.list, { page: 1, pageSize: 50 })
    expect(first.code).toBe(200)
    expect(first.data.list).toHaveLength(50)
    expect(first.data.total).toBe(shop().items.filter((item) => item.status !== 'DELETED').length)
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
    const seededOld = shop().items.filter((item) => item.status === 'DELETED' && Date.now() - Date.parse(item.deletedAt!) > 30 * DAY)
    expect(seededOld.length).toBeGreaterThan(0)
    const bin = await mockCall(stockApi.items.recycleBin, { page: 1, pageSize: 100 })
    expect(bin.data.list[0]).toMatchObject({ id: 110000, deleteReason: '手动删除' })
    // The purge ran: nothing older than 30 days is left, in the bin or in the data.
    expect(bin.data.list.every((item) => Date.now() - Date.parse(item.deletedAt) <= 30 * DAY)).toBe(true)
    expect(shop().items.some((item) => seededOld.includes(item))).toBe(false)
    expect((await mockCall(stockApi.items.restore, { ids: [110000] })).data).toEqual({ restored: 1 })
    expect(shop().items.find((item) => item.id === 110000)?.status).toBe('IN_STOCK')
    await mockCall(stockApi.items.remove, { ids: [110000] })
    expect((await mockCall(stockApi.items.purge, { ids: [110000] })).data).toEqual({ purged: 1 })
    expect(shop().items.find((item) => item.id === 110000)).toBeUndefined()
    expect(shop().logs.slice(0, 4).map((entry) => entry.action)).toEqual(['PURGE', 'DELETE', 'RESTORE', 'DELETE'])
  })

  it('refuses to delete a locked item', async () => {
    const locked = shop().items.find((item) => item.status === 'LOCKED')!
    const reply = await mockCall(stockApi.items.remove, { ids: [locked.id] })
    expect(reply.code).toBe(409)
    expect(reply.msg).toContain('已锁单')
  })

  it('answers 402 to an account without a store', async () => {
    delete shopStocks()[20001]
    expect((await mockCall(stockApi.items.list, {})).code).toBe(402)
  })
})
