import { Text, View } from '@tarojs/components'
import type { FlowActionOptions } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { invalidateCalls } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { StatusBadge, type BadgeTable, type BadgeTone } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { checkCodeApi, type CheckDetail, type CheckEvent, type CheckResult } from './api'
import { CHECK_REFUSALS, CHECK_STATUS_TEXT, NOT_AUTHENTICITY_TEXT, type CheckStatus } from './machine'
import './check-code.less'

const STATUS_TONE: Partial<Record<CheckStatus, BadgeTone>> = { needs_info: 'alert', decoded: 'done', unreadable: 'over', cancelled: 'over' }

/** Each state's badge: alert when the dealer has a step to take. */
export const CHECK_BADGES: BadgeTable<CheckStatus> = Object.fromEntries(
  (Object.keys(CHECK_STATUS_TEXT) as CheckStatus[]).map((status) => [status, { text: CHECK_STATUS_TEXT[status], tone: STATUS_TONE[status] ?? 'active' }]),
) as BadgeTable<CheckStatus>

/** Every code-check list, count and detail may have changed after an action on one request. */
export function changedChecks(): Promise<void> {
  return invalidateCalls(checkCodeApi.list, checkCodeApi.counts, checkCodeApi.detail)
}

/** How every code-check action runs: lists and details refreshed; a state refusal (40960) said in a dialog, then the page reloads. */
export const CHECK_FLOW: FlowActionOptions = { invalidate: changedChecks, refusals: [CHECK_REFUSALS.stateMoved], refusalTitle: '操作未完成' }

export const CREATE_DRAFT_KEY = 'check-code-create'
export const supplementDraftKey = (id: number) => `check-code-supplement-${id}`

export function timelineOf(events: readonly CheckEvent[]): TimelineEvent[] {
  return events.map((event) => ({ title: CHECK_STATUS_TEXT[event.status], at: event.at, note: event.note, warn: event.status === 'needs_info' || event.status === 'cancelled' }))
}

/** The request's head: brand, code as typed, state, number. */
export function CheckHead({ request }: { request: CheckDetail }) {
  return (
    <DetailCard title={<Text className="check-code-title">{`${request.brandName} · ${request.codeText}`}</Text>} extra={<StatusBadge {...CHECK_BADGES[request.status]} />}>
      <InfoRow label="查码单号">{request.no}</InfoRow>
      <InfoRow label="提交时间">{formatDate(request.createdAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
      {request.note && <InfoRow label="备注">{request.note}</InfoRow>}
    </DetailCard>
  )
}

/** The plain statement every result carries: a code shows production facts, not authenticity. */
export function NotAuthenticity({ className }: { className?: string }) {
  return (
    <Note label="查码说明" className={className}>
      {NOT_AUTHENTICITY_TEXT}
    </Note>
  )
}

const BAND_CLASS: Record<CheckResult['confidence'], string> = { 高: 'high', 中: 'mid', 低: 'low' }

/** The decoded result: the production period with every candidate year, the place, notes, the confidence band. */
export function ResultCard({ result }: { result: CheckResult }) {
  const several = result.years.length > 1
  return (
    <DetailCard
      title="生产信息"
      className="check-code-result"
      extra={<Text className={`check-code-band check-code-band--${BAND_CLASS[result.confidence]}`}>{`可信度 ${result.confidence}`}</Text>}
    >
      <InfoRow label="生产时间">
        <Text className="check-code-period">{result.periodText}</Text>
      </InfoRow>
      {several && (
        <View className="check-code-years" role="list" aria-label="可能的生产年份">
          <Text className="check-code-faint">可能的年份（共 {result.years.length} 个）：</Text>
          {result.years.map((year) => (
            <View key={year} role="listitem" className="chip check-code-year">
              {year}
            </View>
          ))}
        </View>
      )}
      <InfoRow label="产地">{result.place}</InfoRow>
      <InfoRow label="读法">{result.reading}</InfoRow>
      {result.notes.map((note) => (
        <Text key={note} className="check-code-faint">
          · {note}
        </Text>
      ))}
      <NotAuthenticity />
    </DetailCard>
  )
}
