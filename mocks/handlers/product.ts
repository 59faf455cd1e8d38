import { brandMatches, CATEGORIES, GRADES, type Category, type Grade } from '../../src/core/api/catalogue'
import {
  productApi,
  SKU_SORTS,
  type BrandCatalogue,
  type SkuDeal,
  type SkuDetail,
  type SkuListQuery,
  type SkuOnSale,
  type SkuSort,
  type SkuSuggestion,
  type SkuSummary,
} from '../../src/features/product/api'
import { LOT_STATUS_TEXT } from '../../src/features/auction/api'
import { JIANLOU_STATUS_TEXT } from '../../src/features/live/api'
import { getDb, productCatalogue, saveDb } from '../db'
import { auctionState, currentPrice, findSession, lotPath } from '../db/auction'
import { jianlouItems, jianlouStatus } from '../db/jianlou'
import { requireSession } from '../lib/auth'
import { BRAND_LIST } from '../db/brands'
import { compactText, defaultOrder, haystackOf, skuExtrasOf, type SkuRecord } from '../db/seed-product'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'
import { viewerOf } from './post'
import { mockClock } from '../lib/clock'

/** The catalogue pages at most this many SKUs. */
const MAX_PAGE_SIZE = 50
const SUGGESTIONS = 10

/** A query parameter as sent: absent when missing or empty (a cleared filter). */
function given(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

function priceParam(value: unknown): number | undefined {
  if (!given(value)) return undefined
  const cents = Number(value)
  if (!Number.isInteger(cents) || cents < 0) throw new MockError(400, '价格区间无效')
  return cents
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], message: string): T | undefined {
  if (!given(value)) return undefined
  if (!allowed.includes(value as T)) throw new MockError(400, message)
  return value as T
}

/** A word of the keyword: the brands it names (brandMatches) and its folded text for names. */
interface Word {
  brandIds: Set<number>
  text: string
}

/** The keyword's words; each must match the SKU's brand or its name (and so its model). */
function wordsOf(keyword: string): Word[] {
  return keyword
    .split(/\s+/)
    .filter((word) => compactText(word) !== '')
    .map((word) => ({ brandIds: new Set(BRAND_LIST.filter((brand) => brandMatches(brand, word)).map((brand) => brand.id)), text: compactText(word) }))
}

interface SkuFilter {
  words: Word[]
  brandId?: number
  category?: Category
  grade?: Grade
  minPriceCents?: number
  maxPriceCents?: number
}

/** The query's filters, refused with a 400 when one is malformed; price bounds only for who may see prices. */
function filterOf(params: SkuListQuery, canSeePrices: boolean): SkuFilter {
  const keyword = given(params.keyword) ? String(params.keyword).trim() : ''
  const minPriceCents = priceParam(params.minPriceCents)
  const maxPriceCents = priceParam(params.maxPriceCents)
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) throw new MockError(400, '价格区间无效')
  return {
    words: wordsOf(keyword),
    brandId: given(params.brandId) ? requireId(params.brandId, '品牌') : undefined,
    category: oneOf(params.category, CATEGORIES, '品类无效'),
    grade: oneOf(params.grade, GRADES, '成色无效'),
    // Without the permission a price bound would tell the prices: ignored.
    minPriceCents: canSeePrices ? minPriceCents : undefined,
    maxPriceCents: canSeePrices ? maxPriceCents : undefined,
  }
}

function wordMatches(sku: SkuRecord, word: Word): boolean {
  return word.brandIds.has(sku.brandId) || haystackOf(sku).includes(word.text)
}

function matches(sku: SkuRecord, filter: SkuFilter): boolean {
  if (filter.brandId !== undefined && sku.brandId !== filter.brandId) return false
  if (filter.category !== undefined && sku.category !== filter.category) return false
  if (filter.grade !== undefined && !(sku.gradeMask & (1 << GRADES.indexOf(filter.grade)))) return false
  if (filter.minPriceCents !== undefined && sku.refPriceCents < filter.minPriceCents) return false
  if (filter.maxPriceCents !== undefined && sku.refPriceCents > filter.maxPriceCents) return false
  return filter.words.every((word) => wordMatches(sku, word))
}

/** The catalogue is kept in the default order; the others sort a copy. */
const SORTS: Record<Exclude<SkuSort, 'default'>, (a: SkuRecord, b: SkuRecord) => number> = {
  priceAsc: (a, b) => a.refPriceCents - b.refPriceCents || a.id - b.id,
  priceDesc: (a, b) => b.refPriceCents - a.refPriceCents || a.id - b.id,
  deals: (a, b) => b.dealCount - a.dealCount || defaultOrder(a, b),
  newest: (a, b) => b.id - a.id,
}

