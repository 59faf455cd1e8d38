import { queryKeyOf, queryClient } from '@/shared/query'
import type { LotDetail } from '@/features/auction'
import { liveApi, type RoomDetail } from './api'

/** Change the room as the page holds it (a comment sent, 关注, a bid's reply) until the next poll. */
export function patchRoom(roomId: number, change: (room: RoomDetail) => RoomDetail): void {
  queryClient.setQueryData<RoomDetail>(queryKeyOf(liveApi.room, { id: roomId }), (room) => (room ? change(room) : room))
}

/** A bid's reply (or refusal) about the lot under the hammer: kept unless the room already holds a newer version. */
export function applyRoomLot(roomId: number, fresh: LotDetail): void {
  patchRoom(roomId, (room) => (room.currentLot?.id === fresh.id && room.currentLot.version <= fresh.version ? { ...room, currentLot: fresh } : room))
}
