import { Text, View } from '@tarojs/components'
import { ParcelCard } from '@/features/express'
import { useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi } from './api'
import { backInsuranceText, SEND_BACK_TEXT, WARRANTY_DAYS } from './machine'
import { Note } from '@/shared/ui/note'
import { OrderHead } from './shared'

/** pages/maintain/order/send-back?id=: the parcel back with tracking; once signed for, the warranty. */
export function MaintainSendBack() {
  const { remote, layout } = useRouteRecord(maintainApi.detail, { watch: (order) => order.status === 'sent_back' || order.status === 'returning' })
  const order = remote.data
  return (
    <PageLayout {...layout}>
      {order && (
        <View className="maintain-page">
          <OrderHead order={order} />
          {order.backParcelId !== null ? (
            <ParcelCard parcelId={order.backParcelId} />
          ) : (
            <Note>{order.status === 'return_requested' ? '工坊正在打包，寄出后这里显示运单号与物流。' : '养护完成后寄回，寄出后这里显示运单号与物流。'}</Note>
          )}
          <DetailCard title="寄回说明">
            <Text className="maintain-service__line">{`${order.returnRequest ? order.returnRequest.shippingText : SEND_BACK_TEXT}：${backInsuranceText(order.declaredValueCents)}。`}</Text>
            {order.warrantyUntil ? (
              <InfoRow label="保修">{`保修 ${WARRANTY_DAYS} 天，至 ${formatDate(order.warrantyUntil, 'YYYY-MM-DD')}`}</InfoRow>
            ) : (
              !order.returnRequest && <Text className="maintain-faint">{`签收后享 ${WARRANTY_DAYS} 天保修（养护部位开胶、脱色等）`}</Text>
            )}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
