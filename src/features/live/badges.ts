import type { BadgeEntry, BadgeTable } from '@/shared/ui/status-badge'
import { JIANLOU_STATUS_TEXT, type JianlouItem, type JianlouStatus } from './api'
import { ROOM_STATUS_TEXT, type RoomStatus } from './summary'

export const ROOM_BADGES: BadgeTable<RoomStatus> = {
  live: { text: ROOM_STATUS_TEXT.live, tone: 'alert' },
  upcoming: { text: ROOM_STATUS_TEXT.upcoming, tone: 'active' },
  ended: { text: ROOM_STATUS_TEXT.ended, tone: 'over' },
}

export const JIANLOU_BADGES: BadgeTable<JianlouStatus> = {
  on_sale: { text: JIANLOU_STATUS_TEXT.on_sale, tone: 'alert' },
  upcoming: { text: JIANLOU_STATUS_TEXT.upcoming, tone: 'active' },
  sold_out: { text: JIANLOU_STATUS_TEXT.sold_out, tone: 'over' },
  ended: { text: JIANLOU_STATUS_TEXT.ended, tone: 'over' },
}

/** The dealer's own piece: held (pay within the window) or paid; none when not theirs. */
export function holdBadge(hold: JianlouItem['myHold']): BadgeEntry | undefined {
  if (!hold) return undefined
  return hold.paid ? { text: '已抢到', tone: 'done' } : { text: '待付款', tone: 'alert' }
}