function sorted(skus: SkuRecord[], sort: SkuSort, canSeePrices: boolean): SkuRecord[] {
  // Sorting by a price nobody may see would tell it: the default order instead.
  if (sort === 'default' || (!canSeePrices && (sort === 'priceAsc' || sort === 'priceDesc'))) return skus
  return [...skus].sort(SORTS[sort])
}

function pageSizeChecked<Q extends { pageSize?: number }>(params: Q): Q {
  if (given(params.pageSize) && Number(params.pageSize) > MAX_PAGE_SIZE) throw new MockError(400, '分页参数错误')
  return params
}

function summaryOf(sku: SkuRecord, canSeePrices: boolean, request: Request): SkuSummary {
  return {
    id: sku.id,
    brandId: sku.brandId,
    brandName: sku.brandName,
    name: sku.name,
    model: sku.model,
    category: sku.category,
    cover: absoluteMedia(request, sku.cover),
    refPriceCents: canSeePrices ? sku.refPriceCents : null,
    dealCount: sku.dealCount,
  }
}

/** A SKU's deals, newest first, dated against the clock so that they are always those of the last 90 days. */
function dealsOf(sku: SkuRecord): SkuDeal[] {
  const now = mockClock.now()
  return skuExtrasOf(sku).deals.map((deal) => ({ at: new Date(now - deal.ago).toISOString(), priceCents: deal.priceCents, grade: deal.grade, channel: deal.channel }))
}

/** The SKUs an account saved (收藏), kept in the db. */
function favouritesOf(accountId: number): number[] {
  const db = getDb()
  db.skuFavourites ??= {}
  db.skuFavourites[accountId] ??= []
  return db.skuFavourites[accountId]
}

function detailOf(sku: SkuRecord, viewer: ReturnType<typeof viewerOf>, request: Request): SkuDetail {
  const { photos, specs } = skuExtrasOf(sku)
  const { canSeePrices, session } = viewer
  return {
    ...summaryOf(sku, canSeePrices, request),
    photos: photos.map((photo) => absoluteMedia(request, photo)),
    specs,
    retailPriceCents: sku.retailPriceCents,
    deals: canSeePrices ? dealsOf(sku) : null,
    priceLocked: !canSeePrices,
    saved: session ? favouritesOf(session.account.accountId).includes(sku.id) : false,
  }
}

function requireSku(id: unknown): SkuRecord {
  const sku = productCatalogue().byId.get(requireId(id, '商品'))
  if (!sku) throw new MockError(404, '商品不存在')
  return sku
}

/**
 * Pieces of this SKU on sale now: auction lots not yet closed (a lot is made from a SKU and
 * carries its name and brand) and 捡漏 offers on sale or to come. Ending soonest first.
 */
function onSaleOf(sku: SkuRecord, request: Request): SkuOnSale[] {
  const now = mockClock.now()
  const same = (item: { title: string; brandName: string }) => item.title === sku.name && item.brandName === sku.brandName
  const found: SkuOnSale[] = []
  for (const lot of Object.values(auctionState().lots)) {
    if (!same(lot) || (lot.status !== 'live' && lot.status !== 'upcoming')) continue
    const session = findSession(lot.sessionId)
    if (!session) continue
    const price = currentPrice(lot)
    found.push({
      kind: 'auction',
      id: lot.id,
      title: `${session.title} · ${lot.lotNo}号拍品`,
      grade: lot.grade,
      cover: lot.photos[0] ? absoluteMedia(request, lot.photos[0]) : '',
      priceLabel: price === null ? '起拍价' : '当前价',
      priceCents: price ?? lot.startPriceCents,
      statusText: LOT_STATUS_TEXT[lot.status],
      endsAt: new Date(lot.endAt).toISOString(),
      path: lotPath(lot, session),
    })
  }
  for (const item of jianlouItems()) {
    const status = jianlouStatus(item, now)
    if (!same(item) || (status !== 'on_sale' && status !== 'upcoming')) continue
    found.push({
      kind: 'jianlou',
      id: item.id,
      title: '捡漏',
      grade: item.grade,
      cover: item.photos[0] ? absoluteMedia(request, item.photos[0]) : '',
      priceLabel: '捡漏价',
      priceCents: item.priceCents,
      statusText: JIANLOU_STATUS_TEXT[status],
      endsAt: new Date(item.endAt).toISOString(),
      path: `/pages/live/jianlou/detail/index?id=${item.id}`,
    })
  }
  return found.sort((a, b) => a.endsAt.localeCompare(b.endsAt) || a.id - b.id)
}

