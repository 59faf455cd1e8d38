import { PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import { auctionApi, BID_REFUSALS, LOT_SORTS, MY_BID_TABS, SESSION_STATUSES, type SessionStatus } from '../../src/features/auction/api'
import {
  auctionState,
  currentPrice,
  depositPayOrder,
  engineNow,
  findLot,
  findSession,
  lotsOf,
  placeBid,
  setProxy,
  cancelProxy,
  type BidderChecks,
  sessionEndAt,
  sessionStatus,
  type LotRecord,
  type SessionRecord,
} from '../db/auction'
import { findPayOrder } from '../db/pay-orders'
import { optionalSession, requireSession } from '../lib/auth'
import { isoAt as iso } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { GONE, isRefusal, refuse } from '../lib/refuse'
import { requireId } from '../lib/validate'
import { belowReserveOf, depositView, lotDetailView, lotSummaryView, oneOf, sessionView } from './auction-views'

// The lot reply, for the feature tests that build one.
export { lotDetailView }

export function sessionsIn(status: SessionStatus, kind: string | undefined, now: number): SessionRecord[] {
  const found = auctionState().sessions.filter((session) => sessionStatus(session, now) === status && (!kind || session.kind === kind))
  // Live and upcoming: soonest first; ended: latest first.
  return found.sort((a, b) => (status === 'ended' ? sessionEndAt(b) - sessionEndAt(a) : status === 'live' ? sessionEndAt(a) - sessionEndAt(b) : a.startAt - b.startAt))
}

/** The default order's groups: bidding now, then to come, then closed. */
const LOT_GROUP: Record<LotRecord['status'], number> = { live: 0, upcoming: 1, sold: 2, unsold: 2 }

/** Live ending soonest, then upcoming starting soonest, then ended (the latest close first); lot number breaks ties. */
function byDefaultOrder(a: LotRecord, b: LotRecord): number {
  const group = LOT_GROUP[a.status] - LOT_GROUP[b.status]
  if (group) return group
  const time = a.status === 'live' ? a.endAt - b.endAt : a.status === 'upcoming' ? a.startAt - b.startAt : b.endAt - a.endAt
  return time || a.lotNo - b.lotNo
}

function sortedLots(lots: LotRecord[], sort: (typeof LOT_SORTS)[number]): LotRecord[] {
  const open = (lot: LotRecord) => (lot.status === 'live' || lot.status === 'upcoming' ? 0 : 1)
  switch (sort) {
    case 'default':
      return [...lots].sort(byDefaultOrder)
    case 'ending':
      return [...lots].sort((a, b) => open(a) - open(b) || a.endAt - b.endAt)
    case 'price_desc':
      return [...lots].sort((a, b) => (currentPrice(b) ?? b.startPriceCents) - (currentPrice(a) ?? a.startPriceCents))
    case 'bids':
      return [...lots].sort((a, b) => b.bids.length - a.bids.length || a.lotNo - b.lotNo)
    default:
      return lots
  }
}

function requireLot(id: unknown): LotRecord {
  const lot = findLot(requireId(id, '拍品'))
  if (!lot) throw new MockError(404, '拍品不存在')
  return lot
}

const LOT_STATE_REFUSALS = new Set<number>([BID_REFUSALS.belowNext, BID_REFUSALS.outpaced, BID_REFUSALS.leading, BID_REFUSALS.closed])

type Viewer = ReturnType<typeof requireSession>

function bidderChecks(account: Viewer['account'], info: Viewer['info']): BidderChecks {
  return {
    tradingPermission: account.permission.includes(PRODUCT_DETAIL_PRICE),
    realName: true,
    member: info.memberSendList.some((member) => member.code === 'P0015' && member.status === 1),
  }
}

/** The lot after `change`; a refusal over the lot's state carries the fresh lot, so the page shows it at once. */
function withFreshLot(lotId: number, accountId: number, request: Request, change: () => LotRecord) {
  try {
    return lotDetailView(change(), accountId, request)
  } catch (error) {
    const lot = findLot(lotId)
    if (!isRefusal(error) || error.data !== null || !lot || !LOT_STATE_REFUSALS.has(error.code)) throw error
    refuse(error.code, error.message, lotDetailView(lot, accountId, request))
  }
}

/** The lots an account bid on that are still open, and those it won with the bill unpaid (the trade tab's to-dos). */
export function bidTodoCounts(accountId: number): { bidding: number; wonUnpaid: number } {
  const mine = Object.values(auctionState().lots).filter((lot) => lot.bids.some((bid) => bid.accountId === accountId))
  const bidding = mine.filter((lot) => lot.status === 'live' || lot.status === 'upcoming').length
  const wonUnpaid = mine.filter((lot) => {
    if (lot.winnerAccountId !== accountId || !lot.winPayOrderNo) return false
    return findPayOrder(lot.winPayOrderNo)?.status === 'pending'
  }).length
  return { bidding, wonUnpaid }
}

export const auctionHandlers = [
  handle(auctionApi.sessions, ({ params, request }) => {
    const status = oneOf(params.status, SESSION_STATUSES, '专场状态无效') ?? 'live'
    const now = engineNow()
    const page = paginate(sessionsIn(status, params.kind, now), params)
    return { ...page, list: page.list.map((session) => sessionView(session, request, now)), serverTime: iso(now) }
  }),
  handle(auctionApi.sessionCounts, () => {
    const now = engineNow()
    const sessions = auctionState().sessions
    const count = (status: SessionStatus) => sessions.filter((session) => sessionStatus(session, now) === status).length
    return { upcoming: count('upcoming'), live: count('live'), ended: count('ended') }
  }),
  handle(auctionApi.session, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    const now = engineNow()
    const session = findSession(requireId(params.id, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    return {
      ...sessionView(session, request, now),
      ...belowReserveOf(session, viewer?.account.accountId ?? null),
      deposit: viewer ? depositView(viewer.account.accountId, session) : null,
      serverTime: iso(now),
    }
  }),
  handle(auctionApi.lots, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    const session = findSession(requireId(params.sessionId, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    const sort = oneOf(params.sort, LOT_SORTS, '排序方式无效') ?? 'default'
    const page = paginate(sortedLots(lotsOf(session), sort), params)
    return { ...page, list: page.list.map((lot) => lotSummaryView(lot, viewer?.account.accountId ?? null, request)) }
  }),
  handle(auctionApi.lot, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    return lotDetailView(requireLot(params.id), viewer?.account.accountId ?? null, request)
  }),
  handle(auctionApi.setProxy, ({ params, token, request }) => {
    const { account, info } = requireSession(token)
    const ceilingCents = Number(params.ceilingCents)
    if (!Number.isInteger(ceilingCents) || ceilingCents <= 0) throw new MockError(400, '代理出价上限无效')
    const lotId = requireId(params.lotId, '拍品')
    return withFreshLot(lotId, account.accountId, request, () => setProxy({ accountId: account.accountId, lotId, ceilingCents }, bidderChecks(account, info)))
  }),
  handle(auctionApi.cancelProxy, ({ params, token, request }) => {
    const { account } = requireSession(token)
    const lotId = requireId(params.lotId, '拍品')
    return withFreshLot(lotId, account.accountId, request, () => cancelProxy({ accountId: account.accountId, lotId }))
  }),
  handle(auctionApi.bid, ({ params, token, request }) => {
    const { account, info } = requireSession(token)
    const amountCents = Number(params.amountCents)
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new MockError(400, '出价金额无效')
    if (typeof params.requestId !== 'string' || !/^[\w-]{8,64}$/.test(params.requestId)) throw new MockError(400, '缺少出价请求编号')
    const lotId = requireId(params.lotId, '拍品')
    // 0: the dealer saw no bid yet (a null would be cleaned out of the request).
    const seen = params.seenPriceCents === undefined || params.seenPriceCents === null ? undefined : Number(params.seenPriceCents) || null
    const requestId = params.requestId
    return withFreshLot(lotId, account.accountId, request, () =>
      placeBid({ accountId: account.accountId, lotId, amountCents, requestId, seenPriceCents: seen }, bidderChecks(account, info)),
    )
  }),
  handle(auctionApi.payDeposit, ({ params, token }) => {
    const { account } = requireSession(token)
    const session = findSession(requireId(params.sessionId, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    if (sessionStatus(session) === 'ended') refuse(GONE, '专场已结束，无需缴纳保证金')
    // Paid already: the order is a top-up (it raises the bidding power by as much again). A
    // deposit is settled (returned, offset, forfeited) only after the close, refused above.
    const lotId = params.lotId === undefined ? undefined : requireId(params.lotId, '拍品')
    const roomId = params.roomId === undefined ? undefined : requireId(params.roomId, '直播间')
    return { payOrderNo: depositPayOrder(account.accountId, session, { lotId, roomId }) }
  }),
  handle(auctionApi.myBids, ({ params, token, request }) => {
    const { account } = requireSession(token)
    const tab = oneOf(params.tab, MY_BID_TABS, '分类无效') ?? 'active'
    const state = auctionState()
    const mine = Object.values(state.lots).filter((lot) => lot.bids.some((bid) => bid.accountId === account.accountId))
    const inTab = mine.filter((lot) => {
      const open = lot.status === 'live' || lot.status === 'upcoming'
      if (tab === 'active') return open
      if (tab === 'won') return lot.winnerAccountId === account.accountId
      return !open && lot.winnerAccountId !== account.accountId
    })
    const latestBid = (lot: LotRecord) => Math.max(...lot.bids.filter((bid) => bid.accountId === account.accountId).map((bid) => bid.at))
    inTab.sort((a, b) => (tab === 'active' ? a.endAt - b.endAt : latestBid(b) - latestBid(a)))
    const page = paginate(inTab, params)
    return {
      ...page,
      serverTime: iso(engineNow()),
      list: page.list.map((lot) => {
        const order = lot.winnerAccountId === account.accountId && lot.winPayOrderNo ? findPayOrder(lot.winPayOrderNo) : undefined
        return {
          ...lotSummaryView(lot, account.accountId, request),
          sessionTitle: findSession(lot.sessionId)!.title,
          myTopBidCents: Math.max(...lot.bids.filter((bid) => bid.accountId === account.accountId).map((bid) => bid.amountCents)),
          payOrderNo: order?.payOrderNo ?? null,
          paid: order?.status === 'paid',
          payDeadline: order?.expiresAt ?? null,
          deposit: depositView(account.accountId, findSession(lot.sessionId)!),
        }
      }),
    }
  }),
]
