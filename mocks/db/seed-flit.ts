import { coverOf } from '../lib/covers'
import { createRandom } from '../lib/random'
import { BRANDS, MODELS } from './catalogue'

/** One listing of the dealer's store on a third-party platform (what 搬家 can move in). */
export interface FlitListing {
  externalId: string
  title: string
  brand: string
  model: string
  category: string
  grade: string
  colour: string
  photos: string[]
  priceCents: number
}

export interface FlitCatalogue {
  id: string
  name: string
  storeName: string
  listings: FlitListing[]
}

/** The platforms a dealer can move listings in from, with the size of each store. */
export const FLIT_PLATFORMS = [
  { id: 'xianyu', name: '闲鱼', count: 60, firstNo: 1001 },
  { id: 'hongbulin', name: '红布林', count: 45, firstNo: 2001 },
  { id: 'xiaohongshu', name: '小红书', count: 30, firstNo: 3001 },
  { id: 'dewu', name: '得物', count: 24, firstNo: 4001 },
] as const

/** Category of each brand, in BRANDS order. */
const BRAND_CATEGORY = ['箱包', '箱包', '箱包', '腕表', '腕表', '腕表', '箱包', '箱包', '箱包', '腕表', '珠宝', '珠宝']
/** A listed 全新 piece of each brand, in yuan. */
const BRAND_PRICE_YUAN = [150000, 65000, 15000, 105000, 56000, 390000, 20000, 35000, 17000, 45000, 38000, 32000]
const GRADES: [string, number][] = [
  ['全新', 1],
  ['99新', 0.92],
  ['98新', 0.86],
  ['95新', 0.78],
  ['9新', 0.68],
]
const COLOURS = ['黑色', '金棕色', '大象灰', '奶白', '酒红', '藏蓝', '银色']

/**
 * The stores of one account's shop on every platform. Deterministic: the same account gets the
 * same listings on every call and every reset (external ids xianyu-1001…, hongbulin-2001…).
 */
export function flitCatalogues(accountId: number, shopName: string): FlitCatalogue[] {
  return FLIT_PLATFORMS.map((platform, platformIndex) => {
    const random = createRandom(accountId * 10 + platformIndex)
    const listings = Array.from({ length: platform.count }, (_, index): FlitListing => {
      const brandIndex = random.int(0, BRANDS.length - 1)
      const model = random.pick(MODELS[brandIndex])
      const [grade, factor] = random.pick(GRADES)
      const colour = random.pick(COLOURS)
      const yuan = Math.round((BRAND_PRICE_YUAN[brandIndex] * factor * (0.85 + random.next() * 0.3)) / 100) * 100
      const photoCount = random.int(1, 3)
      const first = random.int(0, 23)
      return {
        externalId: `${platform.id}-${platform.firstNo + index}`,
        title: `${BRANDS[brandIndex]} ${model} ${colour}`,
        brand: BRANDS[brandIndex],
        model,
        category: BRAND_CATEGORY[brandIndex],
        grade,
        colour,
        photos: Array.from({ length: photoCount }, (_, n) => coverOf(BRAND_CATEGORY[brandIndex], first + n)),
        priceCents: yuan * 100,
      }
    })
    return { id: platform.id, name: platform.name, storeName: `${shopName}的${platform.name}小店`, listings }
  })
}
