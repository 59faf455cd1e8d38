import { Text, View } from '@tarojs/components'
import { yuan, yuanCompact } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import type { SkuDeal } from '../api'
import './price-chart.less'

/** At most this many deals are drawn (the newest); the list below shows them all. */
export const CHART_DEALS = 20
/** The axis spans at least this share of the middle price: a 3% wobble never fills the chart. */
export const MIN_SPAN_SHARE = 0.2

/** 1, 2, 2.5 or 5 times a power of ten, in cents, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)))
  return [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power
}

/**
 * The price axis, the way 得物's price trend draws it: a range around the deals (not from ¥0,
 * which would flatten every line) that is padded, at least MIN_SPAN_SHARE of the middle price
 * wide, on round ticks that are all labelled, so a swing reads as the share it is.
 */
export function chartRange(prices: number[]): { low: number; high: number; ticks: number[] } {
  const min = Math.min(...prices)
  const max = Math.max(...prices)
  const mid = (min + max) / 2
  const span = Math.max(max - min, mid * MIN_SPAN_SHARE)
  const step = niceStep((span * 1.2) / 3)
  const low = Math.max(0, Math.floor((mid - span * 0.6) / step) * step)
  const high = Math.ceil((mid + span * 0.6) / step) * step
  const ticks: number[] = []
  for (let tick = high; tick >= low; tick -= step) ticks.push(tick)
  return { low, high, ticks }
}

/**
 * Deal prices over time as points, oldest on the left, on a labelled axis (chartRange). Plain
 * views (no chart library): the same on every platform, and cheap.
 */
export function PriceChart({ deals }: { deals: SkuDeal[] }) {
  const shown = deals.slice(0, CHART_DEALS).reverse()
  if (shown.length < 2) return null
  const prices = shown.map((deal) => deal.priceCents)
  const { low, high, ticks } = chartRange(prices)
  const at = (cents: number) => `${((cents - low) / (high - low)) * 100}%`
  return (
    <View className="price-chart" role="img" aria-label={`近${shown.length}笔成交价，最低${yuan(Math.min(...prices))}，最高${yuan(Math.max(...prices))}`}>
      <View className="price-chart__plot">
        {ticks.map((tick) => (
          <View key={tick} className="price-chart__grid" style={{ bottom: at(tick) }}>
            <Text className="price-chart__tick">{yuanCompact(tick)}</Text>
          </View>
        ))}
        {shown.map((deal, index) => (
          <View key={`${deal.at}-${index}`} className="price-chart__point" style={{ left: `${(index / (shown.length - 1)) * 100}%`, bottom: at(deal.priceCents) }} />
        ))}
      </View>
      <View className="price-chart__axis">
        <Text>{formatDateTime(shown[0].at, 'MM-DD')}</Text>
        <Text className="price-chart__range">
          纵轴 {yuanCompact(low)}–{yuanCompact(high)}
          {low > 0 ? '，非零起点' : ''}
        </Text>
        <Text>{formatDateTime(shown[shown.length - 1].at, 'MM-DD')}</Text>
      </View>
    </View>
  )
}
