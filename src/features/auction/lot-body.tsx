import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { PageTicker } from '@/core/clock/ticker'
import { useShare, type ShareParams } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { useRouteId } from '@/shared/flow'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { LotDetail } from './api'
import { LOT_BADGES } from './badges'
import { ProxyCard, useLotLive } from './bidding'
import { lotFooter } from './lot-footer'
import { BidHistory, ExtendInfo, LotFacts, Standing } from './lot-parts'
import { DepositBanner } from './deposit-banner'
import { LotTime, Tags } from './shared'

function priceText(lot: LotDetail): string {
  if (lot.currentPriceCents === null) return `起拍价 ${yuan(lot.startPriceCents)}`
  return `${lot.status === 'sold' ? '成交价' : '当前价'} ${yuan(lot.currentPriceCents)}`
}

function Head({ lot, kicker, extra }: { lot: LotDetail; kicker?: string; extra?: ReactNode }) {
  return (
    <DetailCard className="auction-lot-head" title={lot.title} extra={<StatusBadge {...LOT_BADGES[lot.status]} />}>
      {kicker && <Text className="auction-lot-head__kicker">{kicker}</Text>}
      <Text className="auction-card__meta">
        {lot.brandName} · {lot.grade}
        {kicker ? '' : ` · 第${lot.lotNo}号`}
      </Text>
      <Tags extendable={lot.extendable} />
      <View className="auction-lot-head__price">{priceText(lot)}</View>
      <View className="auction-lot-head__time">
        <LotTime lot={lot} />
      </View>
      <ExtendInfo lot={lot} />
      {extra}
    </DetailCard>
  )
}

/** On entry, above everything: the deposit the lot's session needs and the dealer's, 去缴纳 before any bid (paid, the cashier returns to this lot). */
function Deposit({ lot }: { lot: LotDetail }) {
  return (
    <DetailCard className="auction-lot-deposit">
      <DepositBanner amountCents={lot.depositCents} deposit={lot.deposit} open={lot.status === 'live' || lot.status === 'upcoming'} sessionId={lot.sessionId} lotId={lot.id} />
    </DetailCard>
  )
}

export interface LotScreenProps {
  /** Above the brand line instead of the lot's number there (直播拍品 · 第N号). */
  kicker?: (lot: LotDetail) => string
  /** At the foot of the head (the way back to the live room). */
  headExtra?: ReactNode
  /** What sharing the page sends: the route's lot id, and the lot once known. */
  share: (id: string, lot: LotDetail | undefined) => ShareParams
}

/**
 * The page of one lot (the auction's and the live room's): the lot live on the server's clock
 * (useLotLive), where the dealer stands, its head, facts, deposit, bids and description, and the
 * bid bar or the win's payment as the footer.
 */
export function LotScreen({ kicker, headExtra, share }: LotScreenProps) {
  const id = useRouteId()
  const { lot, remote, apply } = useLotLive(id ?? 0)
  useShare(() => share(id === undefined ? '' : String(id), lot))
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={lotFooter(lot, apply)}>
      {/* Mounted with the lot: its first tick is on the server's clock just measured. */}
      {lot && (
        <PageTicker>
          <Deposit lot={lot} />
          {lot.photos.length > 0 && <PhotoCarousel photos={lot.photos} label={lot.title} />}
          <Standing lot={lot} />
          <Head lot={lot} kicker={kicker?.(lot)} extra={headExtra} />
          <ProxyCard lot={lot} onLot={apply} />
          <LotFacts lot={lot} />
          <BidHistory lot={lot} />
          {lot.description && (
            <DetailCard title="拍品描述">
              <Text className="auction-card__meta">{lot.description}</Text>
            </DetailCard>
          )}
        </PageTicker>
      )}
    </PageLayout>
  )
}
