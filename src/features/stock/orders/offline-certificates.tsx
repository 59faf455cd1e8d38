import { useState } from 'react'
import { View } from '@tarojs/components'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { failureText } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { stockApi } from '../api'
import { checkCertificates, MAX_CERTIFICATES } from './order-rules'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidatePaths } from '@/shared/query'
import { DetailCard } from '@/shared/ui/detail-card'
import './offline.less'

const SAVE_FAILED = '保存失败，请稍后重试'

/** pages/stock/order/offline/certificates?id=: add or remove the receipts of an offline order. */
export function OfflineCertificates() {
  const [certificates, setCertificates] = useState<string[]>([])
  const [error, setError] = useState('')
  // Only the order changed: its detail and the list's row (also after a refusal: cancelled meanwhile).
  const { busy: saving, run } = useFlowAction({ invalidate: () => invalidatePaths('/stock/offline-orders') })
  // A receipt still uploading would be left out: 保存 waits for it.
  const [uploading, setUploading] = useState(false)
  const { id, remote, layout } = useRouteRecord(stockApi.orders.offlineOrder)
  const seeded = useSeed(remote, (order) => setCertificates(order.certificates))
  const order = seeded.data
  const closed = order?.status === 'CANCELLED'
  // A cancelled order shows what the server holds, not edits that can no longer be saved.
  const shown = closed ? order.certificates : certificates

  const save = () => {
    if (uploading || closed || id === undefined) return
    const invalid = checkCertificates(certificates)
    setError(invalid ?? '')
    if (invalid) return
    void run(() => callApi(stockApi.orders.offlineCertificates, { id, certificates }, { handleError: true }), {
      done: '凭证已保存',
      failed: SAVE_FAILED,
      // Under the photos too; what was chosen stays for another try.
      onFailure: (failure) => setError(failureText(failure, SAVE_FAILED)),
      after: () => goBack({ delay: true }),
    })
  }

  return (
    <PageLayout
      {...layout}
      // Loading until the picker holds the seed.
      status={layout.status === 'ready' ? seeded.status : layout.status}
      footer={
        closed ? undefined : (
          <Button type="primary" block loading={saving} disabled={uploading} onClick={save}>
            {uploading ? '图片上传中' : '保存'}
          </Button>
        )
      }
    >
      {order && (
        <View className="offline-certificates">
          <View className="offline-certificates__tip">
            订单 {order.orderNo} · {order.buyerName}。付款凭证是收款的依据，请上传清晰的转账截图或收据。
          </View>
          {closed && <View className="offline-certificates__closed">订单已取消，凭证不能再修改</View>}
          <DetailCard title={`付款凭证（${shown.length}/${MAX_CERTIFICATES}）`}>
            {closed ? (
              <View className="stock-order-photos">
                {shown.map((url, index) => (
                  <Photo
                    key={`${url}-${index}`}
                    className="stock-order-photos__photo"
                    src={url}
                    mode="aspectFill"
                    aria-label={`付款凭证${index + 1}`}
                    onClick={() => void previewPhotos(shown, index)}
                  />
                ))}
              </View>
            ) : (
              <PhotoPicker
                value={certificates}
                onChange={(next) => {
                  setCertificates(next)
                  setError('')
                }}
                onUploadingChange={setUploading}
                max={MAX_CERTIFICATES}
                cover={false}
                hint="点击图片可查看大图，至少保留1张"
                error={error}
              />
            )}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
