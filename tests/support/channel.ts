import { recycleSellerApi, type OfferInput } from '../../src/features/recycle/api'
import { smuApi } from '../../src/features/smu/api'
import { mockCall } from '@mocks/lib/call'
import { stockItemByCode } from './stock'

const PHOTOS = ['/mock-images/goods-0.svg', '/mock-images/goods-3.svg', '/mock-images/goods-6.svg']

type Piece = ReturnType<typeof stockItemByCode>

/** A from-stock consignment draft of `item` (what the 寄拍 form saves). */
export function consignDraftInput(item: Piece) {
  return {
    source: 'stock' as const,
    stockItemId: item.id,
    title: item.title,
    brandName: item.brand,
    grade: '98新',
    accessories: ['盒子'],
    photos: PHOTOS,
    description: '库存寄拍',
  }
}

/** A from-stock recycling offer of `item` open to bids. */
export function recycleOfferInput(item: Piece): OfferInput {
  return {
    source: 'stock',
    stockItemId: item.id,
    title: item.title,
    brandName: item.brand,
    category: item.category,
    grade: '98新',
    accessories: ['盒子'],
    photos: PHOTOS,
    description: '库存回收',
    expectedPriceCents: 1_000_000,
    mode: 'bidding',
  }
}

/** Saves, prices and submits a consignment of `item` (寄拍审核中); the mock's reply to the submit and the id. */
export async function submitConsignment(item: Piece) {
  const saved = await mockCall(smuApi.save, consignDraftInput(item))
  if (saved.code !== 200) throw new Error(`consigning ${item.code}: ${saved.msg}`)
  await mockCall(smuApi.setPrice, { id: saved.data.id, startPriceCents: 500_000, reservePriceCents: 600_000 })
  return { id: saved.data.id as number, submitted: await mockCall(smuApi.submit, { id: saved.data.id }) }
}

/** The demo shop consigns its stock piece `code` to auction, submitted for review (寄拍审核中); the consignment's id. */
export async function consignPiece(code: string): Promise<number> {
  const { id, submitted } = await submitConsignment(stockItemByCode(code))
  if (submitted.code !== 200) throw new Error(`consigning ${code}: ${submitted.msg}`)
  return id
}

/** The demo shop offers its stock piece `code` for recycling bids (回收中); the order's id. */
export async function recyclePiece(code: string): Promise<number> {
  const offered = await mockCall(recycleSellerApi.offer, recycleOfferInput(stockItemByCode(code)))
  if (offered.code !== 200) throw new Error(`recycling ${code}: ${offered.msg}`)
  return offered.data.id
}
