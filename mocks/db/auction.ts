import { BID_REFUSALS, type LotStatus, type SessionKind } from '../../src/features/auction/api'
import { incrementAt, isOnLadder, nextBid } from '../../src/features/auction/ladder'
import { mockClock } from '../lib/clock'
import { refuse } from '../lib/refuse'
import { onSettle, settleDue } from '../lib/settle'
import { yuan } from '../../src/shared/format/money'
import { getDb, saveDb } from './index'
import { bidPowerOf, overPowerText } from '../../src/shared/rules/deposit'
import { DEPOSIT_SUBJECT, depositOrdersOf, depositRef } from './auction-deposit'
import { createWinPayOrder } from './auction-win'
import { closePayOrder, createPayOrder, payOrdersFor, refundPayOrder, type PayOrderRecord } from './pay-orders'
import { seedAuctions, liveSessionFrom, timedSessionFrom, LIVE_TEMPLATES, TIMED_TEMPLATES } from './seed-auction'

/**
 * The auction engine of the mock: it alone decides bids, extensions and closes, on the mock's
 * clock. State changes lazily: every request settles what time has decided since (a lot
 * past its end closes, a live room's next lot comes up, a bot bids on schedule), so the mock needs
 * no timers. Seeded relative to the real clock at first use and rolled forward so that something
 * is always live.
 */

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

/** Timings, changeable by tests and the browser check (which cannot wait an hour for a close). */
export const auctionTiming = {
  timed: { extendWindowMs: 5 * MINUTE, extendByMs: 5 * MINUTE, maxExtends: 10 },
  live: { lotMs: 60_000, extendWindowMs: 20_000, extendByMs: 20_000, maxExtends: 20 },
  /** The winner pays within this window. */
  winPayMinutes: 24 * 60,
  /** Bots bid on a live lot nobody real bids on, these ms after it opens (the room feels alive). */
  botBidsAtMs: [12_000, 31_000],
}

/** Bidders who are not accounts (the seeded crowd): ids from here up. */
export const BOT_ID_FROM = 90_000
const BOT_NAMES = ['张', '陈', '刘', '黄', '周', '吴', '赵', '孙', '郑', '何', '林', '罗']

export interface BidRecord {
  id: number
  accountId: number
  amountCents: number
  at: number
  requestId: string | null
  extended: boolean
  /** Placed by the engine for the account's 代理出价 ceiling. */
  auto?: boolean
}

/** 代理出价: a dealer's ceiling on a lot; the engine bids for them up to it whenever they are outbid. */
export interface ProxyRecord {
  accountId: number
  ceilingCents: number
  /** When it was set (or last raised): ties between equal ceilings go to the earlier. */
  setAt: number
  /** active: bids when outbid; exhausted: outbid above it (已用尽); cancelled by the dealer. */
  status: 'active' | 'exhausted' | 'cancelled'
}

export interface LotRecord {
  id: number
  sessionId: number
  lotNo: number
  title: string
  brandName: string
  grade: string
  /** Relative media paths; the first is the cover. */
  photos: string[]
  accessories: string[]
  description: string
  consignorShopId: number
  startPriceCents: number
  reserveCents: number | null
  startAt: number
  endAt: number
  originalEndAt: number
  extendCount: number
  status: LotStatus
  /** Oldest first; each above the one before. */
  bids: BidRecord[]
  winnerAccountId: number | null
  winPayOrderNo: string | null
  version: number
  /** 代理出价 ceilings, one per account (the latest). */
  proxies?: ProxyRecord[]
}

export interface SessionRecord {
  id: number
  title: string
  kind: SessionKind
  startAt: number
  cover: string
  depositCents: number
  extendable: boolean
  membersOnly: boolean
  intro: string
  lotIds: number[]
  /** The live room showing it (kind live). */
  roomId: number | null
}

export interface RoomRecord {
  id: number
  title: string
  poster: string
  hostShopId: number
  sessionId: number
  intro: string
  viewerBase: number
}

export interface BidOutcome {
  accountId: number
  lotId: number
  /** null: accepted. */
  refusal: { code: number; msg: string } | null
}

