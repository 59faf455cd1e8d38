import type { ShopBrief } from '../../src/features/post/api'
import { createRandom } from '../lib/random'
import { BRANDS } from './catalogue'
import { brandNamed } from './brands'
import { seedContacts, seedInquiryNotices, type ContactSeed } from './seed-contact'
import { seedPosts, type PostSeed } from './seed-post'
import type { SmuRecord } from './seed-smu'
import { SHOP_STOCK_SEEDS, seedShopStock, type ShopStock } from './seed-stock'
import { DEMO_ENTERPRISE_ACCOUNT, DEMO_SHOP_ACCOUNT, DEMO_USER_ID, seedAccounts, type AccountSeed } from './seed-account'
import { seedMemberApplies, type MemberApplyRecord } from './seed-member-apply'
import type { PayOrderRecord } from './pay-orders'
import type { CouponState } from './coupons'
import type { MembershipRecord } from './memberships'
import type { BalanceEntry } from './balance'
import type { AuctionState } from './auction'
import type { LiveSocialState } from './live-room'
import type { JianlouState } from './jianlou'
import type { RecycleState } from './recycle'
import type { MaintainState } from './maintain'
import type { CheckCodeState } from './check-code'
import type { EvaluateState } from './evaluate'
import type { QualityState } from './quality'
import type { ExpressState } from './express'
import type { FairState } from './fair'
import type { ActivityPagesState } from './activity-pages'
import { mockClock } from '../lib/clock'

/** All seeded times are relative to this instant, so a reset always yields the same data. */
export const SEED_NOW = Date.parse('2026-11-20T12:00:00+08:00')
const HOUR = 3600 * 1000

/** A session token that always belongs to the demo person (tests and the browser check). */
export const DEMO_TOKEN = 'mock-token-demo'
/** A session token of the second dealer, 李老板 (seed-account.ts: PEER_USER_ID). */
export const PEER_TOKEN = 'mock-token-peer'

/** Bumped whenever the shape of the data changes: a saved file of another version is reseeded. */
export const SCHEMA_VERSION = 14

export interface MockDb extends AccountSeed, PostSeed, ContactSeed {
  schemaVersion: number
  shops: ShopBrief[]
  /** The stock of each account that has a shop, by accountId. */
  stock: Record<number, ShopStock> | null
  /** The auction engine's sessions, lots and rooms, seeded on first use (mocks/db/auction.ts). */
  auction?: AuctionState
  /** Live rooms' comments and follows (mocks/db/live-room.ts). */
  liveSocial?: LiveSocialState
  /** Bargain hunts, seeded on first use (mocks/db/jianlou.ts). */
  jianlou?: JianlouState
  /** Recycling orders, quotes and pre-quotes of every seller, seeded on first use (mocks/db/recycle.ts). */
  recycle?: RecycleState
  /** Care (养护) orders, seeded on first use (mocks/db/maintain.ts). */
  maintain?: MaintainState
  /** Code check (查码) requests, seeded on first use (mocks/db/check-code.ts). */
  checkCode?: CheckCodeState
  /** Peer appraisal (同行鉴定) orders, seeded on first use (mocks/db/evaluate.ts). */
  evaluate?: EvaluateState
  /** Inspection (质检鉴定) orders, reports and photo recognitions, seeded on first use (mocks/db/quality.ts). */
  quality?: QualityState
  /** Trade fairs and their tickets, seeded on first use (mocks/db/fair.ts). */
  fair?: FairState
  /** Help centre reads, landing visits and url-scheme links (mocks/db/activity-pages.ts). */
  activityPages?: ActivityPagesState
  /** Parcels sent through the express module, seeded on first use (mocks/db/express.ts). */
  express?: ExpressState
  /** Consignments to auction (smu) by accountId, seeded on first use (mocks/handlers/smu.ts). */
  smu?: Record<number, SmuRecord[]> | null
  /** SKUs each account saved (收藏), by accountId; absent in a file saved before them. */
  skuFavourites?: Record<number, number[]>
  hotBrands: { id: number; name: string }[]
  /** Last SMS code sent to each phone, with its time. */
  smsCodes: Record<string, { code: string; sentAt: number }>
  /** The cashier's pay orders by payOrderNo, seeded on first use (mocks/db/pay-orders.ts). */
  payOrders: Record<string, PayOrderRecord> | null
  /** Coupon templates and held coupons, seeded on first use (mocks/db/coupons.ts). */
  coupons?: CouponState
  /** Bought memberships by account and code: the expiry (mocks/db/memberships.ts). */
  memberships?: Record<number, Record<string, MembershipRecord>>
  /** Account balances (账户余额) as ledgers by accountId, seeded on first use (mocks/db/balance.ts). */
  balances?: Record<number, BalanceEntry[]>
  /** Trading-permission applications (mocks/handlers/member-apply.ts); absent in a file saved before them. */
  memberApplies?: MemberApplyRecord[]
  /** Counters for ids of created records. */
  nextId: number
}

