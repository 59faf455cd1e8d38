import { fairApi } from '../../src/features/fair/api'
import { FAIR_REFUSALS } from '../../src/features/fair/machine'
import { buyTicket, cancelTicket, doorCheck, fairState, fairView, findFair, findTicket, passOf, payTicket, refundTicket, ticketView } from '../db/fair'
import { optionalSession, requireSession } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle } from '../lib/handle'
import { refuse } from '../lib/refuse'
import { requireId } from '../lib/validate'

/** Trade fair (观货会): the dealer's calls over the engine (mocks/db/fair.ts); the door check is the staff scanner's. */

function asking(token: string) {
  const { info } = requireSession(token)
  return { accountId: info.accountId, now: mockClock.now() }
}

function ownTicket(token: string, id: unknown) {
  const context = asking(token)
  const ticket = findTicket(requireId(id, '门票'))
  if (!ticket || ticket.accountId !== context.accountId) refuse(FAIR_REFUSALS.notFound, '门票不存在')
  return { ...context, ticket }
}

export const fairHandlers = [
  handle(fairApi.detail, ({ params, token }) => {
    const session = optionalSession(token)
    const fair = findFair(Number(params.id) || 0)
    if (!fair) refuse(FAIR_REFUSALS.notFound, '观货会不存在或已下线')
    return fairView(fair, session?.info.accountId ?? null, mockClock.now())
  }),
  handle(fairApi.buy, ({ params, token }) => {
    const { accountId, now } = asking(token)
    const ticket = buyTicket(accountId, Number(params.kindId), now)
    return { ticketId: ticket.id, payOrderNo: ticket.payOrderNo! }
  }),
  handle(fairApi.tickets, ({ token }) => {
    const { accountId, now } = asking(token)
    const list = fairState()
      .tickets.filter((ticket) => ticket.accountId === accountId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    return { list: list.map((ticket) => ticketView(ticket, now)), serverTime: isoAt(now) }
  }),
  handle(fairApi.ticket, ({ params, token }) => {
    const { ticket, now } = ownTicket(token, params.id)
    return ticketView(ticket, now)
  }),
  handle(fairApi.pay, ({ params, token }) => {
    const { ticket, now } = ownTicket(token, params.id)
    return { payOrderNo: payTicket(ticket, now) }
  }),
  handle(fairApi.cancel, ({ params, token }) => {
    const { ticket, now } = ownTicket(token, params.id)
    cancelTicket(ticket, now)
    return ticketView(ticket, now)
  }),
  handle(fairApi.refund, ({ params, token }) => {
    const { ticket, now } = ownTicket(token, params.id)
    refundTicket(ticket, now)
    return ticketView(ticket, now)
  }),
  handle(fairApi.pass, ({ params, token }) => {
    const { ticket, now } = ownTicket(token, params.id)
    return passOf(ticket, now)
  }),
  handle(fairApi.doorCheck, ({ params }) =>
    doorCheck({ fairId: Number(params.fairId), code: String(params.code ?? ''), gate: String(params.gate ?? ''), requestId: String(params.requestId ?? '') }, mockClock.now()),
  ),
]
