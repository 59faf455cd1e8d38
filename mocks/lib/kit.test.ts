// @vitest-environment node
import { RECYCLE_REFUSALS, recycleSellerApi } from '../../src/features/recycle/api'
import { cashierApi } from '../../src/features/cashier/api'
import { resetDb } from '../db'
import { createPayOrder, findPayOrder } from '../db/pay-orders'
import { DEMO_SHOP_ACCOUNT } from '../db/seed-account'
import { mockCall } from './call'
import { mockClock } from './clock'
import { recordEvent, type OrderEvent } from './events'
import { MockError } from './handle'
import { CONFLICT, isRefusal, refuse, refuseUnless } from './refuse'
import { onSettle, settleDue, settledEngines } from './settle'

beforeEach(() => resetDb())

describe('mock clock', () => {
  it('follows the real clock until set, moves on, and resetDb puts it back', () => {
    expect(Math.abs(mockClock.now() - Date.now())).toBeLessThan(50)
    mockClock.set(Date.parse('2030-01-01T00:00:00Z'))
    expect(mockClock.iso()).toBe('2030-01-01T00:00:00.000Z')
    mockClock.advance(60_000)
    expect(mockClock.iso()).toBe('2030-01-01T00:01:00.000Z')
    resetDb()
    expect(Math.abs(mockClock.now() - Date.now())).toBeLessThan(50)
  })
})

describe('settle what time decided', () => {
  it('every engine whose state moves by time is registered', () => {
    expect(settledEngines()).toEqual(expect.arrayContaining(['auction', 'recycle', 'pay-orders', 'stock-locks', 'smu', 'member-apply']))
  })

  it('a registered settler runs once per request, with the clock’s time', async () => {
    const seen: number[] = []
    onSettle('kit-test', (now) => seen.push(now))
    mockClock.set(1_900_000_000_000)
    await mockCall(cashierApi.order, { payOrderNo: 'PO20261120000101' })
    expect(seen).toEqual([1_900_000_000_000])
    onSettle('kit-test', () => undefined)
  })

  it('the clock moved on: the next request finds a pay order past its window closed', async () => {
    const order = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '测试', lines: [{ label: '测试', amountCents: 100 }], windowMinutes: 10 })
    mockClock.advance(11 * 60_000)
    expect(findPayOrder(order.payOrderNo)!.status).toBe('pending')
    settleDue()
    expect(findPayOrder(order.payOrderNo)!.status).toBe('closed')
  })
})

describe('order events', () => {
  it('join the timeline, give the order its status and move updatedAt on (not back)', () => {
    const order: { status: string; timeline: OrderEvent[]; updatedAt: string } = { status: 'draft', timeline: [], updatedAt: '2030-01-01T00:00:00.000Z' }
    recordEvent(order, { status: 'in_review', at: Date.parse('2030-01-01T01:00:00Z'), note: null })
    recordEvent(order, { status: 'listed', at: Date.parse('2029-12-31T00:00:00Z'), note: '补记' })
    expect(order.status).toBe('listed')
    expect(order.timeline).toEqual([
      { status: 'in_review', at: '2030-01-01T01:00:00.000Z', note: null },
      { status: 'listed', at: '2029-12-31T00:00:00.000Z', note: '补记' },
    ])
    expect(order.updatedAt).toBe('2030-01-01T01:00:00.000Z')
  })
})

describe('refusals', () => {
  it('carry a code, the server’s words and data, and reach the app as the envelope', async () => {
    const thrown = (() => {
      try {
        refuse(RECYCLE_REFUSALS.stateMoved, '订单当前为「已取消」，不能发货', { status: 'cancelled' })
      } catch (error) {
        return error
      }
    })()
    expect(isRefusal(thrown)).toBe(true)
    expect(thrown).toMatchObject({ code: 40920, message: '订单当前为「已取消」，不能发货', data: { status: 'cancelled' } })
    expect(() => refuseUnless(false, '盘点已结束')).toThrow(MockError)
    expect(() => refuseUnless(true, '盘点已结束')).not.toThrow()
    try {
      refuseUnless(false, '盘点已结束')
    } catch (error) {
      expect(error).toMatchObject({ code: CONFLICT, message: '盘点已结束', data: null })
    }
    // Over HTTP: a recycle action the state does not allow (a settled order cannot be cancelled).
    const reply = await mockCall(recycleSellerApi.cancel, { id: 8109, reason: '不想卖了' })
    expect(reply).toMatchObject({ code: RECYCLE_REFUSALS.stateMoved, data: { status: 'settled' } })
    expect(reply.msg).toContain('不能取消')
  })
})
