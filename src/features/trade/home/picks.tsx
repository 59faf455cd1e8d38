import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { productApi, type SkuSummary } from '@/features/product'
import { priceOr } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { Photo } from '@/shared/ui/photo'

/** How many catalogue picks the tab shows (one swipeable row). */
export const PICK_COUNT = 6

function PickCard({ sku }: { sku: SkuSummary }) {
  return (
    <View className="trade-home__pick" onClick={() => void navigate('pages/product/sku/detail/index', { query: { id: sku.id } })}>
      <Photo className="trade-home__pick-cover" src={sku.cover} mode="aspectFill" lazyLoad />
      <Text className="trade-home__pick-name">{sku.name}</Text>
      {sku.refPriceCents === null ? (
        <Text className="trade-home__pick-meta">近90天成交 {sku.dealCount} 笔</Text>
      ) : (
        <Text className="trade-home__pick-price">{priceOr(sku.refPriceCents, '')}</Text>
      )}
    </View>
  )
}

/**
 * 行情好货: the catalogue's most traded models (the SKU list's 成交最多 order), above the fold with
 * the live lots; 更多 opens the catalogue. Nothing while it loads or when it fails.
 */
export function CataloguePicks() {
  const picks = useApiQuery(productApi.skuList, { page: 1, pageSize: PICK_COUNT, sort: 'deals' })
  const list = picks.data?.list ?? []
  if (!list.length) return null
  return (
    <View className="trade-home__section" role="region" aria-label="行情好货">
      <View className="trade-home__section-head">
        <Text className="trade-home__section-title">行情好货</Text>
        <Text className="trade-home__more" onClick={() => void navigate('pages/product/sku/list/index')}>
          更多 ›
        </Text>
      </View>
      <View className="trade-home__picks">
        {list.map((sku) => (
          <PickCard key={sku.id} sku={sku} />
        ))}
      </View>
    </View>
  )
}
