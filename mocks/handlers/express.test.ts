// @vitest-environment node
import { EXPRESS_REFUSALS, expressApi } from '../../src/features/express/api'
import { maintainApi } from '../../src/features/maintain/api'
import { recycleSellerApi } from '../../src/features/recycle/api'
import { pickupDays, trackingTimeline, TRACKING_REFRESH_MS } from '../../src/features/express/rules'
import { DEMO_TOKEN, PEER_TOKEN, resetDb, shopStocks } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { collectIn, PARCEL_SIGN_AFTER_COLLECT_MS, SEED_PARCELS } from '@mocks/db/express'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { RECEIVER, sendParcel, shipRecycle } from '@test/express'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** 2026-11-28 06:30 UTC = 14:30 China time. */
const AT_1430 = Date.UTC(2026, 10, 28, 6, 30)

beforeEach(() => {
  resetDb()
  mockClock.set(AT_1430)
})
afterEach(() => mockClock.reset())

const personal = { kind: 'personal' as const, orderId: null }
const CARE_INPUT = {
  source: 'catalogue' as const,
  stockItemId: null,
  skuId: null,
  category: '箱包',
  brandName: '普拉达',
  model: 'Re-Edition 2005',
  problem: '尼龙面发灰',
  photos: ['/mock-images/goods-0.svg'],
  services: ['clean'],
  declaredValueCents: 600_000,
  liabilityAccepted: true,
}
const slotsNow = async () => (await mockCall(expressApi.slots, undefined)).data
const firstSlot = async () => (await slotsNow()).days.find((day) => day.slots.length)!.slots[0]

describe('express mock: declared value and fee', () => {
  it('charges SF insurance: ≤¥500 ¥1, ≤¥1,000 ¥2, above 0.5% rounded up to the fen', async () => {
    const fee = async (cents: number) => (await sendParcel(personal, { declaredValueCents: cents })).data.insuranceFeeCents
    expect(await fee(50_000)).toBe(100)
    expect(await fee(50_100)).toBe(200)
    expect(await fee(100_000)).toBe(200)
    expect(await fee(100_100)).toBe(501) // 5.005 yuan → 5.01
    expect(await fee(2_000_000)).toBe(10_000)
  })

  it('refuses a declared value not in whole yuan, zero, above the item or above ¥20,000 online', async () => {
    const msg = async (cents: number, purpose: Parameters<typeof sendParcel>[0] = personal) => (await sendParcel(purpose, { declaredValueCents: cents })).msg
    expect(await msg(12_345)).toBe('声明价值须为整数元')
    expect(await msg(0)).toBe('声明价值须大于零')
    expect(await msg(2_000_100)).toBe('线上保价最高 ¥20,000，更高价值请联系客服线下办理')
    // 8104's item is worth its accepted quote.
    const context = (await mockCall(expressApi.sendContext, { purpose: 'recycle', orderId: 8104 })).data
    expect(context.receiver?.address).toMatch(/^李记名表回收仓/)
    expect(context.defaultDeclaredValueCents).toBe(Math.min(context.itemValueCents!, 2_000_000))
    expect(context.maxDeclaredValueCents).toBe(Math.min(context.itemValueCents!, 2_000_000))
  })

  it('refuses above the item value for an order worth less than ¥20,000', async () => {
    // A care order declared at ¥6,000: the parcel's default and cap are the item's value.
    const order = (await mockCall(maintainApi.create, { ...CARE_INPUT, declaredValueCents: 600_000 })).data
    const context = (await mockCall(expressApi.sendContext, { purpose: 'maintain', orderId: order.id })).data
    expect(context).toMatchObject({ itemValueCents: 600_000, defaultDeclaredValueCents: 600_000, maxDeclaredValueCents: 600_000 })
    const over = await sendParcel({ kind: 'maintain', orderId: order.id }, { declaredValueCents: 600_100 })
    expect(over).toMatchObject({ code: 400, msg: expect.stringMatching(/^声明价值不能高于物品价值/) as string })
    expect((await sendParcel({ kind: 'maintain', orderId: order.id }, { declaredValueCents: 600_000 })).code).toBe(200)
  })
})

