import type { HttpHandler } from 'msw'
import { stockApi, type Delivery, type DeliveryStatus, type LockStatus, type OfflineOrder, type OfflineStatus, type StockLock } from '../../src/features/stock/api'
import { checkCertificates, checkDelivery, checkLock, checkOfflineOrder, firstError } from '../../src/features/stock/orders/order-rules'
import { normaliseTrackingNo, stripPhone } from '../../src/shared/rules/shipping'
import { saveDb } from '../db'
import type { DeliveryRecord, ItemRecord, LockRecord, OfflineRecord, ShopStock } from '../db/seed-stock'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { addLog, businessNo, itemsOf, lineCostOf, nextId, requireShop, summaryOf, takeItems, type ShopContext } from '../lib/stock'
import { mockClock } from '../lib/clock'
import { CONFLICT, refuse } from '../lib/refuse'
import { releaseChannel, takeChannel } from '../lib/channel'

const orders = stockApi.orders

const LOCK_STATUSES: LockStatus[] = ['ACTIVE', 'RELEASED', 'EXPIRED', 'SOLD']
const OFFLINE_STATUSES: OfflineStatus[] = ['COMPLETED', 'CANCELLED']
const DELIVERY_STATUSES: DeliveryStatus[] = ['SHIPPED', 'SIGNED']

/** A status filter from the query: undefined for none, 400 for an unknown one. */
function statusFilter<S extends string>(value: unknown, allowed: S[]): S | undefined {
  if (value === undefined || value === '') return undefined
  if (!allowed.includes(value as S)) throw new MockError(400, '状态参数无效')
  return value as S
}

/** How many of `records` are in each of `statuses` (a list's tab counts). */
function countByStatus<S extends string>(records: { status: S }[], statuses: S[]): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>
  for (const record of records) counts[record.status] += 1
  return counts
}

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id

/** The items of a record as they are now; purged items are gone. */
function requireValid(errors: Record<string, string | undefined>): void {
  const message = firstError(errors)
  if (message) throw new MockError(400, message)
}

// --- Locks ------------------------------------------------------------------------------------

function lockOf(shop: ShopStock, record: LockRecord): StockLock {
  const { itemIds, ...rest } = record
  return { ...rest, items: itemsOf(shop, itemIds).map((item) => summaryOf(item, shop)) }
}

function findLock(shop: ShopStock, id: unknown): LockRecord {
  const lock = shop.locks.find((candidate) => candidate.id === Number(id))
  if (!lock) throw new MockError(404, '锁单不存在')
  return lock
}

/** Items of a lock back to stock (release, or the part of a lock an order did not take). */
function freeItems(context: ShopContext, ids: number[], detail: string): void {
  for (const item of itemsOf(context.shop, ids)) {
    if (releaseChannel(item, 'LOCKED')) addLog(context, 'RELEASE', item, detail)
  }
}

// --- Offline orders ---------------------------------------------------------------------------

function offlineOf(shop: ShopStock, record: OfflineRecord): OfflineOrder {
  const lines = record.lines
    .map((line) => ({ item: shop.items.find((item) => item.id === line.itemId), priceCents: line.priceCents, costCents: lineCostOf(shop, line) }))
    .filter((line): line is { item: ItemRecord; priceCents: number; costCents: number | null } => Boolean(line.item))
    .map((line) => ({ ...line, item: summaryOf(line.item) }))
  const totalCents = record.lines.reduce((sum, line) => sum + line.priceCents, 0)
  const costs = record.lines.map((line) => lineCostOf(shop, line))
  const costCents = costs.some((cost) => cost === null) ? null : costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0)
  return { ...record, certificates: [...record.certificates], lines, totalCents, costCents, profitCents: costCents === null ? null : totalCents - costCents }
}

function findOffline(shop: ShopStock, id: unknown): OfflineRecord {
  const order = shop.offlineOrders.find((candidate) => candidate.id === Number(id))
  if (!order) throw new MockError(404, '订单不存在')
  return order
}

function matchesKeyword(shop: ShopStock, order: OfflineRecord, keyword: string): boolean {
  const needle = keyword.toLowerCase()
  const items = itemsOf(
    shop,
    order.lines.map((line) => line.itemId),
  )
  const haystack = [order.orderNo, order.buyerName, order.buyerPhone, ...items.flatMap((item) => [item.title, item.code, item.brand])].join(' ').toLowerCase()
  return haystack.includes(needle)
}

// --- Deliveries -------------------------------------------------------------------------------

function deliveryOf(shop: ShopStock, record: DeliveryRecord): Delivery {
  const { itemIds, ...rest } = record
  return { ...rest, items: itemsOf(shop, itemIds).map((item) => summaryOf(item, shop)) }
}

