import { tradeApi, type TradeTodos } from '../../src/features/trade/api'
import { engineNow } from '../db/auction'
import { requireSession } from '../lib/auth'
import { isoAt as iso } from '../lib/clock'
import { handle } from '../lib/handle'
import { bidTodoCounts, sessionsIn } from './auction'
import { liveRoomSummaries, sessionView } from './auction-views'
import { mostTradedSkus } from './product'
import { buyerCountsOf, sellerCountsOf } from './recycle'
import { smuCountsOf } from './smu'

/** 行情好货 cards on the trade tab. */
export const TRADE_PICK_COUNT = 6

/**
 * The trade tab's two calls: what is live and the catalogue's picks (public), and the signed-in
 * dealer's to-dos across the areas, counted here in one reply.
 */
export const tradeHandlers = [
  // Live now and starting soon (sessions and rooms); hot brands are the brand list's.
  handle(tradeApi.home, ({ request, token }) => {
    const now = engineNow()
    const live = sessionsIn('live', 'timed', now).slice(0, 3)
    const upcoming = sessionsIn('upcoming', undefined, now).slice(0, 3)
    return {
      sessions: [...live, ...upcoming].map((session) => sessionView(session, request, now)),
      rooms: liveRoomSummaries('live', request, now).slice(0, 4),
      picks: mostTradedSkus(TRADE_PICK_COUNT, token, request),
      serverTime: iso(now),
    }
  }),

  handle(tradeApi.todos, ({ token }): TradeTodos => {
    const { info } = requireSession(token, { business: true })
    const smu = smuCountsOf(token)
    const seller = sellerCountsOf(token)
    const buyer = buyerCountsOf(token)
    return {
      ...bidTodoCounts(info.accountId),
      smuDraft: smu.draft,
      smuRejected: smu.rejected,
      recycleOffering: buyer.offering,
      recycleToShip: seller.awaiting_shipment,
      recycleToInspect: buyer.inspecting,
      recycleToConfirm: seller.inspected,
    }
  }),
]