describe('express mock: a personal parcel of a stock piece', () => {
  it('defaults the declared value to the stock cost and caps it at the piece’s value', async () => {
    const piece = shopStocks()[DEMO_SHOP_ACCOUNT].items.find(
      (item) => item.status === 'IN_STOCK' && item.costCents !== null && (item.retailCents ?? 0) > item.costCents! && item.retailCents! < 2_000_000,
    )!
    const context = (await mockCall(expressApi.sendContext, { purpose: 'personal', stockItemId: piece.id })).data
    expect(context).toMatchObject({
      itemName: `${piece.code} ${piece.title}`,
      defaultDeclaredValueCents: Math.floor(piece.costCents! / 100) * 100,
      itemValueCents: piece.retailCents,
      maxDeclaredValueCents: piece.retailCents,
    })
    const over = await sendParcel(personal, { stockItemId: piece.id, declaredValueCents: Math.floor(piece.retailCents! / 100) * 100 + 100 })
    expect(over.msg).toMatch(/^声明价值不能高于物品价值/)
    const sent = await sendParcel(personal, { stockItemId: piece.id, declaredValueCents: Math.floor(piece.costCents! / 100) * 100 })
    expect(sent.data).toMatchObject({ itemName: `${piece.code} ${piece.title}`, itemValueCents: piece.retailCents })
    // A sold piece is not sent from the stock.
    const sold = shopStocks()[DEMO_SHOP_ACCOUNT].items.find((item) => item.status === 'SOLD')!
    expect((await mockCall(expressApi.sendContext, { purpose: 'personal', stockItemId: sold.id })).code).toBe(404)
  })
})

describe('express mock: pickup slots on the server clock', () => {
  it('offers 1-hour slots 09:00–22:00 today to two days ahead, none ending within 2 h of now', async () => {
    const reply = await slotsNow()
    expect(reply.serverTime).toBe(new Date(AT_1430).toISOString())
    expect(reply.days.map((day) => day.label)).toEqual(['今天', '明天', '后天'])
    // 14:30 China: 15:00–16:00 ends 1.5 h on (not offered); 16:00–17:00 ends 2.5 h on (the first one).
    expect(reply.days[0].slots[0]).toEqual({ start: '2026-11-28T08:00:00.000Z', end: '2026-11-28T09:00:00.000Z' })
    expect(reply.days[0].slots.at(-1)!.end).toBe('2026-11-28T14:00:00.000Z')
    expect(reply.days[1].slots).toHaveLength(13)
    expect(reply.days[1].slots[0].start).toBe('2026-11-29T01:00:00.000Z')
  })

  it('at the edge: a slot ending exactly 2 h on is not offered, one minute earlier it is', () => {
    // 15:00–16:00 China ends at 08:00 UTC.
    const end = Date.UTC(2026, 10, 28, 8)
    const has = (now: number) => pickupDays(now)[0].slots.some((slot) => slot.end === new Date(end).toISOString())
    expect(has(end - 2 * HOUR - MINUTE)).toBe(true)
    expect(has(end - 2 * HOUR)).toBe(false)
  })

  it('refuses a slot that went meanwhile with slotGone', async () => {
    const slot = await firstSlot()
    mockClock.set(Date.parse(slot.end) - 2 * HOUR)
    const refused = await sendParcel(personal, { selfShipped: null, pickup: slot })
    expect(refused).toMatchObject({ code: EXPRESS_REFUSALS.slotGone, msg: '该取件时段已不可预约，请重新选择' })
  })
})

