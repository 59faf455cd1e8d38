import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Inspection } from '../api'
import { Card, Pill, Row } from '../shared'
import { PhotoRow } from './item-card'
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
    <Card title='验货结果' className='recycle-inspection-card' extra={inspection.revised ? <Pill tone='alert'>已改价</Pill> : undefined}>
      <Row label='验货价'>
        <Text className='recycle-money'>{yuan(inspection.finalPriceCents)}</Text>
      </Row>
      {acceptedCents !== null && (
        <Row label='报价'>
          {yuan(acceptedCents)}
          <Text className={`recycle-diff ${down ? 'recycle-diff--down' : ''}`}>（{priceDiffText(inspection.finalPriceCents, acceptedCents)}）</Text>
        </Row>
      )}
      <Row label='验货成色'>{inspection.grade}</Row>
      <Row label='缺少配件'>{inspection.missingAccessories.length ? inspection.missingAccessories.join('、') : '无'}</Row>
      {inspection.note && <Row label='验货说明'>{inspection.note}</Row>}
      <PhotoRow photos={inspection.photos} />
      <Row label='验货时间'>{formatDate(inspection.inspectedAt)}</Row>
    </Card>
  )
}
