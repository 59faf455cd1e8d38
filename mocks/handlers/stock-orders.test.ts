// @vitest-environment node
import { DEMO_TOKEN } from '@mocks/db'
import { demoStock, stockItem } from '@test/stock'

const BASE = 'http://127.0.0.1:6003'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes
type Reply = any
const DAY = 24 * 3600 * 1000
const inFuture = (days: number) => new Date(Date.now() + days * DAY).toISOString()

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { userToken: DEMO_TOKEN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  // the answers are read loosely: each test checks the fields it cares about
  return (await response.json()) as { code: number; msg: string; data: Reply }
}

const lockInput = (overrides: Record<string, unknown> = {}) => ({
  itemIds: [100010, 100011],
  buyerName: '赵先生',
  buyerPhone: '138 0013 8000',
  depositCents: 500000,
  expireAt: inFuture(3),
  note: '下周来看货',
  ...overrides,
})

const offlineInput = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { itemId: 100020, priceCents: 12000000 },
    { itemId: 100021, priceCents: 8000000 },
  ],
  buyerName: '钱女士',
  buyerPhone: '13900001111',
  paymentMethod: '微信',
  paidAt: new Date().toISOString(),
  certificates: ['/mock-uploads/1'],
  note: '',
  ...overrides,
})

const deliveryInput = (overrides: Record<string, unknown> = {}) => ({
  itemIds: [100030],
  carrier: '顺丰速运',
  trackingNo: 'sf 1234 5678 90',
  receiverName: '孙先生',
  receiverPhone: '13712345678',
  receiverAddress: '广东省深圳市南山区科技园10号',
  ...overrides,
})

describe('locks', () => {
  it('locks IN_STOCK items and logs each one', async () => {
    const reply = await call('POST', '/stock/locks', lockInput())
    expect(reply.code).toBe(200)
    expect(stockItem(100010).status).toBe('LOCKED')
    expect(stockItem(100011).status).toBe('LOCKED')
    expect(demoStock().logs.filter((entry) => entry.action === 'LOCK' && [100010, 100011].includes(entry.itemId!))).toHaveLength(2)
    const lock = (await call('GET', `/stock/locks/${reply.data.id}`)).data
    expect(lock).toMatchObject({ status: 'ACTIVE', buyerPhone: '13800138000', depositCents: 500000, offlineOrderId: null })
    expect(lock.lockNo).toMatch(/^SD\d{11}$/)
    expect(lock.items.map((entry: { id: number }) => entry.id)).toEqual([100010, 100011])
  })

  it('validates the buyer, phone, deposit and expiry', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ buyerName: '赵' }, '买家姓名应为2-20个字'],
      [{ buyerName: '' }, '请输入买家姓名'],
      [{ buyerPhone: '1234' }, '请输入正确的11位手机号'],
      [{ depositCents: -1 }, '定金格式不正确'],
      [{ depositCents: 10.5 }, '定金格式不正确'],
      [{ expireAt: new Date(Date.now() - 60000).toISOString() }, '到期时间需晚于当前时间'],
      [{ expireAt: inFuture(31) }, '锁单最长30天'],
      [{ itemIds: [] }, '请选择商品'],
    ]
    for (const [overrides, message] of cases) {
      expect(await call('POST', '/stock/locks', lockInput(overrides))).toMatchObject({ code: 400, msg: message })
    }
    expect(stockItem(100010).status).toBe('IN_STOCK')
  })

  it('refuses items that are not in stock', async () => {
    await call('POST', '/stock/locks', lockInput({ itemIds: [100010] }))
    const reply = await call('POST', '/stock/locks', lockInput({ itemIds: [100011, 100010] }))
    expect(reply.code).toBe(409)
    expect(reply.msg).toContain('已锁单')
    expect(stockItem(100011).status).toBe('IN_STOCK')
  })

  it('releases an active lock once', async () => {
    const { id } = (await call('POST', '/stock/locks', lockInput())).data
    expect((await call('POST', `/stock/locks/${id}/release`)).code).toBe(200)
    expect(stockItem(100010).status).toBe('IN_STOCK')
    expect(demoStock().logs[0]).toMatchObject({ action: 'RELEASE' })
    expect(await call('POST', `/stock/locks/${id}/release`)).toMatchObject({ code: 409, msg: '只有锁单中的记录可以释放' })
    expect((await call('GET', `/stock/locks/${id}`)).data.status).toBe('RELEASED')
  })

  it('expires a lock past its time when read, freeing its items', async () => {
    const { id } = (await call('POST', '/stock/locks', lockInput())).data
    demoStock().locks.find((lock) => lock.id === id)!.expireAt = new Date(Date.now() - 1000).toISOString()
    const list = (await call('GET', '/stock/locks?status=EXPIRED&pageSize=50')).data
    expect(list.list.map((lock: { id: number }) => lock.id)).toContain(id)
    expect(stockItem(100010).status).toBe('IN_STOCK')
    expect(stockItem(100011).status).toBe('IN_STOCK')
    expect(demoStock().logs.some((entry) => entry.action === 'RELEASE' && entry.itemId === 100010 && entry.detail.includes('过期'))).toBe(true)
    expect(await call('POST', `/stock/locks/${id}/release`)).toMatchObject({ code: 409 })
  })

  it('lists newest first, filtered by status', async () => {
    const { id } = (await call('POST', '/stock/locks', lockInput())).data
    const all = (await call('GET', '/stock/locks?page=1&pageSize=5')).data
    expect(all.list[0].id).toBe(id)
    expect(all.total).toBe(demoStock().locks.length)
    const released = (await call('GET', '/stock/locks?status=RELEASED')).data
    expect(released.list.every((lock: { status: string }) => lock.status === 'RELEASED')).toBe(true)
    expect(await call('GET', '/stock/locks?status=NOPE')).toMatchObject({ code: 400 })
    expect(await call('GET', '/stock/locks/1')).toMatchObject({ code: 404, msg: '锁单不存在' })
  })
})

