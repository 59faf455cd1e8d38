import type { BadgeTable } from '@/shared/ui/status-badge'
import type { CheckStatus } from '../api/check'
import type { ChannelKind, StockStatus } from '../api/items'
import type { DeliveryStatus, LockStatus, OfflineStatus } from '../api/orders'

/** An item's state: in stock is good news, a lock is under way, sold or shipped is over, deleted wants attention. */
export const STOCK_BADGES: BadgeTable<StockStatus> = {
  IN_STOCK: { text: '在库', tone: 'done' },
  LOCKED: { text: '已锁单', tone: 'active' },
  SOLD: { text: '已售出', tone: 'over' },
  SHIPPED: { text: '已出库', tone: 'over' },
  DELETED: { text: '已删除', tone: 'alert' },
}

/** A channel held by another area's record (寄拍, 回收): under way, or over once it sold. */
export const CHANNEL_BADGES: Partial<BadgeTable<ChannelKind>> = {
  CONSIGN_REVIEW: { text: '寄拍审核中', tone: 'active' },
  CONSIGN_LISTED: { text: '已上拍', tone: 'active' },
  CONSIGN_SOLD: { text: '已拍出', tone: 'over' },
  RECYCLE: { text: '回收中', tone: 'active' },
  RECYCLED: { text: '已回收成交', tone: 'over' },
}

export const LOCK_BADGES: BadgeTable<LockStatus> = {
  ACTIVE: { text: '锁单中', tone: 'active' },
  SOLD: { text: '已成交', tone: 'done' },
  EXPIRED: { text: '已过期', tone: 'over' },
  RELEASED: { text: '已释放', tone: 'over' },
}

export const OFFLINE_BADGES: BadgeTable<OfflineStatus> = {
  COMPLETED: { text: '已成交', tone: 'done' },
  CANCELLED: { text: '已取消', tone: 'over' },
}

export const DELIVERY_BADGES: BadgeTable<DeliveryStatus> = {
  SHIPPED: { text: '运输中', tone: 'active' },
  SIGNED: { text: '已签收', tone: 'done' },
}

export const CHECK_BADGES: BadgeTable<CheckStatus> = {
  RUNNING: { text: '盘点中', tone: 'active' },
  FINISHED: { text: '待确认盘亏', tone: 'alert' },
  CLOSED: { text: '已完成', tone: 'over' },
}
