import { recycleSellerApi } from '../../src/features/recycle/api'
import { smuApi } from '../../src/features/smu/api'
import { mockCall } from '@mocks/lib/call'
import { stockItemByCode } from './stock'

const PHOTOS = ['/mock-images/goods-0.svg', '/mock-images/goods-3.svg', '/mock-images/goods-6.svg']

/** The demo shop consigns its stock piece `code` to auction, submitted for review (寄拍审核中); the consignment's id. */
export async function consignPiece(code: string): Promise<number> {
  const item = stockItemByCode(code)
  const saved = await mockCall(smuApi.save, {
    source: 'stock',
    stockItemId: item.id,
    title: item.title,
    brandName: item.brand,
    grade: '98新',
    accessories: ['盒子'],
    photos: PHOTOS,
    description: '库存寄拍',
  })
  await mockCall(smuApi.setPrice, { id: saved.data.id, startPriceCents: 500_000, reservePriceCents: 600_000 })
  const submitted = await mockCall(smuApi.submit, { id: saved.data.id })
  if (submitted.code !== 200) throw new Error(`consigning ${code}: ${submitted.msg}`)
  return saved.data.id
}

/** The demo shop offers its stock piece `code` for recycling bids (回收中); the order's id. */
export async function recyclePiece(code: string): Promise<number> {
  const item = stockItemByCode(code)
  const offered = await mockCall(recycleSellerApi.offer, {
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
  })
  if (offered.code !== 200) throw new Error(`recycling ${code}: ${offered.msg}`)
  return offered.data.id
}