export interface AuctionState {
  sessions: SessionRecord[]
  lots: Record<number, LotRecord>
  rooms: RoomRecord[]
  /** Answers to bids by their requestId: a repeated request gets the same answer. */
  requests: Record<string, BidOutcome>
  nextId: number
  /** How many sessions of each template were made (names the next one: 第3期). */
  rolls: { timed: number; live: number }
}

export function auctionState(): AuctionState {
  const db = getDb()
  if (!db.auction) {
    db.auction = seedAuctions(mockClock.now())
    // Seeding takes a moment: the fresh state is settled as of after it.
    settleAuctions(mockClock.now())
  }
  return db.auction
}

/**
 * The engine's time for a request: taken after the state exists, since seeding (relative to the
 * clock then) takes a moment and a time read before it would predate the seed.
 */
export function engineNow(): number {
  auctionState()
  return mockClock.now()
}

export function nextAuctionId(state = auctionState()): number {
  state.nextId += 1
  return state.nextId
}

export function findSession(id: number): SessionRecord | undefined {
  return auctionState().sessions.find((session) => session.id === id)
}

export function findLot(id: number): LotRecord | undefined {
  return auctionState().lots[id]
}

export function lotsOf(session: SessionRecord): LotRecord[] {
  const lots = auctionState().lots
  return session.lotIds.map((id) => lots[id])
}

export function topBid(lot: LotRecord): BidRecord | undefined {
  return lot.bids.at(-1)
}

export function currentPrice(lot: LotRecord): number | null {
  return topBid(lot)?.amountCents ?? null
}

export function sessionEndAt(session: SessionRecord): number {
  return Math.max(...lotsOf(session).map((lot) => lot.endAt))
}

export function sessionStatus(session: SessionRecord, now = mockClock.now()): 'upcoming' | 'live' | 'ended' {
  if (now < session.startAt) return 'upcoming'
  return lotsOf(session).every((lot) => lot.status === 'sold' || lot.status === 'unsold') ? 'ended' : 'live'
}

export function botName(accountId: number): string {
  return `${BOT_NAMES[accountId % BOT_NAMES.length]}**`
}

/** Where a lot's page is: a live room's lot opens in the room's context. */
export function lotPath(lot: LotRecord, session: SessionRecord): string {
  return session.kind === 'live' && session.roomId ? `/pages/live/auction/detail/index?id=${lot.id}&roomId=${session.roomId}` : `/pages/product/auction/detail/index?id=${lot.id}`
}

/** Close a lot whose end has passed: sold to the leader at or above the reserve, else unsold. */
function closeLot(lot: LotRecord, session: SessionRecord): void {
  const top = topBid(lot)
  const sold = Boolean(top && (lot.reserveCents === null || top.amountCents >= lot.reserveCents))
  lot.status = sold ? 'sold' : 'unsold'
  lot.winnerAccountId = sold ? top!.accountId : null
  lot.version += 1
  if (sold && top!.accountId < BOT_ID_FROM) {
    lot.winPayOrderNo = createWinPayOrder({ lot, session, accountId: top!.accountId, returnTo: lotPath(lot, session), windowMinutes: auctionTiming.winPayMinutes })
  }
}

/** Bots' bids due on a live lot by now (only while no account has bid on it). */
function botBidsDue(lot: LotRecord, now: number): boolean {
  if (lot.bids.some((bid) => bid.accountId < BOT_ID_FROM)) return false
  let changed = false
  auctionTiming.botBidsAtMs.forEach((offset, index) => {
    const at = lot.startAt + offset
    if (at > now || at >= lot.endAt || lot.bids.length > index) return
    const current = currentPrice(lot)
    lot.bids.push({
      id: nextAuctionId(),
      accountId: BOT_ID_FROM + ((lot.id + index) % 40),
      amountCents: nextBid(current, lot.startPriceCents),
      at,
      requestId: null,
      extended: false,
    })
    changed = true
  })
  if (changed) lot.version += 1
  return changed
}

