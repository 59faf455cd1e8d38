import { getDb } from '.'
import { BOT_ID_FROM, findSession, type RoomRecord } from './auction'

/** A viewer's comment in a live room (plain text, checked by the shared comment rule). */
export interface CommentRecord {
  id: number
  roomId: number
  accountId: number
  text: string
  at: number
}

/** Comments and follows of live rooms: kept in the db (they survive a restart of the mock). */
export interface LiveSocialState {
  comments: CommentRecord[]
  /** The host shops each account follows (关注), by accountId. */
  follows: Record<number, number[]>
  /** Rooms whose audience's opening comments are in. */
  seededRooms: number[]
  nextCommentId: number
}

/** What the crowd says as a room opens (bots, dated from the session's start). */
const CROWD_LINES = ['主播晚上好！', '这只包的五金有划痕吗？', '能看下内衬和编码吗', '成色看着不错', '下一件什么时候上？', '保真吗？支持鉴定吗', '已缴保证金，准备出手']

/** A follower count that stays put for a host (seeded), plus the accounts that follow it. */
const BASE_FOLLOWERS = 1200

export function liveSocial(): LiveSocialState {
  const db = getDb()
  db.liveSocial ??= { comments: [], follows: {}, seededRooms: [], nextCommentId: 1 }
  return db.liveSocial
}

function seedCrowd(state: LiveSocialState, room: RoomRecord): void {
  if (state.seededRooms.includes(room.id)) return
  state.seededRooms.push(room.id)
  const session = findSession(room.sessionId)
  const startAt = session?.startAt ?? 0
  CROWD_LINES.forEach((text, index) => {
    state.comments.push({ id: state.nextCommentId++, roomId: room.id, accountId: BOT_ID_FROM + ((room.id + index * 3) % 40), text, at: startAt + index * 45_000 })
  })
}

/** The room's comments said by now, newest first (the last `limit`). */
export function roomComments(room: RoomRecord, now: number, limit = 30): CommentRecord[] {
  const state = liveSocial()
  seedCrowd(state, room)
  return state.comments
    .filter((comment) => comment.roomId === room.id && comment.at <= now)
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .slice(0, limit)
}

export function addComment(room: RoomRecord, accountId: number, text: string, now: number): CommentRecord {
  const state = liveSocial()
  seedCrowd(state, room)
  const comment = { id: state.nextCommentId++, roomId: room.id, accountId, text, at: now }
  state.comments.push(comment)
  return comment
}

export function follows(accountId: number | null, shopId: number): boolean {
  return accountId !== null && (liveSocial().follows[accountId] ?? []).includes(shopId)
}

export function setFollow(accountId: number, shopId: number, on: boolean): void {
  const state = liveSocial()
  const held = (state.follows[accountId] ?? []).filter((id) => id !== shopId)
  state.follows[accountId] = on ? [...held, shopId] : held
}

export function followerCount(shopId: number): number {
  const followers = Object.values(liveSocial().follows).filter((shops) => shops.includes(shopId)).length
  return BASE_FOLLOWERS + (shopId % 7) * 137 + followers
}
