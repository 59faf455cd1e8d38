import type { SmuDetail, SmuRejectField, SmuStatus } from '../../src/features/smu/api'
import { DEMO_SHOP_ACCOUNT } from './seed-account'
import type { ProductCatalogue } from './seed-product'
import { skuExtrasOf } from './seed-product'

const HOUR = 3600 * 1000

/** A consignment as stored: its detail without the cover (its first photo), and the review to come. */
export type SmuRecord = Omit<SmuDetail, 'cover'> & {
  accountId: number
  /** When a submitted consignment is reviewed (ms); the verdict applies when read after it. */
  reviewAt: number | null
  verdict: { status: 'listed' | 'rejected'; note: string | null; field?: SmuRejectField | null } | null
}

/** The stock item a seeded consignment copies (the first in-stock item of the demo shop). */
export interface StockPick {
  id: number
  code: string
  title: string
  brand: string
  grade: string
  accessories: string[]
  photos: string[]
  description: string
}

interface Plan {
  status: SmuStatus
  /** Index into the catalogue's SKUs (deterministic ids); null: the stock item. */
  sku: number | null
  grade: string
  start: number | null
  reserve: number | null
  hammer?: number
  reason?: string
  /** What the rejection names (the photos for a blurred set). */
  rejectField?: SmuRejectField
  /** The states it went through, with hours before now. */
  path: [SmuStatus, number, string?][]
}

const REJECT_REASON = '图片不清晰，请补充正面、背面、五金和编码的清晰照片'

const PLANS: Plan[] = [
  { status: 'draft', sku: 0, grade: '98新', start: null, reserve: null, path: [['draft', 3]] },
  { status: 'draft', sku: 5, grade: '', start: 1_200_000, reserve: 1_500_000, path: [['draft', 30]] },
  {
    status: 'in_review',
    sku: null,
    grade: '',
    start: 0,
    reserve: 0,
    path: [
      ['draft', 5],
      ['in_review', 1],
    ],
  },
  {
    status: 'rejected',
    sku: 12,
    grade: '95新',
    start: 800_000,
    reserve: 1_000_000,
    reason: REJECT_REASON,
    rejectField: 'photos',
    path: [
      ['draft', 52],
      ['in_review', 50],
      ['rejected', 46, REJECT_REASON],
    ],
  },
  {
    status: 'listed',
    sku: 20,
    grade: '99新',
    start: 5_000_000,
    reserve: 6_200_000,
    path: [
      ['draft', 80],
      ['in_review', 78],
      ['listed', 72],
    ],
  },
  {
    status: 'sold',
    sku: 33,
    grade: '全新',
    start: 3_000_000,
    reserve: 3_600_000,
    hammer: 4_150_000,
    path: [
      ['draft', 300],
      ['in_review', 298],
      ['listed', 290],
      ['sold', 200],
    ],
  },
  {
    status: 'unsold',
    sku: 41,
    grade: '9新',
    start: 600_000,
    reserve: 900_000,
    path: [
      ['draft', 400],
      ['in_review', 398],
      ['listed', 390],
      ['unsold', 300],
    ],
  },
  {
    status: 'returned',
    sku: 57,
    grade: '85新',
    start: 200_000,
    reserve: 260_000,
    path: [
      ['draft', 600],
      ['in_review', 598],
      ['listed', 590],
      ['unsold', 500],
      ['returned', 430],
    ],
  },
]

/**
 * The demo shop's consignments, one or more in each state, dated back from `now` (the start of
 * the hour when first used: they follow the real clock, like the stock). They name real SKUs of
 * the catalogue and, for the one in review, the shop's first in-stock item (its photos and fields).
 */
export function seedSmu(catalogue: ProductCatalogue, stockItem: StockPick | null, now: number, firstId: number): Record<number, SmuRecord[]> {
  const records: SmuRecord[] = []
  PLANS.forEach((plan, index) => {
    const at = (hours: number) => new Date(now - hours * HOUR).toISOString()
    const timeline = plan.path.map(([status, hours, note]) => ({ status, at: at(hours), note: note ?? null }))
    const base = { accountId: DEMO_SHOP_ACCOUNT, id: firstId + index, status: plan.status, timeline, updatedAt: timeline.at(-1)!.at, reviewAt: null, verdict: null }
    if (plan.sku === null && stockItem) {
      records.push({
        ...base,
        source: 'stock',
        skuId: null,
        stockItemId: stockItem.id,
        stockCode: stockItem.code,
        title: stockItem.title,
        brandName: stockItem.brand,
        grade: stockItem.grade,
        accessories: [...stockItem.accessories],
        photos: stockItem.photos.slice(0, 9),
        description: stockItem.description,
        startPriceCents: 1_000_000,
        reservePriceCents: 1_300_000,
        hammerPriceCents: null,
        rejectReason: null,
        rejectField: null,
      })
      return
    }
    const sku = catalogue.skus[plan.sku ?? 1]
    const photos = skuExtrasOf(sku).photos.slice(0, 4)
    records.push({
      ...base,
      source: 'sku',
      skuId: sku.id,
      stockItemId: null,
      stockCode: null,
      title: sku.name,
      brandName: sku.brandName,
      grade: plan.grade,
      accessories: plan.status === 'draft' ? ['防尘袋'] : ['盒子', '防尘袋', '票据'],
      photos: plan.status === 'draft' && index === 1 ? [] : photos,
      description: plan.status === 'draft' ? '' : '专柜购入，使用次数少，五金无划痕，配件齐全。',
      startPriceCents: plan.start,
      reservePriceCents: plan.reserve,
      hammerPriceCents: plan.hammer ?? null,
      rejectReason: plan.reason ?? null,
      rejectField: plan.rejectField ?? null,
    })
  })
  return { [DEMO_SHOP_ACCOUNT]: records }
}
