import { navigate } from '@/core/navigation'
import { useRouteRecord } from '@/shared/flow'
import { PageLayout } from '@/shared/ui/page-layout'
import { ResultPanel } from '@/shared/ui/result'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { formatDate } from '@/shared/format/date'
import { maintainApi } from './api'
import { SEND_WITHIN_DAYS } from './machine'
import { Note } from '@/shared/ui/note'

/** pages/maintain/order/confirm-success?id=: the order made; the next step is sending the item. */
export function MaintainConfirmSuccess() {
  const { remote, layout } = useRouteRecord(maintainApi.detail)
  const order = remote.data
  return (
    <PageLayout {...layout}>
      {order && (
        <>
          <ResultPanel
            title="下单成功"
            actions={[
              { text: '查看订单', onClick: () => void navigate('pages/maintain/order/detail/index', { query: { id: order.id }, replace: true }) },
              ...(order.actions.includes('send')
                ? [{ text: '去寄出', primary: true, onClick: () => void navigate('pages/maintain/order/send/index', { query: { id: order.id }, replace: true }) }]
                : []),
            ]}
          >
            订单号 {order.no}
          </ResultPanel>
          <DetailCard title="寄往养护工坊">
            <InfoRow label="收件">{order.workshopText}</InfoRow>
            {order.sendBy && <InfoRow label="寄出期限">{`${formatDate(order.sendBy, 'MM-DD HH:mm')} 前`}</InfoRow>}
            <Note>请在 {SEND_WITHIN_DAYS} 天内寄出（逾期订单自动取消），可预约上门取件；工坊签收后拍照并核对配件（防尘袋、锁、肩带、卡片），未列明的配件不在保障范围内。</Note>
          </DetailCard>
        </>
      )}
    </PageLayout>
  )
}
