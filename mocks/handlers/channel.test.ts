// @vitest-environment node
import { stockApi } from '../../src/features/stock/api'
import { recycleSellerApi } from '../../src/features/recycle/api'
import { BIDDING_WINDOW_MS } from '../../src/features/recycle/machine'
import { smuApi } from '../../src/features/smu/api'
import { getDb } from '@mocks/db'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { stockItemByCode } from '@test/stock'
import { consignDraftInput, recycleOfferInput, submitConsignment } from '@test/channel'

/** One channel per piece (issue 27): stock piece ZP09998 was consigned twice and offered for recycling at once. */
const PIECE = 'ZP09998'
const piece = () => stockItemByCode(PIECE)
const channel = async () => (await mockCall(stockApi.items.detail, { id: piece().id })).data.channel

let offset = 0
const advance = (ms: number) => {
  offset += ms
  mockClock.set(() => Date.now() + offset)
}
beforeEach(() => {
  offset = 0
  mockClock.reset()
})
afterEach(() => mockClock.reset())

const recycleOffer = () => recycleOfferInput(piece())
const draft = () => consignDraftInput(piece())
const future = (days: number) => new Date(mockClock.now() + days * 86_400_000).toISOString()
const lockInput = () => ({ itemIds: [piece().id], buyerName: '赵先生', buyerPhone: '13800138000', depositCents: 0, expireAt: future(2), note: '' })
const offlineInput = () => ({
  lines: [{ itemId: piece().id, priceCents: 1_000_000 }],
  buyerName: '钱女士',
  buyerPhone: '13900001111',
  paymentMethod: '微信',
  paidAt: mockClock.iso(),
  certificates: ['/mock-uploads/1'],
  note: '',
})
const deliveryInput = () => ({
  itemIds: [piece().id],
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  receiverName: '孙先生',
  receiverPhone: '13712345678',
  receiverAddress: '广东省深圳市南山区科技园10号',
})

/** A consignment of the piece, priced and submitted (寄拍审核中). */
async function consign(): Promise<number> {
  const { id, submitted } = await submitConsignment(piece())
  expect(submitted.code, submitted.msg).toBe(200)
  return id
}

