// @vitest-environment node
import { RECYCLE_REFUSALS, recycleBuyerApi, recycleExpressCall, recycleSellerApi, type OfferInput } from '../../src/features/recycle/api'
import { BIDDING_WINDOW_MS, RECHECK_ANSWER_HOURS, RECYCLE_STATUSES, SELLER_BIDDING_TABS, SELLER_ORDER_TABS, tabCount, type RecycleStatus } from '../../src/features/recycle/machine'
import { DEMO_TOKEN, PEER_TOKEN, resetDb, shopStocks } from '@mocks/db'
import { expireQuoteIn, RECHECK_MS } from '@mocks/db/recycle'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { mockCall } from '@mocks/lib/call'
import { shipRecycle } from '@test/express'
import { PARCEL_SIGN_AFTER_COLLECT_MS } from '@mocks/db/express'
import { mockClock } from '@mocks/lib/clock'
import { channelOf } from '@mocks/lib/channel'

const HOUR = 3600_000
beforeEach(() => {
  resetDb()
  mockClock.reset()
})
afterEach(() => {
  mockClock.reset()
})

const PHOTOS = ['/mock-images/goods-0.svg', '/mock-images/goods-3.svg', '/mock-images/goods-6.svg']
const newOffer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  source: 'new',
  title: '爱马仕 Kelly 28',
  brandName: '爱马仕',
  category: '箱包',
  grade: '98新',
  accessories: ['盒子', '防尘袋'],
  photos: PHOTOS,
  description: '金扣，轻微使用痕迹',
  expectedPriceCents: 1_300_000,
  mode: 'bidding',
  ...overrides,
})
const sender = { carrier: '顺丰速运', trackingNo: 'SF1234567890123', senderName: '王经理', senderPhone: '13800138000', senderAddress: '广东省深圳市福田区华强北路1002号' }

const sellerDetail = async (id: number, token = DEMO_TOKEN) => (await mockCall(recycleSellerApi.detail, { id }, token)).data
const buyerDetail = async (id: number, token = PEER_TOKEN) => (await mockCall(recycleBuyerApi.detail, { id }, token)).data

describe('recycling mock: the seeded orders', () => {
  it('gives the demo shop one order in each state, and other shops open ones', async () => {
    const counts = (await mockCall(recycleSellerApi.counts, undefined)).data
    expect(counts).toEqual({ ...Object.fromEntries(RECYCLE_STATUSES.map((status) => [status, 1])), bidding: 2 })
    const bidding = await sellerDetail(8102)
    expect(bidding.quotes.map((quote) => quote.status)).toEqual(['active', 'active', 'expired'])
    expect(bidding.bestQuoteCents).toBe(bidding.quotes[0].priceCents)
    expect(bidding.item.photos.length).toBeGreaterThanOrEqual(3)
    expect((await sellerDetail(8101)).preRange).toEqual({ lowCents: 2_350_000, highCents: 2_700_000 })
    const inTransit = await sellerDetail(8105)
    expect(inTransit.shipment?.receiverText).toMatch(/^李记名表回收仓 广东省深圳市罗湖区/)
    const closing = await buyerDetail(8205)
    expect(Date.parse(closing.biddingEndsAt!) - Date.now()).toBeLessThan(HOUR)
    expect(closing.actions).toEqual(['quote', 'giveup'])
  })

  it.each<[number, RecycleStatus, (id: number) => Promise<{ code: number; msg: string; data: unknown }>]>([
    [8101, 'estimating', (id) => mockCall(recycleSellerApi.accept, { id, quoteId: 1 })],
    [8102, 'bidding', (id) => shipRecycle(id)],
    [8103, 'bidding', (id) => mockCall(recycleSellerApi.publish, { id })],
    [8104, 'awaiting_shipment', (id) => mockCall(recycleSellerApi.accept, { id, quoteId: 1 })],
    [8105, 'in_transit', (id) => mockCall(recycleSellerApi.cancel, { id, reason: '不想卖了' })],
    [8106, 'inspecting', (id) => mockCall(recycleSellerApi.confirm, { id, payoutTo: 'balance' })],
    [8107, 'inspected', (id) => mockCall(recycleSellerApi.cancel, { id, reason: '不想卖了' })],
    [8108, 'rechecking', (id) => mockCall(recycleSellerApi.confirm, { id, payoutTo: 'balance' })],
    [8109, 'settled', (id) => mockCall(recycleSellerApi.returnItem, { id, reason: '不想卖了', note: '' })],
    [8110, 'returning', (id) => mockCall(recycleSellerApi.confirm, { id, payoutTo: 'balance' })],
    [8111, 'returned', (id) => mockCall(recycleSellerApi.recheck, { id, reason: '其他', note: '复核', photos: PHOTOS })],
    [8112, 'cancelled', (id) => mockCall(recycleSellerApi.publish, { id })],
    [8113, 'unsold', (id) => mockCall(recycleSellerApi.cancel, { id, reason: '不想卖了' })],
    [8211, 'inspecting', (id) => mockCall(recycleBuyerApi.quote, { id, priceCents: 100_000, validDays: 1, note: '' }, PEER_TOKEN)],
    [8213, 'awaiting_shipment', (id) => mockCall(recycleBuyerApi.giveup, { id, reason: '不想要了' }, PEER_TOKEN)],
  ])('order %i (%s) refuses an action its state does not allow', async (id, status, act) => {
    const refused = await act(id)
    expect(refused).toMatchObject({ code: RECYCLE_REFUSALS.stateMoved, data: { status } })
    expect(refused.msg).toMatch(/^订单当前为「.+」，不能/)
  })

  it('names the state and the action in the refusal', async () => {
    const refused = await mockCall(recycleSellerApi.accept, { id: 8104, quoteId: 1 })
    expect(refused.msg).toBe('订单当前为「待发货」，不能接受报价')
    expect((await sellerDetail(8104)).status).toBe('awaiting_shipment')
  })

  it('another account’s order is not found for the seller', async () => {
    expect(await mockCall(recycleSellerApi.detail, { id: 8102 }, PEER_TOKEN)).toMatchObject({ code: 404, msg: '回收订单不存在' })
    expect(await mockCall(recycleSellerApi.cancel, { id: 8201, reason: '不想卖了' })).toMatchObject({ code: 404 })
  })
})