function findDelivery(shop: ShopStock, id: unknown): DeliveryRecord {
  const delivery = shop.deliveries.find((candidate) => candidate.id === Number(id))
  if (!delivery) throw new MockError(404, '发货单不存在')
  return delivery
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const stockOrdersHandlers: HttpHandler[] = [
  handle(orders.locks, ({ token, params }) => {
    const context = requireShop(token)
    const status = statusFilter(params.status, LOCK_STATUSES)
    const found = context.shop.locks.filter((lock) => !status || lock.status === status).sort(newestFirst)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((lock) => lockOf(context.shop, lock)) }
  }),

  // Before the :id routes (msw takes the first handler that matches).
  handle(orders.lockCounts, ({ token }) => countByStatus(requireShop(token).shop.locks, LOCK_STATUSES)),

  handle(orders.lock, ({ token, params }) => {
    const context = requireShop(token)
    return lockOf(context.shop, findLock(context.shop, params.id))
  }),

  handle(orders.lockCreate, ({ token, params }) => {
    const context = requireShop(token)
    requireValid(checkLock(params))
    const items = takeItems(context.shop, params.itemIds, ['IN_STOCK'])
    takeChannel(context.shop, items, 'lock')
    const id = nextId()
    const now = mockClock.iso()
    const record: LockRecord = {
      id,
      lockNo: businessNo('SD', id),
      itemIds: items.map((item) => item.id),
      buyerName: text(params.buyerName),
      buyerPhone: stripPhone(params.buyerPhone),
      depositCents: params.depositCents,
      expireAt: new Date(Date.parse(params.expireAt)).toISOString(),
      note: text(params.note),
      status: 'ACTIVE',
      createdAt: now,
      offlineOrderId: null,
    }
    context.shop.locks.push(record)
    for (const item of items) {
      addLog(context, 'LOCK', item, `为${record.buyerName}锁单 ${record.lockNo}`)
    }
    saveDb()
    return { id }
  }),

  handle(orders.lockRelease, ({ token, params }) => {
    const context = requireShop(token)
    const lock = findLock(context.shop, params.id)
    if (lock.status !== 'ACTIVE') refuse(CONFLICT, '只有锁单中的记录可以释放')
    lock.status = 'RELEASED'
    freeItems(context, lock.itemIds, `释放锁单 ${lock.lockNo}`)
    saveDb()
    return null
  }),

  handle(orders.offlineOrders, ({ token, params }) => {
    const { shop } = requireShop(token)
    const status = statusFilter(params.status, OFFLINE_STATUSES)
    const keyword = text(params.keyword)
    const found = shop.offlineOrders.filter((order) => (!status || order.status === status) && (!keyword || matchesKeyword(shop, order, keyword))).sort(newestFirst)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((order) => offlineOf(shop, order)) }
  }),

  handle(orders.offlineCounts, ({ token, params }) => {
    const { shop } = requireShop(token)
    const keyword = text(params.keyword)
    return countByStatus(
      shop.offlineOrders.filter((order) => !keyword || matchesKeyword(shop, order, keyword)),
      OFFLINE_STATUSES,
    )
  }),

  handle(orders.offlineOrder, ({ token, params }) => {
    const { shop } = requireShop(token)
    return offlineOf(shop, findOffline(shop, params.id))
  }),

  handle(orders.offlineCreate, ({ token, params }) => {
    const context = requireShop(token)
    const lines = Array.isArray(params.lines) ? params.lines : []
    requireValid(checkOfflineOrder({ ...params, lines }))
    const lock = params.lockId ? findLock(context.shop, params.lockId) : null
    if (lock && lock.status !== 'ACTIVE') refuse(CONFLICT, `锁单${lock.lockNo}已失效，不能转为订单`)
    const items = takeItems(
      context.shop,
      lines.map((line) => line.itemId),
      ['IN_STOCK', 'LOCKED'],
    )
    if (items.length !== lines.length) throw new MockError(400, '同一件商品不能重复添加')
    for (const item of items) {
      if (item.status === 'LOCKED' && !lock?.itemIds.includes(item.id)) refuse(CONFLICT, `「${item.title}」当前状态不可操作（已锁单）`)
    }
    takeChannel(context.shop, items, 'offline', lock?.id ?? null)
    const id = nextId()
    const now = mockClock.iso()
    const record: OfflineRecord = {
      id,
      orderNo: businessNo('XS', id),
      // Each line keeps the piece's cost now: a later edit of the item leaves the profit alone.
      lines: lines.map((line) => ({
        itemId: Number(line.itemId),
        priceCents: line.priceCents,
        costCents: items.find((item) => item.id === Number(line.itemId))?.costCents ?? null,
      })),
      buyerName: text(params.buyerName),
      buyerPhone: stripPhone(params.buyerPhone),
      paymentMethod: params.paymentMethod,
      paidAt: new Date(Date.parse(params.paidAt)).toISOString(),
      certificates: [...params.certificates],
      note: text(params.note),
      status: 'COMPLETED',
      createdAt: now,
      lockId: lock?.id ?? null,
    }
    context.shop.offlineOrders.push(record)
    for (const item of items) {
      addLog(context, 'SELL', item, `售予${record.buyerName}，订单 ${record.orderNo}`)
    }
    if (lock) {
      lock.status = 'SOLD'
      lock.offlineOrderId = id
      // What the buyer did not take goes back to stock.
      const sold = new Set(items.map((item) => item.id))
      freeItems(
        context,
        lock.itemIds.filter((itemId) => !sold.has(itemId)),
        `锁单 ${lock.lockNo} 成交，未售商品释放`,
      )
    }
    saveDb()
    return { id }
  }),

  handle(orders.offlineCancel, ({ token, params }) => {
    const context = requireShop(token)
    const order = findOffline(context.shop, params.id)
    if (order.status === 'CANCELLED') refuse(CONFLICT, '订单已取消')
    const items = itemsOf(
      context.shop,
      order.lines.map((line) => line.itemId),
    )
    const shipped = items.find((item) => item.status === 'SHIPPED')
    if (shipped) refuse(CONFLICT, `「${shipped.title}」已出库发货，不能取消订单`)
    order.status = 'CANCELLED'
    for (const item of items) {
      if (releaseChannel(item, 'SOLD')) addLog(context, 'CANCEL_SALE', item, `取消订单 ${order.orderNo}，商品回到库存`)
    }
    saveDb()
    return null
  }),

  handle(orders.offlineCertificates, ({ token, params }) => {
    const { shop } = requireShop(token)
    const order = findOffline(shop, params.id)
    const error = checkCertificates(params.certificates)
    if (error) throw new MockError(400, error)
    if (order.status === 'CANCELLED') refuse(CONFLICT, '订单已取消，不能修改凭证')
    order.certificates = [...params.certificates]
    saveDb()
    return null
  }),

  handle(orders.deliveries, ({ token, params }) => {
    const { shop } = requireShop(token)
    const status = statusFilter(params.status, DELIVERY_STATUSES)
    const found = shop.deliveries.filter((delivery) => !status || delivery.status === status).sort(newestFirst)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((delivery) => deliveryOf(shop, delivery)) }
  }),

  handle(orders.deliveryCounts, ({ token }) => countByStatus(requireShop(token).shop.deliveries, DELIVERY_STATUSES)),

  handle(orders.delivery, ({ token, params }) => {
    const { shop } = requireShop(token)
    return deliveryOf(shop, findDelivery(shop, params.id))
  }),

  handle(orders.deliveryCreate, ({ token, params }) => {
    const context = requireShop(token)
    requireValid(checkDelivery(params))
    const items = takeItems(context.shop, params.itemIds, ['IN_STOCK', 'SOLD'])
    takeChannel(context.shop, items, 'delivery')
    const id = nextId()
    const now = mockClock.iso()
    const record: DeliveryRecord = {
      id,
      deliveryNo: businessNo('CK', id),
      itemIds: items.map((item) => item.id),
      carrier: params.carrier,
      trackingNo: normaliseTrackingNo(params.trackingNo),
      receiverName: text(params.receiverName),
      receiverPhone: stripPhone(params.receiverPhone),
      receiverAddress: text(params.receiverAddress),
      status: 'SHIPPED',
      createdAt: now,
      signedAt: null,
    }
    context.shop.deliveries.push(record)
    for (const item of items) {
      addLog(context, 'SHIP', item, `${record.carrier} ${record.trackingNo} 发往${record.receiverName}`)
    }
    saveDb()
    return { id }
  }),

  handle(orders.deliverySign, ({ token, params }) => {
    const context = requireShop(token)
    const delivery = findDelivery(context.shop, params.id)
    if (delivery.status === 'SIGNED') refuse(CONFLICT, '该发货单已签收')
    delivery.status = 'SIGNED'
    delivery.signedAt = mockClock.iso()
    for (const item of itemsOf(context.shop, delivery.itemIds)) addLog(context, 'SHIP', item, `${delivery.carrier} ${delivery.trackingNo} 已签收`)
    saveDb()
    return null
  }),
]
