import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import type { FlowActionOptions } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { StatusBadge, type BadgeTable, type BadgeTone } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { evaluateApi, type EvaluateDetail, type EvaluateEvent, type EvaluateReport, type SealCheck } from './api'
import { EVALUATE_RELOAD_CODES, EVALUATE_STATUS_TEXT, INCONCLUSIVE_TEXT, METHOD_TEXT, METHOD_TURNAROUND_TEXT, VERDICT_TEXT, type EvaluateStatus } from './machine'
import './evaluate.less'

const STATUS_TONE: Partial<Record<EvaluateStatus, BadgeTone>> = {
  awaiting_payment: 'alert',
  awaiting_shipment: 'alert',
  reported: 'alert',
  returning: 'alert',
  exception: 'alert',
  done: 'done',
  cancelled: 'over',
}

/** Each state's badge: gold while under way, alert when the dealer has a step to take. */
export const EVALUATE_BADGES: BadgeTable<EvaluateStatus> = Object.fromEntries(
  (Object.keys(EVALUATE_STATUS_TEXT) as EvaluateStatus[]).map((status) => [status, { text: EVALUATE_STATUS_TEXT[status], tone: STATUS_TONE[status] ?? 'active' }]),
) as BadgeTable<EvaluateStatus>

/** Every appraisal list, count and detail may have changed after an action on one order. */
export function changedEvaluate(): Promise<void> {
  return invalidateCalls(evaluateApi.list, evaluateApi.counts, evaluateApi.detail)
}

/** How every appraisal action runs: lists and details refreshed; a state refusal said in a dialog, then the page reloads. */
export const EVALUATE_FLOW: FlowActionOptions = { invalidate: changedEvaluate, refusals: EVALUATE_RELOAD_CODES, refusalTitle: '操作未完成' }

export function timelineOf(events: readonly EvaluateEvent[]): TimelineEvent[] {
  return events.map((event) => ({ title: EVALUATE_STATUS_TEXT[event.status], at: event.at, note: event.note, warn: event.status === 'exception' || event.status === 'cancelled' }))
}

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm')

/** The order's head: title, state, number, method and fee; once accepted, the start and the promised time. */
export function OrderHead({ order }: { order: EvaluateDetail }) {
  return (
    <DetailCard title={<Text className="evaluate-title">{order.title}</Text>} extra={<StatusBadge {...EVALUATE_BADGES[order.status]} />}>
      <InfoRow label="订单号">{order.no}</InfoRow>
      <InfoRow label="鉴定方式">{METHOD_TEXT[order.method]}</InfoRow>
      <InfoRow label="鉴定费">{`${yuan(order.feeCents)}${order.paidAt ? '（已支付）' : ''}`}</InfoRow>
      <InfoRow label="时效">{METHOD_TURNAROUND_TEXT[order.method]}</InfoRow>
      {order.acceptedAt && <InfoRow label="受理时间">{at(order.acceptedAt)}</InfoRow>}
      {order.promisedAt && !order.report && <InfoRow label="预计出结果">{at(order.promisedAt)}</InfoRow>}
    </DetailCard>
  )
}

/** The seal (防调包扣) recorded at sending and the one the centre read at receipt; a difference is an exception. */
export function SealCard({ seal, paused = false }: { seal: SealCheck; paused?: boolean }) {
  if (!seal.sent) return null
  return (
    <DetailCard title="防调包扣（封签）">
      <InfoRow label="寄出时登记">
        <Text className="evaluate-seal">{seal.sent}</Text>
      </InfoRow>
      {seal.found && (
        <InfoRow label="签收时读取">
          <Text className={`evaluate-seal ${seal.matched ? '' : 'evaluate-seal--differs'}`}>{seal.found}</Text>
        </InfoRow>
      )}
      {seal.matched === true && <Text className="evaluate-faint">封签号核对一致</Text>}
      {seal.matched === false && paused && (
        <Note label="签收异常">
          封签号与寄出时登记的不一致：鉴定中心已暂停鉴定并封存商品。若封签是您本人更换的，可确认继续鉴定；否则可申请原样退回（运费由平台承担，鉴定费全额退回），或联系客服核实。
        </Note>
      )}
      {seal.matched === false && !paused && <Text className="evaluate-faint">封签号不一致，已按您的选择处理（见状态记录）</Text>}
      {seal.matched === null && <Text className="evaluate-faint">鉴定中心签收时将核对封签号，不一致视为异常</Text>}
    </DetailCard>
  )
}

/** The verdict in words; 无法鉴定 lists what was missing and is never styled as a failure. */
export function VerdictBlock({ report }: { report: EvaluateReport }) {
  return (
    <View aria-label="鉴定结论">
      <Text className={`evaluate-verdict evaluate-verdict--${report.verdict}`}>{VERDICT_TEXT[report.verdict]}</Text>
      {report.verdict === 'inconclusive' && (
        <>
          <Note label="无法鉴定说明">{INCONCLUSIVE_TEXT}</Note>
          <View role="list" aria-label="缺少的内容">
            {report.missing.map((entry) => (
              <View key={entry} role="listitem" className="evaluate-line">
                · {entry}
              </View>
            ))}
          </View>
        </>
      )}
    </View>
  )
}
