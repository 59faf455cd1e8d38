// @vitest-environment node
import { auctionApi, BID_REFUSALS, type LotDetail } from '../../src/features/auction/api'
import { nextBid } from '../../src/features/auction/ladder'
import { durationText, extendRuleText } from '../../src/features/auction/extend-rules'
import { cashierApi } from '../../src/features/cashier/api'
import { liveApi } from '../../src/features/live/api'
import { tradeApi } from '../../src/features/trade/api'
import { DEMO_TOKEN, PEER_TOKEN, resetDb } from '@mocks/db'
import { auctionTiming, settleAuctions, endLotIn, findLot, findSession, SESSION_ENDED_DEPOSIT } from '@mocks/db/auction'
import { balanceOf } from '@mocks/db/balance'
import { findPayOrder, markPaid } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

let requests = 0
const requestId = () => `test-${Date.now()}-${(requests += 1)}`
const lot = (id: number, token = DEMO_TOKEN) => mockCall(auctionApi.lot, { id }, token)
const bid = (lotId: number, amountCents: number, token = DEMO_TOKEN, id = requestId(), seenPriceCents?: number) =>
  mockCall(auctionApi.bid, { lotId, amountCents, requestId: id, seenPriceCents }, token)

/** Pay an order as the provider would (prepare it, then the notify). */
async function pay(payOrderNo: string, token: string) {
  const prepay = await mockCall((await import('../../src/features/cashier/api')).cashierApi.prepay, { payOrderNo, method: 'wechat' }, token)
  if (prepay.data.method !== 'wechat') throw new Error('not wechat')
  markPaid(prepay.data.wechat.package.replace('prepay_id=', ''))
}

/** The first live lot of the live Hermès session that nobody real has bid on. */
function freshLiveLot(): number {
  const session = findSession(7001)!
  return session.lotIds
    .map((id) => findLot(id)!)
    .find((candidate) => candidate.status === 'live' && candidate.bids.every((entry) => entry.accountId >= 90000) && candidate.endAt - Date.now() > 10 * 60_000)!.id
}

// Time moved forward settles lots for good: every test starts from the seed.
beforeEach(() => resetDb())

afterEach(() => {
  mockClock.reset()
})

