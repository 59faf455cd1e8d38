import { tradeApi, type AuctionSessionSummary } from '../../src/features/trade/api'
import { getDb, SEED_NOW } from '../db'
import { handle } from '../lib/handle'
import { absoluteMedia } from '../lib/media'

/** How long a seeded session runs once started. */
const SESSION_HOURS = 3
const HOUR = 3600 * 1000

/**
 * A seeded session as of now: its start keeps its distance from the seed's clock, moved to the real
 * one, and its state follows from the time (a session that started yesterday is not 预展中).
 */
function sessionNow(session: AuctionSessionSummary, now: number): AuctionSessionSummary {
  const startAt = Date.parse(session.startAt) - SEED_NOW + now
  const status = now < startAt ? 'upcoming' : now < startAt + SESSION_HOURS * HOUR ? 'live' : 'ended'
  return { ...session, startAt: new Date(startAt).toISOString(), status }
}

export const tradeHandlers = [
  handle(tradeApi.home, ({ request }) => {
    const db = getDb()
    const now = Date.now()
    const order = { live: 0, upcoming: 1, ended: 2 }
    const sessions = db.auctionSessions
      .map((session) => ({ ...sessionNow(session, now), cover: absoluteMedia(request, session.cover) }))
      .sort((a, b) => order[a.status] - order[b.status] || (a.status === 'ended' ? b.startAt.localeCompare(a.startAt) : a.startAt.localeCompare(b.startAt)))
    return {
      sessions,
      hotBrands: db.hotBrands,
    }
  }),
]
