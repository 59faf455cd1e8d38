import { View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import type { ReturnRequest } from '../api'
import { SHIPPING_PAYER_TEXT } from '../machine'
import { Card, Row } from '../shared'
import './parts.less'

export interface ReturnRequestCardProps {
  request: ReturnRequest
  /** Shows 查看寄送进度 (the return leg is on the order's express-progress page). */
  onTrack?: () => void
}

/** The seller's request to have the item back: why, who pays the shipping, and the parcel on its way back. */
export function ReturnRequestCard({ request, onTrack }: ReturnRequestCardProps) {
  return (
    <Card
      title='退回申请'
      className='recycle-return'
      extra={
        onTrack && request.trackingNo ? (
          <View className='recycle-link' role='link' onClick={onTrack}>
            查看寄送进度
          </View>
        ) : undefined
      }
    >
      <Row label='退回原因'>{request.reason}</Row>
      {request.note && <Row label='说明'>{request.note}</Row>}
      <Row label='申请时间'>{formatDate(request.askedAt)}</Row>
      <Row label='退回运费'>{SHIPPING_PAYER_TEXT[request.shippingPaidBy]}</Row>
      {request.carrier && <Row label='快递公司'>{request.carrier}</Row>}
      {request.trackingNo && <Row label='快递单号'>{request.trackingNo}</Row>}
      <Row label='签收时间'>{request.deliveredAt ? formatDate(request.deliveredAt) : '退回途中'}</Row>
    </Card>
  )
}
