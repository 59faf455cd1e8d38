import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { accountStorageKey } from '@/core/session/expiry'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import type { FlowActionOptions } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { StatusBadge, type BadgeTable, type BadgeTone } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { maintainApi, type CreateInput, type MaintainDetail, type MaintainEvent, type Reception } from './api'
import { MAINTAIN_STATUS_TEXT, NOT_LISTED_TEXT, serviceOf, WARRANTY_DAYS, type MaintainStatus } from './machine'
import './maintain.less'

const STATUS_TONE: Partial<Record<MaintainStatus, BadgeTone>> = {
  done: 'done',
  returned: 'over',
  returning: 'over',
  return_requested: 'over',
  cancelled: 'over',
  diagnosed: 'alert',
  awaiting_payment: 'alert',
  awaiting_shipment: 'alert',
}

/** Each state's badge: gold while under way, alert when the dealer has a step to take. */
export const MAINTAIN_BADGES: BadgeTable<MaintainStatus> = Object.fromEntries(
  (Object.keys(MAINTAIN_STATUS_TEXT) as MaintainStatus[]).map((status) => [status, { text: MAINTAIN_STATUS_TEXT[status], tone: STATUS_TONE[status] ?? 'active' }]),
) as BadgeTable<MaintainStatus>

/** Every care list, count and detail may have changed after an action on one order. */
export function changedMaintain(): Promise<void> {
  return invalidateCalls(maintainApi.list, maintainApi.counts, maintainApi.detail)
}

/** How every care action runs: lists and details refreshed; a 409 said in a dialog, then the page reloads. */
export const MAINTAIN_FLOW: FlowActionOptions = { invalidate: changedMaintain, refusalTitle: '操作未完成' }

export function timelineOf(events: readonly MaintainEvent[]): TimelineEvent[] {
  return events.map((event) => ({
    title: MAINTAIN_STATUS_TEXT[event.status],
    at: event.at,
    note: event.note,
    warn: event.status === 'return_requested' || event.status === 'cancelled',
  }))
}

export function serviceNames(keys: readonly string[]): string {
  return keys.map((key) => serviceOf(key)?.name ?? key).join('、')
}

/** The services picked; once some lines are accepted, those (the rest are not done). */
export function acceptedText(order: MaintainDetail): string {
  const accepted = order.diagnosis?.lines.filter((line) => order.acceptedLineIds.includes(line.id)) ?? []
  if (!accepted.length) return serviceNames(order.services)
  const skipped = (order.diagnosis?.lines.length ?? 0) - accepted.length
  return `${accepted.map((line) => line.name).join('、')}${skipped ? `（另 ${skipped} 项不做）` : ''}`
}

/** A label over a block the kit draws with its own title (the two parcels of an order). */
export function SectionLabel({ text }: { text: string }) {
  return <Text className="maintain-section-label">{text}</Text>
}

/** The order's head: title, state, number. */
export function OrderHead({ order }: { order: MaintainDetail }) {
  return (
    <DetailCard
      title={<Text className="maintain-title">{order.title}</Text>}
      extra={<StatusBadge {...MAINTAIN_BADGES[order.status]} className={`maintain-status maintain-status--${order.status}`} />}
    >
      <InfoRow label="订单号">{order.no}</InfoRow>
      <InfoRow label="养护项目">{acceptedText(order)}</InfoRow>
      <InfoRow label="声明价值">{yuan(order.declaredValueCents)}</InfoRow>
      {order.warrantyUntil && <InfoRow label="保修">{`保修 ${WARRANTY_DAYS} 天，至 ${formatDate(order.warrantyUntil, 'YYYY-MM-DD')}`}</InfoRow>}
    </DetailCard>
  )
}

/** What the workshop found on arrival: photos and the accessories checklist; what is not listed is not covered. */
export function ReceptionCard({ reception }: { reception: Reception }) {
  return (
    <DetailCard title="工坊签收" className="maintain-reception">
      <InfoRow label="签收时间">{formatDate(reception.receivedAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
      <View className="maintain-checklist" role="list" aria-label="配件清单">
        {reception.accessories.map((entry) => (
          <View key={entry.name} role="listitem" className={`maintain-checklist__item ${entry.received ? 'maintain-checklist__item--yes' : ''}`}>
            {entry.received ? '✓' : '✕'} {entry.name}
          </View>
        ))}
      </View>
      <Text className="maintain-faint">{NOT_LISTED_TEXT}</Text>
      {reception.note && <InfoRow label="外观">{reception.note}</InfoRow>}
      <PhotoRow photos={reception.photos} />
    </DetailCard>
  )
}

// ---- The order being made: create hands it to confirm ----

const PENDING_KEY = 'maintain-pending'
export const CREATE_DRAFT_KEY = 'maintain-create'

export type PendingOrder = Omit<CreateInput, 'liabilityAccepted'> & { stockCode: string }

export function savePending(input: PendingOrder): void {
  Taro.setStorageSync(accountStorageKey(PENDING_KEY), input)
}

export function readPending(): PendingOrder | null {
  const saved = Taro.getStorageSync(accountStorageKey(PENDING_KEY)) as PendingOrder | '' | undefined
  return saved && typeof saved === 'object' && Array.isArray(saved.services) ? saved : null
}

export function clearPending(): void {
  Taro.removeStorageSync(accountStorageKey(PENDING_KEY))
}
