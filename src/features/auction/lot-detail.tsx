import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { useShare } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import type { LotDetail } from './api'
import { useLotLive } from './bidding'
import { lotFooter } from './lot-footer'
import { BidHistory, ExtendInfo, LotFacts, Standing } from './lot-parts'
import { DepositLine } from './session-header'
import { AuctionAuditGuard, LotStatusBadge, LotTime, Tags } from './shared'

function Head({ lot }: { lot: LotDetail }) {
  return (
    <View className='auction-box auction-lot-head'>
      <View className='auction-card__head'>
        <Text className='auction-lot-head__title'>{lot.title}</Text>
        <LotStatusBadge status={lot.status} />
      </View>
      <Text className='auction-card__meta'>
        {lot.brandName} · {lot.grade} · 第{lot.lotNo}号
      </Text>
      <Tags extendable={lot.extendable} />
      <View className='auction-lot-head__price'>
        {lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `${lot.status === 'sold' ? '成交价' : '当前价'} ${yuan(lot.currentPriceCents)}`}
      </View>
      <View className='auction-lot-head__time'>
        <LotTime lot={lot} />
      </View>
      <ExtendInfo lot={lot} />
    </View>
  )
}

function LotDetailScreen() {
  const { params } = useCurrentRoute()
  const { lot, remote, apply } = useLotLive(Number(params.id))
  useShare(() => ({ title: lot ? `拍品 ${lot.title}` : '竞拍详情', imageUrl: lot?.cover, path: 'pages/product/auction/detail/index', params: { id: params.id ?? '' } }))
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={lotFooter(lot, apply)}>
      {lot && (
        <PageTicker>
          {lot.photos.length > 0 && <PhotoCarousel photos={lot.photos} label={lot.title} />}
          <Standing lot={lot} />
          <Head lot={lot} />
          <LotFacts lot={lot} />
          <View className='auction-box'>
            {lot.deposit ? (
              <DepositLine amountCents={lot.deposit.amountCents} deposit={lot.deposit} open={lot.status === 'live' || lot.status === 'upcoming'} sessionId={lot.sessionId} lotId={lot.id} />
            ) : (
              <Text className='auction-card__meta'>参与竞拍需缴纳本场保证金，登录后可查看和缴纳</Text>
            )}
          </View>
          <BidHistory lot={lot} />
          {lot.description && (
            <View className='auction-box'>
              <View className='auction-box__title'>拍品描述</View>
              <Text className='auction-card__meta'>{lot.description}</Text>
            </View>
          )}
        </PageTicker>
      )}
    </PageLayout>
  )
}

/** pages/product/auction/detail?id: one lot live on the server's clock, its bids, and bidding. */
export function AuctionLotDetail() {
  return (
    <AuctionAuditGuard>
      <LotDetailScreen />
    </AuctionAuditGuard>
  )
}
