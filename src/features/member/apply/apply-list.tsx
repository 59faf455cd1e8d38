import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { APPLICANT_TYPE_TEXT, memberApplyApi, type ApplySummary } from '../api'
import { StatusTag } from './shared'
import './apply.less'

function ApplyCard({ apply }: { apply: ApplySummary }) {
  return (
    <View className='apply-item' role='link' onClick={() => void navigate('pages/member/apply/detail/index', { query: { id: apply.id } })}>
      <View className='apply-item__head'>
        <Text className='apply-item__name'>{apply.companyName}</Text>
        <StatusTag status={apply.status} />
      </View>
      <View className='apply-item__meta'>
        {APPLICANT_TYPE_TEXT[apply.applicantType]} · 申请编号 {apply.applyNo} · {formatDate(apply.submittedAt)} 提交
      </View>
      {apply.status === 'rejected' && apply.rejectReason && <View className='apply-item__reason'>驳回原因：{apply.rejectReason}</View>}
    </View>
  )
}

/** pages/member/apply/list: the account's applications, newest first. */
export function ApplyList() {
  const list = usePagedQuery(memberApplyApi.list, { pageSize: 20 }, { signedIn: true })
  return (
    <PageLayout status={list.status} error={list.error} emptyText='还没有申请记录' onRetry={list.reload}>
      <View className='apply-page'>
        {list.items.map((apply) => (
          <ApplyCard key={apply.id} apply={apply} />
        ))}
        <ListFooter list={list} />
      </View>
    </PageLayout>
  )
}
