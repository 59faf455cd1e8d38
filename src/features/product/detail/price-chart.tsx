import { Text, View } from '@tarojs/components'
import { yuan, yuanCompact } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import type { SkuDeal } from '../api'
import './price-chart.less'

/** At most this many deals are drawn (the newest); the list below shows them all. */
export const CHART_DEALS = 20

/**
 * Deal prices over time as bars, oldest on the left: each bar's height is its price between
 * the lowest and the highest, so the trend shows at a glance. Plain views (no chart library):
 * the same on every platform, and cheap.
 */
export function PriceChart({ deals }: { deals: SkuDeal[] }) {
  const shown = deals.slice(0, CHART_DEALS).reverse()
  if (shown.length < 2) return null
  const prices = shown.map((deal) => deal.priceCents)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const height = (cents: number) => (high === low ? 60 : 20 + ((cents - low) / (high - low)) * 80)
  return (
    <View className="price-chart" role="img" aria-label={`近${shown.length}笔成交价，最低${yuan(low)}，最高${yuan(high)}`}>
      <View className="price-chart__scale">
        <Text>{yuanCompact(high)}</Text>
        <Text>{yuanCompact(low)}</Text>
      </View>
      <View className="price-chart__bars">
        {shown.map((deal, index) => (
          <View key={`${deal.at}-${index}`} className="price-chart__bar" style={{ height: `${height(deal.priceCents)}%` }} />
        ))}
      </View>
      <View className="price-chart__axis">
        <Text>{formatDateTime(shown[0].at, 'MM-DD')}</Text>
        <Text>{formatDateTime(shown[shown.length - 1].at, 'MM-DD')}</Text>
      </View>
    </View>
  )
}
