import { ACCESSORIES, GRADES, type Category } from '../../src/core/api/catalogue'
import { nextBid } from '../../src/features/auction/ladder'
import { createRandom } from '../lib/random'
import { productCatalogue } from './index'
import { DEPOSIT_SUBJECT, depositRef } from './auction-deposit'
import { createPayOrder, findPayOrder } from './pay-orders'
import { createWinPayOrder } from './auction-win'
import type { AuctionState, LotRecord, RoomRecord, SessionRecord } from './auction'
import { skuExtrasOf, type SkuRecord } from './seed-product'
import { DEMO_SHOP_ACCOUNT } from './seed-account'
import { mockClock } from '../lib/clock'
import { coverOf } from '../lib/covers'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const BOT = 90_000

export interface SessionTemplate {
  title: string
  /** SKUs of these brands (names as the catalogue writes them) or, when empty, of the categories. */
  brands: string[]
  categories: Category[]
  lotCount: number
  depositYuan: number
  membersOnly?: boolean
  intro: string
  cover: string
}

export interface LiveTemplate extends SessionTemplate {
  hostShopId: number
  poster: string
}

export const TIMED_TEMPLATES: SessionTemplate[] = [
  {
    title: '爱马仕专场',
    brands: ['爱马仕'],
    categories: [],
    lotCount: 36,
    depositYuan: 20000,
    intro: '精选爱马仕 Birkin、Kelly、Constance 等经典款，同行寄拍，平台鉴定后上拍。',
    cover: coverOf('箱包', 0),
  },
  {
    title: '名表夜场',
    brands: [],
    categories: ['腕表'],
    lotCount: 200,
    depositYuan: 50000,
    intro: '劳力士、百达翡丽、爱彼等名表 200 件，逐件结拍，每 30 秒一件。',
    cover: coverOf('腕表', 1),
  },
  {
    title: '中古珠宝专场',
    brands: [],
    categories: ['珠宝'],
    lotCount: 48,
    depositYuan: 20000,
    intro: '卡地亚、梵克雅宝、宝格丽中古珠宝，附鉴定证书。',
    cover: coverOf('珠宝', 2),
  },
  {
    title: '香奈儿经典包专场',
    brands: ['香奈儿'],
    categories: [],
    lotCount: 60,
    depositYuan: 10000,
    membersOnly: true,
    intro: '会员专场：香奈儿 CF、2.55、WOC 等经典款，仅限店铺会员出价。',
    cover: coverOf('箱包', 3),
  },
  {
    title: '劳力士运动表专场',
    brands: ['劳力士'],
    categories: [],
    lotCount: 30,
    depositYuan: 50000,
    intro: '潜航者、迪通拿、格林尼治等运动款。',
    cover: coverOf('腕表', 0),
  },
  { title: '周末中古包专场', brands: [], categories: ['箱包'], lotCount: 40, depositYuan: 10000, intro: '周末中古包专场，起拍价低至五折。', cover: coverOf('箱包', 2) },
]

export const LIVE_TEMPLATES: LiveTemplate[] = [
  {
    title: '臻品名包汇 · 爱马仕直播夜拍',
    brands: ['爱马仕'],
    categories: [],
    lotCount: 30,
    depositYuan: 30000,
    intro: '店主亲自讲解每一件的成色与配件，一件一拍，60 秒结拍；结束前20秒内出价，结束时间顺延至出价后20秒。',
    cover: coverOf('箱包', 1),
    hostShopId: 1001,
    poster: coverOf('箱包', 1),
  },
  {
    title: '上海名表行 · 腕表直播专场',
    brands: [],
    categories: ['腕表'],
    lotCount: 30,
    depositYuan: 50000,
    intro: '现场开箱验表，走时、成色逐一展示。',
    cover: coverOf('腕表', 2),
    hostShopId: 1002,
    poster: coverOf('腕表', 2),
  },
  {
    title: '港货精品屋 · 中古首饰直播',
    brands: [],
    categories: ['珠宝', '配饰'],
    lotCount: 30,
    depositYuan: 10000,
    intro: '中古首饰与配饰，低价起拍。',
    cover: coverOf('珠宝', 3),
    hostShopId: 1003,
    poster: coverOf('珠宝', 3),
  },
]

