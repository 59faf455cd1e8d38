import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import { useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { evaluateApi, type EvaluateDetail } from './api'
import { METHOD_TEXT } from './machine'
import { OrderHead, VerdictBlock } from './shared'

function ReportBody({ order }: { order: EvaluateDetail }) {
  const report = order.report!
  const urls = report.photos.map((photo) => photo.url)
  return (
    <View className="evaluate-page">
      <DetailCard title={`鉴定报告 ${report.no}`}>
        <VerdictBlock report={report} />
        <InfoRow label="商品">{order.title}</InfoRow>
        <InfoRow label="品类">{order.item.category}</InfoRow>
        <InfoRow label="鉴定方式">{report.method === 'mail' ? `${METHOD_TEXT.mail}（实物）` : `${METHOD_TEXT.online}（照片）`}</InfoRow>
        <InfoRow label="鉴定师">{report.appraiser}</InfoRow>
        <InfoRow label="复核">{report.reviewer}</InfoRow>
        <InfoRow label="出具日期">{formatDate(report.issuedAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
        {report.returnSeal && (
          <InfoRow label="寄回封签号">
            <Text className="evaluate-seal">{report.returnSeal}</Text>
          </InfoRow>
        )}
        <InfoRow label="说明">{report.notes}</InfoRow>
      </DetailCard>
      <DetailCard title="鉴定所依据的照片">
        <View className="evaluate-photos" role="list">
          {report.photos.map((photo, index) => (
            <View key={photo.url + index} role="listitem" className="evaluate-photos__item" onClick={() => void previewPhotos(urls, index)}>
              <Photo className="evaluate-photos__img" src={photo.url} mode="aspectFill" alt={photo.label} />
              <Text>{photo.label}</Text>
            </View>
          ))}
        </View>
      </DetailCard>
      <Note label="报告范围">{report.scope}</Note>
    </View>
  )
}

/** pages/evaluate/order/report?id=: number, verdict (无法鉴定 with what was missing), item, photos by slot, appraiser and reviewer, date, method, scope. */
export function EvaluateReportPage() {
  const { remote, layout } = useRouteRecord(evaluateApi.detail)
  const order = remote.data
  if (!order) return <PageLayout {...layout} />
  if (!order.report) {
    return (
      <PageLayout {...layout}>
        <View className="evaluate-page">
          <OrderHead order={order} />
          <Note>报告尚未出具：鉴定中心鉴定并复核后出具报告，届时可在此查看。</Note>
        </View>
      </PageLayout>
    )
  }
  return (
    <PageLayout {...layout}>
      <ReportBody order={order} />
    </PageLayout>
  )
}
