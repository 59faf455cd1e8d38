import { GRADES, type Brand, type Category, type Grade } from '../../src/core/api/catalogue'
import { coverOf } from '../lib/covers'
import { createRandom } from '../lib/random'
import { BRAND_LIST } from './brands'
import { CATEGORY_YUAN, GENERIC_MODELS, HOT_LINES, KNOWN, genericDims, type Line, type Opt } from './product-lines'

/**
 * The trading catalogue (GET /product/sku/*): about 3,900 SKUs of the brand list with reference
 * prices and the deals of the last 90 days. Generated from a fixed seed, so it is the same on
 * every run; nothing changes it, so it is not part of the db (mocks/db/index.ts: productCatalogue).
 *
 * Seeding builds what lists, filters and sorts need (name, prices, deal count, the grades dealt);
 * a SKU's photos, specs and deals are derived from its own seed when its detail is asked
 * (skuExtrasOf), the same every time: 30,000 deal records built up front would only feed the
 * garbage collector.
 */

const MINUTE = 60 * 1000
/** The window of deals a SKU shows and counts. */
export const DEAL_DAYS = 90
export const DEAL_CHANNELS = ['拍卖成交', '一口价', '同行调货'] as const

/** What dealers search most (GET /product/sku/hot-searches); each finds SKUs. */
export const HOT_SEARCHES = ['Birkin', '劳力士 潜航者', 'LOVE 手镯', 'CF', '百达翡丽 鹦鹉螺', '香奈儿 腰包', 'Kelly', '四叶草', '迪通拿', 'Lady Dior']

export interface DealRecord {
  /** How long before now the deal was made, in ms: a reply dates it against the real clock. */
  ago: number
  priceCents: number
  grade: Grade
  channel: string
}

export interface SkuRecord {
  id: number
  brandId: number
  brandName: string
  brandHot: boolean
  name: string
  model: string
  category: Category
  /** A relative media path (absoluteMedia in replies); the first of the photos. */
  cover: string
  retailPriceCents: number | null
  refPriceCents: number
  /** Deals in the last DEAL_DAYS (all of its deals: they are dated within them). */
  dealCount: number
  /** The grade of each deal, newest first, as indexes of GRADES ('0142': 全新, 99新, 95新, 98新). */
  dealGrades: string
  /** Bit i set: a deal in GRADES[i]. */
  gradeMask: number
  /** The name folded for keyword search, on first use (haystackOf). */
  haystack?: string
  /** What the detail is derived from: the line, its options and the SKU's own seed. */
  line: Line
  picks: Opt[]
  seed: number
}

/** The detail of a SKU beyond its record. */
export interface SkuExtras {
  photos: string[]
  specs: { label: string; value: string }[]
  /** Newest first. */
  deals: DealRecord[]
}

export interface ProductCatalogue {
  /** In the default order (defaultOrder). */
  skus: SkuRecord[]
  byId: Map<number, SkuRecord>
  /** SKUs per brand id. */
  countByBrand: Map<number, number>
  hotSearches: string[]
}

/** Lower case Latin without accents, letters, digits and Chinese only: 'Birkin 30' -> 'birkin30'. */
export function compactText(text: string): string {
  const plain = /[\u00c0-\u024f]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text
  return plain.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]/g, '')
}

/** SKUs of each hot brand (at most what its lines can make). */
const HOT_COUNTS: Record<string, number> = {
  爱马仕: 180,
  香奈儿: 150,
  路易威登: 120,
  劳力士: 130,
  卡地亚: 130,
  百达翡丽: 80,
  古驰: 110,
  迪奥: 100,
  普拉达: 90,
  欧米茄: 90,
  宝格丽: 90,
  梵克雅宝: 80,
  巴黎世家: 70,
  圣罗兰: 80,
  蒂芙尼: 70,
  爱彼: 70,
}
/** Retail against the reference price: what sells above its list price has a ratio below 1. */
const RETAIL_RATIO: Record<string, number> = { 爱马仕: 0.62, 劳力士: 0.72, 百达翡丽: 0.5, 爱彼: 0.6, 理查德·米勒: 0.45, 香奈儿: 1.02, 梵克雅宝: 1.05 }
/** A deal's price against the reference, by grade (the reference sits at 98新); noise keeps it within ±15%. */
const GRADE_PRICE: Record<Grade, number> = { 全新: 1.1, '99新': 1.04, '98新': 1, '95新': 0.95, '9新': 0.9, '85新': 0.87 }
const GRADE_WEIGHTS = [0.15, 0.25, 0.22, 0.18, 0.12, 0.08]
const CHANNEL_WEIGHTS = [0.3, 0.4, 0.3]
const SPEC_ORDER = ['型号', '款式', '尺寸', '表径', '尺码', '宽度', '克拉', '净度', '材质', '表盘', '表带', '颜色', '图案', '宝石', '五金', '机芯', '年份']
const SPEC_RANK: Record<string, number> = Object.fromEntries(SPEC_ORDER.map((label, index) => [label, index]))
const FIRST_ID = 600001

