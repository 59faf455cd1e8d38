import { ACCESSORIES, GRADES } from '../../src/core/api/catalogue'
import { SMU_STATUSES, smuApi, type SmuCounts, type SmuDetail, type SmuDraftInput, type SmuStatus, type SmuSummary } from '../../src/features/smu/api'
import { canEdit, canWithdraw, checkDraft, checkPrices, checkSubmit, stockDescription } from '../../src/features/smu/rules'
import { getDb, productCatalogue, saveDb, shopStocks } from '../db'
import { DEMO_SHOP_ACCOUNT } from '../db/seed-account'
import { seedSmu, type SmuRecord, type StockPick } from '../db/seed-smu'
import { stockSeedNow } from '../db/seed'
import { requireSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireShop } from '../lib/stock'
import { requireId } from '../lib/validate'
import { mockClock } from '../lib/clock'
import { recordEvent } from '../lib/events'
import { refuseUnless } from '../lib/refuse'
import { onSettle } from '../lib/settle'
import { bannedWordIn } from '../../src/shared/rules/listing-words'
import { registerChannelSource, requireChannel } from '../lib/channel'
import type { ChannelKind } from '../../src/features/stock/api'

/** How long the mock's review takes after a submission: long enough to see 审核中, short enough for a demo. */
export const REVIEW_MS = 3 * 60 * 1000
/** A listing naming a fake (src/shared/rules/listing-words) is refused at saving; the review is the backstop. */
export const FAKE_REASON = '描述显示为非正品，平台不接受仿品寄拍'

function stockPick(): StockPick | null {
  const item = shopStocks()[DEMO_SHOP_ACCOUNT]?.items.find((candidate) => candidate.status === 'IN_STOCK' && candidate.photos.length > 0)
  if (!item) return null
  return {
    id: item.id,
    code: item.code,
    title: item.title,
    brand: item.brand,
    grade: item.grade,
    accessories: item.accessories,
    photos: item.photos,
    description: stockDescription(item),
  }
}

/** Every account's consignments, seeded on first use (dated back from the current hour). */
export function smuRecords(): Record<number, SmuRecord[]> {
  const db = getDb()
  if (!db.smu) {
    db.smu = seedSmu(productCatalogue(), stockPick(), stockSeedNow(), 800001)
    const now = mockClock.now()
    for (const record of Object.values(db.smu).flat()) settle(record, now)
  }
  return db.smu
}

/** A submitted consignment whose review time has come gets its verdict (no timers). */
function settle(record: SmuRecord, now: number): boolean {
  if (record.status !== 'in_review' || record.reviewAt === null || !record.verdict || now < record.reviewAt) return false
  recordEvent(record, { status: record.verdict.status, at: record.reviewAt, note: record.verdict.note })
  record.rejectReason = record.verdict.status === 'rejected' ? record.verdict.note : null
  record.rejectField = record.verdict.status === 'rejected' ? (record.verdict.field ?? null) : null
  record.reviewAt = null
  record.verdict = null
  return true
}

// Every request gives the reviews whose time came their verdict.
onSettle('smu', (now) => {
  const all = getDb().smu
  if (!all) return
  if (
    Object.values(all)
      .flat()
      .map((record) => settle(record, now))
      .some(Boolean)
  )
    saveDb()
})

/** A consignment of a stock piece holds it while in review, listed, or sold at auction; its other states give it back. */
const HOLDING: Partial<Record<SmuStatus, ChannelKind>> = { in_review: 'CONSIGN_REVIEW', listed: 'CONSIGN_LISTED', sold: 'CONSIGN_SOLD' }

registerChannelSource('smu', (itemId) => {
  const record = Object.values(smuRecords())
    .flat()
    .find((candidate) => candidate.stockItemId === itemId && HOLDING[candidate.status])
  return record ? { kind: HOLDING[record.status]!, refId: record.id } : null
})

function accountRecords(token: string): SmuRecord[] {
  const { info } = requireSession(token, { business: true })
  const all = smuRecords()
  all[info.accountId] ??= []
  return all[info.accountId]
}

