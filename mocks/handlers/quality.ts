import { qualityApi, type OwnReport, type PublicReport, type QualityDetail, type QualityCreateInput, type QualitySummary } from '../../src/features/quality/api'
import { QUALITY_REFUSALS, SCOPE_TEXT, slotLabel, TURNAROUND } from '../../src/features/quality/machine'
import {
  actionsOf,
  cancelQuality,
  candidatesOf,
  createQuality,
  findQuality,
  lookupReport,
  mailInQuality,
  payQuality,
  promisedAt,
  qualityState,
  recognize,
  reportByToken,
  supplementQuality,
  titleOf,
  type QualityRecord,
} from '../db/quality'
import { requireSession } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { refuse } from '../lib/refuse'
import { requireId } from '../lib/validate'

/** Inspection (质检鉴定) and shikuan: the calls over the engine (mocks/db/quality.ts). Public report calls need no session. */

const NOT_FOUND = '鉴定订单不存在'

function photosView(order: QualityRecord, request: Request) {
  return Object.entries(order.photos).map(([slot, url]) => ({ slot, label: slotLabel(order.item.category, slot), url: absoluteMedia(request, url) }))
}

function summaryView(order: QualityRecord, request: Request): QualitySummary {
  const cover = Object.values(order.photos)[0] ?? ''
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    title: titleOf(order),
    cover: cover ? absoluteMedia(request, cover) : '',
    method: order.method,
    verdict: order.status === 'reported' ? order.verdict : null,
    updatedAt: order.updatedAt,
  }
}

export function qualityView(order: QualityRecord, request: Request, now = mockClock.now()): QualityDetail {
  const reported = order.status === 'reported'
  return {
    ...summaryView(order, request),
    item: { ...order.item },
    photos: photosView(order, request),
    note: order.note,
    priceCents: order.priceCents,
    paidAt: order.paidAt,
    turnaround: { startAt: order.startAt, promisedAt: promisedAt(order), text: TURNAROUND[order.method].text },
    result:
      reported && order.verdict
        ? { verdict: order.verdict, missing: order.missing.map((slot) => ({ slot, label: slotLabel(order.item.category, slot) })), notes: order.notes }
        : null,
    reportNo: reported ? order.reportNo : null,
    parcelId: order.parcelId,
    actions: actionsOf(order),
    timeline: order.timeline.map(({ status, at, note }) => ({ status, at, note })),
    serverTime: isoAt(now),
  }
}

/** Only what a buyer may see: no price, no dealer, no order. */
function publicView(order: QualityRecord, request: Request): PublicReport {
  const { category, brandName, model, colour, material } = order.item
  return {
    reportNo: order.reportNo!,
    verdict: order.verdict!,
    item: { category, brandName, model, colour, material },
    photos: photosView(order, request),
    method: order.method,
    issuedAt: order.issuedAt!,
    status: order.revoked ? 'revoked' : 'valid',
    inspector: order.inspector ?? '',
    reviewer: order.reviewer ?? '',
    notes: order.notes,
    missing: order.missing.map((slot) => ({ slot, label: slotLabel(order.item.category, slot) })),
    scope: SCOPE_TEXT,
  }
}

function asking(token: string) {
  const { info } = requireSession(token, { business: true })
  return { accountId: info.accountId, now: mockClock.now(), state: qualityState() }
}

function ownOrder(token: string, id: unknown) {
  const context = asking(token)
  const order = findQuality(requireId(id, '鉴定订单'))
  if (!order || order.accountId !== context.accountId) throw new MockError(404, NOT_FOUND)
  return { ...context, order }
}

export const qualityHandlers = [
  handle(qualityApi.list, ({ token, request }) => {
    const { accountId, state } = asking(token)
    const list = state.orders.filter((order) => order.accountId === accountId).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
    return { list: list.map((order) => summaryView(order, request)) }
  }),
  handle(qualityApi.detail, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    return qualityView(order, request, now)
  }),
  handle(qualityApi.create, ({ params, token, request }) => {
    const { accountId, now, state } = asking(token)
    return qualityView(createQuality(accountId, params as Partial<QualityCreateInput>, now, state), request, now)
  }),
  handle(qualityApi.pay, ({ params, token }) => {
    const { order, now } = ownOrder(token, params.id)
    return { payOrderNo: payQuality(order, now) }
  }),
  handle(qualityApi.cancel, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    cancelQuality(order, now)
    return qualityView(order, request, now)
  }),
  handle(qualityApi.supplement, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    supplementQuality(order, params.photos, now)
    return qualityView(order, request, now)
  }),
  handle(qualityApi.mailIn, ({ params, token, request }) => {
    const { order, now } = ownOrder(token, params.id)
    mailInQuality(order, now)
    return qualityView(order, request, now)
  }),
  handle(qualityApi.report, ({ params, token, request }): OwnReport => {
    const { order } = ownOrder(token, params.id)
    if (order.status !== 'reported' || !order.shareToken) refuse(QUALITY_REFUSALS.moved, '报告尚未签发')
    return { ...publicView(order, request), orderId: order.id, shareToken: order.shareToken, checkCode: order.checkCode! }
  }),
  handle(qualityApi.publicReport, ({ params, request }) => {
    const order = reportByToken(String(params.token ?? ''))
    if (!order) refuse(QUALITY_REFUSALS.linkUnknown, '报告链接无效，请向出具报告的商家核实')
    return publicView(order, request)
  }),
  handle(qualityApi.lookup, ({ params, token, request }) => {
    const reportNo = String(params.reportNo ?? '')
    const checkCode = String(params.checkCode ?? '')
    if (!reportNo.trim() || !checkCode.trim()) refuse(400, '请填写报告编号和校验码')
    return publicView(lookupReport(token || 'anon', reportNo, checkCode, mockClock.now()), request)
  }),
  handle(qualityApi.recognize, ({ params, token, request }) => {
    const { accountId, now } = asking(token)
    return candidatesOf(recognize(accountId, String(params.photo ?? ''), now), (path) => absoluteMedia(request, path))
  }),
  handle(qualityApi.recognition, ({ params, token, request }) => {
    const { accountId } = asking(token)
    const found = qualityState().recognitions.find((entry) => entry.id === requireId(params.id, '识款记录') && entry.accountId === accountId)
    if (!found) throw new MockError(404, '识款记录不存在')
    return candidatesOf(found, (path) => absoluteMedia(request, path))
  }),
]