type Random = ReturnType<typeof createRandom>

/** An index drawn by weight. */
function weighted(random: Random, weights: number[]): number {
  let left = random.next()
  for (let index = 0; index < weights.length; index++) {
    left -= weights[index]
    if (left < 0) return index
  }
  return weights.length - 1
}

/** Yuan as dealers quote them: to ¥100 from ¥10,000, to ¥10 below. */
function roundYuan(yuan: number): number {
  const step = yuan >= 10000 ? 100 : 10
  return Math.max(step, Math.round(yuan / step) * step)
}

const optText = (opt: Opt) => (typeof opt === 'string' ? opt : opt[0])
const optFactor = (opt: Opt) => (typeof opt === 'string' ? 1 : opt[1])
const optExtra = (opt: Opt) => (typeof opt === 'string' || opt.length < 3 ? undefined : opt[2])

/** The lines a brand's SKUs are made of. */
function linesOf(brand: Brand, random: Random): Line[] {
  const hot = HOT_LINES[brand.name]
  if (hot) return hot
  const category = brand.category as Category
  const known = KNOWN[brand.name]
  const yuan = known ? known[0] : Math.round(CATEGORY_YUAN[category] * (0.35 + random.next() * 1.3))
  const models = known ? known[1] : GENERIC_MODELS[category]
  return models.map((entry) => {
    const [model, factor, lineCategory] = typeof entry === 'string' ? [entry, 1, category] : [entry[0], entry[1], entry[2] ?? category]
    const lineYuan = yuan * factor
    const { dims, fixed } = genericDims(lineCategory, model, lineYuan < 5000)
    return { model, category: lineCategory, yuan: lineYuan, dims, fixed }
  })
}

function countOf(brand: Brand, random: Random): number {
  if (HOT_COUNTS[brand.name]) return HOT_COUNTS[brand.name]
  if (KNOWN[brand.name]) return random.int(15, 36)
  return random.chance(0.25) ? 0 : random.int(1, 6)
}

/** A line with the combinations of its options already used: each SKU is a new one. */
interface LineState {
  line: Line
  /** The number of combinations (one option of each dimension). */
  total: number
  used: Set<number>
}

/** An unused combination of the line's options (the line must have one left). */
function picksOf(state: LineState, random: Random): Opt[] {
  let combination = random.int(0, state.total - 1)
  while (state.used.has(combination)) combination = random.int(0, state.total - 1)
  state.used.add(combination)
  return state.line.dims.map((dim) => {
    const opt = dim.opts[combination % dim.opts.length]
    combination = Math.floor(combination / dim.opts.length)
    return opt
  })
}

/** The name folded for keyword search (compactText), kept once made. */
export function haystackOf(sku: SkuRecord): string {
  sku.haystack ??= compactText(sku.name)
  return sku.haystack
}

function skuOf(brand: Brand, line: Line, picks: Opt[], popularity: number, random: Random): SkuRecord {
  const parts: string[] = [brand.name, line.model]
  let factor = 1
  for (const opt of picks) {
    parts.push(optText(opt))
    const size = optExtra(opt)?.表径
    if (size) parts.push(size)
    factor *= optFactor(opt)
  }
  const name = parts.join(' ')
  const refYuan = roundYuan(line.yuan * factor * (0.94 + random.next() * 0.12))
  const retailRatio = RETAIL_RATIO[brand.name] ?? 1.35
  const retailPriceCents = random.chance(0.12) ? null : roundYuan(refYuan * retailRatio * (0.95 + random.next() * 0.1)) * 100
  const dealCount = Math.min(30, Math.round(30 * popularity * random.next() ** 1.5))
  let dealGrades = ''
  let gradeMask = 0
  for (let n = 0; n < dealCount; n++) {
    const grade = weighted(random, GRADE_WEIGHTS)
    dealGrades += grade
    gradeMask |= 1 << grade
  }
  const seed = random.int(1, 0x7fffffff)
  return {
    id: 0,
    brandId: brand.id,
    brandName: brand.name,
    brandHot: brand.hot,
    name,
    model: line.model,
    category: line.category,
    cover: coverOf(line.category, seed % 8),
    retailPriceCents,
    refPriceCents: refYuan * 100,
    dealCount,
    dealGrades,
    gradeMask,
    line,
    picks,
    seed,
  }
}

