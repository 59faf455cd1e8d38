import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { Photo } from '@/shared/ui/photo'
import type { SkuSummary } from '../api'
import { lockedPriceText } from './price-gate'
import './sku-card.less'

export const skuCardId = (id: number) => `sku-${id}`

/** One SKU of the catalogue: cover, name, brand and category, reference price (or why not), deals. */
export const SkuCard = memo(function SkuCard({ sku, signedIn }: { sku: SkuSummary; signedIn: boolean }) {
  return (
    <View id={skuCardId(sku.id)} className="sku-card" onClick={() => navigate('pages/product/sku/detail/index', { query: { id: sku.id } })}>
      <Photo className="sku-card__cover" src={sku.cover} mode="aspectFill" alt={sku.name} />
      <View className="sku-card__body">
        <Text className="sku-card__name">{sku.name}</Text>
        <Text className="sku-card__meta">
          {sku.brandName} · {sku.category}
        </Text>
        <View className="sku-card__foot">
          {sku.refPriceCents === null ? (
            <Text className="sku-card__locked">{lockedPriceText(signedIn)}</Text>
          ) : (
            <Text className="sku-card__price">{`参考价 ${yuan(sku.refPriceCents)}`}</Text>
          )}
          <Text className="sku-card__deals">{sku.dealCount ? `近90天成交 ${sku.dealCount}` : '暂无成交'}</Text>
        </View>
      </View>
    </View>
  )
})