describe('one channel per piece (mock)', () => {
  it('a consignment in review takes the piece: recycling, locking, selling, shipping, deleting and a second consignment are refused saying where it is; withdrawn, it is free again', async () => {
    expect(await channel()).toEqual({ kind: 'FREE', refId: null, text: '在库' })
    const id = await consign()
    expect(await channel()).toEqual({ kind: 'CONSIGN_REVIEW', refId: id, text: '寄拍审核中' })
    // the list shows it too (the pickers read it there)
    const listed = (await mockCall(stockApi.items.list, { keyword: PIECE })).data.list[0]
    expect(listed.channel.kind).toBe('CONSIGN_REVIEW')

    expect(await mockCall(recycleSellerApi.offer, recycleOffer())).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），请先撤回再回收' })
    expect(await mockCall(stockApi.orders.lockCreate, lockInput())).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），请先撤回再锁单' })
    expect(await mockCall(stockApi.orders.offlineCreate, offlineInput())).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），请先撤回再开单' })
    expect(await mockCall(stockApi.orders.deliveryCreate, deliveryInput())).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），请先撤回再发货' })
    expect(await mockCall(stockApi.items.remove, { ids: [piece().id] })).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），请先撤回再删除' })
    const second = await mockCall(smuApi.save, draft())
    expect(second).toMatchObject({ code: 409, msg: '该货品已在寄拍（审核中），不能重复寄拍' })
    // nothing moved
    expect(piece().status).toBe('IN_STOCK')

    await mockCall(smuApi.withdraw, { id })
    expect(await channel()).toEqual({ kind: 'FREE', refId: null, text: '在库' })
    expect((await mockCall(recycleSellerApi.offer, recycleOffer())).code).toBe(200)
  })

  it('listed at auction the piece stays taken until the auction gives it back; a rejected review gives it back when its time comes', async () => {
    const id = await consign()
    const record = Object.values(getDb().smu!)
      .flat()
      .find((entry) => entry.id === id)!
    record.reviewAt = mockClock.now() - 1
    expect(await channel()).toMatchObject({ kind: 'CONSIGN_LISTED', refId: id, text: '已上拍' })
    expect((await mockCall(stockApi.orders.lockCreate, lockInput())).msg).toBe('该货品已在拍卖中（已上拍），流拍退回后才能锁单')
    // the auction ends unsold and returns the piece
    record.status = 'unsold'
    expect((await channel()).kind).toBe('FREE')

    const again = await consign()
    const rejected = Object.values(getDb().smu!)
      .flat()
      .find((entry) => entry.id === again)!
    rejected.verdict = { status: 'rejected', note: '图片不清晰' }
    rejected.reviewAt = mockClock.now() - 1
    expect((await channel()).kind).toBe('FREE')
    expect((await mockCall(stockApi.orders.lockCreate, lockInput())).code).toBe(200)
  })

  it('a recycling order takes the piece until it is cancelled or ends unsold', async () => {
    const offered = await mockCall(recycleSellerApi.offer, recycleOffer())
    expect(await channel()).toEqual({ kind: 'RECYCLE', refId: offered.data.id, text: '回收中' })
    const drafted = await mockCall(smuApi.save, draft())
    expect(drafted).toMatchObject({ code: 409, msg: '该货品已在回收中，请先取消回收再寄拍' })
    expect((await mockCall(stockApi.orders.lockCreate, lockInput())).msg).toBe('该货品已在回收中，请先取消回收再锁单')
    await mockCall(recycleSellerApi.cancel, { id: offered.data.id, reason: '不想卖了' })
    expect((await channel()).kind).toBe('FREE')

    const second = await mockCall(recycleSellerApi.offer, recycleOffer())
    expect((await channel()).refId).toBe(second.data.id)
    advance(BIDDING_WINDOW_MS + 60_000)
    expect((await channel()).kind).toBe('FREE')
  })

  it('a draft consignment holds nothing, but its submission is refused once the piece went elsewhere', async () => {
    const saved = await mockCall(smuApi.save, draft())
    await mockCall(smuApi.setPrice, { id: saved.data.id, startPriceCents: 500_000, reservePriceCents: 600_000 })
    expect((await channel()).kind).toBe('FREE')
    expect((await mockCall(recycleSellerApi.offer, recycleOffer())).code).toBe(200)
    expect(await mockCall(smuApi.submit, { id: saved.data.id })).toMatchObject({ code: 409, msg: '该货品已在回收中，请先取消回收再寄拍' })
  })

  it('a lock takes the piece and names itself; released or expired it gives the piece back', async () => {
    const lock = await mockCall(stockApi.orders.lockCreate, lockInput())
    expect(await channel()).toEqual({ kind: 'LOCK', refId: lock.data.id, text: '锁单中' })
    expect((await mockCall(recycleSellerApi.offer, recycleOffer())).msg).toBe('该货品已在锁单中，请先释放锁单再回收')
    await mockCall(stockApi.orders.lockRelease, { id: lock.data.id })
    expect((await channel()).kind).toBe('FREE')

    await mockCall(stockApi.orders.lockCreate, lockInput())
    advance(3 * 86_400_000)
    expect((await channel()).kind).toBe('FREE')
    expect(piece().status).toBe('IN_STOCK')
  })

  it('an offline order sells the piece (shipping allowed, recycling not); cancelled, it is free', async () => {
    const order = await mockCall(stockApi.orders.offlineCreate, offlineInput())
    expect(await channel()).toEqual({ kind: 'SOLD', refId: order.data.id, text: '已售出' })
    expect((await mockCall(recycleSellerApi.offer, recycleOffer())).msg).toBe('该货品已售出，不能回收')
    await mockCall(stockApi.orders.offlineCancel, { id: order.data.id })
    expect((await channel()).kind).toBe('FREE')
    await mockCall(stockApi.orders.offlineCreate, offlineInput())
    const delivery = await mockCall(stockApi.orders.deliveryCreate, deliveryInput())
    expect(delivery.code, delivery.msg).toBe(200)
    expect(await channel()).toEqual({ kind: 'SHIPPED', refId: delivery.data.id, text: '已出库' })
  })

  it('a piece out with a consignment is not on the shelf: a stock check skips it and the showcase does not offer it; sold at auction it is no longer owned', async () => {
    await mockCall(stockApi.items.share, { ids: [piece().id], shared: true })
    const onShowcase = async () => (await mockCall(stockApi.shop.showcaseItem, { id: piece().id, accountId: 20001 }, '')).code === 200
    expect(await onShowcase()).toBe(true)
    const id = await consign()
    expect(await onShowcase()).toBe(false)
    const task = await mockCall(stockApi.check.create, { name: '月度盘点', scopeType: 'location', scopeValue: piece().location })
    const pending = (await mockCall(stockApi.check.items, { id: task.data.id, page: 1, pageSize: 100 })).data
    expect(pending.total).toBeLessThanOrEqual(100)
    expect(pending.list.some((entry) => entry.id === piece().id)).toBe(false)

    const record = Object.values(getDb().smu!)
      .flat()
      .find((entry) => entry.id === id)!
    const heldBefore = (await mockCall(stockApi.overview, undefined)).data
    record.status = 'sold'
    expect((await channel()).kind).toBe('CONSIGN_SOLD')
    const heldAfter = (await mockCall(stockApi.overview, undefined)).data
    expect(heldAfter.inStockCount).toBe(heldBefore.inStockCount - 1)
    expect(await mockCall(stockApi.items.share, { ids: [piece().id], shared: false })).toMatchObject({ code: 409, msg: `「${piece().title}」已拍出，不可操作` })
  })
})
