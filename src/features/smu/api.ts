import * as v from 'valibot'
import { defineCall, orNull, pageOf, params, type PageQuery } from '@/core/api/define'

/**
 * Consigning to auction (smu, 我的拍品): the dealer hands an item (a catalogue SKU or one of the
 * shop's own stock items) to the platform's auctions. A consignment is a draft until submitted,
 * then reviewed; once listed, the auction decides sold or unsold. Money in cents. See
 * docs/api.md, "Consignments (smu)", for the state machine.
 */

export const SMU_STATUSES = ['draft', 'in_review', 'rejected', 'listed', 'sold', 'unsold', 'returned', 'withdrawn'] as const
export type SmuStatus = (typeof SMU_STATUSES)[number]

export const SMU_STATUS_TEXT: Record<SmuStatus, string> = {
  draft: '草稿',
  in_review: '审核中',
  rejected: '未通过',
  listed: '已上拍',
  sold: '已成交',
  unsold: '已流拍',
  returned: '已退回',
  withdrawn: '已撤回',
}

/** Where the item came from: the catalogue (a SKU) or the shop's stock (its photos and fields copied). */
export const SmuSource = v.picklist(['sku', 'stock'])
export type SmuSource = v.InferOutput<typeof SmuSource>

/** What a rejection names to fix: the form's step that holds it opens first on 修改后重新提交. */
export const SMU_REJECT_FIELDS = ['photos', 'description', 'grade', 'accessories', 'prices'] as const
export type SmuRejectField = (typeof SMU_REJECT_FIELDS)[number]

export const SmuSummary = v.object({
  id: v.number(),
  status: v.picklist(SMU_STATUSES),
  source: SmuSource,
  title: v.string(),
  brandName: v.string(),
  /** The first photo; '' when there is none yet. */
  cover: v.string(),
  grade: v.string(),
  startPriceCents: orNull(v.number()),
  reservePriceCents: orNull(v.number()),
  /** The price it sold at (sold only). */
  hammerPriceCents: orNull(v.number()),
  /** Why the review refused it (rejected only). */
  rejectReason: orNull(v.string()),
  /** The part the rejection is about (rejected only; null when it names none). */
  rejectField: orNull(v.picklist(SMU_REJECT_FIELDS)),
  /** ISO time of the last change. */
  updatedAt: v.string(),
})
export type SmuSummary = v.InferOutput<typeof SmuSummary>

/** One change of state: when, and for a rejection the reason. */
export const SmuEvent = v.object({
  status: v.picklist(SMU_STATUSES),
  at: v.string(),
  note: orNull(v.string()),
})
export type SmuEvent = v.InferOutput<typeof SmuEvent>

export const SmuDetail = v.object({
  ...SmuSummary.entries,
  skuId: orNull(v.number()),
  stockItemId: orNull(v.number()),
  /** The stock item's code (ZP00001) when it came from stock. */
  stockCode: orNull(v.string()),
  accessories: v.array(v.string()),
  photos: v.array(v.string()),
  description: v.string(),
  /** Oldest first. */
  timeline: v.array(SmuEvent),
})
export type SmuDetail = v.InferOutput<typeof SmuDetail>

export const SmuCounts = v.object(Object.fromEntries(SMU_STATUSES.map((status) => [status, v.number()])) as Record<SmuStatus, v.NumberSchema<undefined>>)
export type SmuCounts = v.InferOutput<typeof SmuCounts>

/** What the form saves as a draft (create without id, update with it). */
export interface SmuDraftInput {
  id?: number
  source: SmuSource
  skuId?: number | null
  stockItemId?: number | null
  title: string
  brandName: string
  grade: string
  accessories: string[]
  photos: string[]
  description: string
}

export interface SmuPriceInput {
  id: number
  startPriceCents: number
  reservePriceCents: number
}

export interface SmuListQuery extends PageQuery {
  /** One state; all when left out. */
  status?: SmuStatus
}

const Id = v.object({ id: v.number() })

export const smuApi = {
  /** The signed-in account's consignments, newest change first. */
  list: defineCall('GET', '/product/smu/list', pageOf(SmuSummary), params<SmuListQuery>()),
  /** How many consignments are in each state. */
  counts: defineCall('GET', '/product/smu/counts', SmuCounts),
  /** One consignment with its status timeline. 404 when not the account's. */
  detail: defineCall('GET', '/product/smu/detail', SmuDetail, params<{ id: number }>()),
  /** Creates a draft (no id) or updates one in draft or rejected (a rejected one becomes a draft again). */
  save: defineCall('POST', '/product/smu/save', SmuDetail, params<SmuDraftInput>()),
  /** Sets the start and reserve prices (draft or rejected). */
  setPrice: defineCall('POST', '/product/smu/price', SmuDetail, params<SmuPriceInput>()),
  /** Hands it in for review: needs photos, a grade and prices. */
  submit: defineCall('POST', '/product/smu/submit', SmuDetail, params<{ id: number }>()),
  /** Takes it back while not yet listed (draft, in review or rejected). */
  withdraw: defineCall('POST', '/product/smu/withdraw', SmuDetail, params<{ id: number }>()),
  /** Deletes a draft. */
  remove: defineCall('POST', '/product/smu/delete', Id, params<{ id: number }>()),
}
