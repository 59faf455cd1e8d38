import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { http, HttpResponse } from 'msw'
import { GRAB_REFUSALS, JIANLOU_STATUSES, liveApi, ROOM_STATUSES, type JianlouDetail, type JianlouItem, type RoomComment, type RoomHammer } from '../../src/features/live/api'
import { commentProblem } from '../../src/features/live/comment-rules'
import { auctionState, currentPrice, engineNow, findSession, lotsOf, type LotRecord, type RoomRecord } from '../db/auction'
import { addComment, followerCount, follows, roomComments, setFollow, type CommentRecord } from '../db/live-room'
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
import { bidderName, depositView, hostOf, liveRoomSummaries, lotDetailView, lotSummaryView, oneOf, roomView } from './auction-views'

/** How long after a lot closes the room's reply carries its hammer fall (落槌). */
export const HAMMER_SHOW_MS = 6000
/** The generated HLS loop (scripts/make-live-stream.sh), served from mocks/stream. */
const STREAM_DIR = resolve(__dirname, '..', 'stream')
const STREAM_FILE = /^loop(\.m3u8|-\d+\.m2t)$/

function findRoom(id: unknown): RoomRecord {
  const room = auctionState().rooms.find((candidate) => candidate.id === requireId(id, '直播间'))
  if (!room) throw new MockError(404, '直播间不存在')
  return room
}

function commentView(comment: CommentRecord, viewer: number | null): RoomComment {
  return { id: comment.id, author: bidderName(comment.accountId, viewer), text: comment.text, at: iso(comment.at), mine: comment.accountId === viewer }
}

/** The lot that closed last, while its hammer fall is fresh. */
function hammerOf(lots: LotRecord[], now: number, viewer: number | null): RoomHammer | null {
  const closed = lots.filter((lot) => (lot.status === 'sold' || lot.status === 'unsold') && lot.endAt <= now).sort((a, b) => b.endAt - a.endAt)[0]
  if (!closed || now - closed.endAt > HAMMER_SHOW_MS) return null
  const sold = closed.status === 'sold'
  return {
    lotId: closed.id,
    lotNo: closed.lotNo,
    title: closed.title,
    result: sold ? 'sold' : 'unsold',
    priceCents: sold ? currentPrice(closed) : null,
    mine: sold && viewer !== null && closed.winnerAccountId === viewer,
    at: iso(closed.endAt),
  }
}

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
    const room = findRoom(params.id)
    const session = findSession(room.sessionId)!
    const lots = lotsOf(session)
    const summary = roomView(room, request, now, viewer)
    const current = summary.status === 'live' ? lots.find((lot) => lot.status === 'live') : undefined
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
      ...summary,
      // No audience is counted once the room is over.
      viewerCount: summary.status === 'live' ? summary.viewerCount : 0,
      currentLot: current ? lotDetailView(current, viewer, request, now) : null,
      intro: room.intro,
      streamUrl: summary.status === 'live' ? absoluteMedia(request, '/mock-stream/loop.m3u8') : null,
      comments: roomComments(room, now).map((comment) => commentView(comment, viewer)),
      following: follows(viewer, room.hostShopId),
      followerCount: followerCount(room.hostShopId),
      hammer: summary.status === 'upcoming' ? null : hammerOf(lots, now, viewer),
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
  handle(liveApi.comment, ({ params, token }) => {
    const { account } = requireSession(token)
    const room = findRoom(params.roomId)
    const text = typeof params.text === 'string' ? params.text.trim() : ''
    const problem = commentProblem(text)
    if (problem) throw new MockError(400, problem)
    return commentView(addComment(room, account.accountId, text, engineNow()), account.accountId)
  }),
  handle(liveApi.follow, ({ params, token }) => {
    const { account } = requireSession(token)
    const room = findRoom(params.roomId)
    if (typeof params.follow !== 'boolean') throw new MockError(400, '关注参数无效')
    setFollow(account.accountId, room.hostShopId, params.follow)
    return { following: params.follow, followerCount: followerCount(room.hostShopId) }
  }),
  // The host's stream: the generated loop, played as HLS (no network needed, in tests too).
  http.get('*/mock-stream/:name', ({ params }) => {
    const name = String(params.name)
    if (!STREAM_FILE.test(name)) return new HttpResponse(null, { status: 404 })
    const type = name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t'
    return new HttpResponse(readFileSync(resolve(STREAM_DIR, name)), { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=60' } })
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