describe('mock auctions: sessions and lots', () => {
  it('always has sessions live, to come and over, with counts; the trade tab shows live now and starting soon', async () => {
    const counts = (await mockCall(auctionApi.sessionCounts, undefined)).data
    expect(counts.live).toBeGreaterThanOrEqual(2)
    expect(counts.upcoming).toBeGreaterThanOrEqual(2)
    expect(counts.ended).toBeGreaterThanOrEqual(2)
    const live = (await mockCall(auctionApi.sessions, { status: 'live', page: 1, pageSize: 20 })).data
    expect(live.list.every((session) => session.status === 'live')).toBe(true)
    const watches = live.list.find((session) => session.id === 7002)!
    expect(watches).toMatchObject({ title: '名表夜场', lotCount: 200 })
    const home = (await mockCall(tradeApi.home, undefined)).data
    expect(home.sessions.some((session) => session.status === 'live')).toBe(true)
    expect(home.sessions.some((session) => session.status === 'upcoming')).toBe(true)
    expect(home.rooms.length).toBeGreaterThanOrEqual(2)
    expect(home.rooms.every((room) => room.currentLot !== null)).toBe(true)
  })

  it('the default order: live ending soonest, then upcoming, then ended (latest close first), whatever the lot numbers', async () => {
    const session = findSession(7001)!
    const [first, second, third, fourth] = session.lotIds
    // Lots 1 and 2 closed (1 the latest), lot 3 not open yet, lot 4 ending before every other live one.
    endLotIn(first, -1000)
    endLotIn(second, -60_000)
    Object.assign(findLot(third)!, { status: 'upcoming', startAt: Date.now() + 3_600_000, endAt: Date.now() + 7_200_000 })
    endLotIn(fourth, 5_000)
    const all = (await mockCall(auctionApi.lots, { sessionId: 7001, page: 1, pageSize: 100 })).data.list
    expect(all).toHaveLength(session.lotIds.length)
    const ranks = all.map((entry) => ({ live: 0, upcoming: 1, sold: 2, unsold: 2 })[entry.status])
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const live = all.filter((entry) => entry.status === 'live')
    expect(live[0].id).toBe(fourth)
    expect(live.map((entry) => Date.parse(entry.endAt))).toEqual(live.map((entry) => Date.parse(entry.endAt)).sort((a, b) => a - b))
    expect(all.filter((entry) => entry.status === 'upcoming').map((entry) => entry.id)).toEqual([third])
    const ended = all.filter((entry) => entry.status === 'sold' || entry.status === 'unsold')
    expect(ended.slice(0, 2).map((entry) => entry.id)).toEqual([first, second])
    expect(ended.at(-1)).toBe(all.at(-1))
    // 拍品号 keeps the catalogue's order.
    const byNumber = (await mockCall(auctionApi.lots, { sessionId: 7001, sort: 'lot', page: 1, pageSize: 3 })).data.list
    expect(byNumber.map((entry) => entry.lotNo)).toEqual([1, 2, 3])
  })

  it('rolls a new live session when every live one ran out', async () => {
    mockClock.set(() => Date.now() + 3 * 24 * 3600_000)
    const live = (await mockCall(auctionApi.sessions, { status: 'live', page: 1, pageSize: 20, kind: 'timed' })).data
    expect(live.total).toBeGreaterThanOrEqual(1)
    const rooms = (await mockCall(liveApi.rooms, { status: 'live', page: 1, pageSize: 20 })).data
    expect(rooms.total).toBeGreaterThanOrEqual(2)
  })

  it("a lot: the next bid from the ladder, masked bidders with the dealer's own as 我, the deposit, the server's time", async () => {
    const detail = (await lot(7001002)).data
    expect(detail.myState).toBe('leading')
    expect(detail.nextBidCents).toBe(nextBid(detail.currentPriceCents, detail.startPriceCents))
    expect(detail.bids[0]).toMatchObject({ bidder: '我', mine: true })
    expect(detail.bids.slice(1).every((entry) => /^.\*\*$/.test(entry.bidder) && !entry.mine && entry.requestId === null)).toBe(true)
    expect(detail.deposit).toMatchObject({ status: 'paid', amountCents: 2_000_000, paidCents: 2_000_000, bidLimitCents: 20_000_000, settledAt: null })
    expect(detail.depositCents).toBe(2_000_000)
    expect(Math.abs(Date.parse(detail.serverTime) - Date.now())).toBeLessThan(2000)
    expect((await lot(7001003)).data.myState).toBe('outbid')
    // Signed out: no deposit, no standing.
    const guest = (await mockCall(auctionApi.lot, { id: 7001002 }, '')).data
    expect(guest).toMatchObject({ myState: 'none', deposit: null })
  })
})

