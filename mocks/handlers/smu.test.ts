// @vitest-environment node
import { DEMO_TOKEN, getDb } from '@mocks/db'
import { productCatalogue } from '@mocks/db'
import { FAKE_REASON, REVIEW_MS } from '@mocks/handlers/smu'
import { AMOUNT_MAX_TEXT } from '@/shared/rules/amount'

const BASE = 'http://127.0.0.1:6003'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes
type Reply = any

async function call(method: string, path: string, body?: unknown, token = DEMO_TOKEN) {
  const url = method === 'GET' && body ? `${BASE}${path}?${new URLSearchParams(body as Record<string, string>)}` : `${BASE}${path}`
  const response = await fetch(url, {
    method,
    headers: { userToken: token, 'content-type': 'application/json' },
    body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: Reply }
}

const sku = () => productCatalogue().skus[3]
const draftInput = (overrides: Record<string, unknown> = {}) => ({
  source: 'sku',
  skuId: sku().id,
  title: 'ignored: the server names the SKU',
  brandName: '',
  grade: '98新',
  accessories: ['盒子'],
  photos: ['https://img.example.com/a.jpg'],
  description: '配件齐全',
  ...overrides,
})

async function seeded(status: string): Promise<Reply> {
  const { data } = await call('GET', '/product/smu/list', { status, pageSize: '50' })
  return data.list[0]
}

describe('consignments (smu) in the mock', () => {
  it('seeds the demo dealer one or more in every state, counted, with real SKUs and one from stock', async () => {
    const counts = (await call('GET', '/product/smu/counts')).data
    for (const status of ['draft', 'in_review', 'rejected', 'listed', 'sold', 'unsold', 'returned']) expect(counts[status], status).toBeGreaterThan(0)
    const rejected = (await call('GET', '/product/smu/detail', { id: String((await seeded('rejected')).id) })).data
    expect(rejected.rejectReason).toMatch(/图片不清晰/)
    // the rejection names what to fix: 修改后重新提交 opens the photos
    expect(rejected.rejectField).toBe('photos')
    expect(rejected.timeline.at(-1)).toMatchObject({ status: 'rejected', note: rejected.rejectReason })
    const inReview = (await call('GET', '/product/smu/detail', { id: String((await seeded('in_review')).id) })).data
    expect(inReview.source).toBe('stock')
    expect(inReview.stockCode).toMatch(/^ZP/)
    expect(inReview.photos.length).toBeGreaterThan(0)
    const listed = (await call('GET', '/product/smu/detail', { id: String((await seeded('listed')).id) })).data
    expect(productCatalogue().byId.get(listed.skuId)?.name).toBe(listed.title)
    // dated back from the real clock
    expect(Date.now() - Date.parse(listed.updatedAt)).toBeLessThan(5 * 24 * 3600 * 1000)
    // another dealer has none
    expect((await call('GET', '/product/smu/counts', undefined, 'mock-token-peer')).data.draft).toBe(0)
  })

  it('goes draft → prices → in review → listed once the review time has passed', async () => {
    const created = await call('POST', '/product/smu/save', draftInput())
    expect(created.code).toBe(200)
    expect(created.data).toMatchObject({ status: 'draft', title: sku().name, brandName: sku().brandName })
    const id = created.data.id
    expect((await call('POST', '/product/smu/submit', { id })).msg).toBe('请先设置起拍价和保留价')
    expect((await call('POST', '/product/smu/price', { id, startPriceCents: 500000, reservePriceCents: 400000 })).msg).toBe('保留价不能低于起拍价')
    expect((await call('POST', '/product/smu/price', { id, startPriceCents: 5000, reservePriceCents: 400000 })).msg).toBe('起拍价不能低于¥100')
    // an absurd reserve: the amount rule's cap, the text the price page shows live (proceedsPreview)
    expect((await call('POST', '/product/smu/price', { id, startPriceCents: 500000, reservePriceCents: 9_500_000_000_000 })).msg).toBe(`保留价不能超过${AMOUNT_MAX_TEXT}`)
    expect((await call('POST', '/product/smu/price', { id, startPriceCents: 500000, reservePriceCents: 600000 })).data.reservePriceCents).toBe(600000)
    const submitted = await call('POST', '/product/smu/submit', { id })
    expect(submitted.data.status).toBe('in_review')
    // in review: no edit, no second submit, no delete; withdraw allowed (below)
    expect((await call('POST', '/product/smu/save', { ...draftInput(), id })).msg).toBe('只有草稿或未通过的拍品可以修改')
    expect((await call('POST', '/product/smu/submit', { id })).msg).toBe('拍品已在审核中')
    expect((await call('POST', '/product/smu/delete', { id })).msg).toBe('只有草稿可以删除')
    // the review's time comes: computed when read
    const record = getDb().smu![20001].find((entry) => entry.id === id)!
    record.reviewAt = Date.now() - 1
    const listed = (await call('GET', '/product/smu/detail', { id: String(id) })).data
    expect(listed.status).toBe('listed')
    expect(listed.timeline.map((event: Reply) => event.status)).toEqual(['draft', 'in_review', 'listed'])
    expect((await call('POST', '/product/smu/withdraw', { id })).msg).toBe('拍品已上拍，不能撤回')
    expect(REVIEW_MS).toBeGreaterThanOrEqual(60_000)
  })

  it('refuses a description naming a fake at saving, naming the word (the shared listing words)', async () => {
    const refused = await call('POST', '/product/smu/save', draftInput({ description: '高仿，做工好' }))
    expect(refused).toMatchObject({ code: 400, msg: '描述含有违禁词「高仿」，平台不接受仿品' })
    expect((await call('POST', '/product/smu/save', draftInput({ description: '原单皮料' }))).msg).toBe('描述含有违禁词「原单」，平台不接受仿品')
  })

  it('rejects a fake in review (a record saved before the words were refused), with the reason; editing it makes a draft again', async () => {
    const id = (await call('POST', '/product/smu/save', draftInput({ description: '做工好' }))).data.id
    getDb().smu![20001].find((entry) => entry.id === id)!.description = '高仿，做工好'
    await call('POST', '/product/smu/price', { id, startPriceCents: 100000, reservePriceCents: 100000 })
    await call('POST', '/product/smu/submit', { id })
    getDb().smu![20001].find((entry) => entry.id === id)!.reviewAt = Date.now() - 1
    const rejected = (await call('GET', '/product/smu/detail', { id: String(id) })).data
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: FAKE_REASON, rejectField: 'description' })
    const edited = (await call('POST', '/product/smu/save', { ...draftInput({ description: '正品，专柜购入' }), id })).data
    expect(edited.status).toBe('draft')
    expect(edited.description).toBe('正品，专柜购入')
  })

  it('refuses what a state does not allow, with a Chinese reason', async () => {
    for (const status of ['sold', 'unsold', 'returned']) {
      const { id } = await seeded(status)
      expect((await call('POST', '/product/smu/save', { ...draftInput(), id })).msg, status).toBe('只有草稿或未通过的拍品可以修改')
      expect((await call('POST', '/product/smu/withdraw', { id })).msg, status).toBe('拍品已上拍，不能撤回')
    }
    const draft = await seeded('draft')
    const photoless = (await call('GET', '/product/smu/list', { status: 'draft' })).data.list.find((entry: Reply) => !entry.cover)
    expect((await call('POST', '/product/smu/submit', { id: photoless.id })).msg).toBe('请至少上传1张商品图片')
    expect((await call('POST', '/product/smu/withdraw', { id: draft.id })).data.status).toBe('withdrawn')
    expect((await call('POST', '/product/smu/withdraw', { id: draft.id })).msg).toBe('拍品已撤回')
    const rejected = await seeded('rejected')
    expect((await call('POST', '/product/smu/delete', { id: rejected.id })).msg).toBe('只有草稿可以删除')
    expect((await call('POST', '/product/smu/withdraw', { id: rejected.id })).data.status).toBe('withdrawn')
    expect((await call('POST', '/product/smu/save', draftInput({ photos: Array(10).fill('https://img.example.com/a.jpg') }))).msg).toBe('最多上传9张图片')
    expect((await call('POST', '/product/smu/save', draftInput({ grade: '七成新' }))).msg).toBe('成色无效')
  })

  it('takes a stock item as the source and deletes a draft', async () => {
    const inStock = (await call('GET', '/stock/items', { status: 'IN_STOCK', pageSize: '1' })).data.list[0]
    const created = (await call('POST', '/product/smu/save', { ...draftInput(), source: 'stock', skuId: null, stockItemId: inStock.id })).data
    expect(created).toMatchObject({ source: 'stock', stockItemId: inStock.id, title: inStock.title, stockCode: inStock.code })
    expect((await call('POST', '/product/smu/delete', { id: created.id })).data.id).toBe(created.id)
    expect((await call('GET', '/product/smu/detail', { id: String(created.id) })).code).toBe(404)
  })
})
