// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { expressApi } from '../../src/features/express/api'
import { maintainApi, type CreateInput } from '../../src/features/maintain/api'
import { MAX_ONLINE_DECLARED_CENTS } from '../../src/features/express/rules'
import {
  ACCEPT_NONE_TEXT,
  backInsurance,
  LIABILITY_ACK_TEXT,
  MAINTAIN_STATUSES,
  SEND_WITHIN_DAYS,
  MAINTAIN_TABS,
  RETURN_SHIPPING_TEXT,
  tabCount,
  WARRANTY_DAYS,
} from '../../src/features/maintain/machine'
import { DEMO_TOKEN, PEER_TOKEN, resetDb, shopStocks } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { bringMaintainDue, DAY, DIAGNOSE_MS, findMaintain, SERVICE_MS } from '@mocks/db/maintain'
import { parcelById } from '@mocks/db/express'
import { findPayOrder } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

beforeEach(() => {
  resetDb()
  mockClock.reset()
})
afterEach(() => mockClock.reset())

const input = (overrides: Partial<CreateInput> = {}): CreateInput => ({
  source: 'catalogue',
  stockItemId: null,
  skuId: null,
  category: '箱包',
  brandName: '爱马仕',
  model: 'Kelly 28',
  problem: '四角褪色，五金划痕',
  photos: ['/mock-images/goods-0.svg'],
  services: ['clean', 'recolor', 'hardware'],
  declaredValueCents: 8_000_000,
  liabilityAccepted: true,
  ...overrides,
})