describe('mock auctions: bidding', () => {
  it('needs the deposit first: refused with a pay order in the dialog, then accepted once the cashier says paid', async () => {
    const lotId = freshLiveLot()
    const before = (await lot(lotId, PEER_TOKEN)).data
    const refused = await bid(lotId, before.nextBidCents, PEER_TOKEN)
    expect(refused.code).toBe(BID_REFUSALS.depositNeeded)
    const link = (refused.data as unknown as { btnLink: string }).btnLink
    expect(link).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+/)
    const payOrderNo = link.split('=')[1]
    expect(findPayOrder(payOrderNo)).toMatchObject({ subject: '拍卖保证金', amountCents: 2_000_000, returnTo: `/pages/product/auction/detail/index?id=${lotId}` })
    // Asked again, the same pending order.
    expect((await mockCall(auctionApi.payDeposit, { sessionId: 7001, lotId }, PEER_TOKEN)).data.payOrderNo).toBe(payOrderNo)
    await pay(payOrderNo, PEER_TOKEN)
    const accepted = await bid(lotId, before.nextBidCents, PEER_TOKEN)
    expect(accepted.code).toBe(200)
    expect(accepted.data).toMatchObject({ myState: 'leading', currentPriceCents: before.nextBidCents, deposit: { status: 'paid' } })
    expect(accepted.data.bids[0]).toMatchObject({ bidder: '我', amountCents: before.nextBidCents })
    // The other dealer sees 李** (the account's first character) and is outbid once they bid over.
    const seenByDemo = (await lot(lotId)).data
    expect(seenByDemo.bids[0].bidder).toBe('李**')
  })

  it('refuses below the next step, off the ladder, a leader raising himself and a lot that closed; each with the fresh lot', async () => {
    const lotId = freshLiveLot()
    const fresh = (await lot(lotId)).data
    const below = await bid(lotId, fresh.nextBidCents - 100)
    expect(below).toMatchObject({ code: BID_REFUSALS.belowNext })
    expect((below.data as LotDetail).id).toBe(lotId)
    const off = await bid(lotId, fresh.nextBidCents + 3_000)
    expect(off.code).toBe(BID_REFUSALS.belowNext)
    expect(off.msg).toMatch(/加价幅度/)
    expect((await bid(lotId, fresh.nextBidCents)).code).toBe(200)
    expect((await bid(lotId, nextBid(fresh.nextBidCents, 0))).code).toBe(BID_REFUSALS.leading)
    mockClock.set(() => findLot(lotId)!.endAt + 1000)
    const late = await bid(lotId, nextBid(fresh.nextBidCents, 0), PEER_TOKEN)
    expect(late.code).toBe(BID_REFUSALS.closed)
    expect((late.data as LotDetail).status).toBe('sold')
  })

  it('two dealers bidding at once: the first is taken, the second is told another came first', async () => {
    const lotId = freshLiveLot()
    const deposit = await mockCall(auctionApi.payDeposit, { sessionId: 7001 }, PEER_TOKEN)
    await pay(deposit.data.payOrderNo, PEER_TOKEN)
    const seen = (await lot(lotId)).data
    const [first, second] = await Promise.all([
      bid(lotId, seen.nextBidCents, DEMO_TOKEN, requestId(), seen.currentPriceCents ?? 0),
      bid(lotId, seen.nextBidCents, PEER_TOKEN, requestId(), seen.currentPriceCents ?? 0),
    ])
    expect(first.code).toBe(200)
    expect(second.code).toBe(BID_REFUSALS.outpaced)
    expect(second.msg).toMatch(/抢先出价/)
  })

  it('a repeated request (its answer lost) is answered as the first time, never bidding twice', async () => {
    const lotId = freshLiveLot()
    const seen = (await lot(lotId)).data
    const id = requestId()
    const first = await bid(lotId, seen.nextBidCents, DEMO_TOKEN, id)
    const again = await bid(lotId, seen.nextBidCents, DEMO_TOKEN, id)
    expect(first.code).toBe(200)
    expect(again.code).toBe(200)
    expect(again.data.bidCount).toBe(first.data.bidCount)
    expect(again.data.bids.find((entry) => entry.requestId === id)).toBeTruthy()
  })

  it('a bid in the extension window moves the end; the lot says it was extended', async () => {
    const lotId = freshLiveLot()
    endLotIn(lotId, 60_000)
    const seen = (await lot(lotId)).data
    const accepted = await bid(lotId, seen.nextBidCents)
    expect(accepted.code).toBe(200)
    expect(accepted.data.extendCount).toBe(1)
    expect(Date.parse(accepted.data.endAt) - Date.now()).toBeGreaterThan(auctionTiming.timed.extendByMs - 5000)
    expect(accepted.data.bids[0].extended).toBe(true)
  })

  it('the rule text says what the engine does: a bid 11 s before the end moves it to 5 minutes after the bid', async () => {
    const lotId = freshLiveLot()
    endLotIn(lotId, 11_000)
    const seen = (await lot(lotId)).data
    const rule = extendRuleText(seen.extendWindowSeconds, seen.extendBySeconds, seen.maxExtends)
    // The one constant (auctionTiming) drives the reply's seconds, hence the text, and the engine.
    expect(seen.extendBySeconds * 1000).toBe(auctionTiming.timed.extendByMs)
    expect(rule).toContain(`结束前${durationText(seen.extendWindowSeconds)}内出价`)
    expect(rule).toContain(`结束时间顺延至出价后${durationText(seen.extendBySeconds)}`)
    expect(rule).toContain('结束前5分钟内出价，结束时间顺延至出价后5分钟')
    mockClock.set(Date.now())
    const accepted = (await bid(lotId, seen.nextBidCents)).data
    const placed = Date.parse(accepted.bids[0].at)
    // Not 5 minutes added to the old end (11 s + 5 min), but 5 minutes after the bid.
    expect(Date.parse(accepted.endAt) - placed).toBe(seen.extendBySeconds * 1000)
    expect(accepted.bids[0].extended).toBe(true)
  })

  it('at the close the leader wins (a pay order for the hammer price), the other loses; below the reserve it is unsold', async () => {
    const lotId = freshLiveLot()
    findLot(lotId)!.reserveCents = null
    const seen = (await lot(lotId)).data
    await bid(lotId, seen.nextBidCents)
    mockClock.set(() => findLot(lotId)!.endAt + 1)
    const won = (await lot(lotId)).data
    expect(won).toMatchObject({ status: 'sold', myState: 'won', win: { paid: false } })
    const order = findPayOrder(won.win!.payOrderNo)!
    // The bill starts with the hammer price; the lot says the amount due the server priced (auction-win.test.ts).
    expect(order).toMatchObject({ subject: '拍品货款', accountId: 20001 })
    expect(order.lines[0].amountCents).toBe(seen.nextBidCents)
    expect(won.win!.amountCents).toBe(order.amountCents)
    const myWins = (await mockCall(auctionApi.myBids, { tab: 'won', page: 1, pageSize: 20 })).data
    expect(myWins.list.some((entry) => entry.id === lotId && entry.payOrderNo === won.win!.payOrderNo)).toBe(true)

    mockClock.reset()
    const other = freshLiveLot()
    const record = findLot(other)!
    record.reserveCents = 99_999_900
    await bid(other, (await lot(other)).data.nextBidCents)
    mockClock.set(() => record.endAt + 1)
    expect((await lot(other)).data).toMatchObject({ status: 'unsold', myState: 'lost', win: null })
  })

  it("my bids: active, won and lost tabs; the seeded win's payment is open", async () => {
    const active = (await mockCall(auctionApi.myBids, { tab: 'active', page: 1, pageSize: 20 })).data
    expect(active.list.map((entry) => entry.id)).toEqual(expect.arrayContaining([7001002, 7001003]))
    const won = (await mockCall(auctionApi.myBids, { tab: 'won', page: 1, pageSize: 20 })).data
    expect(won.list[0]).toMatchObject({ id: 7005003, myState: 'won', paid: false })
    const lost = (await mockCall(auctionApi.myBids, { tab: 'lost', page: 1, pageSize: 20 })).data
    expect(lost.list.some((entry) => entry.id === 7005005 && entry.myState === 'lost')).toBe(true)
  })

  it('members-only sessions answer 600000001 for a dealer without shop membership (the catalogue opens membership)', async () => {
    const session = findSession(7004)!
    mockClock.set(() => session.startAt + 1000)
    const lotId = session.lotIds[0]
    const refused = await bid(lotId, findLot(lotId)!.startPriceCents, PEER_TOKEN)
    expect(refused.code).toBe(600000001)
  })
})