function findRecord(token: string, id: unknown): SmuRecord {
  const record = accountRecords(token).find((candidate) => candidate.id === requireId(id, '拍品'))
  if (!record) throw new MockError(404, '拍品不存在或已删除')
  return record
}

function summaryOf(request: Request, record: SmuRecord): SmuSummary {
  return {
    id: record.id,
    status: record.status,
    source: record.source,
    title: record.title,
    brandName: record.brandName,
    cover: record.photos[0] ? absoluteMedia(request, record.photos[0]) : '',
    grade: record.grade,
    startPriceCents: record.startPriceCents,
    reservePriceCents: record.reservePriceCents,
    hammerPriceCents: record.hammerPriceCents,
    rejectReason: record.rejectReason,
    // Records saved before rejections named a field have none.
    rejectField: record.rejectField ?? null,
    updatedAt: record.updatedAt,
  }
}

function detailOf(request: Request, record: SmuRecord): SmuDetail {
  return {
    ...summaryOf(request, record),
    skuId: record.skuId,
    stockItemId: record.stockItemId,
    stockCode: record.stockCode,
    accessories: [...record.accessories],
    photos: record.photos.map((photo) => absoluteMedia(request, photo)),
    description: record.description,
    timeline: record.timeline.map((event) => ({ ...event })),
  }
}

function move(record: SmuRecord, status: SmuStatus, note: string | null = null): void {
  recordEvent(record, { status, at: mockClock.now(), note })
}

function stringList(value: unknown, label: string): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw new MockError(400, `${label}格式错误`)
  return value as string[]
}

/** The draft's fields as the server takes them: the item named by its source, the rest checked. */
function draftOf(
  token: string,
  params: SmuDraftInput,
): Pick<SmuRecord, 'source' | 'skuId' | 'stockItemId' | 'stockCode' | 'title' | 'brandName' | 'grade' | 'accessories' | 'photos' | 'description'> {
  const grade = String(params.grade ?? '')
  if (grade && !(GRADES as readonly string[]).includes(grade)) throw new MockError(400, '成色无效')
  const accessories = stringList(params.accessories, '配件')
  if (accessories.some((name) => !(ACCESSORIES as readonly string[]).includes(name))) throw new MockError(400, '配件无效')
  const photos = stringList(params.photos, '图片')
  const description = String(params.description ?? '').trim()
  let item: { skuId: number | null; stockItemId: number | null; stockCode: string | null; title: string; brandName: string }
  if (params.source === 'sku') {
    const sku = productCatalogue().byId.get(requireId(params.skuId, '商品'))
    if (!sku) throw new MockError(404, '商品库中没有这件商品')
    item = { skuId: sku.id, stockItemId: null, stockCode: null, title: sku.name, brandName: sku.brandName }
  } else if (params.source === 'stock') {
    const { shop } = requireShop(token)
    const stock = shop.items.find((candidate) => candidate.id === Number(params.stockItemId))
    if (!stock || stock.status === 'DELETED') throw new MockError(404, '库存商品不存在或已删除')
    // One channel per piece: a piece locked, sold, out for recycling or consigned already is refused with where it is.
    requireChannel(stock, 'consign', { shop })
    item = { skuId: null, stockItemId: stock.id, stockCode: stock.code, title: stock.title, brandName: stock.brand }
  } else {
    throw new MockError(400, '请选择寄拍商品')
  }
  const draft = { source: params.source, ...item, grade, accessories, photos, description }
  const errors = checkDraft(draft)
  const first = errors.source ?? errors.photos ?? errors.description
  if (first) throw new MockError(400, first)
  return draft
}

/** The asking account's consignments per status (smu counts, the trade tab's to-dos). */
export function smuCountsOf(token: string): SmuCounts {
  return counts(accountRecords(token))
}

function counts(records: SmuRecord[]): SmuCounts {
  const result = Object.fromEntries(SMU_STATUSES.map((status) => [status, 0])) as SmuCounts
  for (const record of records) result[record.status] += 1
  return result
}

