import { View } from '@tarojs/components'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { memberApplyApi, type ApplyOverview } from '../api'
import { useGrantedSync } from '../use-granted-sync'
import { ApplyForm } from './apply-form'
import { DepositCard, useStartDeposit } from './deposit-card'
import { ApplyBanner, Bullets, DOCUMENTS, GRANTS, REVIEW_POLL_MS } from './shared'
import './apply.less'

const isOpen = (overview: ApplyOverview | undefined) => overview?.latest?.status === 'submitted' || overview?.latest?.status === 'in_review'

interface Step {
  text: string
  onClick: () => void
  loading?: boolean
}

/** The one next step of the account's standing (the page's only primary button). */
function nextStep(overview: ApplyOverview, granted: GrantedStep | null): Step {
  const latest = overview.latest
  if (latest?.status === 'rejected' && overview.canApply) {
    return { text: '重新申请', onClick: () => void navigate('pages/member/apply/home/index', { query: { reapplyId: latest.id } }) }
  }
  if (overview.canApply) return { text: '立即申请', onClick: () => void navigate('pages/member/apply/home/index', { query: { form: 1 } }) }
  if (latest && isOpen(overview)) return { text: '查看申请进度', onClick: () => void navigate('pages/member/apply/detail/index', { query: { id: latest.id } }) }
  if (granted) return granted
  return { text: '去看看平台成交价', onClick: () => void navigate('pages/product/brand-filter/index') }
}

type GrantedStep = Step & { note: string }

/**
 * Approved: pay the trading deposit while it is unpaid (it gates 捡漏), else 去交易 (the trade
 * tab). Null under audit mode (nothing offers a payment or trading), or while not granted.
 */
function useGrantedStep(granted: boolean, audit: boolean): GrantedStep | null {
  const on = granted && !audit
  const deposit = useApiQuery(memberApplyApi.deposit, undefined, { signedIn: true, enabled: on })
  const pay = useStartDeposit(deposit.reload)
  if (!on) return null
  if (deposit.data && !deposit.data.paid) {
    return {
      text: `缴纳保证金 ${yuan(deposit.data.amountCents)}`,
      onClick: pay.start,
      loading: pay.busy,
      note: `下一步：缴纳交易保证金 ${yuan(deposit.data.amountCents)}，即可参与捡漏抢购`,
    }
  }
  return { text: '去交易', onClick: () => void navigate('pages/home/trade/index'), note: '下一步：去交易，参与平台拍卖、捡漏与同行回收' }
}

function Overview() {
  // An application waiting for review: its state is asked again while the page shows.
  const remote = useApiQuery(memberApplyApi.overview, undefined, { signedIn: true, pollMs: (overview) => (isOpen(overview) ? REVIEW_POLL_MS : undefined) })
  const data = remote.data
  useGrantedSync(data?.granted)
  // Audit mode (spec section 4): nothing here offers or prices a payment.
  const audit = useAuditMode()
  const granted = useGrantedStep(Boolean(data?.granted), audit)
  const step = data && nextStep(data, granted)
  const nextNote = granted && <View className="apply-banner__next">{granted.note}</View>
  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      footer={step && <ActionBar actions={[{ key: 'next', text: step.text, kind: 'primary', onTap: step.onClick, loading: step.loading }]} />}
    >
      {data && (
        <View className="apply-page">
          {data.latest ? (
            <ApplyBanner apply={data.latest}>
              {data.granted && nextNote}
              <View className="apply-banner__actions">
                <View className="apply-banner__link" role="button" onClick={() => void navigate('pages/member/apply/detail/index', { query: { id: data.latest!.id } })}>
                  查看详情
                </View>
                <View className="apply-banner__link" role="button" onClick={() => void navigate('pages/member/apply/list/index')}>
                  申请记录
                </View>
              </View>
            </ApplyBanner>
          ) : data.granted ? (
            <ApplyBanner apply={{ status: 'approved', rejectReason: null, reviewedAt: null, submittedAt: '' }}>{nextNote}</ApplyBanner>
          ) : (
            <View className="apply-banner apply-banner--muted">
              <View className="apply-banner__title">未开通交易权限</View>
              <View className="apply-banner__desc">{data.accountName}：提交资料并通过审核后即可参与平台交易</View>
            </View>
          )}
          {/* Paying is the footer's one button: the card shows the state. */}
          {data.granted && !audit && <DepositCard />}
          <DetailCard title={data.granted ? '交易权限包括' : '开通后可以'}>
            <Bullets items={GRANTS} />
          </DetailCard>
          {/* Approved: what an application needs and how it is reviewed no longer concern the dealer. */}
          {!data.granted && (
            <>
              <DetailCard title="需要准备的资料">
                <Bullets items={DOCUMENTS} />
              </DetailCard>
              <DetailCard title="审核说明">
                <Bullets items={['提交后平台在1–3个工作日内完成审核', '同一时间只能有一份申请在审核中', '未通过的申请可按驳回原因修改后重新申请']} />
                <View className="apply-link" role="button" onClick={() => void navigate('pages/guide/buyer/index')}>
                  如何成为平台买家 ›
                </View>
              </DetailCard>
            </>
          )}
        </View>
      )}
    </PageLayout>
  )
}

/** pages/member/apply/home: the trading permission, the account's standing and the way to apply (?form=1, ?reapplyId=). */
export function ApplyHome() {
  const { params } = useCurrentRoute()
  const reapplyId = Number(params.reapplyId) || 0
  if (reapplyId > 0 || params.form === '1') return <ApplyForm reapplyId={reapplyId} />
  return <Overview />
}
