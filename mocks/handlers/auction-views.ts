import type { AuctionSession, Bid, DepositState, LotDetail, LotSummary, MyLotState } from '../../src/features/auction/api'
import { incrementAt, nextBid } from '../../src/features/auction/ladder'
import type { LiveRoom, RoomStatus } from '../../src/features/live/api'
import { getDb } from '../db'
import {
  auctionState,
  BOT_ID_FROM,
  botName,
  currentPrice,
  bidLimitOf,
  depositOf,
  engineNow,
  findSession,
  lotsOf,
  proxyOf,
  sessionEndAt,
  sessionStatus,
  timingOf,
  topBid,
  type LotRecord,
  type RoomRecord,
  type SessionRecord,
} from '../db/auction'
import { findPayOrder } from '../db/pay-orders'
import { isoAt as iso } from '../lib/clock'
import { MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'

/**
 * What the auction engine's records look like to the app: sessions, lots, bidders, deposits
 * and live rooms. Shared by the auction and live handlers (neither imports the other).
 */

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

function myStateOf(lot: LotRecord, accountId: number | null): MyLotState {
  if (accountId === null || !lot.bids.some((bid) => bid.accountId === accountId)) return 'none'
  if (lot.status === 'sold') return lot.winnerAccountId === accountId ? 'won' : 'lost'
  if (lot.status === 'unsold') return 'lost'
  return topBid(lot)?.accountId === accountId ? 'leading' : 'outbid'
}

export function lotSummaryView(lot: LotRecord, accountId: number | null, request: Request): LotSummary {
  return {
    id: lot.id,
    sessionId: lot.sessionId,
    lotNo: lot.lotNo,
    title: lot.title,
    brandName: lot.brandName,
    grade: lot.grade,
    cover: absoluteMedia(request, lot.photos[0]),
    startPriceCents: lot.startPriceCents,
    currentPriceCents: currentPrice(lot),
    bidCount: lot.bids.length,
    status: lot.status,
    startAt: iso(lot.startAt),
    endAt: iso(lot.endAt),
    extendCount: lot.extendCount,
    myState: myStateOf(lot, accountId),
    hasReserve: lot.reserveCents !== null,
    reserveMet: reserveMet(lot),
  }
}

/** No reserve, or the leading bid at or above it (what closing the lot will check). */
export function reserveMet(lot: LotRecord): boolean {
  const current = currentPrice(lot)
  return lot.reserveCents === null || (current !== null && current >= lot.reserveCents)
}

/** A session's open lots bid on but still below the reserve, and those of them the viewer leads. */
export function belowReserveOf(session: SessionRecord, viewer: number | null): { belowReserveCount: number; myLeadingBelowReserve: number } {
  const below = lotsOf(session).filter((lot) => (lot.status === 'live' || lot.status === 'upcoming') && lot.bids.length > 0 && !reserveMet(lot))
  return { belowReserveCount: below.length, myLeadingBelowReserve: viewer === null ? 0 : below.filter((lot) => topBid(lot)?.accountId === viewer).length }
}

/** A bidder as others see them: 我 for oneself, the account's first character (or a bot's surname) and **. */
export function bidderName(accountId: number, viewer: number | null): string {
  if (accountId === viewer) return '我'
  if (accountId >= BOT_ID_FROM) return botName(accountId)
  const account = getDb().accounts.find((candidate) => candidate.accountId === accountId)
  return `${(account?.name ?? '同行').slice(0, 1)}**`
}

export function depositView(accountId: number, session: SessionRecord): DepositState {
  const deposit = depositOf(accountId, session)
  const { status, order, paidCents, paidAt, settledAt } = deposit
  return {
    sessionId: session.id,
    amountCents: session.depositCents,
    status,
    // The order to pay: the deposit's while pending, a top-up's while one waits.
    payOrderNo: order?.status === 'pending' ? order.payOrderNo : null,
    paidCents,
    // After the close a deposit still frozen (a win to pay) bids no more.
    bidLimitCents: sessionStatus(session) === 'ended' ? null : bidLimitOf(deposit),
    paidAt,
    settledAt,
  }
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
      auto: Boolean(bid.auto),
    }))
  const proxy = accountId === null ? undefined : proxyOf(lot, accountId)
  const winOrder = lot.winnerAccountId === accountId && lot.winPayOrderNo ? findPayOrder(lot.winPayOrderNo) : undefined
  return {
    ...lotSummaryView(lot, accountId, request),
    sessionTitle: session.title,
    sessionKind: session.kind,
    photos: lot.photos.map((photo) => absoluteMedia(request, photo)),
    accessories: [...lot.accessories],
    description: lot.description,
    consignor: { shopId: lot.consignorShopId, name: shop?.name ?? '寄拍商家', avatar: absoluteMedia(request, shop?.avatar ?? '/mock-images/avatar-0.svg') },
    incrementCents: incrementAt(current ?? lot.startPriceCents),
    nextBidCents: nextBid(current, lot.startPriceCents),
    extendable: session.extendable,
    extendWindowSeconds: Math.round(timing.extendWindowMs / 1000),
    extendBySeconds: Math.round(timing.extendByMs / 1000),
    maxExtends: timing.maxExtends,
    originalEndAt: iso(lot.originalEndAt),
    bids,
    depositCents: session.depositCents,
    deposit: accountId === null ? null : depositView(accountId, session),
    myProxy: proxy && proxy.status !== 'cancelled' ? { ceilingCents: proxy.ceilingCents, status: proxy.status, setAt: iso(proxy.setAt) } : null,
    win: winOrder ? { payOrderNo: winOrder.payOrderNo, amountCents: winOrder.amountCents, payDeadline: winOrder.expiresAt, paid: winOrder.status === 'paid' } : null,
    version: lot.version,
    serverTime: iso(now),
  }
}