export const smuHandlers = [
  handle(smuApi.list, ({ params, token, request }) => {
    const records = accountRecords(token)
    const status = params.status as string | undefined
    if (status && !(SMU_STATUSES as readonly string[]).includes(status)) throw new MockError(400, '状态参数无效')
    const found = records.filter((record) => !status || record.status === status).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((record) => summaryOf(request, record)) }
  }),

  handle(smuApi.counts, ({ token }) => smuCountsOf(token)),

  handle(smuApi.detail, ({ params, token, request }) => detailOf(request, findRecord(token, params.id))),

  handle(smuApi.save, ({ params, token, request }) => {
    const fields = draftOf(token, params)
    if (params.id === undefined || params.id === null) {
      const { info } = requireSession(token, { business: true })
      const db = getDb()
      const record: SmuRecord = {
        ...fields,
        accountId: info.accountId,
        id: db.nextId++,
        status: 'draft',
        startPriceCents: null,
        reservePriceCents: null,
        hammerPriceCents: null,
        rejectReason: null,
        rejectField: null,
        updatedAt: mockClock.iso(),
        timeline: [],
        reviewAt: null,
        verdict: null,
      }
      recordEvent(record, { status: 'draft', at: mockClock.now(), note: null })
      accountRecords(token).push(record)
      saveDb()
      return detailOf(request, record)
    }
    const record = findRecord(token, params.id)
    refuseUnless(canEdit(record.status), '只有草稿或未通过的拍品可以修改')
    Object.assign(record, fields)
    if (record.status === 'rejected') move(record, 'draft', '修改后重新编辑')
    else record.updatedAt = mockClock.iso()
    saveDb()
    return detailOf(request, record)
  }),

  handle(smuApi.setPrice, ({ params, token, request }) => {
    const record = findRecord(token, params.id)
    refuseUnless(canEdit(record.status), '只有草稿或未通过的拍品可以设置价格')
    const start = Number(params.startPriceCents)
    const reserve = Number(params.reservePriceCents)
    if (!Number.isInteger(start) || !Number.isInteger(reserve)) throw new MockError(400, '价格无效')
    const errors = checkPrices(start, reserve)
    const first = errors.startPriceCents ?? errors.reservePriceCents
    if (first) throw new MockError(400, first)
    record.startPriceCents = start
    record.reservePriceCents = reserve
    record.updatedAt = mockClock.iso()
    saveDb()
    return detailOf(request, record)
  }),

  handle(smuApi.submit, ({ params, token, request }) => {
    const record = findRecord(token, params.id)
    refuseUnless(canEdit(record.status), record.status === 'in_review' ? '拍品已在审核中' : '只有草稿或未通过的拍品可以提交审核')
    const missing = checkSubmit(record)
    if (missing) throw new MockError(400, missing)
    // The draft holds nothing: the piece may have gone elsewhere since it was saved.
    const stock = record.stockItemId === null ? undefined : requireShop(token).shop.items.find((item) => item.id === record.stockItemId)
    if (stock) requireChannel(stock, 'consign')
    move(record, 'in_review')
    record.rejectReason = null
    record.rejectField = null
    const fake = bannedWordIn(record.description) !== null || bannedWordIn(record.title) !== null
    record.reviewAt = mockClock.now() + REVIEW_MS
    record.verdict = fake ? { status: 'rejected', note: FAKE_REASON, field: 'description' } : { status: 'listed', note: null }
    saveDb()
    return detailOf(request, record)
  }),

  handle(smuApi.withdraw, ({ params, token, request }) => {
    const record = findRecord(token, params.id)
    refuseUnless(canWithdraw(record.status), record.status === 'withdrawn' ? '拍品已撤回' : '拍品已上拍，不能撤回')
    move(record, 'withdrawn')
    record.reviewAt = null
    record.verdict = null
    saveDb()
    return detailOf(request, record)
  }),

  handle(smuApi.remove, ({ params, token }) => {
    const record = findRecord(token, params.id)
    refuseUnless(record.status === 'draft', '只有草稿可以删除')
    const records = accountRecords(token)
    records.splice(records.indexOf(record), 1)
    saveDb()
    return { id: record.id }
  }),
]