/** Bring one session up to `now`; true when something changed. */
function settleSession(session: SessionRecord, now: number): boolean {
  let changed = false
  const lots = lotsOf(session)
  if (session.kind === 'timed') {
    for (const lot of lots) {
      if (lot.status === 'sold' || lot.status === 'unsold') continue
      if (now >= lot.endAt) {
        closeLot(lot, session)
        changed = true
      } else if (now >= lot.startAt && lot.status === 'upcoming') {
        lot.status = 'live'
        lot.version += 1
        changed = true
      }
    }
    return changed
  }
  // A live room: one lot at a time, the next opening when the one before closes.
  let opensAt = session.startAt
  for (const lot of lots) {
    if (lot.status === 'sold' || lot.status === 'unsold') {
      opensAt = lot.endAt
      continue
    }
    if (lot.startAt !== opensAt && lot.bids.length === 0) {
      lot.startAt = opensAt
      lot.endAt = opensAt + auctionTiming.live.lotMs
      lot.originalEndAt = lot.endAt
      changed = true
    }
    if (now < lot.startAt) break
    if (lot.status === 'upcoming') {
      lot.status = 'live'
      lot.version += 1
      changed = true
    }
    if (botBidsDue(lot, Math.min(now, lot.endAt - 1))) changed = true
    if (now < lot.endAt) break
    closeLot(lot, session)
    changed = true
    opensAt = lot.endAt
  }
  return changed
}

/** Keep something live and something to come: a template's next session when the last one ran out. */
function rollSchedule(state: AuctionState, now: number): boolean {
  let changed = false
  const statusOf = (session: SessionRecord) => sessionStatus(session, now)
  const timed = state.sessions.filter((session) => session.kind === 'timed')
  if (!timed.some((session) => statusOf(session) === 'live')) {
    const template = TIMED_TEMPLATES[state.rolls.timed % TIMED_TEMPLATES.length]
    state.rolls.timed += 1
    timedSessionFrom(state, template, { startAt: now - 10 * MINUTE, firstEndAt: now + 30 * MINUTE, roll: state.rolls.timed })
    changed = true
  }
  if (timed.filter((session) => statusOf(session) === 'upcoming').length < 2) {
    const template = TIMED_TEMPLATES[state.rolls.timed % TIMED_TEMPLATES.length]
    state.rolls.timed += 1
    const startAt = Math.max(now, ...timed.map((session) => session.startAt)) + 4 * HOUR
    timedSessionFrom(state, template, { startAt, firstEndAt: startAt + 3 * HOUR, roll: state.rolls.timed })
    changed = true
  }
  const liveRooms = state.sessions.filter((session) => session.kind === 'live' && statusOf(session) === 'live')
  if (liveRooms.length < 2) {
    for (let missing = liveRooms.length; missing < 2; missing += 1) {
      const template = LIVE_TEMPLATES[state.rolls.live % LIVE_TEMPLATES.length]
      state.rolls.live += 1
      liveSessionFrom(state, template, { startAt: now, roll: state.rolls.live })
    }
    changed = true
  }
  return changed
}

/** Settle every session up to now (and save when time changed anything). */
export function settleAuctions(now = engineNow()): AuctionState {
  const state = auctionState()
  let changed = false
  for (const session of state.sessions) if (settleSession(session, now)) changed = true
  if (rollSchedule(state, now)) {
    changed = true
    for (const session of state.sessions) settleSession(session, now)
  }
  if (closeLateDeposits(state, now)) changed = true
  if (returnDeposits(state, now)) changed = true
  if (changed) saveDb()
  return state
}

export const SESSION_ENDED_DEPOSIT = '拍卖场次已结束，保证金无需再缴'

/**
 * At the close a dealer who won nothing gets the deposit back for real: each paid deposit order
 * refunded in full (a balance payment back in the balance at once, others the way they came).
 */
function returnDeposits(state: AuctionState, now: number): boolean {
  let changed = false
  for (const session of state.sessions) {
    if (sessionStatus(session, now) !== 'ended') continue
    const winners = new Set(lotsOf(session).map((lot) => lot.winnerAccountId))
    for (const order of payOrdersFor(depositRef(session.id))) {
      if (order.status !== 'paid' || winners.has(order.accountId)) continue
      refundPayOrder(order, sessionEndAt(session))
      changed = true
    }
  }
  return changed
}

/** A deposit (or top-up) left unpaid when its session ends can no longer be paid: closed. */
function closeLateDeposits(state: AuctionState, now: number): boolean {
  let changed = false
  for (const session of state.sessions) {
    if (sessionStatus(session, now) !== 'ended') continue
    for (const order of payOrdersFor(depositRef(session.id))) {
      if (order.status === 'pending' && !order.transfer) {
        closePayOrder(order, SESSION_ENDED_DEPOSIT)
        changed = true
      }
    }
  }
  return changed
}