const round100 = (cents: number) => Math.max(10_000, Math.round(cents / 10_000) * 10_000)

function skusOf(template: SessionTemplate): SkuRecord[] {
  const skus = productCatalogue().skus
  return template.brands.length ? skus.filter((sku) => template.brands.includes(sku.brandName)) : skus.filter((sku) => template.categories.includes(sku.category))
}

function nextSessionId(state: AuctionState): number {
  return Math.max(7000, ...state.sessions.map((session) => session.id)) + 1
}

function makeLot(session: SessionRecord, sku: SkuRecord, lotNo: number, random: ReturnType<typeof createRandom>, times: { startAt: number; endAt: number }): LotRecord {
  const grade = GRADES[random.int(0, 3)]
  const startPriceCents = round100(sku.refPriceCents * (0.45 + random.int(0, 20) / 100))
  const reserveCents = random.chance(0.6) ? round100(sku.refPriceCents * (0.7 + random.int(0, 15) / 100)) : null
  const accessories = ACCESSORIES.filter(() => random.chance(0.5))
  return {
    id: session.id * 1000 + lotNo,
    sessionId: session.id,
    lotNo,
    title: sku.name,
    brandName: sku.brandName,
    grade,
    photos: skuExtrasOf(sku).photos,
    accessories: accessories.length ? accessories : ['防尘袋'],
    description: `${sku.name}，${grade}，${accessories.length ? `附${accessories.join('、')}` : '单品无配件'}。平台鉴定为正品，实物拍摄，成交后 72 小时内由寄拍商家发货。`,
    consignorShopId: 1001 + random.int(0, 35),
    startPriceCents,
    reserveCents: reserveCents !== null && reserveCents > startPriceCents ? reserveCents : null,
    startAt: times.startAt,
    endAt: times.endAt,
    originalEndAt: times.endAt,
    extendCount: 0,
    status: 'upcoming',
    bids: [],
    winnerAccountId: null,
    winPayOrderNo: null,
    version: 1,
  }
}

/** Bids of the crowd on a lot, spread between its start and `until`. */
function crowdBids(state: AuctionState, lot: LotRecord, count: number, until: number, random: ReturnType<typeof createRandom>): void {
  const span = Math.max(1, until - lot.startAt)
  for (let index = 0; index < count; index += 1) {
    state.nextId += 1
    const at = lot.startAt + Math.floor((span * (index + 1)) / (count + 1))
    lot.bids.push({
      id: state.nextId,
      accountId: BOT + random.int(0, 39),
      amountCents: nextBid(lot.bids.at(-1)?.amountCents ?? null, lot.startPriceCents),
      at,
      requestId: null,
      extended: false,
    })
  }
}

/** A timed session: every lot open from startAt, closing one after another from firstEndAt. */
export function timedSessionFrom(
  state: AuctionState,
  template: SessionTemplate,
  { startAt, firstEndAt, roll, staggerMs, now = mockClock.now(), id }: { startAt: number; firstEndAt: number; roll: number; staggerMs?: number; now?: number; id?: number },
): SessionRecord {
  const random = createRandom(roll * 7919 + template.title.length)
  const session: SessionRecord = {
    id: id ?? nextSessionId(state),
    title: roll > 1 ? `${template.title} 第${roll}期` : template.title,
    kind: 'timed',
    startAt,
    cover: template.cover,
    depositCents: template.depositYuan * 100,
    extendable: true,
    membersOnly: Boolean(template.membersOnly),
    intro: template.intro,
    lotIds: [],
    roomId: null,
  }
  const skus = skusOf(template)
  const stagger = staggerMs ?? (template.lotCount > 100 ? 30_000 : 2 * MINUTE)
  for (let lotNo = 1; lotNo <= template.lotCount; lotNo += 1) {
    const sku = skus[(roll * 31 + lotNo * 17) % skus.length]
    const lot = makeLot(session, sku, lotNo, random, { startAt, endAt: firstEndAt + (lotNo - 1) * stagger })
    if (now >= startAt) {
      lot.status = 'live'
      // The crowd has bid on most open lots already.
      if (random.chance(0.7)) crowdBids(state, lot, random.int(1, 8), Math.min(now, lot.endAt) - MINUTE, random)
    }
    state.lots[lot.id] = lot
    session.lotIds.push(lot.id)
  }
  state.sessions.push(session)
  return session
}

