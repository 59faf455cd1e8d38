import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Inspection } from '../api'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import './parts.less'

export interface InspectionCardProps {
  inspection: Inspection
  /** The accepted quote's price, to show the difference; null when there is none. */
  acceptedCents: number | null
}

/** 比报价低 ¥1,200 / 比报价高 ¥300 / 与报价一致. */
export function priceDiffText(finalCents: number, acceptedCents: number): string {
  const gap = finalCents - acceptedCents
  if (gap === 0) return '与报价一致'
  return gap < 0 ? `比报价低 ${yuan(-gap)}` : `比报价高 ${yuan(gap)}`
}

/** The buyer's inspection: the final price against the accepted quote, grade, what is missing, photos. */
export function InspectionCard({ inspection, acceptedCents }: InspectionCardProps) {
  const down = acceptedCents !== null && inspection.finalPriceCents < acceptedCents
  return (
    <DetailCard title="验货结果" className="recycle-inspection-card" extra={inspection.revised ? <StatusBadge tone="alert">已改价</StatusBadge> : undefined}>
      <InfoRow label="验货价">
        <Text className="recycle-money">{yuan(inspection.finalPriceCents)}</Text>
      </InfoRow>
      {acceptedCents !== null && (
        <InfoRow label="报价">
          {yuan(acceptedCents)}
          <Text className={`recycle-diff ${down ? 'recycle-diff--down' : ''}`}>（{priceDiffText(inspection.finalPriceCents, acceptedCents)}）</Text>
        </InfoRow>
      )}
      <InfoRow label="验货成色">{inspection.grade}</InfoRow>
      <InfoRow label="缺少配件">{inspection.missingAccessories.length ? inspection.missingAccessories.join('、') : '无'}</InfoRow>
      {inspection.note && <InfoRow label="验货说明">{inspection.note}</InfoRow>}
      <PhotoRow photos={inspection.photos} />
      <InfoRow label="验货时间">{formatDate(inspection.inspectedAt)}</InfoRow>
    </DetailCard>
  )
}