onSettle('auction', (now) => {
  if (getDb().auction) settleAuctions(now)
})

export { DEPOSIT_SUBJECT, depositRef }

export type DepositStatus = 'unpaid' | 'pending' | 'paid' | 'returned' | 'offset' | 'forfeited'

export interface DepositRecord {
  status: DepositStatus
  /** The order to pay now (a pending deposit or top-up), else the first paid one. */
  order: PayOrderRecord | undefined
  paidCents: number
  paidAt: string | null
  /** When it was returned, offset or forfeited. */
  settledAt: string | null
}

/**
 * An account's deposit for a session, as its pay orders and the session's results say: paid
 * (frozen while bidding and until a win is paid), returned at the close when nothing was won,
 * offset when the won lots were paid (their orders took it off), forfeited when a won lot's
 * payment ran out; pending while the first pay order waits.
 */
export function depositOf(accountId: number, session: SessionRecord, now = mockClock.now()): DepositRecord {
  const { paid, pending } = depositOrdersOf(accountId, session.id)
  const paidCents = paid.reduce((sum, order) => sum + order.amountCents, 0)
  if (paid.length === 0) return { status: pending ? 'pending' : 'unpaid', order: pending, paidCents: 0, paidAt: null, settledAt: null }
  const held = { order: pending ?? paid[0], paidCents, paidAt: paid[0].paidAt }
  if (sessionStatus(session, now) !== 'ended') return { status: 'paid', ...held, settledAt: null }
  const won = lotsOf(session).filter((lot) => lot.winnerAccountId === accountId)
  if (won.length === 0) return { status: 'returned', ...held, settledAt: new Date(sessionEndAt(session)).toISOString() }
  const wins = won.flatMap((lot) => payOrdersFor(`auction-win:${lot.id}`))
  const lapsed = wins.find((order) => order.status === 'closed')
  if (lapsed) return { status: 'forfeited', ...held, settledAt: lapsed.expiresAt }
  if (wins.length > 0 && wins.every((order) => order.status === 'paid')) {
    return {
      status: 'offset',
      ...held,
      settledAt:
        wins
          .map((order) => order.paidAt ?? '')
          .sort()
          .at(-1) ?? null,
    }
  }
  return { status: 'paid', ...held, settledAt: null }
}

/** The most one bid may be: 10 × the deposit paid while it is frozen, else nothing. */
export function bidLimitOf(deposit: DepositRecord): number | null {
  return deposit.status === 'paid' ? bidPowerOf(deposit.paidCents) : null
}

/**
 * The deposit's pay order: the pending one, else a new one (the deposit, or once paid a top-up of
 * the same amount). It returns where it was asked from: the live room, the lot, else the session.
 */
export function depositPayOrder(accountId: number, session: SessionRecord, from: { lotId?: number; roomId?: number } = {}): string {
  const { pending, paid } = depositOrdersOf(accountId, session.id)
  const lot = from.lotId === undefined ? undefined : findLot(from.lotId)
  const room = from.roomId === undefined ? undefined : auctionState().rooms.find((candidate) => candidate.id === from.roomId && candidate.sessionId === session.id)
  const returnTo = room ? `/pages/live/room/index?id=${room.id}` : lot ? lotPath(lot, session) : `/pages/product/auction/list/index?sessionId=${session.id}`
  if (pending) {
    // The same order, returning where it was asked for last (a room's bid bar, then the room's banner).
    pending.returnTo = returnTo
    saveDb()
    return pending.payOrderNo
  }
  const created = createPayOrder({
    accountId,
    subject: DEPOSIT_SUBJECT,
    lines: [
      {
        label: paid.length ? `「${session.title}」追加保证金（出价额度增加${yuan(bidPowerOf(session.depositCents))}）` : `「${session.title}」竞拍保证金（未成交全额退还）`,
        amountCents: session.depositCents,
      },
    ],
    returnTo,
    ref: depositRef(session.id),
  })
  return created.payOrderNo
}

export interface BidderChecks {
  /** Holds PRODUCT_DETAIL_PRICE. */
  tradingPermission: boolean
  realName: boolean
  /** P0015 active. */
  member: boolean
}

