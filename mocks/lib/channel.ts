import type { ChannelKind, StockChannel } from '../../src/features/stock/api'
import { CHANNEL_TEXT, channelBlock, type ChannelUse } from '../../src/features/stock/shared/channel-rules'
import type { ItemRecord, ShopStock } from '../db/seed-stock'
import { mockClock } from './clock'
import { CONFLICT, refuse } from './refuse'

/**
 * One channel per piece. Locks, offline orders and deliveries hold a piece through its status
 * (LOCKED, SOLD, SHIPPED); a consignment or a recycling order holds it through its own record,
 * which the area registers as a source here. Reading the channel from the records that hold it
 * means a channel's end (撤回, 审核未通过, 流拍, 取消, 退回, a lock released or expired) gives the
 * piece back the moment that record changes, time-driven changes included.
 */
export interface ChannelHold {
  kind: ChannelKind
  refId: number
}

/** The record of another area holding the stock item `itemId`, if any (item ids are unique across shops). */
export type ChannelSource = (itemId: number) => ChannelHold | null

const sources = new Map<string, ChannelSource>()

/** A consignment or recycling area says which of its records hold a stock item. */
export function registerChannelSource(name: string, source: ChannelSource): void {
  sources.set(name, source)
}

function channel(kind: ChannelKind, refId: number | null): StockChannel {
  return { kind, refId, text: CHANNEL_TEXT[kind] }
}

/** Where the piece is being sold now; with its shop, the lock, sale or delivery holding it is named too. */
export function channelOf(item: ItemRecord, shop?: ShopStock): StockChannel {
  if (item.status === 'DELETED') return channel('DELETED', null)
  for (const source of sources.values()) {
    const hold = source(item.id)
    if (hold) return channel(hold.kind, hold.refId)
  }
  switch (item.status) {
    case 'LOCKED':
      return channel('LOCK', shop?.locks.find((lock) => lock.status === 'ACTIVE' && lock.itemIds.includes(item.id))?.id ?? null)
    case 'SOLD':
      return channel('SOLD', shop?.offlineOrders.find((order) => order.status === 'COMPLETED' && order.lines.some((line) => line.itemId === item.id))?.id ?? null)
    case 'SHIPPED':
      return channel('SHIPPED', shop?.deliveries.filter((delivery) => delivery.itemIds.includes(item.id)).at(-1)?.id ?? null)
    default:
      return channel('FREE', null)
  }
}

/** Refuses (409) with the reason naming where the piece is, unless it may be taken for `use`. */
export function requireChannel(item: ItemRecord, use: ChannelUse, options: { shop?: ShopStock; lockId?: number | null } = {}): void {
  const reason = channelBlock(channelOf(item, options.shop), use, options.lockId ?? null)
  if (reason) refuse(CONFLICT, reason, { itemId: item.id, channel: channelOf(item, options.shop) })
}

/** The status each stock-held use puts the piece in. */
const TAKEN_STATUS = { lock: 'LOCKED', offline: 'SOLD', delivery: 'SHIPPED' } as const

/**
 * Take pieces for a lock, an offline order or a delivery: every one is checked first (nothing
 * changes when one is refused), then each takes the use's status. A consignment or a recycling
 * order takes its piece by being created, after `requireChannel`.
 */
export function takeChannel(shop: ShopStock, items: ItemRecord[], use: keyof typeof TAKEN_STATUS, lockId: number | null = null): void {
  for (const item of items) requireChannel(item, use, { shop, lockId })
  const at = mockClock.iso()
  for (const item of items) {
    item.status = TAKEN_STATUS[use]
    item.updatedAt = at
  }
}

/** Give a piece back to stock when `held` is the status it is held in (a lock released or expired, a sale cancelled); true when it was. */
export function releaseChannel(item: ItemRecord, held: 'LOCKED' | 'SOLD'): boolean {
  if (item.status !== held) return false
  item.status = 'IN_STOCK'
  item.updatedAt = mockClock.iso()
  return true
}
