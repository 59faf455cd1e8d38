import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PagedQueryRows } from '@/shared/ui/tabbed-list'
import { APPLICANT_TYPE_TEXT, memberApplyApi, type ApplySummary } from '../api'
import { APPLY_BADGES } from './shared'
import './apply.less'

function ApplyRow({ apply }: { apply: ApplySummary }) {
  return (
    <View className="apply-item" role="link" onClick={() => void navigate('pages/member/apply/detail/index', { query: { id: apply.id } })}>
      <DetailCard title={apply.companyName} extra={<StatusBadge {...APPLY_BADGES[apply.status]} />}>
        <View className="apply-item__meta">
          {APPLICANT_TYPE_TEXT[apply.applicantType]} · 申请编号 {apply.applyNo} · {formatDate(apply.submittedAt)} 提交
        </View>
        {apply.status === 'rejected' && apply.rejectReason && <View className="apply-item__reason">驳回原因：{apply.rejectReason}</View>}
      </DetailCard>
    </View>
  )
}

/** pages/member/apply/list: the account's applications, newest first. */
export function ApplyList() {
  return (
    <PageLayout>
      <PagedQueryRows call={memberApplyApi.list} params={{ pageSize: 20 }} empty="还没有申请记录" className="apply-page" renderRow={(apply) => <ApplyRow apply={apply} />} />
    </PageLayout>
  )
}