type Refuser = (code: number, msg: string, data?: unknown, remember?: boolean) => never

/**
 * Who may bid, in the order a dealer can fix them: permission, real name, membership, the
 * session's deposit, then the bidding power for `amountCents` (a bid, or a proxy's ceiling).
 * Fixable refusals are not remembered against a requestId: once fixed, a retry may go through.
 */
function checkBidder(accountId: number, amountCents: number, lot: LotRecord, session: SessionRecord, checks: BidderChecks, refuseBid: Refuser, now: number): void {
  if (!checks.tradingPermission)
    refuseBid(403, '需要开通交易权限', { title: '需要开通交易权限', content: '出价需要开通平台交易权限，请先提交资料申请。', btnLink: '/pages/member/apply/home/index' }, false)
  if (!checks.realName) refuseBid(BID_REFUSALS.realNameNeeded, '出价前需要完成实名认证', null, false)
  if (session.membersOnly && !checks.member) {
    refuseBid(
      600000001,
      '会员专场仅限店铺会员出价',
      { title: '会员专场', content: `「${session.title}」仅限店铺会员出价，开通店铺会员后即可参与。`, openMemberH5Url: '/pages/activity/member/index' },
      false,
    )
  }
  const deposit = depositOf(accountId, session, now)
  if (deposit.status !== 'paid') {
    const payOrderNo = depositPayOrder(accountId, session, { lotId: lot.id })
    refuseBid(
      BID_REFUSALS.depositNeeded,
      `参与本场竞拍需缴纳保证金${yuan(session.depositCents)}`,
      {
        title: '需要缴纳保证金',
        content: `参与「${session.title}」竞拍需缴纳场次保证金${yuan(session.depositCents)}，未拍中将在结拍后全额退还。`,
        btnLink: `/pages/order/cash/index?payOrderNo=${payOrderNo}`,
      },
      false,
    )
  }
  const limit = bidLimitOf(deposit)
  // Fixable (a top-up raises it): not remembered either.
  if (limit !== null && amountCents > limit) refuseBid(BID_REFUSALS.overPower, overPowerText(limit), null, false)
}

/** Record a bid the engine took (a dealer's or a proxy's): a late one extends the lot (延时拍). */
function appendBid(lot: LotRecord, session: SessionRecord, bid: { accountId: number; amountCents: number; requestId: string | null; auto?: boolean }, now: number): void {
  const timing = timingOf(session)
  const extend = session.extendable && lot.extendCount < timing.maxExtends && lot.endAt - now < timing.extendWindowMs
  lot.bids.push({
    id: nextAuctionId(),
    accountId: bid.accountId,
    amountCents: bid.amountCents,
    at: now,
    requestId: bid.requestId,
    extended: extend,
    ...(bid.auto ? { auto: true } : {}),
  })
  if (extend) {
    lot.endAt = now + timing.extendByMs
    lot.extendCount += 1
  }
  lot.version += 1
}

/** The most a ceiling can bid with the price at `currentCents`: the ceiling itself, else the ladder's step below it; null: nothing. */
function highestBidWithin(ceilingCents: number, currentCents: number | null, startCents: number): number | null {
  const least = nextBid(currentCents, startCents)
  if (ceilingCents < least) return null
  if (isOnLadder(ceilingCents, currentCents, startCents)) return ceilingCents
  const step = incrementAt(ceilingCents)
  return Math.max(least, Math.floor(ceilingCents / step) * step)
}

function activeProxies(lot: LotRecord): ProxyRecord[] {
  return (lot.proxies ?? []).filter((proxy) => proxy.status === 'active')
}

/** Higher ceiling first; equal ceilings: the earlier first. */
const proxyRank = (a: ProxyRecord, b: ProxyRecord) => b.ceilingCents - a.ceilingCents || a.setAt - b.setAt

/**
 * 代理出价, after every change of the lead: a rival's active ceiling bids the ladder's next step
 * for its dealer (or, when the leader holds a ceiling too, the two are settled at once: the price
 * goes to the step above the lower ceiling, capped at the higher; equal ceilings go to the earlier
 * one). A ceiling that can no longer bid is exhausted (已用尽). A manual bid equal to an earlier
 * ceiling loses to it (the earlier wins the tie), which bids the same amount after it.
 */