describe('mock auctions: the session deposit (one story)', () => {
  const session = (id: number, token = DEMO_TOKEN) => mockCall(auctionApi.session, { id }, token)

  it('bidding power: at most 10 × the deposit paid; above it refused with the decided sentence; a top-up raises it', async () => {
    const lotId = freshLiveLot()
    // The demo shop paid ¥20,000 for 7001: ¥200,000 of bidding power.
    const huge = await bid(lotId, 10_000_000_000_000)
    expect(huge).toMatchObject({ code: BID_REFUSALS.overPower, msg: '出价超出保证金额度（¥200,000），请追加保证金或降低出价' })
    expect(findLot(lotId)!.bids.every((entry) => entry.accountId !== 20001)).toBe(true)
    // Just above the power, on the ladder: refused too; a top-up of the same amount doubles it.
    const above = 20_100_000
    expect((await bid(lotId, above)).code).toBe(BID_REFUSALS.overPower)
    const topUp = (await mockCall(auctionApi.payDeposit, { sessionId: 7001, lotId })).data.payOrderNo
    expect(findPayOrder(topUp)).toMatchObject({ subject: '拍卖保证金', amountCents: 2_000_000 })
    expect(findPayOrder(topUp)!.lines[0].label).toContain('追加保证金')
    await pay(topUp, DEMO_TOKEN)
    expect((await lot(lotId)).data.deposit).toMatchObject({ status: 'paid', paidCents: 4_000_000, bidLimitCents: 40_000_000 })
    expect((await bid(lotId, above)).code).toBe(200)
  })

  it('a live room shows the deposit it needs and the dealer’s; paid from the room, the cashier returns to the room', async () => {
    const guest = (await mockCall(liveApi.room, { id: 7511 }, '')).data
    expect(guest).toMatchObject({ depositCents: 3_000_000, deposit: null })
    const room = (await mockCall(liveApi.room, { id: 7511 }, PEER_TOKEN)).data
    expect(room.deposit).toMatchObject({ sessionId: 7011, status: 'unpaid', paidCents: 0, bidLimitCents: null })
    // A bid in the room is refused until the session deposit is paid.
    const current = room.currentLot!
    expect((await bid(current.id, (await lot(current.id, PEER_TOKEN)).data.nextBidCents, PEER_TOKEN)).code).toBe(BID_REFUSALS.depositNeeded)
    // The refusal made the order (returning to the lot); asked from the room it returns to the room.
    const { payOrderNo } = (await mockCall(auctionApi.payDeposit, { sessionId: 7011, roomId: 7511 }, PEER_TOKEN)).data
    expect(findPayOrder(payOrderNo)).toMatchObject({ returnTo: '/pages/live/room/index?id=7511', amountCents: 3_000_000 })
    expect((await mockCall(liveApi.room, { id: 7511 }, PEER_TOKEN)).data.deposit).toMatchObject({ status: 'pending', payOrderNo })
    await pay(payOrderNo, PEER_TOKEN)
    expect((await mockCall(liveApi.room, { id: 7511 }, PEER_TOKEN)).data.deposit).toMatchObject({ status: 'paid', paidCents: 3_000_000, bidLimitCents: 30_000_000 })
    const seen = (await lot(current.id, PEER_TOKEN)).data
    expect((await bid(current.id, seen.nextBidCents, PEER_TOKEN)).code).toBe(200)
  })

  it('after the close: returned to a dealer who won nothing, offset on a paid win, forfeited on a lapsed one; with amount and time', async () => {
    // 7005 ended a day ago: the demo shop won 7005003 (payment open), so its deposit stays frozen.
    const ended = (await session(7005)).data
    expect(ended.deposit).toMatchObject({ status: 'paid', paidCents: 5_000_000, bidLimitCents: null })
    const winOrder = findLot(7005003)!.winPayOrderNo!
    expect(findPayOrder(winOrder)!.lines.at(-1)).toMatchObject({ label: '保证金抵扣' })
    await pay(winOrder, DEMO_TOKEN)
    const offset = (await session(7005)).data.deposit!
    expect(offset).toMatchObject({ status: 'offset', paidCents: 5_000_000, bidLimitCents: null })
    expect(offset.settledAt).toBe(findPayOrder(winOrder)!.paidAt)
    const myWins = (await mockCall(auctionApi.myBids, { tab: 'won', page: 1, pageSize: 20 })).data
    expect(myWins.list.find((entry) => entry.id === 7005003)?.deposit).toMatchObject({ status: 'offset' })

    // A dealer who paid the live session's deposit and won nothing: returned at the close.
    const peerOrder = (await mockCall(auctionApi.payDeposit, { sessionId: 7011 }, PEER_TOKEN)).data.payOrderNo
    await pay(peerOrder, PEER_TOKEN)
    const last = findSession(7011)!
      .lotIds.map((id) => findLot(id)!)
      .at(-1)!
    mockClock.set(() => last.endAt + 60 * 60_000 + 1)
    const returned = (await session(7011, PEER_TOKEN)).data
    expect(returned.status).toBe('ended')
    expect(returned.deposit).toMatchObject({ status: 'returned', paidCents: 3_000_000, bidLimitCents: null })
    expect(Date.parse(returned.deposit!.settledAt!)).toBe(Date.parse(returned.endAt))
  })

  it('returned for real at the close: a deposit paid from the balance comes back to the balance, its order refunded', async () => {
    const before = balanceOf(DEMO_SHOP_ACCOUNT)
    const payOrderNo = (await mockCall(auctionApi.payDeposit, { sessionId: 7011 })).data.payOrderNo
    expect((await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance' })).code).toBe(200)
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before - 3_000_000)
    const last = findSession(7011)!
      .lotIds.map((id) => findLot(id)!)
      .at(-1)!
    mockClock.set(() => last.endAt + 60 * 60_000 + 1)
    const returned = (await session(7011)).data
    expect(returned.deposit).toMatchObject({ status: 'returned', paidCents: 3_000_000 })
    expect(findPayOrder(payOrderNo)!.status).toBe('refunded')
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before)
    // Asked again, nothing is refunded twice.
    await session(7011)
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before)
  })

  it('a deposit left unpaid when its session ends is closed, within its pay window: it can no longer be paid', async () => {
    const last = findSession(7011)!
      .lotIds.map((id) => findLot(id)!)
      .at(-1)!
    // Asked for 5 minutes before the close, so its 30-minute pay window outlives the session.
    mockClock.set(() => last.endAt - 5 * 60_000)
    const payOrderNo = (await mockCall(auctionApi.payDeposit, { sessionId: 7011 }, PEER_TOKEN)).data.payOrderNo
    mockClock.set(() => last.endAt + 60_000)
    expect((await session(7011, PEER_TOKEN)).data.status).toBe('ended')
    expect((await session(7011, PEER_TOKEN)).data.deposit).toMatchObject({ status: 'unpaid', paidCents: 0 })
    expect(findPayOrder(payOrderNo)).toMatchObject({ status: 'closed', closeReason: SESSION_ENDED_DEPOSIT })
    const late = await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance' }, PEER_TOKEN)
    expect(late.code).not.toBe(200)
    expect(findPayOrder(payOrderNo)!.status).toBe('closed')
  })

  it('a won lot unpaid past its deadline: the deposit is forfeited (已扣除) at the deadline', async () => {
    const order = findPayOrder(findLot(7005003)!.winPayOrderNo!)!
    mockClock.set(() => Date.parse(order.expiresAt) + 1000)
    const deposit = (await session(7005)).data.deposit!
    expect(deposit).toMatchObject({ status: 'forfeited', paidCents: 5_000_000 })
    expect(deposit.settledAt).toBe(order.expiresAt)
  })
})

