import type { BadgeEntry, BadgeTable } from '@/shared/ui/status-badge'
import { SESSION_STATUS_TEXT, type LotStatus, type MyLotState, type SessionStatus } from './summary'

/** A session's state: 预展 / 拍卖中 / 已结束. */
export const SESSION_BADGES: BadgeTable<SessionStatus> = {
  upcoming: { text: SESSION_STATUS_TEXT.upcoming, tone: 'active' },
  live: { text: SESSION_STATUS_TEXT.live, tone: 'alert' },
  ended: { text: SESSION_STATUS_TEXT.ended, tone: 'over' },
}

/** A lot's state: 未开拍 / 竞拍中, or how it closed (已成交 / 流拍). */
export const LOT_BADGES: BadgeTable<LotStatus> = {
  upcoming: { text: '未开拍', tone: 'active' },
  live: { text: '竞拍中', tone: 'alert' },
  sold: { text: '已成交', tone: 'done' },
  unsold: { text: '流拍', tone: 'over' },
}

const MY_STATE_BADGES: Partial<Record<MyLotState, BadgeEntry>> = {
  leading: { text: '领先', tone: 'done' },
  outbid: { text: '出局', tone: 'alert' },
  won: { text: '已拍中', tone: 'done' },
  lost: { text: '未拍中', tone: 'over' },
}

/** Leading below the reserve: the lot goes 流拍 (未拍中) if no bid reaches it by the close. */
export const LEADING_BELOW_RESERVE: BadgeEntry = { text: '领先（未达保留价）', tone: 'active' }

/**
 * Where the dealer stands (领先 / 出局 while open, 已拍中 / 未拍中 after); none when they never bid.
 * Leading below the reserve says so (reserveMet false), so that 流拍 at the close is no surprise.
 */
export function myStateBadge(state: MyLotState, reserveMet = true): BadgeEntry | undefined {
  if (state === 'leading' && !reserveMet) return LEADING_BELOW_RESERVE
  return MY_STATE_BADGES[state]
}

/** A lot's reserve while open, in a word (the amount is never shown): 未达保留价 once bid below it. */
export function reserveHint(lot: { status: string; hasReserve: boolean; reserveMet: boolean; currentPriceCents: number | null }): string {
  if (!lot.hasReserve || (lot.status !== 'live' && lot.status !== 'upcoming')) return ''
  if (lot.currentPriceCents === null) return '有保留价'
  return lot.reserveMet ? '已达保留价' : '未达保留价'
}