function resolveProxies(lot: LotRecord, session: SessionRecord, now: number): void {
  const start = lot.startPriceCents
  // Each round settles one contest; a third ceiling may start another (bounded by the proxies).
  for (let round = 0; round <= (lot.proxies?.length ?? 0) * 2; round += 1) {
    const top = topBid(lot)
    const current = top?.amountCents ?? null
    const least = nextBid(current, start)
    const proxies = activeProxies(lot)
    const leaderProxy = top ? proxies.find((proxy) => proxy.accountId === top.accountId) : undefined
    // A hand bid equal to an earlier ceiling (its dealer holding none): the earlier ceiling takes the tie.
    const tiesEarlier = (proxy: ProxyRecord) => Boolean(top && !top.auto && !leaderProxy && proxy.ceilingCents === top.amountCents && proxy.setAt < top.at)
    const rivals = proxies.filter((proxy) => proxy.accountId !== top?.accountId)
    for (const proxy of rivals) if (proxy.ceilingCents < least && !tiesEarlier(proxy)) proxy.status = 'exhausted'
    const best = rivals.filter((proxy) => proxy.status === 'active').sort(proxyRank)[0]
    if (!best) return
    if (!leaderProxy) {
      // The leader bid by hand: the best ceiling answers with the next step (or takes the tie at the same amount).
      appendBid(lot, session, { accountId: best.accountId, amountCents: best.ceilingCents >= least ? least : current!, requestId: null, auto: true }, now)
      continue
    }
    const [winner, loser] = proxyRank(best, leaderProxy) < 0 ? [best, leaderProxy] : [leaderProxy, best]
    const loserBid = highestBidWithin(loser.ceilingCents, current, start)
    if (loserBid !== null) appendBid(lot, session, { accountId: loser.accountId, amountCents: loserBid, requestId: null, auto: true }, now)
    loser.status = 'exhausted'
    const after = currentPrice(lot)!
    const step = nextBid(after, start)
    const winnerBid = winner.ceilingCents >= step ? step : after
    if (topBid(lot)!.accountId !== winner.accountId) appendBid(lot, session, { accountId: winner.accountId, amountCents: winnerBid, requestId: null, auto: true }, now)
  }
}

/**
 * Place a bid for an account: checks in the order a dealer can fix them (permission, real name,
 * membership, deposit), then the lot's state and the ladder. A request seen before gets its first
 * answer again (a retry after a lost answer never bids twice). Refuses with the app's BID_REFUSALS.
 * Rivals' 代理出价 ceilings answer it at once (resolveProxies).
 */
export function placeBid(
  input: { accountId: number; lotId: number; amountCents: number; requestId: string; seenPriceCents?: number | null },
  checks: BidderChecks,
  now = engineNow(),
): LotRecord {
  // Called by the handler after the request settled, and by tests directly: settle first.
  settleDue(now)
  const state = auctionState()
  const lot = state.lots[input.lotId]
  if (!lot) refuse(404, '拍品不存在')
  const seen = state.requests[input.requestId]
  if (seen && seen.accountId === input.accountId) {
    if (seen.refusal) refuse(seen.refusal.code, seen.refusal.msg)
    return lot
  }
  const session = findSession(lot.sessionId)!
  const refuseBid: Refuser = (code, msg, data = null, remember = true) => {
    if (remember) {
      state.requests[input.requestId] = { accountId: input.accountId, lotId: lot.id, refusal: { code, msg } }
      saveDb()
    }
    return refuse(code, msg, data)
  }
  if (lot.status !== 'live') refuseBid(BID_REFUSALS.closed, lot.status === 'upcoming' ? '拍品尚未开拍' : '拍卖已结束，出价未成功')
  checkBidder(input.accountId, input.amountCents, lot, session, checks, refuseBid, now)
  const current = currentPrice(lot)
  const top = topBid(lot)
  if (top && top.accountId === input.accountId) refuseBid(BID_REFUSALS.leading, '您当前已领先，无需再出价')
  if (!isOnLadder(input.amountCents, current, lot.startPriceCents)) {
    const least = nextBid(current, lot.startPriceCents)
    const outpaced = input.seenPriceCents !== undefined && input.seenPriceCents !== current && input.amountCents < least
    if (outpaced) refuseBid(BID_REFUSALS.outpaced, `已有同行抢先出价，当前价${yuan(current ?? lot.startPriceCents)}，请重新出价`)
    refuseBid(BID_REFUSALS.belowNext, input.amountCents < least ? `出价不能低于${yuan(least)}` : `出价须按加价幅度${yuan(incrementAt(input.amountCents))}递增`)
  }
  appendBid(lot, session, { accountId: input.accountId, amountCents: input.amountCents, requestId: input.requestId }, now)
  resolveProxies(lot, session, now)
  state.requests[input.requestId] = { accountId: input.accountId, lotId: lot.id, refusal: null }
  saveDb()
  return lot
}

