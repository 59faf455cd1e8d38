import { Text, View } from '@tarojs/components'
import { PageTicker, useRemaining } from '@/core/clock/ticker'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import type { BuyerOfferDetail, RecycleQuote } from '../api'
import { recycleBuyerApi } from '../api'
import { InspectionCard, ItemCard, RecheckCard, ShipmentCard } from '../parts'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { Timeline } from '@/shared/ui/timeline'
import { priceOrDash, RECYCLE_BADGES, RecycleAuditGuard, timelineOf } from '../shared'
import { useRouteRecord } from '@/shared/flow'
import { BiddingEnd, QUOTE_STATUS_TEXT, STANDING_BADGES } from './common'
import { InspectForm } from './inspect-form'
import { GiveUpButton, QuoteForm } from './quote-form'

/** 有效 · 剩余… / 已过期, as of the page's clock (the server's word once it reloads). */
function Validity({ quote }: { quote: RecycleQuote }) {
  const remaining = useRemaining(quote.validUntil)
  const lapsed = quote.status === 'expired' || (quote.status === 'active' && remaining === 0)
  const text = lapsed ? '已过期' : QUOTE_STATUS_TEXT[quote.status]
  return <Text className={`buyer-validity ${lapsed ? 'buyer-validity--expired' : ''} buyer-validity--${quote.status}`}>{text}</Text>
}

function MyQuote({ quote }: { quote: RecycleQuote }) {
  return (
    <DetailCard title="我的报价" className="buyer-mine" extra={<Validity quote={quote} />}>
      <InfoRow label="报价">
        <Text className="buyer-mine__price">{yuan(quote.priceCents)}</Text>
      </InfoRow>
      <InfoRow label="有效至">{formatDate(quote.validUntil, 'YYYY-MM-DD HH:mm')}</InfoRow>
      {quote.note && <InfoRow label="备注">{quote.note}</InfoRow>}
      {quote.status === 'expired' && <View className="buyer-mine__warn">报价已过期，卖家无法接受；竞价未截止时可重新报价</View>}
    </DetailCard>
  )
}

/** The head: status and my standing, the seller, the price asked, how many quoted and the time left. */
function Summary({ offer }: { offer: BuyerOfferDetail }) {
  const bidding = offer.status === 'bidding'
  return (
    <DetailCard
      title={offer.title}
      extra={
        <View className="buyer-detail__badges">
          <StatusBadge {...RECYCLE_BADGES[offer.status]} className={`recycle-status recycle-status--${offer.status}`} />
          {offer.standing !== 'open' && <StatusBadge {...STANDING_BADGES[offer.standing]} />}
        </View>
      }
    >
      <InfoRow label="单号">{offer.no}</InfoRow>
      <InfoRow label="卖家">{offer.sellerName}</InfoRow>
      <InfoRow label="期望价">
        <Text className="buyer-detail__expected">{priceOrDash(offer.expectedPriceCents, '未填写，按你的判断报价')}</Text>
      </InfoRow>
      <InfoRow label="报价人数">{offer.quoteCount ? `${offer.quoteCount}位买家已报价（报价互不可见）` : '暂无买家报价'}</InfoRow>
      {bidding && offer.biddingEndsAt && (
        <InfoRow label="报价截止">
          {formatDate(offer.biddingEndsAt, 'MM-DD HH:mm')} <BiddingEnd until={offer.biddingEndsAt} />
        </InfoRow>
      )}
    </DetailCard>
  )
}

/** Where quoting stands when the form is not offered (the server's word: no `quote` in actions). */
function QuoteClosed({ offer }: { offer: BuyerOfferDetail }) {
  if (offer.standing === 'gaveup') return <View className="buyer-closed">你已放弃这一单</View>
  if (offer.status === 'bidding') return <View className="buyer-closed">报价已截止{offer.standing === 'quoted' ? '，等待卖家选择' : ''}</View>
  if (offer.standing === 'lost') return <View className="buyer-closed">卖家已选择其他买家的报价</View>
  if (offer.status === 'cancelled') return <View className="buyer-closed">卖家已取消这一单</View>
  if (offer.status === 'unsold') return <View className="buyer-closed">报价已截止，该单已流拍</View>
  return null
}

function Deal({ offer }: { offer: BuyerOfferDetail }) {
  const acceptedCents = offer.myQuote?.priceCents ?? null
  return (
    <>
      {offer.status === 'awaiting_shipment' && <View className="buyer-note">你的报价已被接受，等待卖家发货</View>}
      {offer.shipment && <ShipmentCard shipment={offer.shipment} />}
      {offer.actions.includes('inspect') && <InspectForm offer={offer} />}
      {offer.inspection && <InspectionCard inspection={offer.inspection} acceptedCents={acceptedCents} />}
      {offer.recheck && <RecheckCard recheck={offer.recheck} />}
      {offer.status === 'inspected' && <View className="buyer-note">验货结果已提交，等待卖家确认</View>}
    </>
  )
}

function Body({ offer }: { offer: BuyerOfferDetail }) {
  const { item } = offer
  const quoting = offer.actions.includes('quote')
  return (
    <View className="buyer-detail">
      {item.photos.length > 0 && <PhotoCarousel photos={item.photos} label={item.title} />}
      <Summary offer={offer} />
      {/* The photos are in the carousel above. */}
      <ItemCard item={{ ...item, photos: [] }} />
      {offer.myQuote && <MyQuote quote={offer.myQuote} />}
      {quoting ? <QuoteForm offer={offer} /> : <QuoteClosed offer={offer} />}
      {!quoting && offer.actions.includes('giveup') && <GiveUpButton offer={offer} />}
      {offer.standing === 'won' && <Deal offer={offer} />}
      {offer.timeline.length > 0 && (
        <DetailCard title="状态记录">
          <Timeline events={timelineOf(offer.timeline)} />
        </DetailCard>
      )}
    </View>
  )
}

/**
 * Asked again while things move without me: quoting (the deadline, how many quoted) and my
 * item to come (the seller's shipment, then the 验货 form once it is signed for).
 */
const watched = (offer: BuyerOfferDetail) => offer.status === 'bidding' || (offer.standing === 'won' && (offer.status === 'awaiting_shipment' || offer.status === 'in_transit'))

function QuoteDetailScreen() {
  const { remote, layout } = useRouteRecord(recycleBuyerApi.detail, { watch: watched })
  return (
    <PageLayout {...layout}>
      {remote.data && (
        <PageTicker>
          <Body offer={remote.data} />
        </PageTicker>
      )}
    </PageLayout>
  )
}

/**
 * pages/recycle/buyer/quote/detail?id= (报价详情): the item, the time left to quote and my
 * quote with its form; once I won: the parcel, 验货 and its result; the timeline.
 */
export function BuyerQuoteDetail() {
  return (
    <RecycleAuditGuard>
      <QuoteDetailScreen />
    </RecycleAuditGuard>
  )
}