/** Every brand with SKUs, with its count and the categories it has SKUs in. */
function brandCatalogue(): BrandCatalogue[] {
  const byBrand = new Map<number, { count: number; categories: Set<Category> }>()
  for (const sku of productCatalogue().skus) {
    const entry = byBrand.get(sku.brandId) ?? { count: 0, categories: new Set<Category>() }
    entry.count += 1
    entry.categories.add(sku.category)
    byBrand.set(sku.brandId, entry)
  }
  return [...byBrand.entries()]
    .sort(([a], [b]) => a - b)
    .map(([brandId, entry]) => ({ brandId, skuCount: entry.count, categories: CATEGORIES.filter((category) => entry.categories.has(category)) }))
}

function suggestionsFor(keyword: string): SkuSuggestion[] {
  const { skus, countByBrand } = productCatalogue()
  const brands = BRAND_LIST.filter((brand) => countByBrand.has(brand.id) && brandMatches(brand, keyword))
    // hot brands first, then the ones with more SKUs; the list's order otherwise
    .sort((a, b) => Number(b.hot) - Number(a.hot) || (countByBrand.get(b.id) ?? 0) - (countByBrand.get(a.id) ?? 0))
  const suggestions: SkuSuggestion[] = brands.slice(0, SUGGESTIONS).map((brand) => ({ text: brand.name, brandId: brand.id }))
  const taken = new Set(suggestions.map((suggestion) => suggestion.text))
  const filter: SkuFilter = { words: wordsOf(keyword) }
  for (const sku of skus) {
    if (suggestions.length >= SUGGESTIONS) break
    if (taken.has(sku.name) || !matches(sku, filter)) continue
    taken.add(sku.name)
    suggestions.push({ text: sku.name, brandId: null })
  }
  return suggestions
}

/** 行情好货 on the trade tab: the catalogue's most traded models, as the SKU list's 成交最多 order shows them. */
export function mostTradedSkus(count: number, token: string, request: Request): SkuSummary[] {
  const { canSeePrices } = viewerOf(token)
  return sorted(productCatalogue().skus, 'deals', canSeePrices)
    .slice(0, count)
    .map((sku) => summaryOf(sku, canSeePrices, request))
}

export const productHandlers = [
  handle(productApi.skuList, ({ params, token, request }) => {
    const { canSeePrices } = viewerOf(token)
    const filter = filterOf(params, canSeePrices)
    const sort = oneOf(params.sort, SKU_SORTS, '排序方式无效') ?? 'default'
    const found = productCatalogue().skus.filter((sku) => matches(sku, filter))
    const page = paginate(sorted(found, sort, canSeePrices), pageSizeChecked(params))
    return { ...page, list: page.list.map((sku) => summaryOf(sku, canSeePrices, request)) }
  }),
  handle(productApi.skuDetail, ({ params, token, request }) => detailOf(requireSku(params.id), viewerOf(token), request)),
  handle(productApi.deals, ({ params, token }) => {
    const sku = requireSku(params.skuId)
    const grade = oneOf(params.grade, GRADES, '成色无效')
    const all = dealsOf(sku)
    const grades = GRADES.map((name) => ({ grade: name, count: all.filter((deal) => deal.grade === name).length })).filter((entry) => entry.count > 0)
    // The counts per grade say no price: public; the deals only with the permission.
    return { deals: viewerOf(token).canSeePrices ? all.filter((deal) => !grade || deal.grade === grade) : null, grades }
  }),
  handle(productApi.onSale, ({ params, request }) => onSaleOf(requireSku(params.skuId), request)),
  handle(productApi.save, ({ params, token }) => {
    const { account } = requireSession(token)
    const sku = requireSku(params.skuId)
    if (typeof params.saved !== 'boolean') throw new MockError(400, '收藏参数无效')
    const saved = favouritesOf(account.accountId)
    const at = saved.indexOf(sku.id)
    if (params.saved && at < 0) saved.unshift(sku.id)
    if (!params.saved && at >= 0) saved.splice(at, 1)
    saveDb()
    return { skuId: sku.id, saved: params.saved }
  }),
  handle(productApi.brandCatalogue, () => brandCatalogue()),
  handle(productApi.suggest, ({ params }) => {
    const keyword = given(params.keyword) ? String(params.keyword).trim() : ''
    return keyword ? suggestionsFor(keyword) : []
  }),
  handle(productApi.hotSearches, () => [...productCatalogue().hotSearches]),
]
