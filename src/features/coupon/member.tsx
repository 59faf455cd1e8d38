import { useEffect } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { navigate, navigateUrl } from '@/core/navigation'
import { stripPath } from '@/core/routes'
import { useSession } from '@/core/session/store'
import { reloadUserInfo } from '@/features/member'
import { useFlowAction } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { couponApi, type MemberPlan } from './api'
import './coupon.less'

const BEIJING = 8 * 3600 * 1000
const MEMBER_PAGE = 'pages/activity/member/index'

/** 有效期至 YYYY-MM-DD 23:59:59 in Beijing time, whatever the phone's zone. */
export function expiryText(iso: string): string {
  return new Date(Date.parse(iso) + BEIJING).toISOString().slice(0, 19).replace('T', ' ')
}

function badgeOf(plan: MemberPlan) {
  if (plan.status === 1) return { text: '已开通', tone: 'active' as const }
  return plan.expiresAt ? { text: '已过期', tone: 'over' as const } : { text: '未开通', tone: 'info' as const }
}

/**
 * Once the server's memberships differ from the session's memberSendList (a renewal just paid),
 * the user info is asked again: the mine tab and the permission dialogs read it at once.
 */
function useMemberSync(plans: MemberPlan[] | undefined): void {
  const sends = useSession((state) => state.userInfo?.memberSendList)
  const stale = Boolean(plans && sends && plans.some((plan) => (sends.find((send) => send.code === plan.code)?.status ?? 0) !== plan.status))
  useEffect(() => {
    if (stale) reloadUserInfo().catch(reportError)
  }, [stale])
}

function PlanCard({ plan, buying, onBuy }: { plan: MemberPlan; buying: boolean; onBuy: (plan: MemberPlan) => void }) {
  const verb = plan.expiresAt ? '续费' : '开通'
  // The tips' button: its link when it leads elsewhere, else buying here.
  const tapTips = () => (stripPath(plan.btnLink) === MEMBER_PAGE ? onBuy(plan) : void navigateUrl(plan.btnLink))
  return (
    <DetailCard title={plan.name} extra={<StatusBadge {...badgeOf(plan)} />} className="member-card">
      {plan.expiresAt && <InfoRow label="有效期至" value={`${expiryText(plan.expiresAt)}${plan.status === 1 ? `（剩余${plan.daysLeft}天）` : ''}`} />}
      <View className="member-card__tips">
        <Text className="member-card__tips-text">{plan.expiredTips}</Text>
        <Button className="coupon-card__action coupon-card__action--use" onClick={tapTips}>
          {`立即${verb}`}
        </Button>
      </View>
      <Text className="member-card__label">会员权益</Text>
      {plan.benefits.map((benefit) => (
        <Text key={benefit} className="coupon-card__meta">
          {`· ${benefit}`}
        </Text>
      ))}
      <InfoRow label={`${verb}价格`} value={`${yuan(plan.priceCents)} / ${plan.termDays}天`} />
      <InfoRow label={`${verb}后到期`} value={expiryText(plan.renewedExpiresAt)} />
      <Button className="member-card__buy" disabled={buying} onClick={() => onBuy(plan)}>
        {`${verb}${plan.name} ${yuan(plan.priceCents)}`}
      </Button>
    </DetailCard>
  )
}

/**
 * pages/activity/member?code=: the shop (P0015) and account (P0016) memberships: what each gives,
 * its state and expiry with days left, the expiry tips and their button; buying or renewing goes
 * through the cashier with the new expiry shown before paying. Back from paying, the session's
 * user info follows.
 */
export function MemberScreen() {
  const { params } = useRouter()
  const centre = useApiQuery(couponApi.members, undefined, { signedIn: true })
  useMemberSync(centre.data?.plans)
  const { busy, run } = useFlowAction({ invalidate: [couponApi.members] })
  const plans = [...(centre.data?.plans ?? [])].sort((a, b) => Number(b.code === params.code) - Number(a.code === params.code))
  const buy = (plan: MemberPlan) => {
    const verb = plan.expiresAt ? '续费' : '开通'
    void run(() => callApi(couponApi.buyMember, { code: plan.code }, { handleError: true }), {
      confirm: {
        title: `${verb}${plan.name}`,
        content: `支付 ${yuan(plan.priceCents)}，${verb}后有效期至 ${expiryText(plan.renewedExpiresAt)}（以支付时间计算）`,
        confirmText: '去支付',
      },
      failed: '下单失败，请稍后重试',
      after: (order) => navigate('pages/order/cash/index', { query: { payOrderNo: order.payOrderNo } }),
    })
  }
  return (
    <PageLayout status={centre.status} error={centre.error} onRetry={() => void centre.reload()}>
      {centre.data && (
        <View className="member">
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} buying={busy} onBuy={buy} />
          ))}
          <Note label="会员说明">续费时长从当前有效期结束后顺延；已过期的从支付当天起算。支付可使用会员优惠券。</Note>
        </View>
      )}
    </PageLayout>
  )
}