describe('mock live rooms', () => {
  it('a request that seeds the engine is answered as of after the seeding (which takes a moment)', async () => {
    // Every read of the engine's clock 1.5 s later than the one before, as on a loaded machine.
    let at = Date.now()
    mockClock.set(() => (at += 1500))
    const room = (await mockCall(liveApi.room, { id: 7511 })).data
    // Seeded three lots into the room: the third closed as it was seeded, the fourth is on.
    expect(room.currentLot?.lotNo).toBe(4)
  })

  it('a room shows its current lot, the lots to come and the bids streaming in (the crowd bids on schedule)', async () => {
    const rooms = (await mockCall(liveApi.rooms, { status: 'live', page: 1, pageSize: 10 })).data
    const room = (await mockCall(liveApi.room, { id: rooms.list[0].id })).data
    expect(room.currentLot?.status).toBe('live')
    expect(room.upcomingLots.length).toBeGreaterThan(0)
    const current = findLot(room.currentLot!.id)!
    mockClock.set(() => current.startAt + auctionTiming.botBidsAtMs[1] + 1)
    const later = (await mockCall(liveApi.room, { id: room.id })).data
    expect(later.bids.filter((entry) => entry.lotId === current.id).length).toBe(2)
  })

  it('lots come up one after another: the next opens when the one before closes', async () => {
    const state = settleAuctions()
    const session = state.sessions.find((candidate) => candidate.id === 7011)!
    const current = session.lotIds.map((id) => findLot(id)!).find((candidate) => candidate.status === 'live')!
    mockClock.set(() => current.endAt + 1)
    const reply = await mockCall(liveApi.room, { id: session.roomId! })
    if (reply.code !== 200) throw new Error(reply.msg)
    const room = reply.data
    expect(room.closedLots[0].id).toBe(current.id)
    expect(room.currentLot?.lotNo).toBe(current.lotNo + 1)
    expect(Date.parse(room.currentLot!.startAt)).toBe(current.endAt)
  })

  it("the rooms and bargain lists carry the server's time, for their countdowns", async () => {
    mockClock.set(() => Date.parse('2030-01-01T10:00:00Z'))
    expect((await mockCall(liveApi.rooms, { page: 1, pageSize: 10 })).data.serverTime).toBe('2030-01-01T10:00:00.000Z')
    expect((await mockCall(liveApi.jianlouList, { page: 1, pageSize: 10 })).data.serverTime).toBe('2030-01-01T10:00:00.000Z')
  })
})
