import * as v from 'valibot'
import { orNull } from '@/core/api/define'
import { LotSummary } from '@/features/auction/api'

/** A live room as lists and the trade tab show it (the room's page adds its detail in ./api). */

export const ROOM_STATUSES = ['live', 'upcoming', 'ended'] as const
export type RoomStatus = (typeof ROOM_STATUSES)[number]
export const ROOM_STATUS_TEXT: Record<RoomStatus, string> = { live: '直播中', upcoming: '预告', ended: '已结束' }

export const LiveRoom = v.object({
  id: v.number(),
  title: v.string(),
  poster: v.string(),
  host: v.object({ shopId: v.number(), name: v.string(), avatar: v.string() }),
  status: v.picklist(ROOM_STATUSES),
  startAt: v.string(),
  /** The live session the room auctions. */
  sessionId: v.number(),
  lotCount: v.number(),
  viewerCount: v.number(),
  /** The lot under the hammer now; null before the start and after the end. */
  currentLot: orNull(LotSummary),
})
export type LiveRoom = v.InferOutput<typeof LiveRoom>
