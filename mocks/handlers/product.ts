import { brandMatches, CATEGORIES, GRADES, type Category, type Grade } from '../../src/core/api/catalogue'
import { productApi, SKU_SORTS, type SkuDetail, type SkuListQuery, type SkuSort, type SkuSuggestion, type SkuSummary } from '../../src/features/product/api'
import { productCatalogue } from '../db'
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

function detailOf(sku: SkuRecord, canSeePrices: boolean, request: Request): SkuDetail {
  const { photos, specs, deals } = skuExtrasOf(sku)
  const now = mockClock.now()
  return {
    ...summaryOf(sku, canSeePrices, request),
    photos: photos.map((photo) => absoluteMedia(request, photo)),
    specs,
    retailPriceCents: sku.retailPriceCents,
    // Dated against the real clock, so that the deals are always those of the last 90 days.
    deals: canSeePrices ? deals.map((deal) => ({ at: new Date(now - deal.ago).toISOString(), priceCents: deal.priceCents, grade: deal.grade, channel: deal.channel })) : null,
    priceLocked: !canSeePrices,
  }
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

export const productHandlers = [
  handle(productApi.skuList, ({ params, token, request }) => {
    const { canSeePrices } = viewerOf(token)
    const filter = filterOf(params, canSeePrices)
    const sort = oneOf(params.sort, SKU_SORTS, '排序方式无效') ?? 'default'
    const found = productCatalogue().skus.filter((sku) => matches(sku, filter))
    const page = paginate(sorted(found, sort, canSeePrices), pageSizeChecked(params))
    return { ...page, list: page.list.map((sku) => summaryOf(sku, canSeePrices, request)) }
  }),
  handle(productApi.skuDetail, ({ params, token, request }) => {
    const { canSeePrices } = viewerOf(token)
    const sku = productCatalogue().byId.get(requireId(params.id, '商品'))
    if (!sku) throw new MockError(404, '商品不存在')
    return detailOf(sku, canSeePrices, request)
  }),
  handle(productApi.suggest, ({ params }) => {
    const keyword = given(params.keyword) ? String(params.keyword).trim() : ''
    return keyword ? suggestionsFor(keyword) : []
  }),
  handle(productApi.hotSearches, () => [...productCatalogue().hotSearches]),
]
