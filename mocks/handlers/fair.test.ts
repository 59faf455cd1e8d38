// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { fairApi } from '../../src/features/fair/api'
import { DOOR_REASONS, FAIR_REFUSALS, HOLD_MINUTES, PASS_WINDOW_MS, TICKET_STATUS } from '../../src/features/fair/machine'
import { PEER_TOKEN, resetDb } from '@mocks/db'
import { CURRENT_FAIR_ID, fairState, findFair, findTicket, NEXT_FAIR_ID, SEEDED_TICKETS } from '@mocks/db/fair'
import { findPayOrder } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

const MINUTE = 60_000
let now = 0

beforeEach(() => {
  resetDb()
  now = Date.parse('2026-11-20T04:00:00Z')
  mockClock.set(() => now)
  fairState()
})
afterEach(() => mockClock.reset())

const kindOf = async (id: number) => (await mockCall(fairApi.detail, { id: CURRENT_FAIR_ID })).data.kinds.find((kind) => kind.id === id)!
const door = (code: string, requestId: string, fairId = CURRENT_FAIR_ID) => mockCall(fairApi.doorCheck, { fairId, code, gate: '北门 1 号通道', requestId })

async function payWithBalance(payOrderNo: string) {
  const paid = await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance' })
  expect(paid.code).toBe(200)
}

describe('fair tickets: the sale', () => {
  it('shows each kind with quota, sale state on the server clock and the account’s holding; signed out too', async () => {
    const fair = (await mockCall(fairApi.detail, { id: CURRENT_FAIR_ID }, '')).data
    expect(fair.kinds.map((kind) => [kind.kind, kind.saleState])).toEqual([
      ['entrance', 'on_sale'],
      ['booth', 'on_sale'],
      ['eBooth', 'not_started'],
      ['other', 'ended'],
    ])
    expect(fair.kinds[1].remaining).toBe(0)
    expect(fair.kinds[0].held).toBe(0)
    expect((await kindOf(61)).held).toBe(2)
  })

  it('refuses outside the sale window, when sold out, and past the per-account limit (unpaid counts)', async () => {
    expect((await mockCall(fairApi.buy, { kindId: 63 })).code).toBe(FAIR_REFUSALS.notOnSale)
    expect((await mockCall(fairApi.buy, { kindId: 64 })).code).toBe(FAIR_REFUSALS.notOnSale)
    expect((await mockCall(fairApi.buy, { kindId: 62 })).msg).toBe('标准展位 3×3m已售罄')
    const bought = await mockCall(fairApi.buy, { kindId: 61 })
    expect(bought.code).toBe(200)
    const refused = await mockCall(fairApi.buy, { kindId: 61 })
    expect(refused.code).toBe(FAIR_REFUSALS.limit)
    // the eBooth opens on the server's clock
    now += 25 * 60 * MINUTE
    expect((await mockCall(fairApi.buy, { kindId: 63 })).code).toBe(200)
  })

  it('an unpaid ticket holds quota with its pay order, and is cancelled with the quota back when the hold runs out', async () => {
    const before = (await kindOf(61)).remaining
    const { ticketId, payOrderNo } = (await mockCall(fairApi.buy, { kindId: 61 })).data
    expect((await kindOf(61)).remaining).toBe(before - 1)
    const ticket = (await mockCall(fairApi.ticket, { id: ticketId })).data
    expect(ticket.status).toBe(TICKET_STATUS.WAIT_PAY)
    expect(Date.parse(ticket.payBy!) - now).toBe(HOLD_MINUTES * MINUTE)
    expect(ticket.actions).toEqual(['pay', 'cancel'])
    now += HOLD_MINUTES * MINUTE
    const lapsed = (await mockCall(fairApi.ticket, { id: ticketId })).data
    expect(lapsed.status).toBe(TICKET_STATUS.CANCEL)
    expect(lapsed.closedReason).toMatch('未支付，已自动取消')
    // both places come back: this one and the seeded unpaid ticket's, whose hold ran out earlier
    expect(findTicket(SEEDED_TICKETS.unpaid)!.status).toBe(TICKET_STATUS.CANCEL)
    expect((await kindOf(61)).remaining).toBe(before + 1)
    expect(findPayOrder(payOrderNo)!.status).toBe('closed')
    expect((await mockCall(fairApi.pay, { id: ticketId })).code).toBe(FAIR_REFUSALS.state)
  })

  it('pays through the cashier; a cancel frees the place and closes the pay order', async () => {
    const { ticketId, payOrderNo } = (await mockCall(fairApi.buy, { kindId: 61 })).data
    expect((await mockCall(fairApi.pay, { id: ticketId })).data.payOrderNo).toBe(payOrderNo)
    await payWithBalance(payOrderNo)
    expect((await mockCall(fairApi.ticket, { id: ticketId })).data.status).toBe(TICKET_STATUS.HAS_PAY)
    const cancelled = await mockCall(fairApi.cancel, { id: SEEDED_TICKETS.unpaid })
    expect(cancelled.data.status).toBe(TICKET_STATUS.CANCEL)
    expect(findPayOrder(findTicket(SEEDED_TICKETS.unpaid)!.payOrderNo!)!.status).toBe('closed')
  })

  it('refunds a refundable kind before check-in, with when the money returns; refuses other kinds and other accounts', async () => {
    const refunded = await mockCall(fairApi.refund, { id: SEEDED_TICKETS.paid })
    expect(refunded.data.status).toBe(TICKET_STATUS.REFUND)
    expect(refunded.data.refundArrivesBy).not.toBeNull()
    expect((await mockCall(fairApi.refund, { id: SEEDED_TICKETS.paid })).code).toBe(FAIR_REFUSALS.state)
    expect((await mockCall(fairApi.refund, { id: SEEDED_TICKETS.used })).code).toBe(FAIR_REFUSALS.state)
    expect((await mockCall(fairApi.ticket, { id: SEEDED_TICKETS.paid }, PEER_TOKEN)).code).toBe(FAIR_REFUSALS.notFound)
    findFair(CURRENT_FAIR_ID)!.kinds[0].refundable = false
    const { ticketId, payOrderNo } = (await mockCall(fairApi.buy, { kindId: 61 })).data
    await payWithBalance(payOrderNo)
    expect((await mockCall(fairApi.refund, { id: ticketId })).code).toBe(FAIR_REFUSALS.notRefundable)
  })
})