describe('recycling mock: the whole deal', () => {
  it('offer → quote → accept → ship → signed for → inspected lower → recheck → answered → confirm with a payout', async () => {
    const offered = await mockCall(recycleSellerApi.offer, newOffer())
    expect(offered.code).toBe(200)
    const id = offered.data.id
    expect(offered.data).toMatchObject({ status: 'bidding', actions: ['cancel'], quoteCount: 0 })
    expect(Date.parse(offered.data.biddingEndsAt!) - Date.now()).toBeGreaterThan(BIDDING_WINDOW_MS - 5000)
    expect(offered.data.item.photos[0]).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-images\//)

    // The peer finds it among the orders to quote, quotes, and it moves to the quoted tab.
    const offering = (await mockCall(recycleBuyerApi.list, { tab: 'offering', page: 1, pageSize: 100 }, PEER_TOKEN)).data
    expect(offering.list.map((row) => row.id)).toContain(id)
    const quoted = await mockCall(recycleBuyerApi.quote, { id, priceCents: 1_200_000, validDays: 2, note: '当天打款' }, PEER_TOKEN)
    expect(quoted.data).toMatchObject({ standing: 'quoted', quoteCount: 1, myQuote: { priceCents: 1_200_000, status: 'active', buyerName: '李记名表（个人）' } })
    const changed = await mockCall(recycleBuyerApi.quote, { id, priceCents: 1_250_000, validDays: 3, note: '' }, PEER_TOKEN)
    expect(changed.data).toMatchObject({ quoteCount: 1, myQuote: { priceCents: 1_250_000 } })
    await mockCall(recycleBuyerApi.quote, { id, priceCents: 1_200_000, validDays: 2, note: '当天打款' }, PEER_TOKEN)

    const withQuote = await sellerDetail(id)
    expect(withQuote).toMatchObject({ bestQuoteCents: 1_200_000, actions: ['accept', 'cancel'] })
    const quoteId = withQuote.quotes[0].id
    const accepted = await mockCall(recycleSellerApi.accept, { id, quoteId })
    expect(accepted.data).toMatchObject({ status: 'awaiting_shipment', acceptedQuote: { id: quoteId, status: 'accepted' }, dealPriceCents: 1_200_000, actions: ['ship', 'cancel'] })
    expect(accepted.data.timeline.at(-1)).toMatchObject({ status: 'awaiting_shipment', note: '接受李记名表（个人）报价 ¥12,000' })

    // Shipped through the express module (a waybill is never refused by a strict pattern, only when empty or over 32).
    expect((await shipRecycle(id, 'X'.repeat(33))).msg).toBe('快递单号不超过32个字符')
    expect((await shipRecycle(id, sender.trackingNo)).code).toBe(200)
    const shipped = { data: await sellerDetail(id) }
    expect(shipped.data).toMatchObject({ status: 'in_transit', actions: [] })
    expect(shipped.data.shipment!.receiverText).toMatch(/^李记名表回收仓/)
    const sentAt = Date.parse(shipped.data.shipment!.shippedAt)
    const collected = (await mockCall(recycleExpressCall, { id }, PEER_TOKEN)).data
    expect(collected.legs).toHaveLength(1)
    expect(collected.legs[0]).toMatchObject({ leg: 'send', delivered: false, events: [{ text: '快件已在网点收寄' }] })

    // Signed for when the parcel is (its course: PARCEL_SIGN_AFTER_COLLECT_MS after collection); read much later, the step keeps its own time.
    mockClock.advance(PARCEL_SIGN_AFTER_COLLECT_MS + 10 * 60_000)
    const arrived = await sellerDetail(id)
    expect(arrived.status).toBe('inspecting')
    expect(arrived.shipment!.deliveredAt).toBe(new Date(sentAt + PARCEL_SIGN_AFTER_COLLECT_MS).toISOString())
    expect(arrived.timeline.at(-1)).toMatchObject({ status: 'inspecting', at: new Date(sentAt + PARCEL_SIGN_AFTER_COLLECT_MS).toISOString() })
    const express = (await mockCall(recycleExpressCall, { id })).data.legs[0]
    expect(express.delivered).toBe(true)
    const texts = express.events.map((event) => event.text)
    expect(texts[0]).toContain('已签收')
    expect(texts[1]).toContain('派送中')
    expect(texts.at(-1)).toBe('快件已在网点收寄')

    const inspection = { id, finalPriceCents: 1_080_000, grade: '98新', reason: '缺少配件', missingAccessories: ['防尘袋'], note: '', photos: PHOTOS }
    expect((await mockCall(recycleBuyerApi.inspect, { ...inspection, grade: '八成新' }, PEER_TOKEN)).msg).toBe('请选择验货成色')
    const inspected = await mockCall(recycleBuyerApi.inspect, inspection, PEER_TOKEN)
    expect(inspected.data).toMatchObject({ status: 'inspected', inspection: { revised: true, missingAccessories: ['防尘袋'] }, actions: [] })
    const toConfirm = await sellerDetail(id)
    expect(toConfirm).toMatchObject({ actions: ['confirm', 'recheck', 'return'], returnShippingPaidBy: 'buyer', dealPriceCents: 1_080_000 })
    expect(toConfirm.timeline.at(-1)!.note).toBe('验货价 ¥10,800（缺少防尘袋）')

    const asked = await mockCall(recycleSellerApi.recheck, { id, reason: '配件齐全未被认可', note: '防尘袋随包寄出', photos: PHOTOS.slice(0, 1) })
    expect(asked.data).toMatchObject({ status: 'rechecking', actions: [], recheck: { answer: null } })
    expect(Date.parse(asked.data.recheck!.answerDueAt) - Date.parse(asked.data.recheck!.askedAt)).toBe(RECHECK_ANSWER_HOURS * HOUR)
    mockClock.advance(RECHECK_MS)
    const answered = await sellerDetail(id)
    expect(answered).toMatchObject({
      status: 'inspected',
      actions: ['confirm', 'return'],
      dealPriceCents: 1_140_000,
      recheck: { answer: { verdict: 'revised', finalPriceCents: 1_140_000 } },
      inspection: { finalPriceCents: 1_140_000 },
    })
    expect(answered.timeline.at(-1)!.note).toBe('复检结果：验货价调整为 ¥11,400')
    expect((await mockCall(recycleSellerApi.recheck, { id, reason: '其他', note: '再查一次', photos: PHOTOS })).code).toBe(RECYCLE_REFUSALS.stateMoved)

    expect((await mockCall(recycleSellerApi.confirm, { id, payoutTo: 'bank', bankCardId: 999 })).code).toBe(404)
    const settled = await mockCall(recycleSellerApi.confirm, { id, payoutTo: 'bank', bankCardId: 41001 })
    expect(settled.data).toMatchObject({
      status: 'settled',
      actions: [],
      settlement: { finalPriceCents: 1_140_000, feeCents: 22_800, payoutCents: 1_117_200, accountText: '招商银行（尾号5678）', arrivalText: '预计1–3个工作日到账' },
    })
    const won = await buyerDetail(id)
    expect(won).toMatchObject({ standing: 'won', status: 'settled' })
    expect(won.timeline.map((event) => event.status)).toEqual([
      'bidding',
      'bidding',
      'bidding',
      'bidding',
      'awaiting_shipment',
      'in_transit',
      'inspecting',
      'inspected',
      'rechecking',
      'inspected',
      'settled',
    ])
  })

  it('offers an item from stock as the dealer edited it: only the link comes from stock', async () => {
    const stock = shopStocks()[DEMO_SHOP_ACCOUNT].items.find((item) => channelOf(item).kind === 'FREE' && item.photos.length >= 3)!
    // The dealer dropped the item's first photo, added one, and changed every field.
    const photos = [...stock.photos.slice(1, 3), '/mock-images/goods-9.svg']
    const edited = {
      title: '改过的标题',
      brandName: stock.brand === '卡地亚' ? '劳力士' : '卡地亚',
      category: '腕表',
      grade: stock.grade === '9新' ? '95新' : '9新',
      accessories: ['保卡'],
      photos,
      description: '改过的描述',
    }
    // What is sent is checked like a new item's.
    expect((await mockCall(recycleSellerApi.offer, newOffer({ source: 'stock', stockItemId: stock.id, title: '', photos: [] }))).msg).toBe('请填写商品名称')
    const offered = await mockCall(recycleSellerApi.offer, newOffer({ source: 'stock', stockItemId: stock.id, ...edited }))
    expect(offered.data.item).toMatchObject({ source: 'stock', stockItemId: stock.id, stockCode: stock.code, ...edited, photos: expect.any(Array) })
    expect(offered.data.item.photos.map((photo) => new URL(photo).pathname)).toEqual(photos)
    expect(await mockCall(recycleSellerApi.offer, newOffer({ source: 'stock', stockItemId: 1 }))).toMatchObject({ code: 404 })
    const notInStock = shopStocks()[DEMO_SHOP_ACCOUNT].items.find((item) => item.status !== 'IN_STOCK' && item.status !== 'DELETED')
    if (notInStock)
      expect(await mockCall(recycleSellerApi.offer, newOffer({ source: 'stock', stockItemId: notInStock.id }))).toMatchObject({
        code: 409,
        msg: expect.stringMatching(/^该货品已(在锁单中|售出|出库)/),
      })
    expect((await mockCall(recycleSellerApi.offer, newOffer({ photos: PHOTOS.slice(0, 2) }))).msg).toBe('请至少上传3张图片（正面、背面、细节）')
  })

  it('refuses a stock item already in an order until that order is cancelled, unsold or returned', async () => {
    const stock = shopStocks()[DEMO_SHOP_ACCOUNT].items.find((item) => channelOf(item).kind === 'FREE')!
    const fromStock = newOffer({ source: 'stock', stockItemId: stock.id })
    const first = (await mockCall(recycleSellerApi.offer, fromStock)).data
    expect(await mockCall(recycleSellerApi.offer, { ...fromStock, mode: 'estimate' })).toMatchObject({ code: 409, msg: '该货品已在回收中，不能重复回收' })
    await mockCall(recycleSellerApi.cancel, { id: first.id, reason: '不想卖了' })
    const second = (await mockCall(recycleSellerApi.offer, fromStock)).data
    expect(second.item.stockItemId).toBe(stock.id)
    // Closed unsold, the item may be offered again.
    mockClock.advance(BIDDING_WINDOW_MS)
    expect((await sellerDetail(second.id)).status).toBe('unsold')
    expect((await mockCall(recycleSellerApi.offer, fromStock)).code).toBe(200)
  })

  it('estimate → pre-quotes → publish', async () => {
    const { data: created } = await mockCall(recycleSellerApi.offer, newOffer({ mode: 'estimate' }))
    expect(created).toMatchObject({ status: 'estimating', biddingEndsAt: null, actions: ['publish', 'cancel'] })
    const open = (await mockCall(recycleBuyerApi.preList, { tab: 'open', page: 1, pageSize: 50 }, PEER_TOKEN)).data
    expect(open.list.map((row) => row.id)).toContain(created.id)
    expect((await mockCall(recycleBuyerApi.preQuote, { id: created.id, lowCents: 900_000, highCents: 2_000_000, note: '' }, PEER_TOKEN)).msg).toBe(
      '估价区间过宽：最高不超过最低的2倍',
    )
    const pre = await mockCall(recycleBuyerApi.preQuote, { id: created.id, lowCents: 900_000, highCents: 1_100_000, note: '看实物' }, PEER_TOKEN)
    expect(pre.data.myPreQuote).toMatchObject({ lowCents: 900_000, highCents: 1_100_000 })
    const done = (await mockCall(recycleBuyerApi.preList, { tab: 'done', page: 1, pageSize: 50 }, PEER_TOKEN)).data
    expect(done.list[0].id).toBe(created.id)
    expect((await sellerDetail(created.id)).preRange).toEqual({ lowCents: 900_000, highCents: 1_100_000 })
    const published = await mockCall(recycleSellerApi.publish, { id: created.id })
    expect(published.data).toMatchObject({ status: 'bidding', actions: ['cancel'] })
    expect((await buyerDetail(created.id)).actions).toEqual(['quote', 'giveup'])
  })

  it('asks an inspected item back: the return leg goes by express (the buyer’s side sends it) and is signed for with its parcel', async () => {
    const asked = await mockCall(recycleSellerApi.returnItem, { id: 8106, reason: '不想卖了', note: '' })
    expect(asked.data).toMatchObject({ status: 'returning', returnRequest: { shippingPaidBy: 'seller', carrier: '顺丰速运', deliveredAt: null } })
    expect((await mockCall(recycleSellerApi.returnItem, { id: 8107, reason: '其他', note: '' })).msg).toBe('请说明具体原因')
    mockClock.advance(PARCEL_SIGN_AFTER_COLLECT_MS)
    expect((await sellerDetail(8106)).status).toBe('returned')
    expect((await mockCall(recycleExpressCall, { id: 8106 })).data.legs.map((leg) => [leg.leg, leg.delivered])).toEqual([
      ['send', true],
      ['return', true],
    ])
  })
})