export function hostOf(shopId: number, request: Request) {
  const shop = getDb().shops.find((candidate) => candidate.id === shopId)
  return { shopId, name: shop?.name ?? '直播商家', avatar: absoluteMedia(request, shop?.avatar ?? '/mock-images/avatar-0.svg') }
}

export function roomView(room: RoomRecord, request: Request, now: number, viewer: number | null): LiveRoom {
  const session = findSession(room.sessionId)!
  const status = sessionStatus(session, now)
  const current = lotsOf(session).find((lot) => lot.status === 'live')
  // The audience grows through the evening (the same figure for the same minute).
  const viewers = status === 'live' ? room.viewerBase + Math.floor((now - session.startAt) / 60_000) * 7 : status === 'ended' ? room.viewerBase * 3 : 0
  return {
    id: room.id,
    title: room.title,
    poster: absoluteMedia(request, room.poster),
    host: hostOf(room.hostShopId, request),
    status,
    startAt: iso(session.startAt),
    sessionId: session.id,
    lotCount: session.lotIds.length,
    viewerCount: viewers,
    currentLot: current ? lotSummaryView(current, viewer, request) : null,
  }
}

/** Rooms in one state (all when left out): live first, then the soonest to come, then the latest over. */
export function liveRoomSummaries(status: RoomStatus | undefined, request: Request, now = engineNow(), viewer: number | null = null): LiveRoom[] {
  const state = auctionState()
  const order: Record<RoomStatus, number> = { live: 0, upcoming: 1, ended: 2 }
  return state.rooms
    .map((room) => roomView(room, request, now, viewer))
    .filter((room) => !status || room.status === status)
    .sort((a, b) => order[a.status] - order[b.status] || (a.status === 'ended' ? b.startAt.localeCompare(a.startAt) : a.startAt.localeCompare(b.startAt)))
}

/** A picklist parameter: undefined when left out, refused when not one of the options. */
export function oneOf<T extends string>(value: unknown, options: readonly T[], message: string): T | undefined {
  if (value === undefined || value === '') return undefined
  if (!options.includes(value as T)) throw new MockError(400, message)
  return value as T
}
