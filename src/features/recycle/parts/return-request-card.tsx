import { View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import type { ReturnRequest } from '../api'
import { SHIPPING_PAYER_TEXT } from '../machine'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import './parts.less'

export interface ReturnRequestCardProps {
  request: ReturnRequest
  /** Shows 查看寄送进度 (the return leg is on the order's express-progress page). */
  onTrack?: () => void
}

/** The seller's request to have the item back: why, who pays the shipping, and the parcel on its way back. */
export function ReturnRequestCard({ request, onTrack }: ReturnRequestCardProps) {
  return (
    <DetailCard
      title="退回申请"
      className="recycle-return"
      extra={
        onTrack && request.trackingNo ? (
          <View className="recycle-link" role="link" onClick={onTrack}>
            查看寄送进度
          </View>
        ) : undefined
      }
    >
      <InfoRow label="退回原因">{request.reason}</InfoRow>
      {request.note && <InfoRow label="说明">{request.note}</InfoRow>}
      <InfoRow label="申请时间">{formatDate(request.askedAt)}</InfoRow>
      <InfoRow label="退回运费">{SHIPPING_PAYER_TEXT[request.shippingPaidBy]}</InfoRow>
      {request.carrier && <InfoRow label="快递公司">{request.carrier}</InfoRow>}
      {request.trackingNo && <InfoRow label="快递单号">{request.trackingNo}</InfoRow>}
      <InfoRow label="签收时间">{request.deliveredAt ? formatDate(request.deliveredAt) : '退回途中'}</InfoRow>
    </DetailCard>
  )
}