/** A live room's session: lots one after another, each lotMs long (the engine chains them). */
export function liveSessionFrom(
  state: AuctionState,
  template: LiveTemplate,
  { startAt, roll, lotMs = 60_000, id }: { startAt: number; roll: number; lotMs?: number; id?: number },
): SessionRecord {
  const random = createRandom(roll * 104729 + template.hostShopId)
  const sessionId = id ?? nextSessionId(state)
  const roomId = 7500 + (sessionId % 500)
  const session: SessionRecord = {
    id: sessionId,
    title: template.title,
    kind: 'live',
    startAt,
    cover: template.cover,
    depositCents: template.depositYuan * 100,
    extendable: true,
    membersOnly: false,
    intro: template.intro,
    lotIds: [],
    roomId,
  }
  const skus = skusOf(template)
  for (let lotNo = 1; lotNo <= template.lotCount; lotNo += 1) {
    const sku = skus[(roll * 13 + lotNo * 7) % skus.length]
    const lot = makeLot(session, sku, lotNo, random, { startAt: startAt + (lotNo - 1) * lotMs, endAt: startAt + lotNo * lotMs })
    // Live lots start low: the room's bidding takes them up.
    lot.reserveCents = null
    state.lots[lot.id] = lot
    session.lotIds.push(lot.id)
  }
  state.sessions.push(session)
  const room: RoomRecord = {
    id: roomId,
    title: template.title,
    poster: template.poster,
    hostShopId: template.hostShopId,
    sessionId,
    intro: template.intro,
    viewerBase: 300 + random.int(0, 2000),
  }
  state.rooms.push(room)
  return session
}

/** Closed lots of a session that ended: results from the crowd's bids. */
function closeEnded(state: AuctionState, session: SessionRecord, random: ReturnType<typeof createRandom>): void {
  for (const id of session.lotIds) {
    const lot = state.lots[id]
    lot.status = 'live'
    if (random.chance(0.8)) crowdBids(state, lot, random.int(1, 10), lot.endAt - MINUTE, random)
    const top = lot.bids.at(-1)
    const sold = Boolean(top && (lot.reserveCents === null || top.amountCents >= lot.reserveCents))
    lot.status = sold ? 'sold' : 'unsold'
    lot.winnerAccountId = sold ? top!.accountId : null
  }
}

/** The demo shop's own bidding on the first live session: leading on lot 2, outbid on lot 3. */
function demoBids(state: AuctionState, session: SessionRecord, now: number): void {
  const [, second, third] = session.lotIds.map((id) => state.lots[id])
  const bid = (lot: LotRecord, accountId: number, at: number) => {
    state.nextId += 1
    lot.bids.push({
      id: state.nextId,
      accountId,
      amountCents: nextBid(lot.bids.at(-1)?.amountCents ?? null, lot.startPriceCents),
      at,
      requestId: accountId === DEMO_SHOP_ACCOUNT ? `seed-${state.nextId}` : null,
      extended: false,
    })
  }
  // After the crowd's bids (they stop a minute before now).
  bid(second, DEMO_SHOP_ACCOUNT, now - 40_000)
  bid(third, DEMO_SHOP_ACCOUNT, now - 50_000)
  bid(third, BOT + 7, now - 30_000)
}

/** A deposit the account paid (an order made and paid through the mock's cashier). */
function paidDeposit(accountId: number, session: SessionRecord, at: number): void {
  const order = createPayOrder({
    accountId,
    subject: DEPOSIT_SUBJECT,
    lines: [{ label: `「${session.title}」竞拍保证金（未成交全额退还）`, amountCents: session.depositCents }],
    ref: depositRef(session.id),
  })
  const record = findPayOrder(order.payOrderNo)!
  record.status = 'paid'
  record.paidAt = new Date(at).toISOString()
  record.prepays.push({ prepayId: `wx${record.payOrderNo}01`, method: 'wechat', at: record.paidAt })
  record.paidBy = `wx${record.payOrderNo}01`
}

