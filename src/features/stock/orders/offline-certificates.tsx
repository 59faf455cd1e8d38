import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { stockApi } from '../api'
import { checkCertificates, MAX_CERTIFICATES } from './order-rules'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { DetailCard } from '@/shared/ui/detail-card'
import './offline.less'
import { useOnce } from '@/shared/hooks/use-once'

/** pages/stock/order/offline/certificates?id=: add or remove the receipts of an offline order. */
export function OfflineCertificates() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const [certificates, setCertificates] = useState<string[]>([])
  const [error, setError] = useState('')
  // One save at a time, guarded at once (two taps in one moment save once).
  const { busy: saving, once } = useOnce()
  // A receipt still uploading would be left out: 保存 waits for it.
  const [uploading, setUploading] = useState(false)
  const remote = useSeed(useApiQuery(stockApi.orders.offlineOrder, { id }, { signedIn: true }), (order) => setCertificates(order.certificates))
  const order = remote.data
  const closed = order?.status === 'CANCELLED'

  const save = async () => {
    if (uploading || closed) return
    const invalid = checkCertificates(certificates)
    setError(invalid ?? '')
    if (invalid) return
    await once(async () => {
      try {
        await callApi(stockApi.orders.offlineCertificates, { id, certificates }, { handleError: true })
        // Only the order changed: its detail and the list's row.
        void invalidatePaths('/stock/offline-orders')
        void Taro.showToast({ title: '凭证已保存', icon: 'success' })
        await goBack({ delay: true })
      } catch (failure) {
        // Under the photos and at the button (quiet where the request layer already spoke).
        setError(failureText(failure, '保存失败，请稍后重试'))
        toastFailure(failure, '保存失败，请稍后重试')
      }
    })
  }

  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      footer={
        closed ? undefined : (
          <Button type="primary" block loading={saving} disabled={uploading} onClick={() => void save()}>
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
          <DetailCard title={`付款凭证（${certificates.length}/${MAX_CERTIFICATES}）`}>
            {closed ? (
              <View className="stock-order-photos">
                {certificates.map((url, index) => (
                  <Photo
                    key={`${url}-${index}`}
                    className="stock-order-photos__photo"
                    src={url}
                    mode="aspectFill"
                    aria-label={`付款凭证${index + 1}`}
                    onClick={() => void previewPhotos(certificates, index)}
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
