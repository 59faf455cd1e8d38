import { PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import {
  auctionApi,
  LOT_SORTS,
  MY_BID_TABS,
  SESSION_STATUSES,
  type AuctionSession,
  type Bid,
  type DepositState,
  type LotDetail,
  type SessionStatus,
} from '../../src/features/auction/api'
import { incrementAt, nextBid } from '../../src/features/auction/ladder'
import { tradeApi } from '../../src/features/trade/api'
import { getDb } from '../db'
import {
  engineNow,
  BidRefusal,
  currentPrice,
  depositOf,
  depositPayOrder,
  findLot,
  findSession,
  lotsOf,
  placeBid,
  sessionEndAt,
  sessionStatus,
  settleAuctions,
  timingOf,
  type LotRecord,
  type SessionRecord,
} from '../db/auction'
import { findPayOrder } from '../db/pay-orders'
import { requireSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'
import { bidderName, lotSummaryView, optionalSession } from './lot-views'
import { liveRoomSummaries } from './live'

const iso = (ms: number) => new Date(ms).toISOString()

export function sessionView(session: SessionRecord, request: Request, now = engineNow()): AuctionSession {
  const lots = lotsOf(session)
  return {
    id: session.id,
    title: session.title,
    kind: session.kind,
    status: sessionStatus(session, now),
    startAt: iso(session.startAt),
    endAt: iso(sessionEndAt(session)),
    lotCount: lots.length,
    bidCount: lots.reduce((sum, lot) => sum + lot.bids.length, 0),
    cover: absoluteMedia(request, session.cover),
    depositCents: session.depositCents,
    extendable: session.extendable,
    membersOnly: session.membersOnly,
    intro: session.intro,
  }
}

function depositView(accountId: number, session: SessionRecord): DepositState {
  const { status, order } = depositOf(accountId, session)
  return { sessionId: session.id, amountCents: session.depositCents, status, payOrderNo: order?.payOrderNo ?? null }
}

export function lotDetailView(lot: LotRecord, accountId: number | null, request: Request, now = engineNow()): LotDetail {
  const session = findSession(lot.sessionId)!
  const shop = getDb().shops.find((candidate) => candidate.id === lot.consignorShopId)
  const current = currentPrice(lot)
  const timing = timingOf(session)
  const bids: Bid[] = lot.bids
    .slice(-30)
    .reverse()
    .map((bid) => ({
      id: bid.id,
      bidder: bidderName(bid.accountId, accountId),
      amountCents: bid.amountCents,
      at: iso(bid.at),
      mine: bid.accountId === accountId,
      requestId: bid.accountId === accountId ? bid.requestId : null,
      extended: bid.extended,
    }))
  const winOrder = lot.winnerAccountId === accountId && lot.winPayOrderNo ? findPayOrder(lot.winPayOrderNo) : undefined
  return {
    ...lotSummaryView(lot, accountId, request),
    sessionTitle: session.title,
    sessionKind: session.kind,
    photos: lot.photos.map((photo) => absoluteMedia(request, photo)),
    accessories: [...lot.accessories],
    description: lot.description,
    consignor: { shopId: lot.consignorShopId, name: shop?.name ?? '寄拍商家', avatar: absoluteMedia(request, shop?.avatar ?? '/mock-images/avatar-0.svg') },
    hasReserve: lot.reserveCents !== null,
    reserveMet: lot.reserveCents === null || (current !== null && current >= lot.reserveCents),
    incrementCents: incrementAt(current ?? lot.startPriceCents),
    nextBidCents: nextBid(current, lot.startPriceCents),
    extendable: session.extendable,
    extendWindowSeconds: Math.round(timing.extendWindowMs / 1000),
    extendBySeconds: Math.round(timing.extendByMs / 1000),
    maxExtends: timing.maxExtends,
    originalEndAt: iso(lot.originalEndAt),
    bids,
    deposit: accountId === null ? null : depositView(accountId, session),
    win: winOrder ? { payOrderNo: winOrder.payOrderNo, amountCents: winOrder.amountCents, payDeadline: winOrder.expiresAt, paid: winOrder.status === 'paid' } : null,
    version: lot.version,
    serverTime: iso(now),
  }
}

function oneOf<T extends string>(value: unknown, options: readonly T[], message: string): T | undefined {
  if (value === undefined || value === '') return undefined
  if (!options.includes(value as T)) throw new MockError(400, message)
  return value as T
}

function sessionsIn(status: SessionStatus, kind: string | undefined, now: number): SessionRecord[] {
  const found = settleAuctions(now).sessions.filter((session) => sessionStatus(session, now) === status && (!kind || session.kind === kind))
  // Live and upcoming: soonest first; ended: latest first.
  return found.sort((a, b) => (status === 'ended' ? sessionEndAt(b) - sessionEndAt(a) : status === 'live' ? sessionEndAt(a) - sessionEndAt(b) : a.startAt - b.startAt))
}

function sortedLots(lots: LotRecord[], sort: (typeof LOT_SORTS)[number]): LotRecord[] {
  const open = (lot: LotRecord) => (lot.status === 'live' || lot.status === 'upcoming' ? 0 : 1)
  switch (sort) {
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
  settleAuctions()
  const lot = findLot(requireId(id, '拍品'))
  if (!lot) throw new MockError(404, '拍品不存在')
  return lot
}

export const auctionHandlers = [
  handle(auctionApi.sessions, ({ params, request }) => {
    const status = oneOf(params.status, SESSION_STATUSES, '专场状态无效') ?? 'live'
    const now = engineNow()
    const page = paginate(sessionsIn(status, params.kind, now), params)
    return { ...page, list: page.list.map((session) => sessionView(session, request, now)) }
  }),
  handle(auctionApi.sessionCounts, () => {
    const now = engineNow()
    const sessions = settleAuctions(now).sessions
    const count = (status: SessionStatus) => sessions.filter((session) => sessionStatus(session, now) === status).length
    return { upcoming: count('upcoming'), live: count('live'), ended: count('ended') }
  }),
  handle(auctionApi.session, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    const now = engineNow()
    settleAuctions(now)
    const session = findSession(requireId(params.id, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    return { ...sessionView(session, request, now), deposit: viewer ? depositView(viewer.account.accountId, session) : null, serverTime: iso(now) }
  }),
  handle(auctionApi.lots, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    settleAuctions()
    const session = findSession(requireId(params.sessionId, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    const sort = oneOf(params.sort, LOT_SORTS, '排序方式无效') ?? 'lot'
    const page = paginate(sortedLots(lotsOf(session), sort), params)
    return { ...page, list: page.list.map((lot) => lotSummaryView(lot, viewer?.account.accountId ?? null, request)) }
  }),
  handle(auctionApi.lot, ({ params, token, request }) => {
    const viewer = optionalSession(token)
    return lotDetailView(requireLot(params.id), viewer?.account.accountId ?? null, request)
  }),
  handle(auctionApi.bid, ({ params, token, request }) => {
    const { account, info } = requireSession(token)
    const amountCents = Number(params.amountCents)
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new MockError(400, '出价金额无效')
    if (typeof params.requestId !== 'string' || !/^[\w-]{8,64}$/.test(params.requestId)) throw new MockError(400, '缺少出价请求编号')
    const lotId = requireId(params.lotId, '拍品')
    // 0: the dealer saw no bid yet (a null would be cleaned out of the request).
    const seen = params.seenPriceCents === undefined || params.seenPriceCents === null ? undefined : Number(params.seenPriceCents) || null
    try {
      const lot = placeBid(
        { accountId: account.accountId, lotId, amountCents, requestId: params.requestId, seenPriceCents: seen },
        {
          tradingPermission: account.permission.includes(PRODUCT_DETAIL_PRICE),
          realName: true,
          member: info.memberSendList.some((member) => member.code === 'P0015' && member.status === 1),
        },
      )
      return lotDetailView(lot, account.accountId, request)
    } catch (error) {
      if (!(error instanceof BidRefusal)) throw error
      const lot = findLot(lotId)
      // A refusal over the lot's state carries the fresh lot, so the page shows it at once.
      const data = error.data ?? (lot && [40010, 40910, 40911, 41010].includes(error.code) ? lotDetailView(lot, account.accountId, request) : null)
      throw new MockError(error.code, error.message, data)
    }
  }),
  handle(auctionApi.payDeposit, ({ params, token }) => {
    const { account } = requireSession(token)
    settleAuctions()
    const session = findSession(requireId(params.sessionId, '专场'))
    if (!session) throw new MockError(404, '专场不存在')
    const { status } = depositOf(account.accountId, session)
    if (status === 'paid') throw new MockError(409, '本场保证金已缴纳')
    if (sessionStatus(session) === 'ended') throw new MockError(410, '专场已结束，无需缴纳保证金')
    const lotId = params.lotId === undefined ? undefined : requireId(params.lotId, '拍品')
    return { payOrderNo: depositPayOrder(account.accountId, session, lotId) }
  }),
  handle(auctionApi.myBids, ({ params, token, request }) => {
    const { account } = requireSession(token)
    const tab = oneOf(params.tab, MY_BID_TABS, '分类无效') ?? 'active'
    const state = settleAuctions()
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
      list: page.list.map((lot) => {
        const order = lot.winnerAccountId === account.accountId && lot.winPayOrderNo ? findPayOrder(lot.winPayOrderNo) : undefined
        return {
          ...lotSummaryView(lot, account.accountId, request),
          sessionTitle: findSession(lot.sessionId)!.title,
          myTopBidCents: Math.max(...lot.bids.filter((bid) => bid.accountId === account.accountId).map((bid) => bid.amountCents)),
          payOrderNo: order?.payOrderNo ?? null,
          paid: order?.status === 'paid',
          payDeadline: order?.expiresAt ?? null,
        }
      }),
    }
  }),

  // The trade tab: live now and starting soon (sessions and rooms), hot brands.
  handle(tradeApi.home, ({ request }) => {
    const now = engineNow()
    const live = sessionsIn('live', 'timed', now).slice(0, 3)
    const upcoming = sessionsIn('upcoming', undefined, now).slice(0, 3)
    return {
      sessions: [...live, ...upcoming].map((session) => sessionView(session, request, now)),
      rooms: liveRoomSummaries('live', request, now).slice(0, 4),
      hotBrands: getDb().hotBrands,
      serverTime: iso(now),
    }
  }),
]
