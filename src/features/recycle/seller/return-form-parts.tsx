import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import { goBack, navigate } from '@/core/navigation'
import { stripPath, type RoutePath } from '@/core/routes'
import { yuan } from '@/shared/format/money'
import { Photo } from '@/shared/ui/photo'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'
import type { RecycleDetail } from '../api'
import { DEAL_STATUSES } from '../machine'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { RECYCLE_BADGES } from '../shared'
import './return-form.less'
import { ActionBar } from '@/shared/ui/action-bar'
import '@/shared/ui/title-row'

/**
 * Pieces shared by the seller's pages on one order (寄送进度, 申请退回, 复检申诉): its summary,
 * the way back to it (the footer's 返回订单) and the "not available" message.
 */

/** The seller's page of an order in its state: a deal's 回收订单详情, else its 竞价详情. */
function orderPageOf(order: Pick<RecycleDetail, 'status'> | undefined): RoutePath {
  const deal = order ? DEAL_STATUSES.includes(order.status) : true
  return deal ? 'pages/recycle/seller/order/detail/index' : 'pages/recycle/seller/bidding/detail/index'
}

/**
 * Back to the order: the page below when it is this order's page for its state now, else that
 * page in place of this one (opened from 竞价详情 before the deal, shipped since: 回收订单详情; a
 * shared link: its detail).
 */
export function backToOrder(order: Pick<RecycleDetail, 'id' | 'status'> | undefined, id: number): void {
  const target = orderPageOf(order)
  const pages = Taro.getCurrentPages() as { route?: string; options?: Record<string, string | undefined> }[]
  const below = pages.length > 1 ? pages[pages.length - 2] : undefined
  if (below && stripPath(below.route ?? '') === target && below.options?.id === String(id)) {
    void goBack()
    return
  }
  void navigate(target, { query: { id }, replace: true, force: true })
}

/** The footer of a page on the order: 返回订单 (off while `busy`), and the page's own action beside it when it has one. */
export function OrderActions({
  order,
  busy = false,
  loading = false,
  text,
  onClick,
}: {
  order: RecycleDetail
  busy?: boolean
  loading?: boolean
  text?: string
  onClick?: () => void
}) {
  return (
    <ActionBar
      actions={[
        { key: 'back', text: '返回订单', onTap: () => backToOrder(order, order.id), disabled: busy },
        ...(text && onClick ? [{ key: 'submit', text, kind: 'primary' as const, onTap: onClick, loading }] : []),
      ]}
    />
  )
}

/** The order in a few lines: title, number, state and the price agreed so far. */
export function OrderSummary({ order }: { order: RecycleDetail }) {
  return (
    <DetailCard>
      <View className="recycle-seller-summary">
        {order.cover ? <Photo className="recycle-seller-summary__cover" src={order.cover} mode="aspectFill" /> : null}
        <View className="recycle-seller-summary__body">
          <View className="title-row">
            <Text className="recycle-seller-summary__title title-row__title">{order.title}</Text>
            <StatusBadge {...RECYCLE_BADGES[order.status]} className={`recycle-status recycle-status--${order.status}`} />
          </View>
          <Text className="recycle-seller-summary__meta">订单号 {order.no}</Text>
          <Text className="recycle-seller-summary__meta">
            {order.brandName} · {order.grade}
          </Text>
        </View>
      </View>
      {order.acceptedQuote && (
        <InfoRow label="成交报价">
          {yuan(order.acceptedQuote.priceCents)}（{order.acceptedQuote.buyerName}）
        </InfoRow>
      )}
      {order.inspection && <InfoRow label="验货价">{yuan(order.inspection.finalPriceCents)}</InfoRow>}
    </DetailCard>
  )
}

/** Why the page has nothing to do for this order, with the way back to it. */
export function Unavailable({ title, description, onBack }: { title: string; description?: string; onBack: () => void }) {
  return (
    <StateMessage icon={<Order size={56} color={STATE_ICON_COLOR} />} title={title} description={description} actions={[{ text: '返回订单', primary: true, onClick: onBack }]} />
  )
}
