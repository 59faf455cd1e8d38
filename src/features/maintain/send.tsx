import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { ParcelSendForm } from '@/features/express'
import { useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi } from './api'
import { Note } from '@/shared/ui/note'
import { OrderHead, changedMaintain } from './shared'

/** pages/maintain/order/send?id=: send the item to the workshop with the one express form (purpose maintain). */
export function MaintainSend() {
  const { remote, layout } = useRouteRecord(maintainApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.actions.includes('send')) {
    return (
      <PageLayout {...layout}>
        <View className="maintain-page">
          <OrderHead order={order} />
          <Note>{order.parcelId !== null ? '商品已寄出，可在订单详情查看物流。' : '当前状态不能寄出商品。'}</Note>
        </View>
      </PageLayout>
    )
  }
  return (
    <PageLayout {...layout}>
      <View className="maintain-page">
        <DetailCard title="寄往养护工坊">
          <InfoRow label="订单">{`${order.title}（${order.no}）`}</InfoRow>
          <Note>请放入防尘袋、锁、肩带、卡片等配件一并寄出；工坊签收时拍照核对，未列明的配件不在保障范围内。</Note>
        </DetailCard>
        <ParcelSendForm
          purpose={{ kind: 'maintain', orderId: order.id }}
          // A refused send (the order moved meanwhile) reloads the order: the page shows it as it is now.
          refresh={changedMaintain}
          // The order and its lists were reloaded by `refresh` before this.
          onSent={() => {
            void navigate('pages/maintain/order/detail/index', { query: { id: order.id }, replace: true, force: true })
          }}
        />
      </View>
    </PageLayout>
  )
}