/** Photos (the cover first), specs in the order shown and the deals, newest first. */
export function skuExtrasOf(sku: SkuRecord): SkuExtras {
  const random = createRandom(sku.seed)
  const photos = Array.from({ length: random.int(3, 6) }, (_, index) => coverOf(sku.category, (sku.seed % 8) + index))

  const specs: { label: string; value: string }[] = []
  const add = (label: string, value: string) => {
    if (!specs.some((spec) => spec.label === label)) specs.push({ label, value })
  }
  sku.line.dims.forEach((dim, index) => {
    const opt = sku.picks[index]
    add(dim.label, optText(opt) + (dim.unit ?? ''))
    for (const [label, value] of Object.entries(optExtra(opt) ?? {})) add(label, value)
  })
  for (const [label, value] of sku.line.fixed ?? []) add(label, value)
  add('年份', `${2025 - Math.floor(random.next() ** 2 * 10)}年`)
  const rank = (label: string) => SPEC_RANK[label] ?? SPEC_ORDER.length
  specs.sort((a, b) => rank(a.label) - rank(b.label))

  // from ten minutes to a day short of 90 days ago, to the minute; newest first
  const ages = Array.from({ length: sku.dealCount }, () => random.int(10, (DEAL_DAYS - 1) * 24 * 60) * MINUTE).sort((a, b) => a - b)
  const deals: DealRecord[] = []
  for (let n = 0; n < sku.dealCount; n++) {
    const grade = GRADES[Number(sku.dealGrades[n])]
    const factor = Math.min(1.15, Math.max(0.85, GRADE_PRICE[grade] * (0.96 + random.next() * 0.08)))
    deals.push({
      ago: ages[n],
      priceCents: roundYuan((sku.refPriceCents / 100) * factor) * 100,
      grade,
      channel: DEAL_CHANNELS[weighted(random, CHANNEL_WEIGHTS)],
    })
  }
  return { photos, specs, deals }
}

/** The default order: hot brands first, then the most deals, then the oldest id. */
export function defaultOrder(a: SkuRecord, b: SkuRecord): number {
  return Number(b.brandHot) - Number(a.brandHot) || b.dealCount - a.dealCount || a.id - b.id
}

export function seedProducts(): ProductCatalogue {
  const random = createRandom(20261201)
  const skus: SkuRecord[] = []
  const brands = [...BRAND_LIST].sort((a, b) => a.id - b.id)
  for (const brand of brands) {
    const count = countOf(brand, random)
    if (!count) continue
    const lines: LineState[] = linesOf(brand, random).map((line) => ({
      line,
      total: line.dims.reduce((product, dim) => product * dim.opts.length, 1),
      used: new Set(),
    }))
    const popularity = brand.hot ? 1 : KNOWN[brand.name] ? 0.55 : 0.25
    // Round the lines, so that each gets its share; a line out of combinations passes its turn.
    let left = Math.min(
      count,
      lines.reduce((sum, state) => sum + state.total, 0),
    )
    for (let turn = 0; left > 0; turn++) {
      const state = lines[turn % lines.length]
      if (state.used.size === state.total) continue
      skus.push(skuOf(brand, state.line, picksOf(state, random), popularity, random))
      left--
    }
  }
  // Ids in a shuffled order: the newest SKUs are of every brand, not of the last one.
  for (let index = skus.length - 1; index > 0; index--) {
    const other = random.int(0, index)
    const swap = skus[index]
    skus[index] = skus[other]
    skus[other] = swap
  }
  skus.forEach((sku, index) => (sku.id = FIRST_ID + index))
  skus.sort(defaultOrder)
  const countByBrand = new Map<number, number>()
  for (const sku of skus) countByBrand.set(sku.brandId, (countByBrand.get(sku.brandId) ?? 0) + 1)
  return { skus, byId: new Map(skus.map((sku) => [sku.id, sku])), countByBrand, hotSearches: [...HOT_SEARCHES] }
}
