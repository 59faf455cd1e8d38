// @vitest-environment node
import { checkWarningRule } from '../../src/features/stock/warning/warning-rules'
import { DEMO_TOKEN, shopStocks } from '@mocks/db'
import { isOnShelf } from '@mocks/lib/stock'
import { demoStock, stockItem } from '@test/stock'

const BASE = 'http://127.0.0.1:6003'

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { userToken: DEMO_TOKEN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: never }
}

async function createWindowTask(name = '橱窗盘点') {
  const reply = await call('POST', '/stock/check-tasks', { name, scopeType: 'location', scopeValue: '门店橱窗' })
  expect(reply.code).toBe(200)
  return (reply.data as { id: number }).id
}

describe('stock-taking tasks', () => {
  it('lists the seeded task and creates one over a location with the held items in scope', async () => {
    const list = await call('GET', '/stock/check-tasks?page=1&pageSize=20')
    const seeded = demoStock().checkTasks[0]
    expect(list.data).toMatchObject({ total: 1, list: [{ id: 193001, name: '保险柜月度盘点', status: 'CLOSED', total: seeded.itemIds.length, found: seeded.itemIds.length - 2 }] })
    const id = await createWindowTask()
    expect(demoStock().checkTasks[0]).toMatchObject({ id, status: 'RUNNING', itemIds: [109998, 109999, 110000], found: {} })
    const task = await call('GET', `/stock/check-tasks/${id}`)
    expect(task.data).toMatchObject({ id, name: '橱窗盘点', scopeType: 'location', scopeValue: '门店橱窗', status: 'RUNNING', total: 3, found: 0, finishedAt: null })
    expect((await call('GET', '/stock/check-tasks')).data).toMatchObject({ total: 2, list: [{ id }, {}] })
    expect(demoStock().logs[0]).toMatchObject({ action: 'CHECK', itemId: null })
  })

  it('seeds a closed task over the 保险柜 pieces held then, all found but two confirmed lost into the bin', async () => {
    const task = demoStock().checkTasks[0]
    const createdAt = Date.parse(task.createdAt)
    const finishedAt = Date.parse(task.finishedAt!)
    const scope = task.itemIds.map((id) => stockItem(id))
    expect(scope.length).toBeGreaterThan(1000)
    expect(scope.every((entry) => entry.location === '保险柜' && Date.parse(`${entry.stockInDate}T00:00:00+08:00`) < createdAt)).toBe(true)
    // the task was finished in the past, recently enough for its losses to be in the bin still
    expect(createdAt).toBeLessThan(finishedAt)
    expect(Date.now() - finishedAt).toBeLessThan(29 * 86_400_000)
    expect(Object.values(task.found).every((at) => Date.parse(at) > createdAt && Date.parse(at) < finishedAt)).toBe(true)

    const losses = (await call('GET', '/stock/check-tasks/193001/losses')).data as { id: number; code: string; status: string }[]
    expect(losses.map((entry) => entry.code)).toEqual(['ZP03873', 'ZP08135'])
    expect(losses.every((entry) => entry.status === 'DELETED' && !task.found[entry.id])).toBe(true)
    for (const { id } of losses) {
      const deletedAt = Date.parse(stockItem(id).deletedAt!)
      expect(stockItem(id)).toMatchObject({ deleteReason: '盘亏' })
      expect(deletedAt).toBeGreaterThan(finishedAt)
      expect(deletedAt - finishedAt).toBeLessThan(86_400_000)
    }
    const bin = (await call('GET', '/stock/recycle-bin?page=1&pageSize=50')).data as { list: { id: number; deleteReason: string }[] }
    expect(
      bin.list
        .filter((entry) => entry.deleteReason === '盘亏')
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(losses.map((entry) => entry.id).sort())
    const logs = demoStock().logs.filter((entry) => entry.detail.includes('保险柜月度盘点'))
    expect(logs.map((entry) => entry.action)).toEqual(['LOSS', 'LOSS', 'CHECK', 'CHECK'])
    expect(logs[2].detail).toBe(`完成盘点「保险柜月度盘点」：共${scope.length}件，已盘${scope.length - 2}件，盘亏2件`)
    expect(await call('POST', '/stock/check-tasks/193001/confirm-loss')).toMatchObject({ code: 409, msg: '盘亏已确认' })
  })

  it('counts items of a category and of the whole stock, those on the shelf only (not out with a consignment or recycling)', async () => {
    const all = (await call('POST', '/stock/check-tasks', { name: '全店盘点', scopeType: 'all', scopeValue: '柜台' })).data as { id: number }
    const held = demoStock().items.filter(isOnShelf)
    expect((await call('GET', `/stock/check-tasks/${all.id}`)).data).toMatchObject({ scopeValue: '', total: held.length })
    const watches = (await call('POST', '/stock/check-tasks', { name: '腕表盘点', scopeType: 'category', scopeValue: '腕表' })).data as { id: number }
    expect((await call('GET', `/stock/check-tasks/${watches.id}`)).data).toMatchObject({ total: held.filter((candidate) => candidate.category === '腕表').length })
  })

  it('validates the name and the scope, and refuses a scope without held items', async () => {
    expect(await call('POST', '/stock/check-tasks', { name: '盘', scopeType: 'all', scopeValue: '' })).toMatchObject({ code: 400, msg: '盘点名称应为2-30个字' })
    expect(await call('POST', '/stock/check-tasks', { name: '', scopeType: 'all' })).toMatchObject({ code: 400, msg: '请输入盘点名称' })
    expect(await call('POST', '/stock/check-tasks', { name: '盘点'.repeat(16), scopeType: 'all' })).toMatchObject({ code: 400, msg: '盘点名称应为2-30个字' })
    expect(await call('POST', '/stock/check-tasks', { name: '月度盘点', scopeType: 'shelf', scopeValue: '' })).toMatchObject({ code: 400, msg: '请选择盘点范围' })
    expect(await call('POST', '/stock/check-tasks', { name: '月度盘点', scopeType: 'category', scopeValue: '家具' })).toMatchObject({ code: 400, msg: '请选择品类' })
    expect(await call('POST', '/stock/check-tasks', { name: '月度盘点', scopeType: 'location', scopeValue: '' })).toMatchObject({ code: 400, msg: '请选择库位' })
    expect(await call('POST', '/stock/check-tasks', { name: '鞋履盘点', scopeType: 'category', scopeValue: '鞋履' })).toMatchObject({ code: 409, msg: '范围内没有在库商品' })
    expect(await call('GET', '/stock/check-tasks/1')).toMatchObject({ code: 404, msg: '盘点任务不存在' })
    expect(await call('GET', '/stock/check-tasks?page=0')).toMatchObject({ code: 400, msg: '分页参数错误' })
  })

  it('marks by id and by code (any case), idempotently, and pages pending and found', async () => {
    const id = await createWindowTask()
    const byId = await call('POST', `/stock/check-tasks/${id}/mark`, { itemId: 109998 })
    expect(byId.data).toMatchObject({ id: 109998, code: 'ZP09998', found: true, alreadyFound: false })
    const foundAt = (byId.data as { foundAt: string }).foundAt
    expect((await call('POST', `/stock/check-tasks/${id}/mark`, { itemId: 109998 })).data).toMatchObject({ found: true, foundAt, alreadyFound: true })
    expect((await call('POST', `/stock/check-tasks/${id}/mark`, { code: ' zp09999 ' })).data).toMatchObject({ id: 109999, found: true, alreadyFound: false })
    // a second scan of the same code, however soon: the server says it was counted already
    expect((await call('POST', `/stock/check-tasks/${id}/mark`, { code: 'ZP09999' })).data).toMatchObject({ id: 109999, alreadyFound: true })
    expect(await call('POST', `/stock/check-tasks/${id}/mark`, { code: 'ZP00001' })).toMatchObject({ code: 404, msg: '编码 ZP00001 不在本次盘点范围内' })
    expect(await call('POST', `/stock/check-tasks/${id}/mark`, { code: '' })).toMatchObject({ code: 400, msg: '请输入商品编码' })
    expect(await call('POST', `/stock/check-tasks/${id}/mark`, { itemId: 100001 })).toMatchObject({ code: 404 })
    const pending = await call('GET', `/stock/check-tasks/${id}/items?state=pending&page=1&pageSize=20`)
    expect(pending.data).toMatchObject({ total: 1, list: [{ id: 110000, found: false, foundAt: null }] })
    const found = await call('GET', `/stock/check-tasks/${id}/items?state=found`)
    expect((found.data as { list: { id: number }[] }).list.map((entry) => entry.id).sort()).toEqual([109998, 109999])
    expect((await call('GET', `/stock/check-tasks/${id}/items`)).data).toMatchObject({ total: 3 })
    expect(await call('GET', `/stock/check-tasks/${id}/items?state=lost`)).toMatchObject({ code: 400 })
    expect((await call('GET', `/stock/check-tasks/${id}`)).data).toMatchObject({ total: 3, found: 2 })
  })

  it('finishes with the losses, confirms them into the recycle bin (盘亏) and closes', async () => {
    const id = await createWindowTask()
    await call('POST', `/stock/check-tasks/${id}/mark`, { itemId: 109998 })
    await call('POST', `/stock/check-tasks/${id}/mark`, { code: 'ZP09999' })
    expect(await call('POST', `/stock/check-tasks/${id}/confirm-loss`)).toMatchObject({ code: 409, msg: '请先完成盘点' })
    const finished = await call('POST', `/stock/check-tasks/${id}/finish`)
    expect(finished.data).toMatchObject({ status: 'FINISHED', total: 3, found: 2, lostCount: 1 })
    expect(demoStock().logs[0]).toMatchObject({ action: 'CHECK', itemId: null, detail: expect.stringContaining('盘亏1件') })
    expect(await call('POST', `/stock/check-tasks/${id}/finish`)).toMatchObject({ code: 409, msg: '盘点已结束' })
    expect(await call('POST', `/stock/check-tasks/${id}/mark`, { code: 'ZP10000' })).toMatchObject({ code: 409, msg: '盘点已结束' })
    expect((await call('GET', `/stock/check-tasks/${id}/losses`)).data).toMatchObject([{ id: 110000, code: 'ZP10000', status: 'IN_STOCK' }])

    expect((await call('POST', `/stock/check-tasks/${id}/confirm-loss`)).data).toEqual({ lost: 1 })
    expect(stockItem(110000)).toMatchObject({ status: 'DELETED', deleteReason: '盘亏' })
    expect(Date.now() - Date.parse(stockItem(110000).deletedAt!)).toBeLessThan(60_000)
    expect(demoStock().logs[0]).toMatchObject({ action: 'LOSS', itemId: 110000 })
    expect((await call('GET', `/stock/check-tasks/${id}`)).data).toMatchObject({ status: 'CLOSED' })
    // The closed task still shows what was lost; the bin has it with its reason.
    expect((await call('GET', `/stock/check-tasks/${id}/losses`)).data).toMatchObject([{ id: 110000, status: 'DELETED' }])
    const bin = await call('GET', '/stock/recycle-bin?page=1&pageSize=5')
    expect((bin.data as { list: unknown[] }).list[0]).toMatchObject({ id: 110000, deleteReason: '盘亏' })
    expect(await call('POST', `/stock/check-tasks/${id}/confirm-loss`)).toMatchObject({ code: 409, msg: '盘亏已确认' })
  })

  it('closes at once when nothing is missing, and skips items sold since as losses', async () => {
    const id = await createWindowTask()
    for (const code of ['ZP09998', 'ZP09999', 'ZP10000']) await call('POST', `/stock/check-tasks/${id}/mark`, { code })
    expect((await call('POST', `/stock/check-tasks/${id}/finish`)).data).toMatchObject({ status: 'CLOSED', found: 3 })
    expect((await call('GET', `/stock/check-tasks/${id}/losses`)).data).toEqual([])

    const other = await createWindowTask('第二次橱窗盘点')
    stockItem(110000)!.status = 'SOLD'
    expect((await call('GET', `/stock/check-tasks/${other}/losses`)).data).toHaveLength(2)
    await call('POST', `/stock/check-tasks/${other}/finish`)
    stockItem(109999)!.status = 'SOLD'
    expect((await call('POST', `/stock/check-tasks/${other}/confirm-loss`)).data).toEqual({ lost: 1 })
    expect(stockItem(109998)).toMatchObject({ status: 'DELETED', deleteReason: '盘亏' })
    expect(stockItem(109999)!.status).toBe('SOLD')
  })

  it('takes a lost item out of its lock, releasing a lock left without items', async () => {
    const expireAt = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const lockOf = async (itemIds: number[]) => {
      const reply = await call('POST', '/stock/locks', { itemIds, buyerName: '李女士', buyerPhone: '13800138000', depositCents: 100000, expireAt, note: '' })
      expect(reply.code).toBe(200)
      return (reply.data as { id: number }).id
    }
    const alone = await lockOf([110000])
    const shared = await lockOf([109999, 109998])
    const id = await createWindowTask()
    await call('POST', `/stock/check-tasks/${id}/mark`, { code: 'ZP09998' })
    await call('POST', `/stock/check-tasks/${id}/finish`)
    expect((await call('POST', `/stock/check-tasks/${id}/confirm-loss`)).data).toEqual({ lost: 2 })

    expect((await call('GET', `/stock/locks/${alone}`)).data).toMatchObject({ status: 'RELEASED', items: [] })
    expect((await call('GET', `/stock/locks/${shared}`)).data).toMatchObject({ status: 'ACTIVE', items: [{ id: 109998, status: 'LOCKED' }] })
    expect(stockItem(110000)).toMatchObject({ status: 'DELETED', deleteReason: '盘亏' })
    // A lock already past its expiry turns EXPIRED (item back in stock), not released by the loss.
    const expired = await lockOf([109997])
    demoStock().locks.find((lock) => lock.id === expired)!.expireAt = new Date(Date.now() - 60_000).toISOString()
    const second = (await call('POST', '/stock/check-tasks', { name: '锁单商品盘点', scopeType: 'location', scopeValue: stockItem(109997)!.location })).data as { id: number }
    await call('POST', `/stock/check-tasks/${second.id}/finish`)
    await call('POST', `/stock/check-tasks/${second.id}/confirm-loss`)
    expect(demoStock().locks.find((lock) => lock.id === expired)).toMatchObject({ status: 'EXPIRED', itemIds: [109997] })
    // Restored from the bin, the item is plain stock again, held by no lock.
    await call('POST', '/stock/recycle-bin/restore', { ids: [110000] })
    expect(stockItem(110000)!.status).toBe('IN_STOCK')
    expect(demoStock().locks.filter((lock) => lock.status === 'ACTIVE' && lock.itemIds.includes(110000))).toEqual([])
  })
})

describe('warning rules', () => {
  it('lists the seeded rules with hit counts', async () => {
    const rules = (await call('GET', '/stock/warning-rules')).data as { name: string; type: string; hitCount: number; tripped: boolean; enabled: boolean }[]
    expect(rules.map((rule) => rule.type)).toEqual(['AGE', 'NO_PRICE', 'LOW_QUANTITY'])
    expect(rules[0].hitCount).toBeGreaterThan(0)
    expect(rules[0].tripped).toBe(true)
    // about 250 pieces of each model are in stock: far above the seeded threshold of 3
    expect(rules[2]).toMatchObject({ enabled: false, tripped: false, hitCount: 0 })
  })

  it('seeds only rules the form accepts, so that each can be switched and saved', async () => {
    for (const stock of Object.values(shopStocks())) {
      for (const rule of stock.warningRules) expect(checkWarningRule(rule)).toEqual({})
    }
    const low = demoStock().warningRules[2]
    expect(await call('PUT', `/stock/warning-rules/${low.id}`, { ...low, enabled: true })).toMatchObject({ code: 200 })
  })

  it('creates, reads, updates and deletes a rule', async () => {
    const created = await call('POST', '/stock/warning-rules', { name: '库龄超过一年', type: 'AGE', threshold: 365, brand: 'x', model: 'y', enabled: true })
    const id = (created.data as { id: number }).id
    const rule = await call('GET', `/stock/warning-rules/${id}`)
    expect(rule.data).toMatchObject({ id, name: '库龄超过一年', type: 'AGE', threshold: 365, brand: '', model: '', enabled: true, tripped: true })
    const held = demoStock().items.filter(isOnShelf)
    expect((rule.data as { hitCount: number }).hitCount).toBeLessThan(held.length)

    expect(await call('PUT', `/stock/warning-rules/${id}`, { name: '缺价商品', type: 'NO_PRICE', threshold: 99, brand: '', model: '', enabled: false })).toMatchObject({
      code: 200,
    })
    expect(demoStock().warningRules.find((candidate) => candidate.id === id)).toEqual({
      id,
      name: '缺价商品',
      type: 'NO_PRICE',
      threshold: 0,
      brand: '',
      model: '',
      enabled: false,
    })

    expect(await call('DELETE', `/stock/warning-rules/${id}`)).toMatchObject({ code: 200 })
    expect(await call('GET', `/stock/warning-rules/${id}`)).toMatchObject({ code: 404, msg: '预警规则不存在' })
    expect(await call('DELETE', `/stock/warning-rules/${id}`)).toMatchObject({ code: 404 })
  })

  it('validates name, threshold ranges and the model of a quantity rule', async () => {
    const base = { name: '库龄预警', type: 'AGE', threshold: 90, brand: '', model: '', enabled: true }
    const post = (body: object) => call('POST', '/stock/warning-rules', { ...base, ...body })
    expect(await post({ name: '库' })).toMatchObject({ code: 400, msg: '规则名称应为2-20个字' })
    expect(await post({ name: '   ' })).toMatchObject({ code: 400, msg: '请输入规则名称' })
    expect(await post({ name: '一二三四五六七八九十一二三四五六七八九十一' })).toMatchObject({ code: 400, msg: '规则名称应为2-20个字' })
    expect(await post({ type: 'COLOUR' })).toMatchObject({ code: 400, msg: '请选择预警类型' })
    expect(await post({ threshold: 0 })).toMatchObject({ code: 400, msg: '库龄天数应为1-3650的整数' })
    expect(await post({ threshold: 3651 })).toMatchObject({ code: 400, msg: '库龄天数应为1-3650的整数' })
    expect(await post({ threshold: 1.5 })).toMatchObject({ code: 400, msg: '库龄天数应为1-3650的整数' })
    expect(await post({ threshold: 3650 })).toMatchObject({ code: 200 })
    expect(await post({ type: 'LOW_QUANTITY', threshold: 1000, brand: '爱马仕', model: 'Birkin 30' })).toMatchObject({ code: 400, msg: '数量应为1-999的整数' })
    expect(await post({ type: 'LOW_QUANTITY', threshold: 5, brand: '', model: 'Birkin 30' })).toMatchObject({ code: 400, msg: '请选择品牌' })
    expect(await post({ type: 'LOW_QUANTITY', threshold: 5, brand: '爱马仕', model: '' })).toMatchObject({ code: 400, msg: '请输入型号' })
    expect(await post({ type: 'NO_PRICE', threshold: undefined })).toMatchObject({ code: 200 })
    const id = demoStock().warningRules[0].id
    expect(await call('PUT', `/stock/warning-rules/${id}`, { ...base, threshold: -1 })).toMatchObject({ code: 400 })
    expect(await call('PUT', '/stock/warning-rules/1', base)).toMatchObject({ code: 404 })
  })

  it('pages the items that trip a rule, a quantity rule only under its threshold', async () => {
    const age = demoStock().warningRules[0]
    const page = await call('GET', `/stock/warning-rules/${age.id}/items?page=1&pageSize=10`)
    const data = page.data as { total: number; list: { ageDays: number }[]; hasMore: boolean }
    expect(data.list).toHaveLength(10)
    expect(data.list.every((entry) => entry.ageDays > 360)).toBe(true)
    expect(data.list[0].ageDays).toBeGreaterThanOrEqual(data.list[9].ageDays)

    const window = stockItem(110000)!
    const created = await call('POST', '/stock/warning-rules', {
      name: '橱窗款少于999件',
      type: 'LOW_QUANTITY',
      threshold: 999,
      brand: window.brand,
      model: window.model,
      enabled: true,
    })
    const id = (created.data as { id: number }).id
    const tripped = (await call('GET', `/stock/warning-rules/${id}/items`)).data as { total: number; list: { brand: string; model: string }[] }
    expect(tripped.total).toBeGreaterThan(0)
    expect(tripped.list.every((entry) => entry.brand === window.brand && entry.model === window.model)).toBe(true)
    await call('PUT', `/stock/warning-rules/${id}`, { name: '橱窗款少于1件', type: 'LOW_QUANTITY', threshold: 1, brand: window.brand, model: window.model, enabled: true })
    expect((await call('GET', `/stock/warning-rules/${id}/items`)).data).toMatchObject({ total: 0 })
    expect((await call('GET', `/stock/warning-rules/${id}`)).data).toMatchObject({ hitCount: 0, tripped: false })
    expect(await call('GET', '/stock/warning-rules/1/items')).toMatchObject({ code: 404 })
  })
})