/**
 * Set (or raise, or lower) an account's 代理出价 ceiling on a live lot: the bidder's checks, the
 * ceiling within the bidding power, at least the next valid bid and on the ladder. Not leading,
 * the ceiling bids at once. Setting again replaces the ceiling (and its time, for ties).
 */
export function setProxy(input: { accountId: number; lotId: number; ceilingCents: number }, checks: BidderChecks, now = engineNow()): LotRecord {
  settleDue(now)
  const lot = auctionState().lots[input.lotId]
  if (!lot) refuse(404, '拍品不存在')
  const session = findSession(lot.sessionId)!
  const refuseProxy: Refuser = (code, msg, data = null) => refuse(code, msg, data)
  if (lot.status !== 'live') refuseProxy(BID_REFUSALS.closed, lot.status === 'upcoming' ? '拍品尚未开拍，开拍后可设置代理出价' : '拍卖已结束，无法设置代理出价')
  checkBidder(input.accountId, input.ceilingCents, lot, session, checks, refuseProxy, now)
  const current = currentPrice(lot)
  const least = nextBid(current, lot.startPriceCents)
  if (input.ceilingCents < least) refuseProxy(BID_REFUSALS.belowNext, `代理出价上限不能低于${yuan(least)}`)
  if (!isOnLadder(input.ceilingCents, current, lot.startPriceCents)) refuseProxy(BID_REFUSALS.belowNext, `代理出价上限须按加价幅度${yuan(incrementAt(input.ceilingCents))}递增`)
  const others = (lot.proxies ?? []).filter((proxy) => proxy.accountId !== input.accountId)
  lot.proxies = [...others, { accountId: input.accountId, ceilingCents: input.ceilingCents, setAt: now, status: 'active' }]
  lot.version += 1
  resolveProxies(lot, session, now)
  saveDb()
  return lot
}

/** Cancel an account's active ceiling (bids it placed stay). 404 when there is none. */
export function cancelProxy(input: { accountId: number; lotId: number }, now = engineNow()): LotRecord {
  settleDue(now)
  const lot = auctionState().lots[input.lotId]
  if (!lot) refuse(404, '拍品不存在')
  const proxy = lot.proxies?.find((candidate) => candidate.accountId === input.accountId && candidate.status === 'active')
  if (!proxy) refuse(BID_REFUSALS.closed, lot.status === 'live' ? '代理出价已用尽或已取消' : '拍卖已结束，代理出价已结束')
  proxy.status = 'cancelled'
  lot.version += 1
  saveDb()
  return lot
}

/** The account's latest ceiling on a lot (cancelled: none). */
export function proxyOf(lot: LotRecord, accountId: number): ProxyRecord | undefined {
  return lot.proxies?.find((proxy) => proxy.accountId === accountId && proxy.status !== 'cancelled')
}

export function timingOf(session: SessionRecord): { extendWindowMs: number; extendByMs: number; maxExtends: number } {
  return session.kind === 'live' ? auctionTiming.live : auctionTiming.timed
}

/** For the browser check and tests: move a lot's end (it stays live), as if time had passed. */
export function endLotIn(lotId: number, ms: number, now = mockClock.now()): LotRecord {
  const lot = auctionState().lots[lotId]
  lot.endAt = now + ms
  // As if it had been scheduled so (an extension still shows against it).
  if (lot.extendCount === 0 || lot.originalEndAt > lot.endAt) lot.originalEndAt = lot.endAt
  lot.version += 1
  saveDb()
  return lot
}
