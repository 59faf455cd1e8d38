import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { allowedActions, cancelConfirm, useFlowAction, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { Timeline } from '@/shared/ui/timeline'
import { checkCodeApi, type CheckDetail } from './api'
import { CHECK_FLOW, CheckHead, NotAuthenticity, ResultCard, timelineOf } from './shared'

/** The footer: only what the server allows now; a refusal says why and reloads. */
export function CheckActionBar({ request }: { request: CheckDetail }) {
  const action = useFlowAction(CHECK_FLOW)
  const actions = allowedActions(request.actions, [
    {
      when: 'cancel',
      key: 'cancel',
      text: '取消查码',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(checkCodeApi.cancel, { id: request.id }, { handleError: true }), {
          confirm: cancelConfirm('取消查码？', '取消后查码师不再查询，可重新提交。'),
          done: '已取消',
        }),
    },
    { when: 'supplement', key: 'supplement', text: '去补充', kind: 'primary', onTap: () => void navigate('pages/check-code/form/index', { query: { id: request.id } }) },
  ])
  return <ActionBar actions={actions} busy={action.busy} />
}

function StateCard({ request }: { request: CheckDetail }) {
  if (request.status === 'submitted')
    return (
      <DetailCard title="查询中">
        <Text className="check-code-line">查码师正在核对码与照片{request.dueAt ? `，预计 ${formatDate(request.dueAt, 'HH:mm')} 前给出结果` : ''}。</Text>
      </DetailCard>
    )
  if (request.status === 'needs_info')
    return (
      <DetailCard title="查码师需要补充">
        {request.questions.map((question, index) => (
          <Text key={question.key} className="check-code-question">{`${index + 1}. ${question.text}`}</Text>
        ))}
        <View className="check-code-link" role="link" onClick={() => void navigate('pages/check-code/form/index', { query: { id: request.id } })}>
          去补充 ›
        </View>
      </DetailCard>
    )
  if (request.status === 'unreadable')
    return (
      <DetailCard title="无法解读">
        <Text className="check-code-line">{request.unreadableReason}</Text>
        <NotAuthenticity />
        <View className="check-code-link" role="link" onClick={() => void navigate('pages/quality/form/index')}>
          送鉴定（照片或实物）›
        </View>
      </DetailCard>
    )
  if (request.status === 'cancelled')
    return (
      <DetailCard title="已取消">
        <Text className="check-code-line">该查码已取消，如需查询请重新提交。</Text>
      </DetailCard>
    )
  return null
}

export function CheckDetailBody({ request }: { request: CheckDetail }) {
  return (
    <View className="check-code-page">
      <CheckHead request={request} />
      {request.result ? <ResultCard result={request.result} /> : <StateCard request={request} />}
      <DetailCard title="码与照片">
        <InfoRow label="填写的码">{request.codeText}</InfoRow>
        <PhotoRow photos={request.photos} />
      </DetailCard>
      {request.supplements.map((entry) => (
        <DetailCard key={entry.at} title={`补充信息 ${formatDate(entry.at, 'MM-DD HH:mm')}`}>
          {entry.code !== null && <InfoRow label="重新填写的码">{entry.code}</InfoRow>}
          {entry.stampShape !== null && <InfoRow label="外框">{entry.stampShape}</InfoRow>}
          {entry.note && <InfoRow label="说明">{entry.note}</InfoRow>}
          <PhotoRow photos={entry.photos} />
        </DetailCard>
      ))}
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(request.timeline)} />
      </DetailCard>
      {!request.result && request.status !== 'unreadable' && <Note className="check-code-aside">结果只说明码对应的生产信息，不代表商品真伪。</Note>}
    </View>
  )
}

/** pages/check-code/detail?id=: the decoded result (every candidate year), or what the checker asks; the footer only the current state's actions. */
export function CheckCodeDetail() {
  const { remote, layout } = useRouteRecord(checkCodeApi.detail, { watch: (request) => request.status === 'submitted', dueAt: (request) => request.dueAt })
  const request = remote.data
  return (
    <PageLayout {...layout} footer={request && request.actions.length ? <CheckActionBar request={request} /> : undefined}>
      {request && <CheckDetailBody request={request} />}
    </PageLayout>
  )
}