describe('recycling mock: the rules', () => {
  it('refuses a listing naming a fake, naming the word (the shared list: 原单 as 寄拍 refuses 高仿)', async () => {
    const title = await mockCall(recycleSellerApi.offer, newOffer({ title: '爱马仕 Kelly 28 原单' }))
    expect(title.code).toBe(400)
    expect(title.msg).toBe('商品名称含有违禁词「原单」，平台不接受仿品')
    const description = await mockCall(recycleSellerApi.offer, newOffer({ description: '高仿做工，a货' }))
    expect(description.msg).toBe('描述含有违禁词「高仿」，平台不接受仿品')
  })

  it('takes a brand from the platform list only', async () => {
    const unknown = await mockCall(recycleSellerApi.offer, newOffer({ brandName: '爱马仕仕' }))
    expect(unknown.code).toBe(400)
    expect(unknown.msg).toBe('「爱马仕仕」不在品牌列表中，请从列表选择品牌')
    expect((await mockCall(recycleSellerApi.offer, newOffer({ brandName: '百达翡丽' }))).code).toBe(200)
  })

  it('cancelling after accepting loses the accepted quote too: the buyer stands lost', async () => {
    expect(await buyerDetail(8104)).toMatchObject({ standing: 'won', myQuote: { status: 'accepted' } })
    const cancelled = (await mockCall(recycleSellerApi.cancel, { id: 8104, reason: '不想卖了' })).data
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.quotes.map((quote) => quote.status)).not.toContain('accepted')
    expect(cancelled.acceptedQuote).toMatchObject({ status: 'lost' })
    expect(await buyerDetail(8104)).toMatchObject({ standing: 'lost', myQuote: { status: 'lost' } })
    const offered = (await mockCall(recycleBuyerApi.list, { tab: 'offered', page: 1, pageSize: 50 }, PEER_TOKEN)).data.list
    expect(offered.find((row) => row.id === 8104)).toMatchObject({ standing: 'lost' })
  })

  it('dates 流拍 at the give-up of the last quote holding after the window', async () => {
    const { id, biddingEndsAt } = (await mockCall(recycleSellerApi.offer, newOffer())).data
    // Quoted a day in, the quote holds a day past the window.
    mockClock.advance(24 * HOUR)
    await mockCall(recycleBuyerApi.quote, { id, priceCents: 1_200_000, validDays: 3, note: '' }, PEER_TOKEN)
    mockClock.advance(BIDDING_WINDOW_MS - 22 * HOUR)
    expect((await sellerDetail(id)).status).toBe('bidding')
    const gaveUp = (await mockCall(recycleBuyerApi.giveup, { id, reason: '价格不合适' }, PEER_TOKEN)).data
    const givenUpAt = gaveUp.myQuote!.updatedAt
    expect(Date.parse(givenUpAt)).toBeGreaterThan(Date.parse(biddingEndsAt!))
    mockClock.advance(HOUR)
    const unsold = await sellerDetail(id)
    expect(unsold.status).toBe('unsold')
    expect(unsold.timeline.at(-1)).toMatchObject({ status: 'unsold', at: givenUpAt })
  })

  it('tells every buyer who took part how the order closed, without other buyers’ names or prices', async () => {
    // Cancelled: the quoting buyer and the pre-quoting one see the seller's cancel.
    const bidding = (await mockCall(recycleSellerApi.offer, newOffer())).data
    await mockCall(recycleBuyerApi.quote, { id: bidding.id, priceCents: 1_200_000, validDays: 3, note: '' }, PEER_TOKEN)
    await mockCall(recycleSellerApi.cancel, { id: bidding.id, reason: '不想卖了' })
    expect((await buyerDetail(bidding.id)).timeline.at(-1)).toMatchObject({ status: 'cancelled', note: '卖家取消：不想卖了' })
    const estimating = (await mockCall(recycleSellerApi.offer, newOffer({ mode: 'estimate' }))).data
    await mockCall(recycleBuyerApi.preQuote, { id: estimating.id, lowCents: 900_000, highCents: 1_100_000, note: '' }, PEER_TOKEN)
    await mockCall(recycleSellerApi.cancel, { id: estimating.id, reason: '暂不出售' })
    expect((await buyerDetail(estimating.id)).timeline.at(-1)).toMatchObject({ status: 'cancelled', note: '卖家取消：暂不出售' })

    // Unsold: the buyer whose quote ran out sees it.
    const unsold = (await mockCall(recycleSellerApi.offer, newOffer())).data
    await mockCall(recycleBuyerApi.quote, { id: unsold.id, priceCents: 1_200_000, validDays: 1, note: '' }, PEER_TOKEN)
    mockClock.advance(BIDDING_WINDOW_MS)
    expect((await buyerDetail(unsold.id)).timeline.at(-1)).toMatchObject({ status: 'unsold', note: '竞价结束，无有效报价，已流拍' })

    // Another buyer's quote accepted (8213: 奢侈品回收站 ¥39,500 over 李老板's ¥38,000).
    const lost = await buyerDetail(8213)
    expect(lost.standing).toBe('lost')
    expect(lost.timeline.at(-1)).toMatchObject({ status: 'awaiting_shipment', note: '卖家已接受其他买家的报价' })
    const text = JSON.stringify(lost)
    for (const secret of ['奢侈品回收站', '39,500', '3950000']) expect(text).not.toContain(secret)
    // The winner still reads the step in full (8104: 李老板 won).
    expect((await buyerDetail(8104)).timeline.find((event) => event.status === 'awaiting_shipment')!.note).toBe('接受李记名表（个人）报价 ¥32,000')
  })

  it('refuses an expired quote with 41020', async () => {
    const expired = (await sellerDetail(8102)).quotes.find((quote) => quote.status === 'expired')!
    expect(await mockCall(recycleSellerApi.accept, { id: 8102, quoteId: expired.id })).toMatchObject({ code: RECYCLE_REFUSALS.quoteExpired, msg: '该报价已过期，请选择其他报价' })
    const live = (await sellerDetail(8102)).quotes[1]
    expireQuoteIn(8102, live.id)
    expect((await mockCall(recycleSellerApi.accept, { id: 8102, quoteId: live.id })).code).toBe(RECYCLE_REFUSALS.quoteExpired)
  })

  it('refuses a quote after the window with 41021', async () => {
    expect((await mockCall(recycleBuyerApi.quote, { id: 8205, priceCents: 4_600_000, validDays: 1, note: '' }, PEER_TOKEN)).code).toBe(200)
    mockClock.advance(HOUR)
    expect(await mockCall(recycleBuyerApi.quote, { id: 8205, priceCents: 4_700_000, validDays: 1, note: '' }, PEER_TOKEN)).toMatchObject({
      code: RECYCLE_REFUSALS.biddingClosed,
      msg: '报价已截止',
    })
    expect((await buyerDetail(8205)).actions).toEqual(['giveup'])
  })

  it('allows one recheck per order', async () => {
    expect((await mockCall(recycleSellerApi.recheck, { id: 8107, reason: '验货价与描述不符', note: '', photos: PHOTOS })).data.status).toBe('rechecking')
    mockClock.advance(RECHECK_MS)
    const answered = await sellerDetail(8107)
    expect(answered).toMatchObject({ status: 'inspected', recheck: { answer: { verdict: 'upheld', finalPriceCents: 1_080_000 } }, actions: ['confirm', 'return'] })
    expect(await mockCall(recycleSellerApi.recheck, { id: 8107, reason: '其他', note: '再查', photos: PHOTOS })).toMatchObject({
      code: RECYCLE_REFUSALS.stateMoved,
      msg: '每笔订单仅可申请一次复检',
    })
  })

  it('an inspection price below the accepted quote needs a reason and a photo; above it is refused', async () => {
    // 8211: 李老板's accepted ¥185,000 quote, the item arrived.
    const base = { id: 8211, grade: '95新', reason: '', missingAccessories: [], note: '', photos: [] as string[] }
    const below = { ...base, finalPriceCents: 17_600_050 }
    expect(await mockCall(recycleBuyerApi.inspect, below, PEER_TOKEN)).toMatchObject({ code: 400, msg: '验货价低于中标价，请选择压价原因' })
    expect(await mockCall(recycleBuyerApi.inspect, { ...below, reason: '成色低于描述' }, PEER_TOKEN)).toMatchObject({
      code: 400,
      msg: '验货价低于中标价，请上传至少1张验货图片',
    })
    expect(await mockCall(recycleBuyerApi.inspect, { ...below, reason: '其他', photos: PHOTOS.slice(0, 1) }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '请说明具体原因' })
    expect(await mockCall(recycleBuyerApi.inspect, { ...base, finalPriceCents: 18_500_001 }, PEER_TOKEN)).toMatchObject({
      code: 400,
      msg: '验货价不能高于中标价 ¥185,000',
    })
    expect((await buyerDetail(8211)).status).toBe('inspecting')
    const done = await mockCall(recycleBuyerApi.inspect, { ...below, reason: '成色低于描述', photos: PHOTOS.slice(0, 1) }, PEER_TOKEN)
    expect(done.data).toMatchObject({ status: 'inspected', inspection: { finalPriceCents: 17_600_050, reason: '成色低于描述', revised: true } })
  })

  it('an inspection at the accepted quote needs no reason nor photo', async () => {
    const done = await mockCall(
      recycleBuyerApi.inspect,
      { id: 8211, finalPriceCents: 18_500_000, grade: '98新', reason: '', missingAccessories: [], note: '', photos: [] },
      PEER_TOKEN,
    )
    expect(done.data).toMatchObject({ status: 'inspected', inspection: { reason: '', revised: false } })
  })

  it('a buyer cannot quote on his own order nor inspect another buyer’s', async () => {
    expect((await buyerDetail(8102, DEMO_TOKEN)).actions).toEqual([])
    expect(await mockCall(recycleBuyerApi.quote, { id: 8102, priceCents: 100_000, validDays: 1, note: '' })).toMatchObject({
      code: RECYCLE_REFUSALS.stateMoved,
      msg: '不能给自己的回收订单报价',
    })
    const inspection = { finalPriceCents: 100_000, grade: '98新', reason: '', missingAccessories: [], note: '', photos: [] }
    expect((await mockCall(recycleBuyerApi.inspect, { id: 8106, ...inspection })).code).toBe(RECYCLE_REFUSALS.stateMoved)
    expect((await mockCall(recycleBuyerApi.inspect, { id: 8211, ...inspection })).code).toBe(404)
    expect((await buyerDetail(8211)).actions).toEqual(['inspect'])
    expect((await sellerDetail(8106)).status).toBe('inspecting')
  })

  it('giving up withdraws the quote and moves the order to the give-up tab', async () => {
    const before = (await mockCall(recycleBuyerApi.list, { tab: 'offered', page: 1, pageSize: 50 }, PEER_TOKEN)).data
    expect(before.list.map((row) => row.id)).toContain(8201)
    const gaveUp = await mockCall(recycleBuyerApi.giveup, { id: 8201, reason: '价格不合适' }, PEER_TOKEN)
    expect(gaveUp.data).toMatchObject({ standing: 'gaveup', myQuote: { status: 'withdrawn' }, actions: [] })
    const offered = (await mockCall(recycleBuyerApi.list, { tab: 'offered', page: 1, pageSize: 50 }, PEER_TOKEN)).data
    const giveup = (await mockCall(recycleBuyerApi.list, { tab: 'giveup', page: 1, pageSize: 50 }, PEER_TOKEN)).data
    expect(offered.list.map((row) => row.id)).not.toContain(8201)
    expect(giveup.list[0].id).toBe(8201)
    expect((await mockCall(recycleBuyerApi.quote, { id: 8201, priceCents: 100_000, validDays: 1, note: '' }, PEER_TOKEN)).code).toBe(RECYCLE_REFUSALS.stateMoved)
  })

  it('counts match the lists, for the seller and for buyers', async () => {
    const counts = (await mockCall(recycleSellerApi.counts, undefined)).data
    for (const [view, tabs] of [
      ['bidding', SELLER_BIDDING_TABS],
      ['order', SELLER_ORDER_TABS],
    ] as const) {
      for (const tab of tabs) {
        const page = (await mockCall(recycleSellerApi.list, { view, tab: tab.key, page: 1, pageSize: 50 })).data
        expect(page.total, `${view}/${tab.key}`).toBe(tabCount(counts, tab.statuses))
        expect(page.list.every((row) => (tab.statuses as readonly string[]).includes(row.status))).toBe(true)
      }
    }
    for (const token of [DEMO_TOKEN, PEER_TOKEN]) {
      const buyer = (await mockCall(recycleBuyerApi.counts, undefined, token)).data
      for (const tab of ['offering', 'offered', 'giveup'] as const)
        expect((await mockCall(recycleBuyerApi.list, { tab, page: 1, pageSize: 50 }, token)).data.total, tab).toBe(buyer[tab])
      expect((await mockCall(recycleBuyerApi.preList, { tab: 'open', page: 1, pageSize: 50 }, token)).data.total).toBe(buyer.preOpen)
      expect((await mockCall(recycleBuyerApi.preList, { tab: 'done', page: 1, pageSize: 50 }, token)).data.total).toBe(buyer.preDone)
    }
    const peer = (await mockCall(recycleBuyerApi.counts, undefined, PEER_TOKEN)).data
    expect(peer).toMatchObject({ giveup: 1, preDone: 1 })
    const offering = (await mockCall(recycleBuyerApi.list, { tab: 'offering', page: 1, pageSize: 50 }, PEER_TOKEN)).data.list
    expect(offering[0].id).toBe(8205)
    expect(offering.map((row) => row.id)).not.toContain(8201)
    const watches = (await mockCall(recycleBuyerApi.list, { tab: 'offering', category: '腕表', page: 1, pageSize: 50 }, PEER_TOKEN)).data.list
    expect(watches.length).toBeGreaterThan(0)
    expect(watches.every((row) => row.category === '腕表')).toBe(true)
  })

  it('never shows a buyer other buyers’ prices or steps', async () => {
    const peerView = await buyerDetail(8102)
    expect(peerView).toMatchObject({ quoteCount: 3, myQuote: { priceCents: 3_900_000 }, standing: 'quoted' })
    const text = JSON.stringify(peerView)
    for (const other of ['4300000', '4050000', '奢侈品回收站', '广州名品仓']) expect(text).not.toContain(other)
    expect(peerView.timeline.map((event) => event.note)).toEqual(['发布竞价，买家72小时内报价', '李记名表（个人）报价 ¥39,000'])
    // The buyer who won sees the deal, still without the other quotes.
    const won = JSON.stringify(await buyerDetail(8107))
    expect(won).toContain('验货价 ¥10,800')
    expect(won).not.toContain('杭州中古铺')
    expect(JSON.stringify((await mockCall(recycleBuyerApi.list, { tab: 'offered', page: 1, pageSize: 50 }, PEER_TOKEN)).data)).not.toContain('奢侈品回收站')
    expect((await mockCall(recycleExpressCall, { id: 8211 })).code).toBe(404)
  })

  it('closes a bidding order unsold when the window ends without a live quote', async () => {
    const window = await sellerDetail(8103)
    const lastQuote = (await sellerDetail(8102)).quotes[0]
    // Past 8102's window with a quote still holding: the seller may still accept it.
    mockClock.advance(45 * HOUR)
    expect(await sellerDetail(8102)).toMatchObject({ status: 'bidding', actions: ['accept', 'cancel'] })
    expect((await mockCall(recycleBuyerApi.quote, { id: 8102, priceCents: 100_000, validDays: 1, note: '' }, PEER_TOKEN)).code).toBe(RECYCLE_REFUSALS.biddingClosed)
    mockClock.advance(BIDDING_WINDOW_MS - 45 * HOUR)
    const unsold = await sellerDetail(8103)
    expect(unsold).toMatchObject({ status: 'unsold', actions: [] })
    expect(unsold.timeline.at(-1)).toMatchObject({ status: 'unsold', at: window.biddingEndsAt })
    // Unsold when the last quote ran out.
    expect((await sellerDetail(8102)).timeline.at(-1)).toMatchObject({ status: 'unsold', at: lastQuote.validUntil })
  })
})