const detail = async (id: number, token = DEMO_TOKEN) => (await mockCall(maintainApi.detail, { id }, token)).data
const sender = { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号赛格广场3楼312' }

async function created() {
  const reply = await mockCall(maintainApi.create, input())
  expect(reply.code).toBe(200)
  return reply.data
}

/** Sent through the express module (self-shipped), then signed for by the workshop. */
async function sentAndReceived(id: number) {
  const sent = await mockCall(expressApi.send, {
    purpose: { kind: 'maintain', orderId: id },
    sender,
    itemType: '箱包',
    declaredValueCents: 2_000_000,
    pickup: null,
    selfShipped: { carrier: '顺丰速运', waybillNo: 'SF1234567890' },
  })
  expect(sent.code).toBe(200)
  expect((await detail(id)).status).toBe('in_transit')
  bringMaintainDue(id)
  return detail(id)
}

async function diagnosed(id: number) {
  await sentAndReceived(id)
  mockClock.advance(DIAGNOSE_MS + 1000)
  return detail(id)
}

async function payWithBalance(payOrderNo: string) {
  const paid = await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance' })
  expect(paid.code).toBe(200)
}

describe('care mock: the seeded orders', () => {
  it('gives the demo shop one order in each state, and counts them by tab', async () => {
    const counts = (await mockCall(maintainApi.counts, undefined)).data
    expect(counts).toEqual(Object.fromEntries(MAINTAIN_STATUSES.map((status) => [status, 1])))
    const all = await mockCall(maintainApi.list, { tab: 'all', pageSize: 50 })
    expect(all.data.total).toBe(MAINTAIN_STATUSES.length)
    for (const tab of MAINTAIN_TABS) {
      const page = await mockCall(maintainApi.list, { tab: tab.key, pageSize: 50 })
      expect(page.data.total).toBe(tabCount(counts, tab.statuses))
    }
    expect((await mockCall(maintainApi.list, { tab: 'nope' as never })).code).toBe(400)
  })

  it('hides an order from another account', async () => {
    expect((await mockCall(maintainApi.detail, { id: 9101 }, PEER_TOKEN)).code).toBe(404)
  })

  it('shows only the actions of the current state', async () => {
    const expected: Record<number, string[]> = {
      9101: ['send', 'cancel'],
      9102: [],
      9103: ['applyReturn'],
      9104: ['acceptAll', 'acceptSome', 'applyReturn'],
      9105: ['pay', 'applyReturn'],
      9106: [],
      9108: [],
    }
    for (const [id, actions] of Object.entries(expected)) expect((await detail(Number(id))).actions).toEqual(actions)
    const done = await detail(9108)
    expect(done.status).toBe('done')
    expect(Date.parse(done.warrantyUntil!) - Date.parse(done.timeline.at(-1)!.at)).toBe(WARRANTY_DAYS * DAY)
  })
})

describe('care mock: create', () => {
  it('refuses without the liability rule accepted, or with wrong fields, in Chinese', async () => {
    expect(await mockCall(maintainApi.create, input({ liabilityAccepted: false }))).toMatchObject({ code: 400, msg: LIABILITY_ACK_TEXT })
    expect(await mockCall(maintainApi.create, input({ services: [] }))).toMatchObject({ code: 400, msg: '请选择养护项目' })
    expect(await mockCall(maintainApi.create, input({ photos: [] }))).toMatchObject({ code: 400, msg: '请上传至少1张问题部位的照片' })
    expect(await mockCall(maintainApi.create, input({ declaredValueCents: 100_050 }))).toMatchObject({ code: 400, msg: '声明价值请填写整数元' })
    expect(await mockCall(maintainApi.create, input({ category: '珠宝' }))).toMatchObject({ code: 400, msg: '请选择养护品类' })
  })

  it('makes an order awaiting shipment with the estimate as a range', async () => {
    const order = await created()
    expect(order.status).toBe('awaiting_shipment')
    expect(order.actions).toEqual(['send', 'cancel'])
    expect(order.estimate.lowCents).toBeLessThan(order.estimate.highCents)
    expect(order.no).toMatch(/^YH\d{8}\d{3}$/)
  })
})

describe('care mock: the whole course', () => {
  it('send → received (photos + checklist) → diagnosed → accept some → pay (firm) → service log → sent back → done', async () => {
    const order = await created()
    const received = await sentAndReceived(order.id)
    expect(received.status).toBe('received')
    expect(received.reception?.accessories.map((entry) => entry.name)).toEqual(['防尘袋', '锁', '肩带', '卡片'])
    expect(received.actions).toEqual(['applyReturn'])

    mockClock.advance(DIAGNOSE_MS + 1000)
    const quoted = await detail(order.id)
    expect(quoted.status).toBe('diagnosed')
    const lines = quoted.diagnosis!.lines
    expect(lines.map((line) => line.name)).toEqual(['清洁', '补色', '五金翻新'])
    expect(lines.find((line) => line.name === '补色')?.risk).toContain('补色会覆盖缝线颜色')

    // Accepting nothing is refused; accepting two lines sums those two.
    expect(await mockCall(maintainApi.acceptSome, { id: order.id, lineIds: [] })).toMatchObject({ code: 400, msg: ACCEPT_NONE_TEXT })
    const some = await mockCall(maintainApi.acceptSome, { id: order.id, lineIds: [lines[0].id, lines[2].id] })
    expect(some.data.status).toBe('awaiting_payment')
    expect(some.data.payment).toMatchObject({ amountCents: lines[0].priceCents + lines[2].priceCents, status: 'unpaid' })
    // Accepted once: accepting again is refused and says why.
    expect(await mockCall(maintainApi.acceptAll, { id: order.id })).toMatchObject({ code: 409, msg: '订单当前为「待支付」，不能全部接受' })

    const pay = await mockCall(maintainApi.pay, { id: order.id })
    const payOrder = findPayOrder(pay.data.payOrderNo)!
    expect(payOrder.amountCents).toBe(lines[0].priceCents + lines[2].priceCents)
    expect(payOrder.lines.map((line) => line.label)).toEqual(['爱马仕 Kelly 28 清洁', '爱马仕 Kelly 28 五金翻新'])
    // Asked again while pending: the same pay order.
    expect((await mockCall(maintainApi.pay, { id: order.id })).data.payOrderNo).toBe(pay.data.payOrderNo)
    // Not firm before paying.
    expect((await detail(order.id)).status).toBe('awaiting_payment')

    await payWithBalance(pay.data.payOrderNo)
    const firm = await detail(order.id)
    expect(firm.status).toBe('in_service')
    expect(firm.payment?.status).toBe('paid')
    expect(firm.actions).toEqual([])
    // Paid: the item can no longer be asked back.
    expect(await mockCall(maintainApi.applyReturn, { id: order.id, reason: '不想养护了', note: '' })).toMatchObject({ code: 409, msg: '订单已支付，养护已开始，不能再申请退回' })

    mockClock.advance(SERVICE_MS / 2)
    const midway = await detail(order.id)
    expect(midway.log.length).toBeGreaterThan(0)
    expect(midway.log[0].kind).toBe('before')

    mockClock.advance(SERVICE_MS)
    const back = await detail(order.id)
    expect(back.status).toBe('sent_back')
    expect(back.log.at(-1)?.kind).toBe('after')
    expect(back.backParcelId).not.toBeNull()
    const parcel = await mockCall(expressApi.detail, { id: back.backParcelId! })
    expect(parcel.code).toBe(200)

    bringMaintainDue(order.id)
    const done = await detail(order.id)
    expect(done.status).toBe('done')
    expect(done.warrantyUntil).not.toBeNull()
    expect(done.timeline.map((event) => event.status)).toEqual(['awaiting_shipment', 'in_transit', 'received', 'diagnosed', 'awaiting_payment', 'in_service', 'sent_back', 'done'])
  })

  it('accept all sums every line', async () => {
    const order = await created()
    const quoted = await diagnosed(order.id)
    const all = await mockCall(maintainApi.acceptAll, { id: order.id })
    expect(all.data.payment?.amountCents).toBe(quoted.diagnosis!.lines.reduce((sum, line) => sum + line.priceCents, 0))
  })
})

describe('care mock: the week to send', () => {
  it('cancels an order not sent within 7 days of placing it', async () => {
    const order = await created()
    expect(order.sendBy).toBe(new Date(Date.parse(order.createdAt) + SEND_WITHIN_DAYS * DAY).toISOString())
    mockClock.advance(SEND_WITHIN_DAYS * DAY - 60_000)
    expect((await detail(order.id)).status).toBe('awaiting_shipment')
    mockClock.advance(2 * 60_000)
    const lapsed = await detail(order.id)
    expect(lapsed).toMatchObject({ status: 'cancelled', sendBy: null, actions: [] })
    expect(lapsed.timeline.at(-1)?.note).toBe('超过 7 天未寄出，订单已自动取消')
  })
})

describe('care mock: a piece from stock', () => {
  it('takes only a piece of the dealer’s own stock still in the shop, and keeps its stock code', async () => {
    const items = shopStocks()[DEMO_SHOP_ACCOUNT].items
    const held = items.find((item) => item.status === 'IN_STOCK')!
    const sold = items.find((item) => item.status === 'SOLD')!
    const fromStock = (stockItemId: number | null, token = DEMO_TOKEN) => mockCall(maintainApi.create, input({ source: 'stock', stockItemId }), token)
    const made = await fromStock(held.id)
    expect(made.data.item).toMatchObject({ source: 'stock', stockItemId: held.id, stockCode: held.code })
    expect(await fromStock(sold.id)).toMatchObject({ code: 400, msg: '该商品已售出，不在店内，不能送养护' })
    expect(await fromStock(null)).toMatchObject({ code: 400, msg: '库存中没有这件商品，请重新选择' })
    // Another shop's piece is not in this dealer's stock.
    expect(await fromStock(held.id, PEER_TOKEN)).toMatchObject({ code: 400, msg: '库存中没有这件商品，请重新选择' })
  })
})

describe('care mock: return before paying, cancel before sending', () => {
  it('asks the item back before paying: who pays and the insured value stated; the pending pay order closes', async () => {
    const order = await created()
    await diagnosed(order.id)
    await mockCall(maintainApi.acceptAll, { id: order.id })
    const pay = await mockCall(maintainApi.pay, { id: order.id })
    expect(await mockCall(maintainApi.applyReturn, { id: order.id, reason: '其他', note: '' })).toMatchObject({ code: 400, msg: '请说明退回原因' })
    const asked = await mockCall(maintainApi.applyReturn, { id: order.id, reason: '报价超出预期', note: '' })
    expect(asked.data.status).toBe('return_requested')
    expect(asked.data.returnRequest).toMatchObject({ shippingText: RETURN_SHIPPING_TEXT, insuredCents: 8_000_000 })
    // The quote is void: nothing is owed.
    expect(asked.data.payment).toBeNull()
    expect(asked.data.amountCents).toBeNull()
    expect(findPayOrder(pay.data.payOrderNo)?.status).toBe('closed')
    expect(await mockCall(maintainApi.pay, { id: order.id })).toMatchObject({ code: 409 })

    bringMaintainDue(order.id)
    const returning = await detail(order.id)
    expect(returning.status).toBe('returning')
    // ¥80,000 declared: the carrier insures its online ceiling, the workshop the rest (offline).
    expect(parcelById(returning.backParcelId!)?.declaredValueCents).toBe(MAX_ONLINE_DECLARED_CENTS)
    expect(backInsurance(returning.declaredValueCents)).toEqual({ onlineCents: MAX_ONLINE_DECLARED_CENTS, offlineCents: 6_000_000 })
    bringMaintainDue(order.id)
    const returned = await detail(order.id)
    expect(returned.status).toBe('returned')
    expect(returned.warrantyUntil).toBeNull()
  })

  it('refuses an ask-back before the workshop has the item, and a cancel once sent', async () => {
    const order = await created()
    expect(await mockCall(maintainApi.applyReturn, { id: order.id, reason: '不想养护了', note: '' })).toMatchObject({ code: 409, msg: '订单当前为「待寄出」，不能申请退回' })
    await mockCall(expressApi.send, {
      purpose: { kind: 'maintain', orderId: order.id },
      sender,
      itemType: '箱包',
      declaredValueCents: 2_000_000,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: 'SF99' },
    })
    expect(await mockCall(maintainApi.cancel, { id: order.id })).toMatchObject({ code: 409, msg: '订单当前为「寄送中」，不能取消订单' })
  })

  it('cancels before sending; a cancelled order cannot be sent (express asks the order)', async () => {
    const order = await created()
    expect((await mockCall(maintainApi.cancel, { id: order.id })).data.status).toBe('cancelled')
    const context = await mockCall(expressApi.sendContext, { purpose: 'maintain', orderId: order.id })
    expect(context).toMatchObject({ code: 409, msg: '订单当前为「已取消」，不能寄出商品' })
    expect(findMaintain(order.id)?.parcelId).toBeNull()
  })

  it('gives express the workshop as receiver and the declared value', async () => {
    const order = await created()
    const context = (await mockCall(expressApi.sendContext, { purpose: 'maintain', orderId: order.id })).data
    expect(context.receiver?.name).toBe('奢护工坊养护中心')
    expect(context.defaultDeclaredValueCents).toBeLessThanOrEqual(8_000_000)
  })
})