describe('offline orders', () => {
  it('sells IN_STOCK items and cancels the sale', async () => {
    const reply = await call('POST', '/stock/offline-orders', offlineInput())
    expect(reply.code).toBe(200)
    expect(stockItem(100020).status).toBe('SOLD')
    expect(stockItem(100021).status).toBe('SOLD')
    const order = (await call('GET', `/stock/offline-orders/${reply.data.id}`)).data
    expect(order).toMatchObject({ status: 'COMPLETED', totalCents: 20000000, paymentMethod: '微信', lockId: null })
    expect(order.orderNo).toMatch(/^XS\d{11}$/)
    expect(demoStock().logs.filter((entry) => entry.action === 'SELL' && [100020, 100021].includes(entry.itemId!))).toHaveLength(2)

    expect((await call('POST', `/stock/offline-orders/${reply.data.id}/cancel`)).code).toBe(200)
    expect(stockItem(100020).status).toBe('IN_STOCK')
    expect(demoStock().logs[0]).toMatchObject({ action: 'CANCEL_SALE' })
    expect(await call('POST', `/stock/offline-orders/${reply.data.id}/cancel`)).toMatchObject({ code: 409, msg: '订单已取消' })
  })

  it('keeps each piece’s cost at the sale: the profit stays when the item is edited later', async () => {
    stockItem(100020).costCents = 9000000
    stockItem(100021).costCents = 6000000
    const { id } = (await call('POST', '/stock/offline-orders', offlineInput())).data
    const sold = (await call('GET', `/stock/offline-orders/${id}`)).data
    expect(sold).toMatchObject({ totalCents: 20000000, costCents: 15000000, profitCents: 5000000 })
    expect(sold.lines.map((line: { costCents: number }) => line.costCents)).toEqual([9000000, 6000000])
    stockItem(100020).costCents = 1
    expect((await call('GET', `/stock/offline-orders/${id}`)).data.profitCents).toBe(5000000)
    // a line with no cost: no profit is known
    demoStock().offlineOrders.find((order) => order.id === id)!.lines[0].costCents = null
    expect((await call('GET', `/stock/offline-orders/${id}`)).data).toMatchObject({ costCents: null, profitCents: null })
  })

  it('validates certificates, payment method and prices', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ certificates: [] }, '请上传付款凭证'],
      [{ certificates: Array.from({ length: 10 }, (_, n) => `/mock-uploads/${n}`) }, '付款凭证最多9张'],
      [{ paymentMethod: '' }, '请选择付款方式'],
      [{ paymentMethod: '比特币' }, '请选择付款方式'],
      [{ lines: [{ itemId: 100020, priceCents: -100 }] }, '成交价格式不正确'],
      [{ lines: [{ itemId: 100020, priceCents: 99.5 }] }, '成交价格式不正确'],
      [{ lines: [] }, '请选择商品'],
      [{ paidAt: inFuture(1) }, '付款时间不能晚于当前时间'],
      [{ buyerPhone: '12345678901' }, '请输入正确的11位手机号'],
    ]
    for (const [overrides, message] of cases) {
      expect(await call('POST', '/stock/offline-orders', offlineInput(overrides))).toMatchObject({ code: 400, msg: message })
    }
    expect(stockItem(100020).status).toBe('IN_STOCK')
  })

  it('sells locked items only through their lock, which becomes SOLD', async () => {
    const { id: lockId } = (await call('POST', '/stock/locks', lockInput())).data
    const lines = [{ itemId: 100010, priceCents: 100 }]
    expect(await call('POST', '/stock/offline-orders', offlineInput({ lines }))).toMatchObject({ code: 409 })
    const reply = await call('POST', '/stock/offline-orders', offlineInput({ lines, lockId }))
    expect(reply.code).toBe(200)
    expect(stockItem(100010).status).toBe('SOLD')
    // the piece the buyer did not take goes back to stock
    expect(stockItem(100011).status).toBe('IN_STOCK')
    const lock = (await call('GET', `/stock/locks/${lockId}`)).data
    expect(lock).toMatchObject({ status: 'SOLD', offlineOrderId: reply.data.id })
    expect((await call('GET', `/stock/offline-orders/${reply.data.id}`)).data.lockId).toBe(lockId)
    expect(await call('POST', '/stock/offline-orders', offlineInput({ lines: [{ itemId: 100011, priceCents: 1 }], lockId }))).toMatchObject({ code: 409 })
  })

  it('refuses to cancel once an item is shipped', async () => {
    const { id } = (await call('POST', '/stock/offline-orders', offlineInput())).data
    expect((await call('POST', '/stock/deliveries', deliveryInput({ itemIds: [100020] }))).code).toBe(200)
    const reply = await call('POST', `/stock/offline-orders/${id}/cancel`)
    expect(reply.code).toBe(409)
    expect(reply.msg).toContain('已出库')
    expect(stockItem(100021).status).toBe('SOLD')
  })

  it('replaces the certificates', async () => {
    const { id } = (await call('POST', '/stock/offline-orders', offlineInput())).data
    expect((await call('PUT', `/stock/offline-orders/${id}/certificates`, { certificates: ['/a.jpg', '/b.jpg'] })).code).toBe(200)
    expect((await call('GET', `/stock/offline-orders/${id}`)).data.certificates).toEqual(['/a.jpg', '/b.jpg'])
    expect(await call('PUT', `/stock/offline-orders/${id}/certificates`, { certificates: [] })).toMatchObject({ code: 400, msg: '请上传付款凭证' })
  })

  it('lists by status and keyword, newest first', async () => {
    const { id } = (await call('POST', '/stock/offline-orders', offlineInput({ buyerName: '独一无二买家' }))).data
    const all = (await call('GET', '/stock/offline-orders')).data
    expect(all.list[0].id).toBe(id)
    const found = (await call('GET', `/stock/offline-orders?keyword=${encodeURIComponent('独一无二')}`)).data
    expect(found.list.map((order: { id: number }) => order.id)).toEqual([id])
    const cancelled = (await call('GET', '/stock/offline-orders?status=CANCELLED')).data
    expect(cancelled.total).toBe(1)
    const byCode = (await call('GET', `/stock/offline-orders?keyword=${stockItem(100020).code}`)).data
    expect(byCode.list[0].id).toBe(id)
    expect(await call('GET', '/stock/offline-orders/1')).toMatchObject({ code: 404, msg: '订单不存在' })
  })
})

