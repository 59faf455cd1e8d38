import { maintainApi, type CreateInput, type MaintainCounts, type MaintainDetail, type MaintainSummary } from '../../src/features/maintain/api'
import { estimateOf, MAINTAIN_STATUSES, MAINTAIN_TABS, serviceOf, turnaroundOf } from '../../src/features/maintain/machine'
import {
  acceptedAmount,
  acceptLines,
  actionsOf,
  applyReturn,
  cancelMaintain,
  createMaintain,
  findMaintain,
  maintainState,
  payMaintain,
  titleOf,
  warrantyUntil,
  WORKSHOP_TEXT,
  type MaintainRecord,
} from '../db/maintain'
import { findPayOrder } from '../db/pay-orders'
import { requireSession } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'

/** Care (养护): the dealer's calls over the engine (mocks/db/maintain.ts); time is settled before any handler (mocks/lib/settle.ts). */

const NOT_FOUND = '养护订单不存在'

function summaryView(order: MaintainRecord, request: Request): MaintainSummary {
  const cover = order.photos[0] ?? ''
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    title: titleOf(order),
    cover: cover ? absoluteMedia(request, cover) : '',
    serviceNames: order.services.map((key) => serviceOf(key)?.name ?? key),
    estimate: estimateOf(order.services),
    amountCents: order.acceptedLineIds.length && !order.returnRequest ? acceptedAmount(order) : null,
    updatedAt: order.updatedAt,
  }
}

export function maintainView(order: MaintainRecord, request: Request, now = mockClock.now()): MaintainDetail {
  const media = (path: string) => absoluteMedia(request, path)
  const pay = order.payOrderNo ? findPayOrder(order.payOrderNo) : undefined
  const paid = order.paidAt !== null
  return {
    ...summaryView(order, request),
    item: { ...order.item },
    problem: order.problem,
    photos: order.photos.map(media),
    services: [...order.services],
    declaredValueCents: order.declaredValueCents,
    turnaround: turnaroundOf(order.services),
    createdAt: order.createdAt,
    workshopText: WORKSHOP_TEXT,
    reception: order.reception && { ...order.reception, photos: order.reception.photos.map(media), accessories: order.reception.accessories.map((entry) => ({ ...entry })) },
    diagnosis: order.diagnosis && { ...order.diagnosis, lines: order.diagnosis.lines.map((line) => ({ ...line, photos: line.photos.map(media) })) },
    acceptedLineIds: [...order.acceptedLineIds],
    // Asked back: the quote is void, nothing is owed.
    payment:
      order.acceptedLineIds.length && !order.returnRequest
        ? {
            payOrderNo: paid ? order.payOrderNo : pay?.status === 'pending' ? pay.payOrderNo : null,
            amountCents: acceptedAmount(order),
            status: paid ? 'paid' : pay?.status === 'pending' ? 'pending' : 'unpaid',
            paidAt: order.paidAt,
          }
        : null,
    log: order.log.filter((entry) => Date.parse(entry.at) <= now).map((entry) => ({ ...entry, photos: entry.photos.map(media) })),
    returnRequest: order.returnRequest && { ...order.returnRequest },
    parcelId: order.parcelId,
    backParcelId: order.backParcelId,
    sendBy: order.status === 'awaiting_shipment' ? order.dueAt : null,
    warrantyUntil: warrantyUntil(order),
    actions: actionsOf(order),
    timeline: order.timeline.map(({ status, at, note }) => ({ status, at, note })),
    serverTime: isoAt(now),
  }
}

function asking(token: string) {
  const { info, person } = requireSession(token, { business: true })
  return { accountId: info.accountId, userId: person.userId, now: mockClock.now(), state: maintainState() }
}

function ownOrder(token: string, id: unknown) {
  const context = asking(token)
  const order = findMaintain(requireId(id, '养护订单'))
  if (!order || order.accountId !== context.accountId) throw new MockError(404, NOT_FOUND)
  return { ...context, order }
}

const newestFirst = (a: MaintainRecord, b: MaintainRecord) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

export const maintainHandlers = [
  handle(maintainApi.list, ({ params, token, request }) => {
    const { accountId, state } = asking(token)
    const tab = MAINTAIN_TABS.find((candidate) => candidate.key === (params.tab ?? 'all'))
    if (!tab) throw new MockError(400, '分类参数无效')
    const statuses: readonly string[] = tab.statuses
    const page = paginate(state.orders.filter((order) => order.accountId === accountId && statuses.includes(order.status)).sort(newestFirst), params)
    return { ...page, list: page.list.map((order) => summaryView(order, request)) }
  }),
  handle(maintainApi.counts, ({ token }) => {
    const { accountId, state } = asking(token)
    const counts = Object.fromEntries(MAINTAIN_STATUSES.map((status) => [status, 0])) as MaintainCounts
    for (const order of state.orders) if (order.accountId === accountId) counts[order.status] += 1
    return counts
  }),
  handle(maintainApi.detail, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    return maintainView(order, request, now)
  }),
  handle(maintainApi.create, ({ params, token, request }) => {
    const { accountId, userId, now, state } = asking(token)
    return maintainView(createMaintain(accountId, userId, params as Partial<CreateInput>, now, state), request, now)
  }),
  handle(maintainApi.cancel, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    cancelMaintain(order, now)
    return maintainView(order, request, now)
  }),
  handle(maintainApi.acceptAll, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    acceptLines(order, 'all', now)
    return maintainView(order, request, now)
  }),
  handle(maintainApi.acceptSome, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    const raw = params.lineIds as unknown
    const ids = Array.isArray(raw) ? raw.map(Number) : typeof raw === 'string' && raw ? raw.split(',').map(Number) : []
    acceptLines(order, ids, now)
    return maintainView(order, request, now)
  }),
  handle(maintainApi.pay, ({ params, token }) => {
    const { order, now } = ownOrder(token, params.id)
    return { payOrderNo: payMaintain(order, now) }
  }),
  handle(maintainApi.applyReturn, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    applyReturn(order, params, now)
    return maintainView(order, request, now)
  }),
]
