import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import type { FlowActionOptions } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { StatusBadge, type BadgeTable, type BadgeTone } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { qualityApi, type PublicReport, type QualityEvent, type SlotPhoto } from './api'
import { INCONCLUSIVE_TEXT, METHOD_TEXT, QUALITY_REFUSALS, QUALITY_STATUS_TEXT, VERDICT_TEXT, type QualityStatus, type Verdict } from './machine'
import './quality.less'

const STATUS_TONE: Partial<Record<QualityStatus, BadgeTone>> = { awaiting_payment: 'alert', awaiting_shipment: 'alert', reported: 'done', cancelled: 'over' }

export const QUALITY_BADGES: BadgeTable<QualityStatus> = Object.fromEntries(
  (Object.keys(QUALITY_STATUS_TEXT) as QualityStatus[]).map((status) => [status, { text: QUALITY_STATUS_TEXT[status], tone: STATUS_TONE[status] ?? 'active' }]),
) as BadgeTable<QualityStatus>

/** 无法鉴定 is info (a next step), never a failure's red. */
const VERDICT_TONE: Record<Verdict, BadgeTone> = { authentic: 'done', counterfeit: 'alert', inconclusive: 'info' }

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return <StatusBadge text={VERDICT_TEXT[verdict]} tone={VERDICT_TONE[verdict]} className={`quality-verdict quality-verdict--${verdict}`} />
}

export function changedQuality(): Promise<void> {
  return invalidateCalls(qualityApi.list, qualityApi.detail, qualityApi.report)
}

/** Every inspection action: lists and details refreshed; a refusal of the state said, then reloaded. */
export const QUALITY_FLOW: FlowActionOptions = { invalidate: changedQuality, refusalTitle: '操作未完成', refusals: [409, QUALITY_REFUSALS.moved, QUALITY_REFUSALS.notInconclusive] }

export function timelineOf(events: readonly QualityEvent[]): TimelineEvent[] {
  return events.map((event) => ({ title: QUALITY_STATUS_TEXT[event.status], at: event.at, note: event.note, warn: event.status === 'cancelled' }))
}

/** The checklist's photos, each labelled by its slot; a tap shows them full screen. */
export function SlotPhotos({ photos }: { photos: readonly SlotPhoto[] }) {
  const urls = photos.map((photo) => photo.url)
  return (
    <View className="quality-slots" role="list" aria-label="鉴定照片">
      {photos.map((photo, index) => (
        <View key={photo.slot} className="quality-slots__cell" role="listitem" onClick={() => void previewPhotos(urls, index)}>
          <Photo className="quality-slots__photo" src={photo.url} mode="aspectFill" alt={photo.label} />
          <Text className="quality-slots__label">{photo.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** What to do after 无法鉴定: the missing slots, said as the next step. */
export function MissingNote({ missing }: { missing: readonly { slot: string; label: string }[] }) {
  return (
    <Note label="需补充的照片">
      {INCONCLUSIVE_TEXT}
      {missing.length > 0 && `。缺少：${missing.map((entry) => entry.label).join('、')}`}
    </Note>
  )
}

/** The report as everyone sees it: number, verdict, item, photos, people, date, method, notes, scope. */
export function ReportBody({ report }: { report: PublicReport }) {
  const revoked = report.status === 'revoked'
  return (
    <>
      <DetailCard title={<Text className="quality-title">鉴定报告</Text>} extra={<VerdictBadge verdict={report.verdict} />}>
        <InfoRow label="报告编号">{report.reportNo}</InfoRow>
        <InfoRow label="报告状态">
          <Text className={revoked ? 'quality-revoked' : 'quality-valid'}>{revoked ? '已撤销' : '有效'}</Text>
        </InfoRow>
        <InfoRow label="鉴定结论">{VERDICT_TEXT[report.verdict]}</InfoRow>
        <InfoRow label="鉴定方式">{`${METHOD_TEXT[report.method]}鉴定`}</InfoRow>
        <InfoRow label="签发日期">{formatDate(report.issuedAt, 'YYYY-MM-DD')}</InfoRow>
        {revoked && <Note>该报告已被撤销，结论不再有效。</Note>}
        {report.verdict === 'inconclusive' && <MissingNote missing={report.missing} />}
      </DetailCard>
      <DetailCard title="鉴定商品">
        <InfoRow label="品牌">{report.item.brandName}</InfoRow>
        <InfoRow label="型号">{report.item.model}</InfoRow>
        <InfoRow label="品类">{report.item.category}</InfoRow>
        {report.item.colour && <InfoRow label="颜色">{report.item.colour}</InfoRow>}
        {report.item.material && <InfoRow label="材质">{report.item.material}</InfoRow>}
      </DetailCard>
      <DetailCard title="鉴定照片">
        <SlotPhotos photos={report.photos} />
      </DetailCard>
      <DetailCard title="鉴定说明">
        {report.notes && <InfoRow label="备注">{report.notes}</InfoRow>}
        <InfoRow label="鉴定师">{report.inspector}</InfoRow>
        <InfoRow label="复核">{report.reviewer}</InfoRow>
        <Text className="quality-scope">{report.scope}</Text>
      </DetailCard>
    </>
  )
}
