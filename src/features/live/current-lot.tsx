import { Text, View } from '@tarojs/components'
import type { LotDetail, LotSummary } from '@/features/auction'
import { nextBid, myStateBadge } from '@/features/auction'
import { yuan } from '@/shared/format/money'
import { Countdown } from '@/shared/ui/countdown'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'

/** The least next bid: the server's when the lot's detail is there, else the ladder's from the summary. */
export function nextBidOf(lot: LotSummary | LotDetail): number {
  return 'nextBidCents' in lot ? lot.nextBidCents : nextBid(lot.currentPriceCents, lot.startPriceCents)
}

export interface CurrentLotCardProps {
  lot: LotSummary | LotDetail
  onOpen?: () => void
}

/** The lot under the hammer: photo, 第N号, title, prices, time left on the server's clock, standing. */
export function CurrentLotCard({ lot, onOpen }: CurrentLotCardProps) {
  const live = lot.status === 'live'
  const mine = myStateBadge(lot.myState)
  return (
    <ListCard
      flat
      className="live-lot"
      cover={<Photo className="list-card__cover live-lot__photo" src={lot.cover} mode="aspectFill" alt={lot.title} />}
      onClick={onOpen}
      linkLabel={onOpen ? `查看第${lot.lotNo}号拍品详情` : undefined}
    >
      <View className="live-lot__head">
        <Text className="live-lot__no">第{lot.lotNo}号</Text>
        {lot.extendCount > 0 && <StatusBadge text="延时" tone="info" />}
        {mine && <StatusBadge {...mine} />}
      </View>
      <Text className="live-lot__title">{lot.title}</Text>
      <Text className="live-muted">
        {lot.brandName} · {lot.grade} · {lot.bidCount}次出价
      </Text>
      <View className="live-lot__prices">
        <Text className="live-price live-price--big">{lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `当前价 ${yuan(lot.currentPriceCents)}`}</Text>
        {live && <Text className="live-muted">下一口 {yuan(nextBidOf(lot))}</Text>}
      </View>
      {live && <Countdown until={lot.endAt} prefix="剩余" dueText="即将落槌，等待结果…" className="live-remaining live-lot__clock" />}
    </ListCard>
  )
}
