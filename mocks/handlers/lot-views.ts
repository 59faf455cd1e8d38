import { type LotSummary, type MyLotState } from '../../src/features/auction/api'
import { getDb } from '../db'
import { BOT_ID_FROM, botName, currentPrice, topBid, type LotRecord } from '../db/auction'
import type { MockSession } from '../lib/auth'
import { requireSession } from '../lib/auth'
import { absoluteMedia } from '../lib/media'

// What the auction and the live-room handlers both show of a lot and a bidder (./auction lists
// the live rooms of ./live, which shows lots: these sit below both).

const iso = (ms: number) => new Date(ms).toISOString()

/** The session of a request when signed in; null signed out (a bad token still answers 401). */
export function optionalSession(token: string): MockSession | null {
  return token ? requireSession(token) : null
}

function myStateOf(lot: LotRecord, accountId: number | null): MyLotState {
  if (accountId === null || !lot.bids.some((bid) => bid.accountId === accountId)) return 'none'
  if (lot.status === 'sold') return lot.winnerAccountId === accountId ? 'won' : 'lost'
  if (lot.status === 'unsold') return 'lost'
  return topBid(lot)?.accountId === accountId ? 'leading' : 'outbid'
}

export function lotSummaryView(lot: LotRecord, accountId: number | null, request: Request): LotSummary {
  return {
    id: lot.id,
    sessionId: lot.sessionId,
    lotNo: lot.lotNo,
    title: lot.title,
    brandName: lot.brandName,
    grade: lot.grade,
    cover: absoluteMedia(request, lot.photos[0]),
    startPriceCents: lot.startPriceCents,
    currentPriceCents: currentPrice(lot),
    bidCount: lot.bids.length,
    status: lot.status,
    startAt: iso(lot.startAt),
    endAt: iso(lot.endAt),
    extendCount: lot.extendCount,
    myState: myStateOf(lot, accountId),
  }
}

/** A bidder as others see them: 我 for oneself, the account's first character (or a bot's surname) and **. */
export function bidderName(accountId: number, viewer: number | null): string {
  if (accountId === viewer) return '我'
  if (accountId >= BOT_ID_FROM) return botName(accountId)
  const account = getDb().accounts.find((candidate) => candidate.accountId === accountId)
  return `${(account?.name ?? '同行').slice(0, 1)}**`
}

