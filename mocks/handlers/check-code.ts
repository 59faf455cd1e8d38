import { checkCodeApi, type CheckCounts, type CheckCreateInput, type CheckDetail, type CheckSummary } from '../../src/features/check-code/api'
import { brandOf, CHECK_REFUSALS, CHECK_STATUSES, CHECK_TABS } from '../../src/features/check-code/machine'
import { cancelCheck, checkActionsOf, checkCodeState, codeTextOf, createCheck, findCheck, supplementCheck, type CheckRecord } from '../db/check-code'
import { requireSession } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { refuse } from '../lib/refuse'

/** Code check (查码): the dealer's calls over the engine (mocks/db/check-code.ts); time is settled before any handler. */

const NOT_FOUND = '查码单不存在'

function summaryView(request: CheckRecord, http: Request): CheckSummary {
  return {
    id: request.id,
    no: request.no,
    status: request.status,
    brand: request.brand,
    brandName: brandOf(request.brand)?.name ?? request.brand,
    codeText: codeTextOf(request),
    cover: request.photos[0] ? absoluteMedia(http, request.photos[0]) : '',
    periodText: request.result?.periodText ?? null,
    updatedAt: request.updatedAt,
  }
}

export function checkView(request: CheckRecord, http: Request, now = mockClock.now()): CheckDetail {
  const media = (path: string) => absoluteMedia(http, path)
  return {
    ...summaryView(request, http),
    code: request.code,
    noCode: request.noCode,
    stampShape: request.stampShape,
    photos: request.photos.map(media),
    note: request.note,
    createdAt: request.createdAt,
    dueAt: request.dueAt,
    questions: request.questions.map((question) => ({ ...question })),
    supplements: request.supplements.map((entry) => ({ ...entry, photos: entry.photos.map(media) })),
    result: request.result && { ...request.result, years: [...request.result.years], notes: [...request.result.notes] },
    unreadableReason: request.unreadableReason,
    actions: checkActionsOf(request),
    timeline: request.timeline.map(({ status, at, note }) => ({ status, at, note })),
    serverTime: isoAt(now),
  }
}

function asking(token: string) {
  const { info } = requireSession(token, { business: true })
  return { accountId: info.accountId, now: mockClock.now(), state: checkCodeState() }
}

function ownRequest(token: string, id: unknown) {
  const context = asking(token)
  const request = findCheck(Number(id))
  if (!request || request.accountId !== context.accountId) refuse(CHECK_REFUSALS.notFound, NOT_FOUND)
  return { ...context, request }
}

const newestFirst = (a: CheckRecord, b: CheckRecord) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

export const checkCodeHandlers = [
  handle(checkCodeApi.list, ({ params, token, request: http }) => {
    const { accountId, state } = asking(token)
    const tab = CHECK_TABS.find((candidate) => candidate.key === (params.tab ?? 'all'))
    if (!tab) throw new MockError(400, '分类参数无效')
    const statuses: readonly string[] = tab.statuses
    const page = paginate(state.requests.filter((entry) => entry.accountId === accountId && statuses.includes(entry.status)).sort(newestFirst), params)
    return { ...page, list: page.list.map((entry) => summaryView(entry, http)) }
  }),
  handle(checkCodeApi.counts, ({ token }) => {
    const { accountId, state } = asking(token)
    const counts = Object.fromEntries(CHECK_STATUSES.map((status) => [status, 0])) as CheckCounts
    for (const entry of state.requests) if (entry.accountId === accountId) counts[entry.status] += 1
    return counts
  }),
  handle(checkCodeApi.detail, ({ params, token, request: http }) => {
    const { request, now } = ownRequest(token, params.id)
    return checkView(request, http, now)
  }),
  handle(checkCodeApi.create, ({ params, token, request: http }) => {
    const { accountId, now, state } = asking(token)
    return checkView(createCheck(accountId, params as Partial<CheckCreateInput>, now, state), http, now)
  }),
  handle(checkCodeApi.supplement, ({ params, token, request: http }) => {
    const { request, now } = ownRequest(token, params.id)
    supplementCheck(request, params, now)
    return checkView(request, http, now)
  }),
  handle(checkCodeApi.cancel, ({ params, token, request: http }) => {
    const { request, now } = ownRequest(token, params.id)
    cancelCheck(request, now)
    return checkView(request, http, now)
  }),
]
