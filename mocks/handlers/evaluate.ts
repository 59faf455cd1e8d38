import { evaluateApi, type EvaluateCounts, type EvaluateDetail, type EvaluateSummary, type OrderInput } from '../../src/features/evaluate/api'
import { EVALUATE_STATUSES, EVALUATE_TABS } from '../../src/features/evaluate/machine'
import {
  actionsOf,
  askReturn,
  cancelEvaluate,
  CENTRE_TEXT,
  confirmMail,
  confirmOnline,
  continueAppraisal,
  createEvaluate,
  evaluateState,
  findEvaluate,
  modifyEvaluate,
  payEvaluate,
  recordSeal,
  requestReview,
  titleOf,
  type EvaluateRecord,
} from '../db/evaluate'
import { requireSession } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'

/** Peer appraisal (同行鉴定): the dealer's calls over the engine (mocks/db/evaluate.ts); time is settled before any handler. */

const NOT_FOUND = '鉴定订单不存在'

function summaryView(order: EvaluateRecord, request: Request): EvaluateSummary {
  const cover = order.photos[0] ?? ''
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    method: order.method,
    title: titleOf(order),
    cover: cover ? absoluteMedia(request, cover) : '',
    feeCents: order.feeCents,
    verdict: order.report?.verdict ?? null,
    updatedAt: order.updatedAt,
  }
}

export function evaluateView(order: EvaluateRecord, request: Request, now = mockClock.now()): EvaluateDetail {
  const media = (path: string) => absoluteMedia(request, path)
  return {
    ...summaryView(order, request),
    item: { ...order.item },
    photos: order.photos.map(media),
    note: order.note,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    payOrderNo: order.payOrderNo,
    centreText: CENTRE_TEXT,
    seal: { sent: order.seal, found: order.sealFound, matched: order.sealFound === null ? null : order.sealFound === order.seal },
    parcelId: order.parcelId,
    backParcelId: order.backParcelId,
    acceptedAt: order.acceptedAt,
    promisedAt: order.promisedAt,
    reviewAsked: order.reviewAsked,
    report: order.report && { ...order.report, missing: [...order.report.missing], photos: order.report.photos.map((photo) => ({ ...photo, url: media(photo.url) })) },
    actions: actionsOf(order),
    timeline: order.timeline.map(({ status, at, note }) => ({ status, at, note })),
    serverTime: isoAt(now),
  }
}

function asking(token: string) {
  const { info, person } = requireSession(token, { business: true })
  return { accountId: info.accountId, userId: person.userId, now: mockClock.now(), state: evaluateState() }
}

function ownOrder(token: string, id: unknown) {
  const context = asking(token)
  const order = findEvaluate(requireId(id, '鉴定订单'))
  if (!order || order.accountId !== context.accountId) throw new MockError(404, NOT_FOUND)
  return { ...context, order }
}

const newestFirst = (a: EvaluateRecord, b: EvaluateRecord) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

export const evaluateHandlers = [
  handle(evaluateApi.list, ({ params, token, request }) => {
    const { accountId, state } = asking(token)
    const tab = EVALUATE_TABS.find((candidate) => candidate.key === (params.tab ?? 'all'))
    if (!tab) throw new MockError(400, '分类参数无效')
    const statuses: readonly string[] = tab.statuses
    const page = paginate(state.orders.filter((order) => order.accountId === accountId && statuses.includes(order.status)).sort(newestFirst), params)
    return { ...page, list: page.list.map((order) => summaryView(order, request)) }
  }),
  handle(evaluateApi.counts, ({ token }) => {
    const { accountId, state } = asking(token)
    const counts = Object.fromEntries(EVALUATE_STATUSES.map((status) => [status, 0])) as EvaluateCounts
    for (const order of state.orders) if (order.accountId === accountId) counts[order.status] += 1
    return counts
  }),
  handle(evaluateApi.detail, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.create, ({ params, token, request }) => {
    const { accountId, userId, now, state } = asking(token)
    return evaluateView(createEvaluate(accountId, userId, params as Partial<OrderInput>, now, state), request, now)
  }),
  handle(evaluateApi.modify, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    modifyEvaluate(order, params as Partial<OrderInput>, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.pay, ({ params, token }) => {
    const { order, now } = ownOrder(token, params.id)
    return { payOrderNo: payEvaluate(order, now) }
  }),
  handle(evaluateApi.cancel, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    cancelEvaluate(order, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.seal, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    recordSeal(order, params.sealNo, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.confirmOnline, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    confirmOnline(order, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.requestReview, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    requestReview(order, params as { reason?: unknown; photos?: unknown }, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.continueAppraisal, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    continueAppraisal(order, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.askReturn, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    askReturn(order, now)
    return evaluateView(order, request, now)
  }),
  handle(evaluateApi.confirmMail, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    confirmMail(order, params.sealNo, now)
    return evaluateView(order, request, now)
  }),
]
