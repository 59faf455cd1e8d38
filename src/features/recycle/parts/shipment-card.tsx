import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import type { Shipment } from '../api'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import './parts.less'

export interface ShipmentCardProps {
  shipment: Shipment
  /** Shows 查看寄送进度; openExpressProgress(id) for the express-progress page. */
  onTrack?: () => void
  title?: string
}

/** The express-progress page of an order (the seller's, or the buyer who won it). */
export function openExpressProgress(id: number): void {
  void navigate('pages/recycle/seller/bidding/express-progress/index', { query: { id } })
}

/** The parcel seller → buyer: carrier, tracking number, who sends to where, when sent and signed. */
export function ShipmentCard({ shipment, onTrack, title = '寄送信息' }: ShipmentCardProps) {
  return (
    <DetailCard
      title={title}
      className="recycle-shipment-card"
      extra={
        onTrack ? (
          <View className="recycle-link" role="link" onClick={onTrack}>
            查看寄送进度
          </View>
        ) : undefined
      }
    >
      <InfoRow label="快递公司">{shipment.carrier}</InfoRow>
      <InfoRow label="快递单号">{shipment.trackingNo}</InfoRow>
      <InfoRow label="寄件人">
        {shipment.senderName} {shipment.senderPhone}
        {shipment.senderAddress ? `，${shipment.senderAddress}` : ''}
      </InfoRow>
      <InfoRow label="收件地址">{shipment.receiverText}</InfoRow>
      <InfoRow label="寄出时间">{formatDate(shipment.shippedAt)}</InfoRow>
      <InfoRow label="签收时间">{shipment.deliveredAt ? formatDate(shipment.deliveredAt) : '运输中'}</InfoRow>
    </DetailCard>
  )
}