describe('deliveries', () => {
  it('ships IN_STOCK and SOLD items, refuses locked ones, signs once', async () => {
    await call('POST', '/stock/offline-orders', offlineInput())
    const reply = await call('POST', '/stock/deliveries', deliveryInput({ itemIds: [100030, 100020] }))
    expect(reply.code).toBe(200)
    expect(stockItem(100030).status).toBe('SHIPPED')
    expect(stockItem(100020).status).toBe('SHIPPED')
    const delivery = (await call('GET', `/stock/deliveries/${reply.data.id}`)).data
    expect(delivery).toMatchObject({ status: 'SHIPPED', trackingNo: 'SF1234567890', signedAt: null })
    expect(delivery.deliveryNo).toMatch(/^CK\d{11}$/)
    expect(demoStock().logs.filter((entry) => entry.action === 'SHIP' && entry.detail.includes('SF1234567890'))).toHaveLength(2)

    expect((await call('POST', `/stock/deliveries/${reply.data.id}/sign`)).code).toBe(200)
    expect((await call('GET', `/stock/deliveries/${reply.data.id}`)).data).toMatchObject({ status: 'SIGNED' })
    expect(await call('POST', `/stock/deliveries/${reply.data.id}/sign`)).toMatchObject({ code: 409 })

    await call('POST', '/stock/locks', lockInput())
    expect(await call('POST', '/stock/deliveries', deliveryInput({ itemIds: [100010] }))).toMatchObject({ code: 409 })
  })

  it('validates carrier, tracking number and receiver', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ carrier: '' }, '请选择快递公司'],
      [{ trackingNo: '12345' }, '快递单号应为8–30位字母或数字'],
      [{ trackingNo: 'SF-123456' }, '快递单号应为8–30位字母或数字'],
      [{ receiverName: '' }, '请输入收货人姓名'],
      [{ receiverPhone: '1' }, '请输入正确的11位手机号'],
      [{ receiverAddress: '深圳' }, '收货地址应为5-100个字'],
    ]
    for (const [overrides, message] of cases) {
      expect(await call('POST', '/stock/deliveries', deliveryInput(overrides))).toMatchObject({ code: 400, msg: message })
    }
    expect(stockItem(100030).status).toBe('IN_STOCK')
  })

  it('lists by status, newest first', async () => {
    const { id } = (await call('POST', '/stock/deliveries', deliveryInput())).data
    expect((await call('GET', '/stock/deliveries')).data.list[0].id).toBe(id)
    const signed = (await call('GET', '/stock/deliveries?status=SIGNED')).data
    expect(signed.list.every((delivery: { status: string }) => delivery.status === 'SIGNED')).toBe(true)
    expect(await call('GET', '/stock/deliveries/1')).toMatchObject({ code: 404 })
  })
})

