import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { PageTicker } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import type { LotDetail } from './api'
import { BidBar, useLotLive } from './bidding'
import { BidHistory, ExtendInfo, LotFacts, Standing } from './lot-parts'
import { DepositLine } from './session-header'
import { AuctionAuditGuard, LotStatusBadge, LotTime, Tags, yuan } from './shared'

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

/** After the close: the won lot's payment through the cashier (或 已支付). */
function WinFooter({ lot }: { lot: LotDetail }) {
  if (!lot.win) return null
  if (lot.win.paid) return <View className='auction-footer-note'>已支付 {yuan(lot.win.amountCents)}</View>
  const payOrderNo = lot.win.payOrderNo
  return (
    <Button type='primary' block onClick={() => void navigate('pages/order/pay/index', { query: { payOrderNo } })}>
      去付款 {yuan(lot.win.amountCents)}
    </Button>
  )
}

function footerOf(lot: LotDetail | undefined, apply: (fresh: LotDetail) => void) {
  if (!lot) return undefined
  if (lot.status === 'live' || lot.status === 'upcoming') return <BidBar lot={lot} onLot={apply} />
  return lot.win ? <WinFooter lot={lot} /> : undefined
}

function LotDetailScreen() {
  const { params } = useCurrentRoute()
  const { lot, remote, apply } = useLotLive(Number(params.id))
  useShare(() => ({ title: lot ? `拍品 ${lot.title}` : '竞拍详情', imageUrl: lot?.cover, path: 'pages/product/auction/detail/index', params: { id: params.id ?? '' } }))
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={footerOf(lot, apply)}>
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
