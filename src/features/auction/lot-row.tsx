import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { LotSummary } from './api'
import { LOT_BADGES, myStateBadge, reserveHint } from './badges'
import { LotTime } from './shared'

/**
 * One lot of a session. Memoized: the list re-renders only rows whose data changed; the countdown
 * inside is a leaf that reads the page's ticker, so a tick repaints 200 small texts, not 200 rows.
 */
export const LotRow = memo(function LotRow({ lot }: { lot: LotSummary }) {
  const closed = lot.status === 'sold' || lot.status === 'unsold'
  const mine = myStateBadge(lot.myState, lot.reserveMet)
  const reserve = reserveHint(lot)
  return (
    <ListCard
      className="auction-card auction-lot"
      cover={<Photo className="list-card__cover auction-card__cover" src={lot.cover} mode="aspectFill" lazyLoad />}
      onClick={() => void navigate('pages/product/auction/detail/index', { query: { id: lot.id } })}
    >
      <View className="auction-card__head">
        <Text className="list-card__title">
          第{lot.lotNo}号 {lot.title}
        </Text>
        {closed ? <StatusBadge {...LOT_BADGES[lot.status]} /> : mine && <StatusBadge {...mine} />}
      </View>
      <Text className="auction-card__meta">
        {lot.brandName} · {lot.grade}
      </Text>
      <Text className="auction-card__price">
        {lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `${lot.status === 'sold' ? '成交价' : '当前价'} ${yuan(lot.currentPriceCents)}`}
        {reserve && <Text className={`auction-reserve ${lot.reserveMet ? '' : 'auction-reserve--unmet'}`}>{reserve}</Text>}
      </Text>
      <View className="auction-card__foot">
        <Text className="auction-card__meta">
          {lot.bidCount}次出价{lot.extendCount ? ` · 已延时${lot.extendCount}次` : ''}
        </Text>
        <LotTime lot={lot} />
      </View>
    </ListCard>
  )
})
