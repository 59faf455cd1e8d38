import type { UserInfo } from '../../src/core/api/account'
import { PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import type { LogEntry, StockItem, StockItemSummary, StockOverview, StockStatus } from '../../src/features/stock/api'
import { getDb, saveDb, shopStocks } from '../db'
import type { ItemRecord, OfflineRecord, ShopStock } from '../db/seed-stock'
import { requireSession } from './auth'
import { MockError } from './handle'
import { mockClock } from './clock'
import { onSettle } from './settle'
import { CONFLICT, refuse } from './refuse'
import { channelOf, releaseChannel } from './channel'

const DAY = 24 * 3600 * 1000

export interface ShopContext {
  user: UserInfo
  shop: ShopStock
  /** The operator name written to the log: the person's nickname. */
  operator: string
  /** The dealer sees the shop's costs (its owner, or staff the owner allows). */
  seesCost: boolean
}

/** The signed-in account's shop, or the 402 an account without a store gets. */
export function requireShop(token: string): ShopContext {
  const { info, person, account } = requireSession(token, { business: true })
  const shop = shopStocks()[info.accountId]
  if (!shop) throw new MockError(402, '当前账号还没有加入或开通店铺', { accountId: info.accountId })
  const seesCost = account.ownerUserId === person.userId || account.staffSeesCost === true
  return { user: info, shop, operator: person.nickname, seesCost }
}

export function canSeePeerPrices(user: UserInfo): boolean {
  return user.permission.includes(PRODUCT_DETAIL_PRICE)
}

/** Whole days since the stock-in date (China time). */
export function ageDaysOf(item: Pick<ItemRecord, 'stockInDate'>, now = mockClock.now()): number {
  const start = Date.parse(`${item.stockInDate}T00:00:00+08:00`)
  return Math.max(0, Math.floor((now - start) / DAY))
}

/** The item as the detail answers it; with its shop the channel names the lock, sale or delivery holding it. */
export function itemOf(record: ItemRecord, shop?: ShopStock): StockItem {
  return {
    ...record,
    channel: channelOf(record, shop),
    commission: record.commission ? { ...record.commission } : null,
    accessories: [...record.accessories],
    photos: [...record.photos],
    ageDays: ageDaysOf(record),
  }
}

export function summaryOf(record: ItemRecord, shop?: ShopStock): StockItemSummary {
  return {
    id: record.id,
    code: record.code,
    title: record.title,
    brand: record.brand,
    model: record.model,
    category: record.category,
    grade: record.grade,
    colour: record.colour,
    material: record.material,
    size: record.size,
    hardware: record.hardware,
    costCents: record.costCents,
    peerPriceCents: record.peerPriceCents,
    retailCents: record.retailCents,
    quantity: record.quantity,
    location: record.location,
    status: record.status,
    channel: channelOf(record, shop),
    stockInDate: record.stockInDate,
    ageDays: ageDaysOf(record),
    shared: record.shared,
    photo: record.photos[0] ?? '',
  }
}

/** An item of this shop that is not in the recycle bin (404 otherwise). */
export function findItem(shop: ShopStock, id: number | string): ItemRecord {
  const item = shop.items.find((candidate) => candidate.id === Number(id))
  if (!item || item.status === 'DELETED') throw new MockError(404, '商品不存在或已删除')
  return item
}

/** Items by id, each required to be in one of the given states. */
export function takeItems(shop: ShopStock, ids: unknown, allowed: StockStatus[]): ItemRecord[] {
  if (!Array.isArray(ids) || ids.length === 0) throw new MockError(400, '请选择商品')
  const unique = [...new Set(ids.map(Number))]
  return unique.map((id) => {
    const item = findItem(shop, id)
    if (!allowed.includes(item.status)) refuse(CONFLICT, `「${item.title}」当前状态不可操作（${statusText(item.status)}）`)
    if (isGone(item)) refuse(CONFLICT, `「${item.title}」${channelOf(item).text}，不可操作`)
    return item
  })
}

const STATUS_TEXT: Record<StockStatus, string> = { IN_STOCK: '在库', LOCKED: '已锁单', SOLD: '已售出', SHIPPED: '已出库', DELETED: '已删除' }
export function statusText(status: StockStatus): string {
  return STATUS_TEXT[status]
}

/** Write an entry to the shop's operation log (newest first). */
export function addLog(context: Pick<ShopContext, 'shop' | 'operator'>, action: LogEntry['action'], item: Pick<ItemRecord, 'id' | 'title'> | null, detail: string): void {
  const db = getDb()
  context.shop.logs.unshift({
    id: db.nextId++,
    action,
    operator: context.operator,
    itemId: item?.id ?? null,
    itemTitle: item?.title ?? '',
    detail,
    at: mockClock.iso(),
  })
}

export function nextId(): number {
  return getDb().nextId++
}

/** A business number: prefix, today's date, a counter. */
export function businessNo(prefix: string, id: number): string {
  const day = new Date(mockClock.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
  return `${prefix}${day}${String(id % 1000).padStart(3, '0')}`
}

/** Sold through another area (拍出, 回收成交): its status says in stock, its channel says it left. */
function isGone(item: ItemRecord): boolean {
  const kind = channelOf(item).kind
  return kind === 'CONSIGN_SOLD' || kind === 'RECYCLED'
}

/** Items the shop still owns: in stock or locked, and not sold through auction or recycling. */
export function isHeld(item: ItemRecord): boolean {
  return (item.status === 'IN_STOCK' || item.status === 'LOCKED') && !isGone(item)
}

/**
 * Items on the shop's shelf: held and not out with a consignment or a recycling buyer. A stock
 * check counts only these (a piece at the auction house is not missing), and the public showcase
 * offers only these (a piece cannot be sold in two channels).
 */
export function isOnShelf(item: ItemRecord): boolean {
  if (!isHeld(item)) return false
  const kind = channelOf(item).kind
  return kind === 'FREE' || kind === 'LOCK'
}

/** The records of `ids` that still exist, in that order. */
export function itemsOf(shop: ShopStock, ids: number[]): ItemRecord[] {
  return ids.map((id) => shop.items.find((item) => item.id === id)).filter((item): item is ItemRecord => Boolean(item))
}

/**
 * Expiry runs with every request (mocks/lib/settle.ts), as a scheduled job would have: an ACTIVE
 * lock past its expiry turns EXPIRED and its items go back to stock, logged by the system.
 */
export function expireLocks(shop: ShopStock, now = mockClock.now()): boolean {
  const context = { shop, operator: LOCK_JOB_OPERATOR }
  let changed = false
  for (const lock of shop.locks) {
    if (lock.status !== 'ACTIVE' || Date.parse(lock.expireAt) > now) continue
    lock.status = 'EXPIRED'
    changed = true
    for (const item of itemsOf(shop, lock.itemIds)) {
      if (releaseChannel(item, 'LOCKED')) addLog(context, 'RELEASE', item, `锁单${lock.lockNo}已过期，自动释放`)
    }
  }
  return changed
}

export const LOCK_JOB_OPERATOR = '系统'

onSettle('stock-locks', (now) => {
  const stocks = getDb().stock
  if (
    stocks &&
    Object.values(stocks)
      .map((shop) => expireLocks(shop, now))
      .some(Boolean)
  )
    saveDb()
})

/**
 * An item leaving stock while locked (a confirmed loss) leaves its lock too; a lock with no
 * item left is released, so no ACTIVE lock points at items that are gone.
 */
export function dropFromLocks(context: ShopContext, item: ItemRecord): void {
  for (const lock of context.shop.locks) {
    if (lock.status !== 'ACTIVE' || !lock.itemIds.includes(item.id)) continue
    lock.itemIds = lock.itemIds.filter((id) => id !== item.id)
    if (lock.itemIds.length === 0) lock.status = 'RELEASED'
    addLog(context, 'RELEASE', item, lock.status === 'RELEASED' ? `盘亏移出锁单${lock.lockNo}，锁单已释放` : `盘亏移出锁单${lock.lockNo}`)
  }
}

/** Ids of the held items that trip an enabled warning rule. */
export function warnedItemIds(shop: ShopStock): Set<number> {
  const ids = new Set<number>()
  for (const rule of shop.warningRules) {
    if (!rule.enabled) continue
    for (const item of ruleItems(shop, rule)) ids.add(item.id)
  }
  return ids
}

/** The held items a rule points at (for LOW_QUANTITY: the model's items, when under threshold). */
export function ruleItems(shop: ShopStock, rule: ShopStock['warningRules'][number]): ItemRecord[] {
  const held = shop.items.filter(isHeld)
  switch (rule.type) {
    case 'AGE':
      return held.filter((item) => ageDaysOf(item) > rule.threshold)
    case 'NO_PRICE':
      return held.filter((item) => item.peerPriceCents === null || item.retailCents === null)
    case 'LOW_QUANTITY': {
      const ofModel = held.filter((item) => item.brand === rule.brand && item.model === rule.model)
      const quantity = ofModel.reduce((sum, item) => sum + item.quantity, 0)
      return quantity < rule.threshold ? ofModel : []
    }
  }
}

/** A sold line's cost: kept at the sale, else the item's cost now; null when it has none. */
export function lineCostOf(shop: ShopStock, line: OfflineRecord['lines'][number]): number | null {
  if (line.costCents !== undefined) return line.costCents
  return shop.items.find((item) => item.id === line.itemId)?.costCents ?? null
}

function sameMonth(iso: string, now: number): boolean {
  const china = (time: number) => new Date(time + 8 * 3600 * 1000).toISOString().slice(0, 7)
  return china(Date.parse(iso)) === china(now)
}

export function overviewOf(shop: ShopStock, now = mockClock.now()): StockOverview {
  const held = shop.items.filter(isHeld)
  const buckets = [
    { label: '30天内', max: 30, count: 0 },
    { label: '31-90天', max: 90, count: 0 },
    { label: '91-180天', max: 180, count: 0 },
    { label: '180天以上', max: Infinity, count: 0 },
  ]
  let costValueCents = 0
  for (const item of held) {
    costValueCents += (item.costCents ?? 0) * item.quantity
    const age = ageDaysOf(item, now)
    const bucket = buckets.find((candidate) => age <= candidate.max)
    if (bucket) bucket.count += 1
  }
  const lines = shop.offlineOrders.filter((order) => order.status === 'COMPLETED' && sameMonth(order.paidAt, now)).flatMap((order) => order.lines)
  const salesThisMonthCents = lines.reduce((sum, line) => sum + line.priceCents, 0)
  const costThisMonthCents = lines.reduce((sum, line) => sum + (lineCostOf(shop, line) ?? 0), 0)
  return {
    shopName: shop.shopName,
    inStockCount: held.length,
    costValueCents,
    lockedCount: held.filter((item) => item.status === 'LOCKED').length,
    soldThisMonth: lines.length,
    salesThisMonthCents,
    profitThisMonthCents: salesThisMonthCents - costThisMonthCents,
    warningCount: warnedItemIds(shop).size,
    ageBuckets: buckets.map(({ label, count }) => ({ label, count })),
  }
}
