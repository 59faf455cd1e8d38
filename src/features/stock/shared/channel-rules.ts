/**
 * One channel per piece: what a stock item's channel allows. The app greys out in its pickers
 * what this refuses, and the mock refuses the same with the same words (docs/api.md, "Channels").
 */
import type { ChannelKind, StockChannel } from '../api/items'

/** What a piece is being taken for. */
export type ChannelUse = 'lock' | 'offline' | 'delivery' | 'consign' | 'recycle' | 'remove'

export const CHANNEL_TEXT: Record<ChannelKind, string> = {
  FREE: '在库',
  LOCK: '锁单中',
  CONSIGN_REVIEW: '寄拍审核中',
  CONSIGN_LISTED: '已上拍',
  CONSIGN_SOLD: '已拍出',
  RECYCLE: '回收中',
  RECYCLED: '已回收成交',
  SOLD: '已售出',
  SHIPPED: '已出库',
  DELETED: '已删除',
}

const USE_TEXT: Record<ChannelUse, string> = { lock: '锁单', offline: '开单', delivery: '发货', consign: '寄拍', recycle: '回收', remove: '删除' }

/** Where a held piece is, and what frees it (for a piece still in the shop). */
const HELD: Partial<Record<ChannelKind, { where: string; area: ChannelUse; free: (use: string) => string }>> = {
  LOCK: { where: '锁单中', area: 'lock', free: (use) => `请先释放锁单再${use}` },
  CONSIGN_REVIEW: { where: '寄拍（审核中）', area: 'consign', free: (use) => `请先撤回再${use}` },
  CONSIGN_LISTED: { where: '拍卖中（已上拍）', area: 'consign', free: (use) => `流拍退回后才能${use}` },
  RECYCLE: { where: '回收中', area: 'recycle', free: (use) => `请先取消回收再${use}` },
}

/** The piece has left the shop (its channel ended in a sale, a shipment or a deletion). */
const GONE: Partial<Record<ChannelKind, string>> = {
  CONSIGN_SOLD: '该货品已拍出',
  RECYCLED: '该货品已回收成交',
  SOLD: '该货品已售出',
  SHIPPED: '该货品已出库',
  DELETED: '该货品已删除',
}

/** The channels that do not stop a use: a lock's own pieces may be sold from it, a sold piece shipped. */
function allowedFrom(channel: Pick<StockChannel, 'kind' | 'refId'>, use: ChannelUse, lockId: number | null): boolean {
  if (channel.kind === 'FREE') return true
  if (use === 'offline' && channel.kind === 'LOCK') return lockId !== null && (channel.refId === null || channel.refId === lockId)
  if (use === 'delivery' && channel.kind === 'SOLD') return true
  return false
}

/**
 * Why the piece cannot be taken for `use` now, in one Chinese sentence naming where it is
 * ('该货品已在寄拍（审核中），请先撤回再回收'); null when it can. `lockId`: the lock an offline
 * order is made from (its pieces are LOCK and may be sold).
 */
export function channelBlock(channel: Pick<StockChannel, 'kind' | 'refId'>, use: ChannelUse, lockId: number | null = null): string | null {
  if (allowedFrom(channel, use, lockId)) return null
  const verb = USE_TEXT[use]
  const held = HELD[channel.kind]
  if (held) return `该货品已在${held.where}，${held.area === use ? `不能重复${verb}` : held.free(verb)}`
  return `${GONE[channel.kind] ?? '该货品当前不可操作'}，不能${verb}`
}
