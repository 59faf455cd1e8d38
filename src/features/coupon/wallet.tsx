import type { ReactNode } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { serverNow } from '@/core/clock'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { useFlowAction } from '@/shared/flow'
import { formatDateTime } from '@/shared/format/time'
import { useApiQuery } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { StateView } from '@/shared/ui/state-view'
import { StatusBadge, type BadgeEntry } from '@/shared/ui/status-badge'
import { PagedQueryRows, TabbedList } from '@/shared/ui/tabbed-list'
import { COUPON_REFUSALS, couponApi, WALLET_TABS, type HeldCoupon, type OfferedCoupon, type WalletTab } from './api'
import { heldValidityText, offerValidityText, thresholdText, serviceOf, valueText } from './face'
import '@/shared/ui/title-row'
import './coupon.less'

type CouponTab = WalletTab | 'offers'
const TABS: { key: CouponTab; label: string }[] = [...WALLET_TABS.map((tab) => ({ key: tab.key as CouponTab, label: tab.title })), { key: 'offers', label: '领券中心' }]

const HELD_BADGES: Record<HeldCoupon['status'], BadgeEntry> = {
  unused: { text: '未使用', tone: 'active' },
  locked: { text: '待支付订单使用中', tone: 'info' },
  used: { text: '已使用', tone: 'done' },
  expired: { text: '已过期', tone: 'over' },
}
const OFFER_ACTION: Record<OfferedCoupon['action'], string> = { claim: '领取', use: '去使用', claimed: '已领取', gone: '已领完' }
const EMPTY: Record<WalletTab, string> = { usable: '暂无可用优惠券，去领券中心看看', used: '还没有使用过优惠券', expired: '没有过期的优惠券' }

/** The coupon's face: value, threshold, title, scope, validity and its rules. */
function CouponFace({ coupon, validity, badge, action }: { coupon: OfferedCoupon | HeldCoupon; validity: string; badge?: BadgeEntry; action?: ReactNode }) {
  const faded = 'status' in coupon && (coupon.status === 'used' || coupon.status === 'expired')
  return (
    <ListCard
      className={`coupon-card ${faded ? 'coupon-card--faded' : ''}`}
      cover={
        <View className="list-card__cover coupon-card__value">
          <Text className="coupon-card__amount">{valueText(coupon)}</Text>
          <Text className="coupon-card__threshold">{thresholdText(coupon)}</Text>
        </View>
      }
    >
      <View className="title-row">
        <Text className="list-card__title title-row__title">{coupon.title}</Text>
        {badge && <StatusBadge {...badge} />}
      </View>
      <Text className="coupon-card__meta">{`适用：${coupon.scopeText}`}</Text>
      <Text className="coupon-card__meta">{`有效期：${validity}`}</Text>
      {coupon.rules.map((rule) => (
        <Text key={rule} className="coupon-card__rule">
          {`· ${rule}`}
        </Text>
      ))}
      {'usedAt' in coupon && coupon.usedAt && <Text className="coupon-card__meta">{`${formatDateTime(coupon.usedAt)} 用于订单 ${coupon.usedOn ?? ''}`}</Text>}
      {'lockedBy' in coupon && coupon.lockedBy && <Text className="coupon-card__meta">{`订单 ${coupon.lockedBy} 待支付，取消或超时后退回`}</Text>}
      {action}
    </ListCard>
  )
}

function OfferList() {
  const offers = useApiQuery(couponApi.offers, undefined, { signedIn: true })
  const { busy, run } = useFlowAction({ invalidate: [couponApi.offers, couponApi.counts, couponApi.wallet], refusals: [COUPON_REFUSALS.soldOut, COUPON_REFUSALS.limitReached] })
  const tap = (offer: OfferedCoupon) => {
    if (offer.action === 'use') return void navigate(serviceOf(offer))
    if (offer.action !== 'claim') return
    void run(() => callApi(couponApi.claim, { templateId: offer.templateId }, { handleError: true }), { done: '领取成功', failed: '领取失败，请稍后重试' })
  }
  if (!offers.data) return <StateView status={offers.status === 'error' ? 'error' : 'loading'} error={offers.error} onRetry={() => void offers.reload()} />
  if (!offers.data.length) return <StateView status="empty" emptyText="暂无可领取的优惠券" />
  return (
    <View className="paged-rows">
      {offers.data.map((offer) => (
        <CouponFace
          key={offer.templateId}
          coupon={offer}
          validity={offerValidityText(offer)}
          action={
            <Button
              className={`coupon-card__action coupon-card__action--${offer.action}`}
              disabled={busy || offer.action === 'claimed' || offer.action === 'gone'}
              onClick={() => tap(offer)}
            >
              {OFFER_ACTION[offer.action]}
            </Button>
          }
        />
      ))}
    </View>
  )
}

/** pages/activity/coupon?tab=: 可用 / 已使用 / 已过期 with counts, and 领券中心; pull-down refresh. */
export function CouponScreen() {
  const counts = useApiQuery(couponApi.counts, undefined, { signedIn: true })
  return (
    <TabbedList tabs={TABS} count={(key) => (key === 'offers' ? undefined : counts.data?.[key])}>
      {(key) =>
        key === 'offers' ? (
          <OfferList />
        ) : (
          <PagedQueryRows
            call={couponApi.wallet}
            params={{ pageSize: 20, tab: key }}
            empty={key === 'usable' ? { title: EMPTY.usable } : EMPTY[key]}
            rowKey={(coupon) => coupon.couponId}
            renderRow={(coupon) => (
              <CouponFace
                coupon={coupon}
                validity={heldValidityText(coupon)}
                badge={HELD_BADGES[coupon.status]}
                action={
                  // 去使用 once it can be used (a coupon not started yet says its dates).
                  coupon.status === 'unused' && Date.parse(coupon.startAt) <= serverNow() ? (
                    <Button className="coupon-card__action coupon-card__action--use" onClick={() => void navigate(serviceOf(coupon))}>
                      去使用
                    </Button>
                  ) : undefined
                }
              />
            )}
          />
        )
      }
    </TabbedList>
  )
}
