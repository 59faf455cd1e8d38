import { View } from '@tarojs/components'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { memberApplyApi, type ApplyOverview } from '../api'
import { useGrantedSync } from '../use-granted-sync'
import { ApplyForm } from './apply-form'
import { DepositCard } from './deposit-card'
import { ApplyBanner, Bullets, DOCUMENTS, GRANTS, REVIEW_POLL_MS } from './shared'
import './apply.less'

const isOpen = (overview: ApplyOverview | undefined) => overview?.latest?.status === 'submitted' || overview?.latest?.status === 'in_review'

/** The one next step of the account's standing. */
function nextStep(overview: ApplyOverview): { text: string; onClick: () => void } {
  const latest = overview.latest
  if (latest?.status === 'rejected' && overview.canApply) {
    return { text: '重新申请', onClick: () => void navigate('pages/member/apply/home/index', { query: { reapplyId: latest.id } }) }
  }
  if (overview.canApply) return { text: '立即申请', onClick: () => void navigate('pages/member/apply/home/index', { query: { form: 1 } }) }
  if (latest && isOpen(overview)) return { text: '查看申请进度', onClick: () => void navigate('pages/member/apply/detail/index', { query: { id: latest.id } }) }
  return { text: '去看看平台成交价', onClick: () => void navigate('pages/product/brand-filter/index') }
}

function Overview() {
  // An application waiting for review: its state is asked again while the page shows.
  const remote = useApiQuery(memberApplyApi.overview, undefined, { signedIn: true, pollMs: (overview) => (isOpen(overview) ? REVIEW_POLL_MS : undefined) })
  const data = remote.data
  useGrantedSync(data?.granted)
  const step = data && nextStep(data)
  // Audit mode (spec section 4): nothing here offers or prices a payment.
  const audit = useAuditMode()
  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      footer={step && <ActionBar actions={[{ key: 'next', text: step.text, kind: 'primary', onTap: step.onClick }]} />}
    >
      {data && (
        <View className="apply-page">
          {data.latest ? (
            <ApplyBanner apply={data.latest}>
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
            <ApplyBanner apply={{ status: 'approved', rejectReason: null, reviewedAt: null, submittedAt: '' }} />
          ) : (
            <View className="apply-banner apply-banner--muted">
              <View className="apply-banner__title">未开通交易权限</View>
              <View className="apply-banner__desc">{data.accountName}：提交资料并通过审核后即可参与平台交易</View>
            </View>
          )}
          {data.granted && !audit && <DepositCard />}
          <DetailCard title="开通后可以">
            <Bullets items={GRANTS} />
          </DetailCard>
          <DetailCard title="需要准备的资料">
            <Bullets items={DOCUMENTS} />
          </DetailCard>
          <DetailCard title="审核说明">
            <Bullets items={['提交后平台在1–3个工作日内完成审核', '同一时间只能有一份申请在审核中', '未通过的申请可按驳回原因修改后重新申请']} />
            <View className="apply-link" role="button" onClick={() => void navigate('pages/guide/buyer/index')}>
              如何成为平台买家 ›
            </View>
          </DetailCard>
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