describe('express mock: pickups', () => {
  it('cancels a pickup before the courier collected it', async () => {
    const sent = (await sendParcel(personal, { selfShipped: null, pickup: await firstSlot() })).data
    expect(sent).toMatchObject({ state: 'awaiting_pickup', actions: ['changePickup', 'cancelPickup'], courier: { name: expect.any(String) as string } })
    const cancelled = await mockCall(expressApi.cancelPickup, { id: sent.id })
    expect(cancelled.data).toMatchObject({ state: 'cancelled', actions: ['bookPickup'] })
    // Booked again on another slot.
    const slot = (await slotsNow()).days[1].slots[3]
    const booked = await mockCall(expressApi.bookPickup, { id: sent.id, ...slot })
    expect(booked.data).toMatchObject({ state: 'awaiting_pickup', pickup: slot, cancelledAt: null })
  })

  it('refuses the cancel once collected, with the reason and the way to the carrier', async () => {
    const slot = await firstSlot()
    const sent = (await sendParcel(personal, { selfShipped: null, pickup: slot })).data
    mockClock.set(Date.parse(slot.start) + 30 * MINUTE)
    const detail = (await mockCall(expressApi.detail, { id: sent.id })).data
    expect(detail).toMatchObject({ state: 'collected', actions: [], collectedAt: expect.any(String) as string })
    const refused = await mockCall(expressApi.cancelPickup, { id: sent.id })
    expect(refused.code).toBe(EXPRESS_REFUSALS.stateMoved)
    expect(refused.msg).toBe('快递员已揽收（包裹当前为「已揽收」），不能再取消取件；如需拦截请联系顺丰 95338 或客服')
    expect((await mockCall(expressApi.bookPickup, { id: sent.id, ...slot })).code).toBe(EXPRESS_REFUSALS.stateMoved)
  })

  it('shows the course as of the last pull (at most every 30 minutes); a cancel refused because it moved on pulls at once', async () => {
    const slot = await firstSlot()
    const sent = (await sendParcel(personal, { selfShipped: null, pickup: slot })).data
    // Read as the slot starts: pulled then (more than 30 minutes since the booking).
    mockClock.set(Date.parse(slot.start))
    expect((await mockCall(expressApi.detail, { id: sent.id })).data.state).toBe('awaiting_pickup')
    // Collected 25 minutes into the slot; 28 minutes after the last pull the card still says what the tracking says.
    mockClock.set(Date.parse(slot.start) + 28 * MINUTE)
    const stale = (await mockCall(expressApi.detail, { id: sent.id })).data
    const tracking = (await mockCall(expressApi.tracking, { id: sent.id })).data
    expect(stale).toMatchObject({ state: 'awaiting_pickup', latestEvent: null, actions: ['changePickup', 'cancelPickup'] })
    expect(tracking.events).toEqual([])
    expect((await mockCall(expressApi.cancelPickup, { id: sent.id })).code).toBe(EXPRESS_REFUSALS.stateMoved)
    expect((await mockCall(expressApi.detail, { id: sent.id })).data).toMatchObject({ state: 'collected', actions: [], latestEvent: { code: '揽收' } })
  })

  it('dates the courier at the booking, a new courier booking at the new one', async () => {
    const sent = (await sendParcel(personal, { selfShipped: null, pickup: await firstSlot() })).data
    expect(sent.courier?.assignedAt).toBe(new Date(AT_1430).toISOString())
    await mockCall(expressApi.cancelPickup, { id: sent.id })
    mockClock.set(AT_1430 + 40 * MINUTE)
    const booked = (await mockCall(expressApi.bookPickup, { id: sent.id, ...(await slotsNow()).days[1].slots[0] })).data
    expect(booked.courier?.assignedAt).toBe(new Date(AT_1430 + 40 * MINUTE).toISOString())
  })

  it('shows a parcel to its sender only', async () => {
    expect((await mockCall(expressApi.detail, { id: SEED_PARCELS.signed }, PEER_TOKEN)).code).toBe(404)
  })
})

describe('express mock: tracking', () => {
  it('sends events out of order with repeats; sorted and de-duplicated they are the course', async () => {
    const reply = (await mockCall(expressApi.tracking, { id: SEED_PARCELS.inTransitException })).data
    const times = reply.events.map((event) => Date.parse(event.at))
    expect(times).not.toEqual([...times].sort((a, b) => a - b))
    const timeline = trackingTimeline(reply.events)
    expect(timeline.length).toBeLessThan(reply.events.length)
    expect(timeline.map((event) => event.code)).toEqual(['揽收', '在途', '在途', '在途', '疑难'])
    expect(timeline.at(-1)).toMatchObject({ exception: true, label: '疑难', state: 'exception' })
    expect(reply.state).toBe('exception')
  })

  it('refreshes at most every 30 minutes, and never once signed for', async () => {
    const sent = (await sendParcel(personal)).data
    const first = (await mockCall(expressApi.tracking, { id: sent.id })).data
    expect(first.nextRefreshAt).toBe(new Date(AT_1430 + TRACKING_REFRESH_MS).toISOString())
    mockClock.set(AT_1430 + 10 * MINUTE)
    const early = await mockCall(expressApi.refreshTracking, { id: sent.id })
    expect(early).toMatchObject({ code: EXPRESS_REFUSALS.refreshLimited, msg: '物流信息每30分钟更新一次，请20分钟后再刷新' })
    // A read meanwhile does not pull either.
    expect((await mockCall(expressApi.tracking, { id: sent.id })).data.refreshedAt).toBe(first.refreshedAt)
    mockClock.set(AT_1430 + 3 * HOUR)
    const later = (await mockCall(expressApi.refreshTracking, { id: sent.id })).data
    expect(later.refreshedAt).toBe(new Date(AT_1430 + 3 * HOUR).toISOString())
    expect(trackingTimeline(later.events).map((event) => event.code)).toEqual(['揽收', '在途'])

    mockClock.set(AT_1430 + PARCEL_SIGN_AFTER_COLLECT_MS + HOUR)
    const signed = (await mockCall(expressApi.tracking, { id: sent.id })).data
    expect(signed).toMatchObject({ state: 'signed', nextRefreshAt: null })
    mockClock.set(AT_1430 + PARCEL_SIGN_AFTER_COLLECT_MS + 5 * HOUR)
    expect(await mockCall(expressApi.refreshTracking, { id: sent.id })).toMatchObject({ code: EXPRESS_REFUSALS.refreshLimited, msg: '包裹已签收，物流信息不再更新' })
  })
})

