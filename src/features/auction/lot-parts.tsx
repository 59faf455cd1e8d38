import { Text, View } from '@tarojs/components'
import { priceOr, yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import type { LotDetail } from './api'
import { extendRuleText } from './extend-rules'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'

export function reserveText(lot: LotDetail): string {
  if (!lot.hasReserve) return '无保留价'
  return lot.reserveMet ? '已达保留价' : '未达保留价'
}

/** 延时拍: the rule, and how often and from when a late bid moved the end. */
export function ExtendInfo({ lot }: { lot: LotDetail }) {
  if (!lot.extendable) return null
  return (
    <View className="auction-extend">
      <Text className="auction-card__meta">延时拍：{extendRuleText(lot.extendWindowSeconds, lot.extendBySeconds, lot.maxExtends)}</Text>
      {lot.extendCount > 0 && (
        <Text className="auction-card__meta auction-extend__count">
          已延时{lot.extendCount}次 · 原定 {formatDateTime(lot.originalEndAt, 'MM-DD HH:mm:ss')} 结拍，现 {formatDateTime(lot.endAt, 'MM-DD HH:mm:ss')}
        </Text>
      )}
    </View>
  )
}

/** Where the dealer stands, in a banner: 领先 / 出局 while open; won, lost or unsold after. */
export function Standing({ lot }: { lot: LotDetail }) {
  const price = priceOr(lot.currentPriceCents, '')
  const banner = (kind: string, title: string, sub?: string) => (
    <View className={`auction-standing auction-standing--${kind}`} role="status">
      {title}
      {sub && <Text className="auction-standing__sub">{sub}</Text>}
    </View>
  )
  if (lot.status === 'unsold') return banner('unsold', '流拍', lot.myState === 'lost' ? '未达保留价，本拍品流拍；保证金结拍后退还' : '未达保留价，本拍品流拍')
  if (lot.myState === 'leading' && !lot.reserveMet) {
    return banner('below-reserve', `领先（未达保留价） · 您的出价 ${price}`, '结拍时仍未达保留价，本拍品将流拍')
  }
  if (lot.myState === 'leading') return banner('leading', `领先 · 您的出价 ${price}`, '有人出价更高时会提示您')
  if (lot.myState === 'outbid') return banner('outbid', `出局 · 当前价 ${price}`, '已有同行出价更高，可继续出价')
  if (lot.myState === 'won') {
    // The hammer price; the win's amount is what is due (the deposit offset from it).
    if (lot.win?.paid) return banner('won', `已拍中 · 成交价 ${price}`, '已支付，等待卖家发货')
    return banner('won', `恭喜拍中 · 成交价 ${price}`, lot.win ? `请于 ${formatDateTime(lot.win.payDeadline, 'MM-DD HH:mm')} 前付款，逾期保证金将被扣除` : undefined)
  }
  if (lot.myState === 'lost') return banner('lost', `未拍中 · 成交价 ${price}`, '保证金结拍后退还')
  if (lot.status === 'sold') return banner('lost', `已成交 · 成交价 ${price}`)
  return null
}

/** Prices and facts of the lot. */
export function LotFacts({ lot }: { lot: LotDetail }) {
  const open = lot.status === 'live' || lot.status === 'upcoming'
  return (
    <DetailCard className="auction-lot-facts">
      <InfoRow label="起拍价">{yuan(lot.startPriceCents)}</InfoRow>
      <InfoRow label="当前价">{priceOr(lot.currentPriceCents, '暂无出价')}</InfoRow>
      {open && <InfoRow label="加价幅度">{yuan(lot.incrementCents)}</InfoRow>}
      {open && <InfoRow label="下一口可出价">{yuan(lot.nextBidCents)}</InfoRow>}
      <InfoRow label="出价次数">{lot.bidCount}次</InfoRow>
      <InfoRow label="保留价">{reserveText(lot)}</InfoRow>
      <InfoRow label="成色">{lot.grade || '未标注'}</InfoRow>
      <InfoRow label="配件">{lot.accessories.length ? lot.accessories.join('、') : '无'}</InfoRow>
      <InfoRow label="所属专场">
        {lot.sessionTitle} · 第{lot.lotNo}号
      </InfoRow>
      <InfoRow label="寄拍商家">{lot.consignor.name}</InfoRow>
    </DetailCard>
  )
}

/** The bid history, newest first: masked bidders, the dealer's own as 我, extending bids tagged 延时. */
export function BidHistory({ lot }: { lot: LotDetail }) {
  return (
    <DetailCard className="auction-bids" title={`出价记录（${lot.bidCount}）`}>
      {lot.bids.length === 0 && <Text className="auction-card__meta">暂无出价，起拍价 {yuan(lot.startPriceCents)}</Text>}
      {lot.bids.map((entry, index) => (
        <View key={entry.id} className={`auction-bids__row ${entry.mine ? 'auction-bids__row--mine' : ''}`}>
          <Text className="auction-bids__who">{entry.mine ? '我' : entry.bidder}</Text>
          <Text className="auction-bids__amount">{yuan(entry.amountCents)}</Text>
          {index === 0 && <Text className="auction-bids__lead">{lot.status === 'sold' ? '成交' : '领先'}</Text>}
          {entry.auto && <StatusBadge text="代理" tone="active" />}
          {entry.extended && <StatusBadge text="延时" tone="info" />}
          <Text className="auction-bids__at">{formatDateTime(entry.at, 'MM-DD HH:mm:ss')}</Text>
        </View>
      ))}
    </DetailCard>
  )
}
