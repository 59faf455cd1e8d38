import { View } from '@tarojs/components'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { priceOrDash } from '../shared'
import type { RecycleItem } from '../api'
import './parts.less'

export interface ItemCardProps {
  item: RecycleItem
  /** The seller's asking price; the row is left out when undefined. */
  expectedPriceCents?: number | null
  title?: string
}

/** The item as offered: photos (tap to view), brand, category, grade, accessories, source, description. */
export function ItemCard({ item, expectedPriceCents, title = '商品信息' }: ItemCardProps) {
  return (
    <DetailCard title={title} className="recycle-item-card">
      <View className="recycle-item-card__title">{item.title}</View>
      <PhotoRow photos={item.photos} />
      <InfoRow label="品牌">{item.brandName}</InfoRow>
      <InfoRow label="品类">{item.category}</InfoRow>
      <InfoRow label="成色">{item.grade}</InfoRow>
      <InfoRow label="配件">{item.accessories.length ? item.accessories.join('、') : '无'}</InfoRow>
      <InfoRow label="来源">{item.source === 'stock' ? `库存商品${item.stockCode ? ` ${item.stockCode}` : ''}` : '新录入'}</InfoRow>
      {item.description && <InfoRow label="描述">{item.description}</InfoRow>}
      {expectedPriceCents !== undefined && <InfoRow label="期望价">{priceOrDash(expectedPriceCents, '未填写')}</InfoRow>}
    </DetailCard>
  )
}