describe('express mock: purposes', () => {
  it('sends a recycling order: its receiver is the server’s, the order moves, and is signed for with the parcel', async () => {
    const sent = await shipRecycle(8104, 'SF0000000000001')
    expect(sent.data).toMatchObject({ purpose: { kind: 'recycle', orderId: 8104 }, receiver: { name: '李老板' }, purposeText: expect.stringMatching(/^回收订单 HS/) as string })
    // The form cannot send it elsewhere: a receiver given is ignored for an order.
    expect(sent.data.receiver.address).not.toBe(RECEIVER.address)
    expect((await mockCall(recycleSellerApi.detail, { id: 8104 })).data).toMatchObject({ status: 'in_transit', shipment: { parcelId: sent.data.id } })
    expect((await shipRecycle(8104)).code).toBe(EXPRESS_REFUSALS.alreadySent)
    collectIn(sent.data.id, -PARCEL_SIGN_AFTER_COLLECT_MS)
    expect((await mockCall(recycleSellerApi.detail, { id: 8104 })).data.status).toBe('inspecting')
  })

  it('a pickup cancelled before collection takes the order back to be sent; booked again, it is on its way once more', async () => {
    const status = async () => (await mockCall(maintainApi.detail, { id: 9101 })).data
    const sent = (await sendParcel({ kind: 'maintain', orderId: 9101 }, { selfShipped: null, pickup: await firstSlot() })).data
    expect(await status()).toMatchObject({ status: 'in_transit', parcelId: sent.id })
    await mockCall(expressApi.cancelPickup, { id: sent.id })
    expect(await status()).toMatchObject({ status: 'awaiting_shipment', parcelId: null, actions: expect.arrayContaining(['send']) as string[] })
    const slot = (await slotsNow()).days[1].slots[0]
    expect((await mockCall(expressApi.bookPickup, { id: sent.id, ...slot })).data.state).toBe('awaiting_pickup')
    expect(await status()).toMatchObject({ status: 'in_transit', parcelId: sent.id })

    // Recycling alike; once the order went with another parcel, the cancelled one cannot be booked again.
    const shipped = (await sendParcel({ kind: 'recycle', orderId: 8104 }, { selfShipped: null, pickup: await firstSlot() })).data
    await mockCall(expressApi.cancelPickup, { id: shipped.id })
    expect((await mockCall(recycleSellerApi.detail, { id: 8104 })).data).toMatchObject({ status: 'awaiting_shipment', shipment: null })
    const other = (await shipRecycle(8104)).data
    expect((await mockCall(recycleSellerApi.detail, { id: 8104 })).data).toMatchObject({ status: 'in_transit', shipment: { parcelId: other.id } })
    expect((await mockCall(expressApi.bookPickup, { id: shipped.id, ...slot })).code).toBe(EXPRESS_REFUSALS.alreadySent)
  })

  it('keeps the workshop’s send-back to itself: no dealer reads its receiver or sends it', async () => {
    for (const token of [PEER_TOKEN, DEMO_TOKEN]) {
      const context = await mockCall(expressApi.sendContext, { purpose: 'maintain-back', orderId: 9101 }, token)
      expect(context).toMatchObject({ code: 400, msg: '该包裹由服务方寄出，无需您寄件' })
      expect(JSON.stringify(context)).not.toContain('王经理')
      expect((await sendParcel({ kind: 'maintain-back', orderId: 9101 }, {}, token)).code).toBe(400)
    }
    // The appraisal centre's send-back alike.
    expect((await mockCall(expressApi.sendContext, { purpose: 'evaluate-back', orderId: 9301 }, PEER_TOKEN)).code).toBe(400)
    // A peer cannot send (nor read the receiver of) another shop's care order either.
    expect((await mockCall(expressApi.sendContext, { purpose: 'maintain', orderId: 9101 }, PEER_TOKEN)).code).toBe(404)
  })

  it('refuses to send an order not awaiting shipment (the owning area says why)', async () => {
    const refused = await shipRecycle(8102)
    expect(refused.code).toBe(40920)
    expect(refused.msg).toBe('订单当前为「竞价中」，不能发货')
  })
})
