import { defineCall, type Page, type PageQuery } from '@/core/api/define'
import type { StockItemSummary } from './items'

/** An item as an order holds it: its summary at the time, with the agreed price. */
export interface OrderLine {
  item: StockItemSummary
  priceCents: number
}

// --- Locks (锁单): items reserved for a buyer with a deposit until an expiry ---------------

export type LockStatus = 'ACTIVE' | 'RELEASED' | 'EXPIRED' | 'SOLD'
export const LOCK_STATUS_TEXT: Record<LockStatus, string> = { ACTIVE: '锁单中', RELEASED: '已释放', EXPIRED: '已过期', SOLD: '已成交' }

export interface StockLock {
  id: number
  lockNo: string
  items: StockItemSummary[]
  buyerName: string
  buyerPhone: string
  depositCents: number
  /** ISO time; an ACTIVE lock past it becomes EXPIRED and its items return to stock. */
  expireAt: string
  note: string
  status: LockStatus
  createdAt: string
  /** The offline order it became, when SOLD. */
  offlineOrderId: number | null
}

export interface LockInput {
  itemIds: number[]
  buyerName: string
  buyerPhone: string
  depositCents: number
  expireAt: string
  note: string
}

// --- Offline orders (线下订单): sales made outside the platform ------------------------------

export type OfflineStatus = 'COMPLETED' | 'CANCELLED'
export const OFFLINE_STATUS_TEXT: Record<OfflineStatus, string> = { COMPLETED: '已成交', CANCELLED: '已取消' }
export const PAYMENT_METHODS = ['微信', '支付宝', '银行转账', '现金', '刷卡'] as const

export interface OfflineOrder {
  id: number
  orderNo: string
  lines: OrderLine[]
  totalCents: number
  buyerName: string
  buyerPhone: string
  paymentMethod: string
  /** ISO time the buyer paid. */
  paidAt: string
  /** Photos of receipts and transfers. */
  certificates: string[]
  note: string
  status: OfflineStatus
  createdAt: string
  /** The lock it came from, if any (that lock becomes SOLD). */
  lockId: number | null
}

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

export type DeliveryStatus = 'SHIPPED' | 'SIGNED'
export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = { SHIPPED: '运输中', SIGNED: '已签收' }
export const CARRIERS = ['顺丰速运', '京东快递', '中通快递', 'EMS', '同城闪送'] as const

export interface Delivery {
  id: number
  deliveryNo: string
  items: StockItemSummary[]
  carrier: string
  trackingNo: string
  receiverName: string
  receiverPhone: string
  receiverAddress: string
  status: DeliveryStatus
  createdAt: string
  signedAt: string | null
}

export type DeliveryInput = Pick<Delivery, 'carrier' | 'trackingNo' | 'receiverName' | 'receiverPhone' | 'receiverAddress'> & { itemIds: number[] }

export const stockOrdersApi = {
  locks: defineCall<PageQuery & { status?: LockStatus }, Page<StockLock>>('GET', '/stock/locks'),
  lock: defineCall<{ id: number }, StockLock>('GET', '/stock/locks/:id'),
  /** Items must be IN_STOCK; they become LOCKED. */
  lockCreate: defineCall<LockInput, { id: number }>('POST', '/stock/locks'),
  /** An ACTIVE lock's items go back to IN_STOCK. */
  lockRelease: defineCall<{ id: number }, null>('POST', '/stock/locks/:id/release'),

  offlineOrders: defineCall<PageQuery & { status?: OfflineStatus; keyword?: string }, Page<OfflineOrder>>('GET', '/stock/offline-orders'),
  offlineOrder: defineCall<{ id: number }, OfflineOrder>('GET', '/stock/offline-orders/:id'),
  /** Items IN_STOCK (or LOCKED by the given lock) become SOLD. */
  offlineCreate: defineCall<OfflineOrderInput, { id: number }>('POST', '/stock/offline-orders'),
  /** Puts the items back IN_STOCK. */
  offlineCancel: defineCall<{ id: number }, null>('POST', '/stock/offline-orders/:id/cancel'),
  offlineCertificates: defineCall<{ id: number; certificates: string[] }, null>('PUT', '/stock/offline-orders/:id/certificates'),

  deliveries: defineCall<PageQuery & { status?: DeliveryStatus }, Page<Delivery>>('GET', '/stock/deliveries'),
  delivery: defineCall<{ id: number }, Delivery>('GET', '/stock/deliveries/:id'),
  /** Items IN_STOCK or SOLD become SHIPPED. */
  deliveryCreate: defineCall<DeliveryInput, { id: number }>('POST', '/stock/deliveries'),
  deliverySign: defineCall<{ id: number }, null>('POST', '/stock/deliveries/:id/sign'),
}