describe('fair tickets: the pass and the door', () => {
  it('signs a new pass every 30 s; an old one stops working', async () => {
    const first = (await mockCall(fairApi.pass, { id: SEEDED_TICKETS.paid })).data
    expect(first.shortCode).toMatch(/^\d{6}$/)
    now += PASS_WINDOW_MS
    const second = (await mockCall(fairApi.pass, { id: SEEDED_TICKETS.paid })).data
    expect(second.token).not.toBe(first.token)
    expect(Date.parse(second.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt))
    now += 2 * PASS_WINDOW_MS
    expect((await door(first.token, 'r-stale')).data).toMatchObject({ accepted: false, reason: DOOR_REASONS.stale })
    expect((await door(`${first.token.slice(0, -1)}0`, 'r-forged')).data.reason).toBe(DOOR_REASONS.unknown)
    expect((await mockCall(fairApi.pass, { id: SEEDED_TICKETS.unpaid })).code).toBe(FAIR_REFUSALS.state)
  })

  it('admits once; the same request gets the same answer, another is refused 已核销; the ticket shows when and where', async () => {
    const pass = (await mockCall(fairApi.pass, { id: SEEDED_TICKETS.paid })).data
    expect((await door(pass.token, 'r1')).data).toMatchObject({ accepted: true, reason: null, ticketId: SEEDED_TICKETS.paid })
    expect((await door(pass.token, 'r1')).data.accepted).toBe(true)
    expect((await door(pass.shortCode, 'r2')).data).toMatchObject({ accepted: false, reason: DOOR_REASONS.used })
    const used = (await mockCall(fairApi.ticket, { id: SEEDED_TICKETS.paid })).data
    expect(used.status).toBe(TICKET_STATUS.SUCCESS)
    expect(used.usedGate).toBe('北门 1 号通道')
    expect(used.actions).toEqual([])
  })

  it('refuses with the Chinese reason of each state, another fair and outside door hours', async () => {
    const codeOf = (id: number) => {
      const ticket = findTicket(id)!
      const saved = ticket.status
      ticket.status = TICKET_STATUS.HAS_PAY
      return mockCall(fairApi.pass, { id }).then((reply) => {
        ticket.status = saved
        return reply.data.token
      })
    }
    expect((await door(await codeOf(SEEDED_TICKETS.unpaid), 'a')).data.reason).toBe(DOOR_REASONS.unpaid)
    expect((await door(await codeOf(SEEDED_TICKETS.cancelled), 'b')).data.reason).toBe(DOOR_REASONS.cancelled)
    expect((await door(await codeOf(SEEDED_TICKETS.refunded), 'c')).data.reason).toBe(DOOR_REASONS.refunded)
    expect((await door(await codeOf(SEEDED_TICKETS.used), 'd')).data.reason).toBe(DOOR_REASONS.used)
    const next = await codeOf(SEEDED_TICKETS.nextFair)
    expect((await door(next, 'e')).data.reason).toBe(DOOR_REASONS.otherFair)
    expect((await door(next, 'f', NEXT_FAIR_ID)).data.reason).toBe(DOOR_REASONS.outOfHours)
    expect(findTicket(SEEDED_TICKETS.nextFair)!.status).toBe(TICKET_STATUS.HAS_PAY)
  })
})
