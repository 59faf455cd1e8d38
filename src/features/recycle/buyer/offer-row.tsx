import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { ListCard } from '@/shared/ui/list-card'
import { Photo } from '@/shared/ui/photo'
import type { BuyerOffer } from '../api'
import { RECYCLE_STATUS_TEXT } from '../machine'
import { StatusBadge } from '@/shared/ui/status-badge'
import { priceOrDash, RECYCLE_BADGES } from '../shared'
import { BiddingEnd, rangeText, STANDING_BADGES } from './common'
import '@/shared/ui/title-row'

function Cover({ offer }: { offer: BuyerOffer }) {
  return offer.cover ? (
    <Photo className="list-card__cover buyer-card__cover" src={offer.cover} mode="aspectFill" lazyLoad />
  ) : (
    <View className="list-card__cover buyer-card__cover recycle-no-cover">无图</View>
  )
}

/** What my quote says now: with 有效至 only while it can still be accepted; a withdrawn one, neutral, under 已放弃. */
function MyQuoteLine({ offer }: { offer: BuyerOffer }) {
  const quote = offer.myQuote
  if (offer.standing === 'gaveup') return <Text className="buyer-card__meta">已放弃{quote ? ` · 撤回的报价 ${yuan(quote.priceCents)}` : ''}</Text>
  if (!quote) return null
  if (quote.status === 'active') {
    return (
      <Text className="buyer-card__mine">
        我的报价 {yuan(quote.priceCents)} · 有效至 {formatDate(quote.validUntil, 'MM-DD HH:mm')}
      </Text>
    )
  }
  // Won: where the order is now (待发货, 运输中, 待验货…) beside the price.
  if (quote.status === 'accepted')
    return (
      <Text className="buyer-card__mine">
        中标价 {yuan(quote.priceCents)} · {RECYCLE_STATUS_TEXT[offer.status]}
      </Text>
    )
  return <Text className="buyer-card__meta">我的报价 {yuan(quote.priceCents)}</Text>
}

/**
 * A row of the buyer's quote lists and of the zone: the item, its seller, the expected price,
 * how many quoted and the time left to quote; with my quote and where I stand once I quoted.
 */
export const BuyerOfferRow = memo(function BuyerOfferRow({ offer }: { offer: BuyerOffer }) {
  const bidding = offer.status === 'bidding'
  return (
    <ListCard className="buyer-card" cover={<Cover offer={offer} />} onClick={() => void navigate('pages/recycle/buyer/quote/detail/index', { query: { id: offer.id } })}>
      <View className="title-row">
        <Text className="list-card__title title-row__title">{offer.title}</Text>
        {offer.standing === 'open' ? (
          <StatusBadge {...RECYCLE_BADGES[offer.status]} className={`recycle-status recycle-status--${offer.status}`} />
        ) : (
          <StatusBadge {...STANDING_BADGES[offer.standing]} />
        )}
      </View>
      <Text className="buyer-card__meta">
        {offer.sellerName} · {offer.brandName} · {offer.grade}
      </Text>
      <Text className="buyer-card__meta">
        期望价 {priceOrDash(offer.expectedPriceCents, '未填写')}
        {bidding && offer.standing !== 'gaveup' ? ` · ${offer.quoteCount ? `${offer.quoteCount}位买家已报价` : '暂无报价，抢先报价'}` : ''}
      </Text>
      <MyQuoteLine offer={offer} />
      {bidding && offer.biddingEndsAt && <BiddingEnd until={offer.biddingEndsAt} />}
    </ListCard>
  )
})

/** A row of the pre-quote list: the item from photos, the expected price and my range once given. */
export const PreOfferRow = memo(function PreOfferRow({ offer }: { offer: BuyerOffer }) {
  return (
    <ListCard className="buyer-card" cover={<Cover offer={offer} />} onClick={() => void navigate('pages/recycle/buyer/quote/pre/detail/index', { query: { id: offer.id } })}>
      <View className="title-row">
        <Text className="list-card__title title-row__title">{offer.title}</Text>
        <StatusBadge {...RECYCLE_BADGES[offer.status]} className={`recycle-status recycle-status--${offer.status}`} />
      </View>
      <Text className="buyer-card__meta">
        {offer.sellerName} · {offer.brandName} · {offer.grade}
      </Text>
      <Text className="buyer-card__meta">期望价 {priceOrDash(offer.expectedPriceCents, '未填写')}</Text>
      {offer.myPreQuote ? (
        <Text className="buyer-card__mine">
          我的估价 {rangeText(offer.myPreQuote)} · 有效至 {formatDate(offer.myPreQuote.validUntil, 'MM-DD')}
        </Text>
      ) : (
        <Text className="buyer-card__hint">看图给出估价区间</Text>
      )}
    </ListCard>
  )
})