/** The demo shop in an ended session: won lot 3 (its payment open), lost lot 5. */
function demoResults(state: AuctionState, session: SessionRecord, now: number): void {
  paidDeposit(DEMO_SHOP_ACCOUNT, session, session.startAt + 10 * MINUTE)
  const won = state.lots[session.lotIds[2]]
  const lost = state.lots[session.lotIds[4]]
  const bid = (lot: LotRecord, accountId: number, at: number) => {
    state.nextId += 1
    lot.bids.push({ id: state.nextId, accountId, amountCents: nextBid(lot.bids.at(-1)?.amountCents ?? null, lot.startPriceCents), at, requestId: null, extended: false })
  }
  bid(won, DEMO_SHOP_ACCOUNT, won.endAt - 2 * MINUTE)
  won.reserveCents = null
  won.status = 'sold'
  won.winnerAccountId = DEMO_SHOP_ACCOUNT
  // Priced with its fees and the deposit offset; payable for a day from the seeding.
  won.winPayOrderNo = createWinPayOrder({ lot: won, session, accountId: DEMO_SHOP_ACCOUNT, returnTo: `/pages/product/auction/detail/index?id=${won.id}`, windowMinutes: 24 * 60 })
  bid(lost, DEMO_SHOP_ACCOUNT, lost.endAt - 20 * MINUTE)
  bid(lost, BOT + 3, lost.endAt - 5 * MINUTE)
  lost.reserveCents = null
  lost.status = 'sold'
  lost.winnerAccountId = BOT + 3
  void now
}

/**
 * The auctions as of `now`: two timed sessions live (one of 200 watches), two to come (one for
 * members only), two ended; two live rooms running, one to come, one over; the bargain hunts.
 */
export function seedAuctions(now: number): AuctionState {
  const state: AuctionState = { sessions: [], lots: {}, rooms: [], requests: {}, nextId: 900_000, rolls: { timed: TIMED_TEMPLATES.length, live: LIVE_TEMPLATES.length } }
  const [hermes, watches, jewels, chanel, rolex, vintage] = TIMED_TEMPLATES
  const first = timedSessionFrom(state, hermes, { id: 7001, startAt: now - HOUR, firstEndAt: now + 8 * MINUTE, roll: 1, now })
  paidDeposit(DEMO_SHOP_ACCOUNT, first, now - 40 * MINUTE)
  demoBids(state, first, now)
  timedSessionFrom(state, watches, { id: 7002, startAt: now - 30 * MINUTE, firstEndAt: now + 2 * HOUR, roll: 1, now })
  timedSessionFrom(state, jewels, { id: 7003, startAt: now + 2 * HOUR, firstEndAt: now + 5 * HOUR, roll: 1, now })
  timedSessionFrom(state, chanel, { id: 7004, startAt: now + 26 * HOUR, firstEndAt: now + 29 * HOUR, roll: 1, now })
  const ended = [
    timedSessionFrom(state, rolex, { id: 7005, startAt: now - 27 * HOUR, firstEndAt: now - 24 * HOUR, roll: 1, now }),
    timedSessionFrom(state, vintage, { id: 7006, startAt: now - 51 * HOUR, firstEndAt: now - 48 * HOUR, roll: 1, now }),
  ]
  const random = createRandom(20261126)
  for (const session of ended) closeEnded(state, session, random)
  demoResults(state, ended[0], now)
  const [hermesRoom, watchRoom, jewelRoom] = LIVE_TEMPLATES
  liveSessionFrom(state, hermesRoom, { id: 7011, startAt: now - 3 * MINUTE, roll: 1 })
  liveSessionFrom(state, watchRoom, { id: 7012, startAt: now - 10 * MINUTE, roll: 1 })
  liveSessionFrom(state, jewelRoom, { id: 7013, startAt: now + HOUR, roll: 1 })
  liveSessionFrom(state, { ...jewelRoom, title: '港货精品屋 · 昨晚首饰直播回放' }, { id: 7014, startAt: now - 26 * HOUR, roll: 2 })
  closeEnded(state, state.sessions.at(-1)!, random)
  return state
}
