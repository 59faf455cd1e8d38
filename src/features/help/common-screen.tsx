import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Photo } from '@/shared/ui/photo'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge, type BadgeTone } from '@/shared/ui/status-badge'
import { ACTIVITY_STATE_TEXT, helpApi, type Activity, type ActivityState } from './api'
import './help.less'

const STATE_TONE: Record<ActivityState, BadgeTone> = { not_started: 'info', running: 'active', ended: 'over' }

function Footer({ activity }: { activity: Activity }) {
  const { action } = activity
  if (!action || activity.state !== 'running') return null
  return <ActionBar actions={[{ key: 'go', text: action.text, kind: 'primary', onTap: () => void navigate(action.path as RoutePath, { query: action.query }) }]} />
}

/** pages/activity/common?id=: an activity by id — banner, rules, what to do, its state on the server's clock. Opens signed out. */
export function CommonScreen() {
  const { record: activity, layout } = useRouteRecord(helpApi.activity, {
    signedIn: false,
    dueAt: (record) => (record.state === 'not_started' ? record.startsAt : record.state === 'running' ? record.endsAt : null),
  })
  return (
    <PageLayout {...layout} footer={activity ? <Footer activity={activity} /> : undefined}>
      {activity && (
        <View className="help-page">
          <Photo className="help-banner" src={activity.banner} mode="aspectFill" />
          <DetailCard title={activity.title} extra={<StatusBadge text={ACTIVITY_STATE_TEXT[activity.state]} tone={STATE_TONE[activity.state]} />}>
            <InfoRow label="活动时间">{`${formatDate(activity.startsAt)} 至 ${formatDate(activity.endsAt)}`}</InfoRow>
            {activity.state === 'not_started' && <Text className="help-faint">{`活动 ${formatDate(activity.startsAt)} 开始，届时可参与`}</Text>}
            {activity.state === 'ended' && <Text className="help-faint">活动已结束，感谢关注</Text>}
          </DetailCard>
          {activity.steps.length > 0 && (
            <DetailCard title="怎么参与">
              {activity.steps.map((step, index) => (
                <Text key={step} className="help-answer">{`${index + 1}. ${step}`}</Text>
              ))}
            </DetailCard>
          )}
          <DetailCard title="活动规则">
            {activity.rules.map((rule) => (
              <Text key={rule} className="help-answer">{`· ${rule}`}</Text>
            ))}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
