// @vitest-environment node
import { auctionApi, BID_REFUSALS } from '../../src/features/auction/api'
import { incrementAt, nextBid } from '../../src/features/auction/ladder'
import { DEMO_TOKEN, PEER_TOKEN, resetDb } from '@mocks/db'
import { findLot, findSession, placeBid, setProxy } from '@mocks/db/auction'
import { PEER_ACCOUNT } from '@mocks/db/seed-account'
import { markPaid } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

const DEMO = 20001
const ALL_CHECKS = { tradingPermission: true, realName: true, member: true }
let requests = 0
const requestId = () => `proxy-test-${(requests += 1)}`

/** A live lot of the Hermès session only the crowd has bid on, closing in more than 10 minutes. */
function freshLiveLot(): number {
  return findSession(7001)!
    .lotIds.map((id) => findLot(id)!)
    .find((lot) => lot.status === 'live' && lot.bids.every((bid) => bid.accountId >= 90000) && lot.endAt - Date.now() > 10 * 60_000)!.id
}

const priceOf = (lotId: number) => findLot(lotId)!.bids.at(-1)!.amountCents
const leaderOf = (lotId: number) => findLot(lotId)!.bids.at(-1)!.accountId
const stepsUp = (from: number, steps: number) => {
  let amount = from
  for (let step = 0; step < steps; step += 1) amount = nextBid(amount, 0)
  return amount
}

/** The peer pays the session's deposit through the cashier, as the provider would. */
async function peerPaysDeposit() {
  const { payOrderNo } = (await mockCall(auctionApi.payDeposit, { sessionId: 7001 }, PEER_TOKEN)).data
  const prepay = await mockCall((await import('../../src/features/cashier/api')).cashierApi.prepay, { payOrderNo, method: 'wechat' }, PEER_TOKEN)
  if (prepay.data.method !== 'wechat') throw new Error('not wechat')
  markPaid(prepay.data.wechat.package.replace('prepay_id=', ''))
}

beforeEach(() => resetDb())
afterEach(() => mockClock.reset())