const SHOP_NAMES = [
  '臻品名包汇',
  '上海名表行',
  '港货精品屋',
  '寄卖之家',
  '奢侈品回收站',
  '北京二奢馆',
  '深圳表友会',
  '杭州中古铺',
  '成都包包研究所',
  '广州名品仓',
  '南京腕表坊',
  '苏州中古库',
  '武汉奢品汇',
  '重庆名包社',
  '西安表行',
  '天津二手奢品',
  '青岛中古屋',
  '厦门寄卖行',
  '长沙名品汇',
  '郑州奢侈品店',
  '沈阳腕表阁',
  '大连中古店',
  '宁波名包库',
  '合肥奢品仓',
  '福州二奢铺',
  '昆明名表店',
  '南宁中古行',
  '济南奢品店',
  '无锡名包汇',
  '佛山寄卖站',
  '东莞表友店',
  '珠海中古仓',
  '温州名品行',
  '绍兴二奢馆',
  '嘉兴中古铺',
  '常州奢品汇',
]

function shopsOf(random: ReturnType<typeof createRandom>): ShopBrief[] {
  return SHOP_NAMES.map((name, index) => ({
    id: 1001 + index,
    name,
    avatar: `/mock-images/avatar-${index % 12}.svg`,
    verified: random.chance(0.6),
  }))
}

export function seed(): MockDb {
  const random = createRandom(20261122)
  const shops = shopsOf(random)
  const accounts = seedAccounts(DEMO_TOKEN, SEED_NOW, PEER_TOKEN)
  accounts.notifications[DEMO_USER_ID].push(...seedInquiryNotices(SEED_NOW))
  return {
    schemaVersion: SCHEMA_VERSION,
    ...accounts,
    shops,
    // Posts draw on their own random sequence: changing them leaves the rest of the seed alone.
    ...seedPosts(shops, SEED_NOW),
    // So do the contact cards.
    ...seedContacts(shops),
    // Seeded on first use (see shopStocks): 10,000 items are too many to build for every test.
    stock: null,
    smu: null,
    // The brand list's own ids: a chip opens that brand's SKUs.
    hotBrands: BRANDS.slice(0, 8).map((name) => ({ id: brandNamed(name)!.id, name })),
    smsCodes: {},
    // Seeded on first use, relative to the real clock then (the pending one payable for hours).
    payOrders: null,
    memberApplies: seedMemberApplies(SEED_NOW),
    nextId: 900000,
  }
}

/**
 * The start of the current hour. Stock is seeded relative to it, not to SEED_NOW: locks
 * expire, the recycle bin purges after 30 days and ages grow against the real clock, so stock
 * seeded on a fixed date would drift (every lock expired, the bin emptied) as weeks pass.
 */
export function stockSeedNow(now = mockClock.now()): number {
  return Math.floor(now / HOUR) * HOUR
}

/** The seeded shops' stock: the demo shop's 10,000 items and the enterprise's few hundred. */
export function seedStock(): Record<number, ShopStock> {
  const now = stockSeedNow()
  return {
    [DEMO_SHOP_ACCOUNT]: seedShopStock(SHOP_STOCK_SEEDS.shop, now),
    [DEMO_ENTERPRISE_ACCOUNT]: seedShopStock(SHOP_STOCK_SEEDS.enterprise, now),
  }
}
