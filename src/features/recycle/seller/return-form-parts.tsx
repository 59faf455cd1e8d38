import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { goBack, navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { STATE_ICON_COLOR, StateMessage, type LoadStatus } from '@/shared/ui/state-view'
import { recycleSellerApi, type Inspection, type RecycleDetail } from '../api'
import { DEAL_STATUSES } from '../machine'
import { Card, Row, StatusBadge } from '../shared'
import './return-form.less'

/**
 * Pieces shared by the seller's pages on one order (寄送进度, 申请退回, 复检申诉): the order of
 * the route's ?id=, its summary, the way back to it (the footer's 返回订单) and the "not available" message.
 */

/** How often a page watching something the platform or the carrier will change asks again. */
export const WATCH_MS = 10_000

export interface SellerOrder {
  id: number
  order: RecycleDetail | undefined
  /** PageLayout's status, error and retry (a link without an id is an invalid link). */
  layout: { status: LoadStatus; error: string; onRetry?: () => void }
  reload: () => Promise<void>
}

/** The seller's order of ?id=; asked again every WATCH_MS while `watch(order)` holds. */
export function useSellerOrder(watch?: (order: RecycleDetail) => boolean): SellerOrder {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const [polling, setPolling] = useState(false)
  const remote = useApiQuery(recycleSellerApi.detail, { id }, { signedIn: true, enabled: valid, pollMs: polling ? WATCH_MS : undefined })
  const wants = Boolean(remote.data && watch?.(remote.data))
  useEffect(() => setPolling(wants), [wants])
  const layout = valid ? { status: remote.status, error: remote.error, onRetry: () => void remote.reload() } : { status: 'error' as const, error: INVALID_LINK_TEXT }
  return { id, order: remote.data, layout, reload: remote.reload }
}

/** Back to the order's page: the one that opened this page, else its detail (a shared link). */
export function backToOrder(order: Pick<RecycleDetail, 'id' | 'status'> | undefined, id: number): void {
  if (Taro.getCurrentPages().length > 1) {
    void goBack()
    return
  }
  const deal = order ? DEAL_STATUSES.includes(order.status) : true
  void navigate(deal ? 'pages/recycle/seller/order/detail/index' : 'pages/recycle/seller/bidding/detail/index', { query: { id }, replace: true, force: true })
}

/** The footer of a page on the order: 返回订单 (off while `busy`), and the page's own action beside it. */
export function OrderActions({ order, busy = false, loading, text, onClick }: { order: RecycleDetail; busy?: boolean; loading: boolean; text: string; onClick: () => void }) {
  return (
    <View className='recycle-actions'>
      <Button className='recycle-actions__minor' disabled={busy} onClick={() => backToOrder(order, order.id)}>
        返回订单
      </Button>
      <Button type='primary' className='recycle-actions__main' loading={loading} onClick={onClick}>
        {text}
      </Button>
    </View>
  )
}

/** The order in a few lines: title, number, state and the price agreed so far. */
export function OrderSummary({ order }: { order: RecycleDetail }) {
  return (
    <Card>
      <View className='recycle-seller-summary'>
        {order.cover ? <Photo className='recycle-seller-summary__cover' src={order.cover} mode='aspectFill' /> : null}
        <View className='recycle-seller-summary__body'>
          <View className='recycle-title-row'>
            <Text className='recycle-seller-summary__title'>{order.title}</Text>
            <StatusBadge status={order.status} />
          </View>
          <Text className='recycle-seller-summary__meta'>订单号 {order.no}</Text>
          <Text className='recycle-seller-summary__meta'>
            {order.brandName} · {order.grade}
          </Text>
        </View>
      </View>
      {order.acceptedQuote && (
        <Row label='成交报价'>
          {yuan(order.acceptedQuote.priceCents)}（{order.acceptedQuote.buyerName}）
        </Row>
      )}
      {order.inspection && <Row label='验货价'>{yuan(order.inspection.finalPriceCents)}</Row>}
    </Card>
  )
}

/** A row of photos; a tap shows them full screen. */
export function PhotoStrip({ photos }: { photos: readonly string[] }) {
  if (!photos.length) return null
  return (
    <View className='recycle-seller-photos'>
      {photos.map((photo, index) => (
        <Photo key={`${photo}-${index}`} className='recycle-seller-photos__photo' src={photo} mode='aspectFill' onClick={() => void previewPhotos([...photos], index)} />
      ))}
    </View>
  )
}

/** What the buyer found on inspection: the final price and why. */
export function InspectionCard({ inspection, acceptedCents }: { inspection: Inspection; acceptedCents: number | null }) {
  return (
    <Card title='验货结果'>
      <Row label='验货价'>
        <Text className='recycle-seller-price'>{yuan(inspection.finalPriceCents)}</Text>
        {acceptedCents !== null && inspection.finalPriceCents !== acceptedCents && <Text className='recycle-seller-muted'>（报价 {yuan(acceptedCents)}）</Text>}
      </Row>
      <Row label='验货成色'>{inspection.grade}</Row>
      <Row label='缺少配件'>{inspection.missingAccessories.length ? inspection.missingAccessories.join('、') : '无'}</Row>
      {inspection.note && <Row label='验货说明'>{inspection.note}</Row>}
      <Row label='验货时间'>{formatDate(inspection.inspectedAt)}</Row>
      <PhotoStrip photos={inspection.photos} />
    </Card>
  )
}

/** Why the page has nothing to do for this order, with the way back to it. */
export function Unavailable({ title, description, onBack }: { title: string; description?: string; onBack: () => void }) {
  return (
    <StateMessage icon={<Order size={56} color={STATE_ICON_COLOR} />} title={title} description={description} actions={[{ text: '返回订单', primary: true, onClick: onBack }]} />
  )
}