describe('代理出价 (the engine)', () => {
  it('outbid: the ceiling bids the next step of the ladder for its dealer at once', async () => {
    await peerPaysDeposit()
    const lotId = freshLiveLot()
    const start = priceOf(lotId)
    const ceiling = stepsUp(start, 6)
    const set = await mockCall(auctionApi.setProxy, { lotId, ceilingCents: ceiling }, DEMO_TOKEN)
    expect(set.code).toBe(200)
    // Not leading when it was set: it bid the next step already.
    expect(set.data).toMatchObject({ myState: 'leading', currentPriceCents: nextBid(start, 0), myProxy: { ceilingCents: ceiling, status: 'active' } })
    expect(set.data.bids[0]).toMatchObject({ bidder: '我', auto: true })
    // Another dealer bids over it: the ceiling answers with the next step, in the same moment.
    const over = nextBid(priceOf(lotId), 0)
    placeBid({ accountId: PEER_ACCOUNT, lotId, amountCents: over, requestId: requestId() }, ALL_CHECKS)
    expect(leaderOf(lotId)).toBe(DEMO)
    expect(priceOf(lotId)).toBe(nextBid(over, 0))
    const seen = (await mockCall(auctionApi.lot, { id: lotId }, DEMO_TOKEN)).data
    expect(seen.bids.slice(0, 2).map((bid) => [bid.bidder, bid.amountCents, bid.auto])).toEqual([
      ['我', nextBid(over, 0), true],
      ['李**', over, false],
    ])
  })

  it('ceiling reached: a bid above it wins, and the dealer sees the ceiling exhausted', async () => {
    await peerPaysDeposit()
    const lotId = freshLiveLot()
    const ceiling = stepsUp(priceOf(lotId), 2)
    await mockCall(auctionApi.setProxy, { lotId, ceilingCents: ceiling }, DEMO_TOKEN)
    // A bid at the ceiling: the ceiling cannot go above it, so it is spent.
    const above = nextBid(ceiling, 0)
    placeBid({ accountId: PEER_ACCOUNT, lotId, amountCents: above, requestId: requestId() }, ALL_CHECKS)
    expect(leaderOf(lotId)).toBe(PEER_ACCOUNT)
    const seen = (await mockCall(auctionApi.lot, { id: lotId }, DEMO_TOKEN)).data
    expect(seen).toMatchObject({ myState: 'outbid', currentPriceCents: above, myProxy: { ceilingCents: ceiling, status: 'exhausted' } })
    // Cancelling a spent ceiling is refused with the fresh lot; raising it sets a new one that bids again.
    expect((await mockCall(auctionApi.cancelProxy, { lotId }, DEMO_TOKEN)).code).toBe(BID_REFUSALS.closed)
    const raised = (await mockCall(auctionApi.setProxy, { lotId, ceilingCents: stepsUp(above, 3) }, DEMO_TOKEN)).data
    expect(raised).toMatchObject({ myState: 'leading', currentPriceCents: nextBid(above, 0), myProxy: { status: 'active' } })
  })

  it('two ceilings: the price goes to the step above the lower one (capped at the higher); the higher leads', async () => {
    await peerPaysDeposit()
    const lotId = freshLiveLot()
    const base = priceOf(lotId)
    const low = stepsUp(base, 3)
    const high = stepsUp(base, 8)
    mockClock.set(Date.now())
    await mockCall(auctionApi.setProxy, { lotId, ceilingCents: high }, DEMO_TOKEN)
    mockClock.advance(1000)
    const peer = (await mockCall(auctionApi.setProxy, { lotId, ceilingCents: low }, PEER_TOKEN)).data
    expect(leaderOf(lotId)).toBe(DEMO)
    expect(priceOf(lotId)).toBe(nextBid(low, 0))
    expect(peer).toMatchObject({ myState: 'outbid', myProxy: { ceilingCents: low, status: 'exhausted' } })
    // The peer's ceiling bid its whole way first (its last bid is the ceiling).
    expect(findLot(lotId)!.bids.at(-2)).toMatchObject({ accountId: PEER_ACCOUNT, amountCents: low, auto: true })
    // Capped at the higher: one step under it, the price is the higher ceiling itself.
    expect(nextBid(low, 0)).toBeLessThanOrEqual(high)
  })

  it('tie: equal ceilings go to the earlier one, at the ceiling', async () => {
    await peerPaysDeposit()
    const lotId = freshLiveLot()
    const ceiling = stepsUp(priceOf(lotId), 4)
    mockClock.set(Date.now())
    // The peer sets first, the dealer later with the same ceiling.
    await mockCall(auctionApi.setProxy, { lotId, ceilingCents: ceiling }, PEER_TOKEN)
    expect(leaderOf(lotId)).toBe(PEER_ACCOUNT)
    mockClock.advance(1000)
    const later = (await mockCall(auctionApi.setProxy, { lotId, ceilingCents: ceiling }, DEMO_TOKEN)).data
    expect(leaderOf(lotId)).toBe(PEER_ACCOUNT)
    expect(priceOf(lotId)).toBe(ceiling)
    expect(later).toMatchObject({ myState: 'outbid', myProxy: { status: 'exhausted' } })
    // The same the other way round: the earlier ceiling (now the dealer's, set first) wins.
    resetDb()
    await peerPaysDeposit()
    const again = freshLiveLot()
    const same = stepsUp(priceOf(again), 4)
    mockClock.set(Date.now())
    setProxy({ accountId: DEMO, lotId: again, ceilingCents: same }, ALL_CHECKS)
    mockClock.advance(1000)
    setProxy({ accountId: PEER_ACCOUNT, lotId: again, ceilingCents: same }, ALL_CHECKS)
    expect(leaderOf(again)).toBe(DEMO)
    expect(priceOf(again)).toBe(same)
  })

  it('a hand bid equal to an earlier ceiling loses the tie to it', async () => {
    await peerPaysDeposit()
    const lotId = freshLiveLot()
    mockClock.set(Date.now())
    const ceiling = stepsUp(priceOf(lotId), 3)
    // Set while someone else leads; it leads by one step.
    await mockCall(auctionApi.setProxy, { lotId, ceilingCents: ceiling }, DEMO_TOKEN)
    mockClock.advance(1000)
    placeBid({ accountId: PEER_ACCOUNT, lotId, amountCents: ceiling, requestId: requestId() }, ALL_CHECKS)
    expect(leaderOf(lotId)).toBe(DEMO)
    expect(priceOf(lotId)).toBe(ceiling)
  })

  it('refuses a ceiling below the next bid, off the ladder or above the bidding power; a leader may set one without bidding', async () => {
    const lotId = freshLiveLot()
    const least = nextBid(priceOf(lotId), 0)
    const below = await mockCall(auctionApi.setProxy, { lotId, ceilingCents: least - incrementAt(least) }, DEMO_TOKEN)
    expect(below).toMatchObject({ code: BID_REFUSALS.belowNext, msg: expect.stringContaining('代理出价上限不能低于') })
    expect((await mockCall(auctionApi.setProxy, { lotId, ceilingCents: stepsUp(least, 3) + 3_000 }, DEMO_TOKEN)).code).toBe(BID_REFUSALS.belowNext)
    expect((await mockCall(auctionApi.setProxy, { lotId, ceilingCents: 100_000_000 }, DEMO_TOKEN)).code).toBe(BID_REFUSALS.overPower)
    // Signed-in peer without the deposit: the deposit first.
    expect((await mockCall(auctionApi.setProxy, { lotId, ceilingCents: stepsUp(least, 2) }, PEER_TOKEN)).code).toBe(BID_REFUSALS.depositNeeded)
    await peerPaysDeposit()
    // Leading by hand, a ceiling waits: nothing is bid until someone bids over.
    placeBid({ accountId: DEMO, lotId, amountCents: least, requestId: requestId() }, ALL_CHECKS)
    const bids = findLot(lotId)!.bids.length
    const set = (await mockCall(auctionApi.setProxy, { lotId, ceilingCents: stepsUp(least, 5) }, DEMO_TOKEN)).data
    expect(findLot(lotId)!.bids.length).toBe(bids)
    expect(set).toMatchObject({ myState: 'leading', currentPriceCents: least, myProxy: { status: 'active' } })
    // Cancelled: the next bid over it is not answered.
    expect((await mockCall(auctionApi.cancelProxy, { lotId }, DEMO_TOKEN)).data.myProxy).toBeNull()
    placeBid({ accountId: PEER_ACCOUNT, lotId, amountCents: nextBid(least, 0), requestId: requestId() }, ALL_CHECKS)
    expect(leaderOf(lotId)).toBe(PEER_ACCOUNT)
  })
})
