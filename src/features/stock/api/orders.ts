import * as v from 'valibot'
import { defineCall, noData, pageOf, params, type PageQuery, orNull } from '@/core/api/define'
import { StockItemSummary } from './items'

/** The id of a record a create call made. */
const Created = v.object({ id: v.number() })

/** How many records are in each status (a list's tab counts; its 全部 tab adds them up). */
function countsOf<S extends string>(statuses: readonly S[]) {
  return v.object(Object.fromEntries(statuses.map((status) => [status, v.number()])) as Record<S, v.NumberSchema<undefined>>)
}

/** An item as an order holds it: its summary, with the agreed price and its cost when sold. */
export const OrderLine = v.object({
  item: StockItemSummary,
  priceCents: v.number(),
  /** The piece's cost when it was sold; null when it had none. */
  costCents: orNull(v.number()),
})
export type OrderLine = v.InferOutput<typeof OrderLine>

// --- Locks (锁单): items reserved for a buyer with a deposit until an expiry ---------------

export const LockStatus = v.picklist(['ACTIVE', 'RELEASED', 'EXPIRED', 'SOLD'])
export type LockStatus = v.InferOutput<typeof LockStatus>
export const LOCK_STATUS_TEXT: Record<LockStatus, string> = { ACTIVE: '锁单中', RELEASED: '已释放', EXPIRED: '已过期', SOLD: '已成交' }
export const LockCounts = countsOf(LockStatus.options)
export type LockCounts = v.InferOutput<typeof LockCounts>

export const StockLock = v.object({
  id: v.number(),
  lockNo: v.string(),
  items: v.array(StockItemSummary),
  buyerName: v.string(),
  buyerPhone: v.string(),
  depositCents: v.number(),
  /** ISO time; an ACTIVE lock past it becomes EXPIRED and its items return to stock. */
  expireAt: v.string(),
  note: v.string(),
  status: LockStatus,
  createdAt: v.string(),
  /** The offline order it became, when SOLD. */
  offlineOrderId: orNull(v.number()),
})
export type StockLock = v.InferOutput<typeof StockLock>

export interface LockInput {
  itemIds: number[]
  buyerName: string
  buyerPhone: string
  depositCents: number
  expireAt: string
  note: string
}

// --- Offline orders (线下订单): sales made outside the platform ------------------------------

export const OfflineStatus = v.picklist(['COMPLETED', 'CANCELLED'])
export type OfflineStatus = v.InferOutput<typeof OfflineStatus>
export const OFFLINE_STATUS_TEXT: Record<OfflineStatus, string> = { COMPLETED: '已成交', CANCELLED: '已取消' }
export const OfflineCounts = countsOf(OfflineStatus.options)
export type OfflineCounts = v.InferOutput<typeof OfflineCounts>
export const PAYMENT_METHODS = ['微信', '支付宝', '银行转账', '现金', '刷卡'] as const

export const OfflineOrder = v.object({
  id: v.number(),
  orderNo: v.string(),
  lines: v.array(OrderLine),
  totalCents: v.number(),
  /** The lines' costs added up; null when a line has no cost (then no profit is known). */
  costCents: orNull(v.number()),
  /** 利润: totalCents − costCents; null with costCents. */
  profitCents: orNull(v.number()),
  buyerName: v.string(),
  buyerPhone: v.string(),
  paymentMethod: v.string(),
  /** ISO time the buyer paid. */
  paidAt: v.string(),
  /** Photos of receipts and transfers. */
  certificates: v.array(v.string()),
  note: v.string(),
  status: OfflineStatus,
  createdAt: v.string(),
  /** The lock it came from, if any (that lock becomes SOLD). */
  lockId: orNull(v.number()),
})
export type OfflineOrder = v.InferOutput<typeof OfflineOrder>

export interface OfflineOrderInput {
  lines: { itemId: number; priceCents: number }[]
  buyerName: string
  buyerPhone: string
  paymentMethod: string
  paidAt: string
  certificates: string[]
  note: string
  lockId?: number | null
}

// --- Deliveries (出库发货) --------------------------------------------------------------------

export const DeliveryStatus = v.picklist(['SHIPPED', 'SIGNED'])
export type DeliveryStatus = v.InferOutput<typeof DeliveryStatus>
export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = { SHIPPED: '运输中', SIGNED: '已签收' }
export const DeliveryCounts = countsOf(DeliveryStatus.options)
export type DeliveryCounts = v.InferOutput<typeof DeliveryCounts>

export const Delivery = v.object({
  id: v.number(),
  deliveryNo: v.string(),
  items: v.array(StockItemSummary),
  carrier: v.string(),
  trackingNo: v.string(),
  receiverName: v.string(),
  receiverPhone: v.string(),
  receiverAddress: v.string(),
  status: DeliveryStatus,
  createdAt: v.string(),
  signedAt: orNull(v.string()),
})
export type Delivery = v.InferOutput<typeof Delivery>

export type DeliveryInput = Pick<Delivery, 'carrier' | 'trackingNo' | 'receiverName' | 'receiverPhone' | 'receiverAddress'> & { itemIds: number[] }

export const stockOrdersApi = {
  locks: defineCall('GET', '/stock/locks', pageOf(StockLock), params<PageQuery & { status?: LockStatus }>()),
  /** Locks in each status (expired ones counted as EXPIRED). */
  lockCounts: defineCall('GET', '/stock/locks/counts', LockCounts),
  lock: defineCall('GET', '/stock/locks/:id', StockLock, params<{ id: number }>()),
  /** Items must be IN_STOCK; they become LOCKED. */
  lockCreate: defineCall('POST', '/stock/locks', Created, params<LockInput>()),
  /** An ACTIVE lock's items go back to IN_STOCK. */
  lockRelease: defineCall('POST', '/stock/locks/:id/release', noData, params<{ id: number }>()),

  offlineOrders: defineCall('GET', '/stock/offline-orders', pageOf(OfflineOrder), params<PageQuery & { status?: OfflineStatus; keyword?: string }>()),
  /** Orders in each status, of those matching `keyword` when given (the list's search). */
  offlineCounts: defineCall('GET', '/stock/offline-orders/counts', OfflineCounts, params<{ keyword?: string }>()),
  offlineOrder: defineCall('GET', '/stock/offline-orders/:id', OfflineOrder, params<{ id: number }>()),
  /** Items IN_STOCK (or LOCKED by the given lock) become SOLD. */
  offlineCreate: defineCall('POST', '/stock/offline-orders', Created, params<OfflineOrderInput>()),
  /** Puts the items back IN_STOCK. */
  offlineCancel: defineCall('POST', '/stock/offline-orders/:id/cancel', noData, params<{ id: number }>()),
  offlineCertificates: defineCall('PUT', '/stock/offline-orders/:id/certificates', noData, params<{ id: number; certificates: string[] }>()),

  deliveries: defineCall('GET', '/stock/deliveries', pageOf(Delivery), params<PageQuery & { status?: DeliveryStatus }>()),
  deliveryCounts: defineCall('GET', '/stock/deliveries/counts', DeliveryCounts),
  delivery: defineCall('GET', '/stock/deliveries/:id', Delivery, params<{ id: number }>()),
  /** Items IN_STOCK or SOLD become SHIPPED. */
  deliveryCreate: defineCall('POST', '/stock/deliveries', Created, params<DeliveryInput>()),
  deliverySign: defineCall('POST', '/stock/deliveries/:id/sign', noData, params<{ id: number }>()),
}
