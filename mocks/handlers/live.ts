import { GRAB_REFUSALS, JIANLOU_STATUSES, liveApi, ROOM_STATUSES, type JianlouDetail, type JianlouItem } from '../../src/features/live/api'
import { auctionState, engineNow, findSession, lotsOf } from '../db/auction'
import { findJianlou, grab, holdOf, release, jianlouItems, jianlouStatus, jianlouTiming, stockLeft, type JianlouRecord } from '../db/jianlou'
import { optionalSession, requireSession } from '../lib/auth'
import { isoAt as iso } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { refuse } from '../lib/refuse'
import { yuan } from '../../src/shared/format/money'
import { DEPOSIT_CENTS, depositOf } from './member-apply'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'
import { bidderName, depositView, hostOf, liveRoomSummaries, lotSummaryView, oneOf, roomView } from './auction-views'

function jianlouView(item: JianlouRecord, request: Request, now: number, viewer: number | null): JianlouItem {
  const mine = viewer === null ? undefined : holdOf(item, viewer)
  return {
    id: item.id,
    title: item.title,
    brandName: item.brandName,
    grade: item.grade,
    cover: absoluteMedia(request, item.photos[0]),
    priceCents: item.priceCents,
    refPriceCents: item.refPriceCents,
    stockLeft: stockLeft(item),
    stockTotal: item.stockTotal,
    status: jianlouStatus(item, now),
    startAt: iso(item.startAt),
    endAt: iso(item.endAt),
    myHold: mine ? { payOrderNo: mine.order.payOrderNo, expiresAt: mine.order.expiresAt, paid: mine.order.status === 'paid' } : null,
  }
}

function jianlouDetailView(item: JianlouRecord, request: Request, now: number, viewer: number | null): JianlouDetail {
  return {
    ...jianlouView(item, request, now, viewer),
    photos: item.photos.map((photo) => absoluteMedia(request, photo)),
    accessories: [...item.accessories],
    description: item.description,
    seller: hostOf(item.sellerShopId, request),
    holdMinutes: jianlouTiming.holdMinutes,
    serverTime: iso(now),
  }
}

/** Why a grab is refused without the account's deposit: what it is and where it is paid. */
export function noDepositText(): string {
  return `抢购需先缴纳交易保证金${yuan(DEPOSIT_CENTS)}（可退），请到交易权限页缴纳后再抢`
}

export const liveHandlers = [
  handle(liveApi.rooms, ({ params, token, request }) => {
    const viewer = optionalSession(token)?.account.accountId ?? null
    const status = oneOf(params.status, ROOM_STATUSES, '直播状态无效')
    const now = engineNow()
    return { ...paginate(liveRoomSummaries(status, request, now, viewer), params), serverTime: iso(now) }
  }),
  handle(liveApi.room, ({ params, token, request }) => {
    const viewer = optionalSession(token)?.account.accountId ?? null
    const now = engineNow()
    const room = auctionState().rooms.find((candidate) => candidate.id === requireId(params.id, '直播间'))
    if (!room) throw new MockError(404, '直播间不存在')
    const session = findSession(room.sessionId)!
    const lots = lotsOf(session)
    const bids = lots
      .flatMap((lot) => lot.bids.map((bid) => ({ lot, bid })))
      .sort((a, b) => b.bid.at - a.bid.at || b.bid.id - a.bid.id)
      .slice(0, 30)
      .map(({ lot, bid }) => ({
        id: bid.id,
        lotId: lot.id,
        lotNo: lot.lotNo,
        bidder: bidderName(bid.accountId, viewer),
        amountCents: bid.amountCents,
        at: iso(bid.at),
        mine: bid.accountId === viewer,
      }))
    return {
      ...roomView(room, request, now, viewer),
      intro: room.intro,
      upcomingLots: lots
        .filter((lot) => lot.status === 'upcoming')
        .slice(0, 10)
        .map((lot) => lotSummaryView(lot, viewer, request)),
      closedLots: lots
        .filter((lot) => lot.status === 'sold' || lot.status === 'unsold')
        .reverse()
        .slice(0, 5)
        .map((lot) => lotSummaryView(lot, viewer, request)),
      bids,
      depositCents: session.depositCents,
      deposit: viewer === null ? null : depositView(viewer, session),
      serverTime: iso(now),
    }
  }),
  handle(liveApi.jianlouList, ({ params, token, request }) => {
    const viewer = optionalSession(token)?.account.accountId ?? null
    const now = engineNow()
    const status = oneOf(params.status, JIANLOU_STATUSES, '状态无效')
    const order = { on_sale: 0, upcoming: 1, sold_out: 2, ended: 3 }
    const items = jianlouItems()
      .map((item) => jianlouView(item, request, now, viewer))
      .filter((item) => !status || item.status === status)
      .sort((a, b) => order[a.status] - order[b.status] || a.endAt.localeCompare(b.endAt) || a.id - b.id)
    return { ...paginate(items, params), serverTime: iso(now) }
  }),
  handle(liveApi.jianlouDetail, ({ params, token, request }) => {
    const viewer = optionalSession(token)?.account.accountId ?? null
    const item = findJianlou(requireId(params.id, '捡漏商品'))
    if (!item) throw new MockError(404, '捡漏商品不存在')
    return jianlouDetailView(item, request, engineNow(), viewer)
  }),
  handle(liveApi.grab, ({ params, token }) => {
    const { account } = requireSession(token)
    const item = findJianlou(requireId(params.id, '捡漏商品'))
    if (!item) throw new MockError(404, '捡漏商品不存在')
    // 交易保证金 gates 捡漏 (and only 捡漏), asked once the piece could be grabbed at all.
    const requireDeposit = () => {
      if (!depositOf(account.accountId).paid) refuse(GRAB_REFUSALS.noDeposit, noDepositText())
    }
    const order = grab(item, account.accountId, engineNow(), requireDeposit)
    return { payOrderNo: order.payOrderNo, expiresAt: order.expiresAt }
  }),
  handle(liveApi.release, ({ params, token, request }) => {
    const { account } = requireSession(token)
    const item = findJianlou(requireId(params.id, '捡漏商品'))
    if (!item) throw new MockError(404, '捡漏商品不存在')
    release(item, account.accountId)
    return jianlouDetailView(item, request, engineNow(), account.accountId)
  }),
]
