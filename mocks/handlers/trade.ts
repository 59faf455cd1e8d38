import { tradeApi } from '../../src/features/trade/api'
import { getDb } from '../db'
import { handle } from '../lib/handle'
import { absoluteMedia } from '../lib/media'

export const tradeHandlers = [
  handle(tradeApi.home, ({ request }) => {
    const db = getDb()
    return {
      sessions: db.auctionSessions.map((session) => ({ ...session, cover: absoluteMedia(request, session.cover) })),
      hotBrands: db.hotBrands,
    }
  }),
]
