import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { priceOr } from '@/shared/format/money'
import { Photo } from '@/shared/ui/photo'
import type { TradePickCard } from '../api'

function PickCard({ sku }: { sku: TradePickCard }) {
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
 * 行情好货: the catalogue's most traded models (the SKU list's 成交最多 order, in the trade tab's reply), above the fold with
 * the live lots; 更多 opens the catalogue. Nothing while it loads or when it fails.
 */
export function CataloguePicks({ picks: list }: { picks: readonly TradePickCard[] }) {
  const row = useRef<HTMLElement>(null)
  useEffect(() => {
    // H5: the row scrolls sideways; keyboard users reach it by focus (as the page itself).
    if (process.env.TARO_ENV === 'h5') row.current?.setAttribute('tabindex', '0')
  }, [list.length])
  if (!list.length) return null
  return (
    <View className="trade-home__section" role="region" aria-label="行情好货">
      <View className="trade-home__section-head">
        <Text className="trade-home__section-title">行情好货</Text>
        <Text className="trade-home__more" onClick={() => void navigate('pages/product/sku/list/index')}>
          更多 ›
        </Text>
      </View>
      <View className="trade-home__picks" ref={row}>
        {list.map((sku) => (
          <PickCard key={sku.id} sku={sku} />
        ))}
      </View>
    </View>
  )
}