describe('counts (the lists’ tabs)', () => {
  /** Each status's list total, as the tabs' counts must read. */
  async function totals(path: string, statuses: string[], query = '') {
    const entries = await Promise.all(statuses.map(async (status) => [status, (await call('GET', `${path}?status=${status}&pageSize=1${query}`)).data.total] as const))
    return Object.fromEntries(entries)
  }

  it('locks: one count per status, the lists’ totals; a lock, its release and its expiry move them', async () => {
    const statuses = ['ACTIVE', 'RELEASED', 'EXPIRED', 'SOLD']
    const before = (await call('GET', '/stock/locks/counts')).data
    expect(before).toEqual(await totals('/stock/locks', statuses))
    const { id } = (await call('POST', '/stock/locks', lockInput())).data
    expect((await call('GET', '/stock/locks/counts')).data).toEqual({ ...before, ACTIVE: before.ACTIVE + 1 })
    await call('POST', `/stock/locks/${id}/release`)
    expect((await call('GET', '/stock/locks/counts')).data).toEqual({ ...before, RELEASED: before.RELEASED + 1 })
    const second = (await call('POST', '/stock/locks', lockInput())).data.id
    demoStock().locks.find((lock) => lock.id === second)!.expireAt = new Date(Date.now() - 1000).toISOString()
    expect((await call('GET', '/stock/locks/counts')).data).toEqual({ ...before, RELEASED: before.RELEASED + 1, EXPIRED: before.EXPIRED + 1 })
  })

  it('offline orders: counts per status of the keyword’s matches; a cancel moves one', async () => {
    const statuses = ['COMPLETED', 'CANCELLED']
    const { id } = (await call('POST', '/stock/offline-orders', offlineInput({ buyerName: '钱多多' }))).data
    const before = (await call('GET', '/stock/offline-orders/counts')).data
    expect(before).toEqual(await totals('/stock/offline-orders', statuses))
    expect((await call('GET', `/stock/offline-orders/counts?keyword=${encodeURIComponent('钱多多')}`)).data).toEqual({ COMPLETED: 1, CANCELLED: 0 })
    await call('POST', `/stock/offline-orders/${id}/cancel`)
    expect((await call('GET', '/stock/offline-orders/counts')).data).toEqual({ COMPLETED: before.COMPLETED - 1, CANCELLED: before.CANCELLED + 1 })
    expect((await call('GET', `/stock/offline-orders/counts?keyword=${encodeURIComponent('钱多多')}`)).data).toEqual({ COMPLETED: 0, CANCELLED: 1 })
    expect((await call('GET', `/stock/offline-orders/counts?keyword=nobody`)).data).toEqual({ COMPLETED: 0, CANCELLED: 0 })
  })

  it('deliveries: counts per status; a shipment and its signing move them', async () => {
    const before = (await call('GET', '/stock/deliveries/counts')).data
    expect(before).toEqual(await totals('/stock/deliveries', ['SHIPPED', 'SIGNED']))
    const { id } = (await call('POST', '/stock/deliveries', deliveryInput())).data
    expect((await call('GET', '/stock/deliveries/counts')).data).toEqual({ ...before, SHIPPED: before.SHIPPED + 1 })
    await call('POST', `/stock/deliveries/${id}/sign`)
    expect((await call('GET', '/stock/deliveries/counts')).data).toEqual({ ...before, SIGNED: before.SIGNED + 1 })
  })

  it('are the signed-in shop’s only', async () => {
    const reply = await fetch(`${BASE}/stock/locks/counts`)
    expect(((await reply.json()) as { code: number }).code).toBe(401)
  })
})
