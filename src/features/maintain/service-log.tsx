import { Text, View } from '@tarojs/components'
import { useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi, type ServiceEntry } from './api'
import { Note } from '@/shared/ui/note'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { OrderHead } from './shared'

const KIND_TEXT: Record<ServiceEntry['kind'], string> = { before: '养护前', progress: '养护中', after: '养护后' }

/** pages/maintain/order/maintain?id=: the service log: timestamped entries with before / during / after photos, newest first. */
export function MaintainServiceLog() {
  const { remote, layout } = useRouteRecord(maintainApi.detail, { watch: (order) => order.status === 'in_service' })
  const order = remote.data
  return (
    <PageLayout {...layout}>
      {order && (
        <View className="maintain-page">
          <OrderHead order={order} />
          {order.log.length === 0 ? (
            <Note>{order.status === 'in_service' ? '工坊即将开始养护，养护前会先拍照记录。' : '支付后工坊开始养护，这里会记录每一步的照片。'}</Note>
          ) : (
            [...order.log].reverse().map((entry) => (
              <DetailCard key={entry.at + entry.kind} title={KIND_TEXT[entry.kind]} extra={<Text className="maintain-faint">{formatDate(entry.at, 'YYYY-MM-DD HH:mm')}</Text>}>
                <Text className="maintain-service__line">{entry.text}</Text>
                <PhotoRow photos={entry.photos} />
              </DetailCard>
            ))
          )}
        </View>
      )}
    </PageLayout>
  )
}
