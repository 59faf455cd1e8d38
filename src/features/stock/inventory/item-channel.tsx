import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import type { ChannelKind, StockChannel, StockItem } from '../api'
import { ItemStateBadge } from '../shared/item-card'

/** Where each channel's record is shown, and the word that opens it. */
const PLACES: Partial<Record<ChannelKind, { path: RoutePath; place: string; action: string }>> = {
  LOCK: { path: 'pages/stock/order/lock/detail/index', place: '锁单', action: '查看锁单' },
  CONSIGN_REVIEW: { path: 'pages/product/smu/detail/index', place: '寄拍', action: '查看拍品' },
  CONSIGN_LISTED: { path: 'pages/product/smu/detail/index', place: '寄拍', action: '查看拍品' },
  CONSIGN_SOLD: { path: 'pages/product/smu/detail/index', place: '寄拍', action: '查看拍品' },
  RECYCLE: { path: 'pages/recycle/seller/bidding/detail/index', place: '回收', action: '查看回收单' },
  RECYCLED: { path: 'pages/recycle/seller/bidding/detail/index', place: '回收', action: '查看回收单' },
  SOLD: { path: 'pages/stock/order/offline/detail/index', place: '线下订单', action: '查看订单' },
  SHIPPED: { path: 'pages/stock/order/delivery/detail/index', place: '发货单', action: '查看发货单' },
}

/** The record holding the piece (its page and the word to open it), null when free or not known. */
export function channelPlace(channel: StockChannel): { path: RoutePath; place: string; action: string; id: number } | null {
  const place = PLACES[channel.kind]
  return place && channel.refId !== null ? { ...place, id: channel.refId } : null
}

/** 当前去向: where the piece is being sold now (one channel at a time), linking to the record holding it. */
export function ItemChannel({ item }: { item: Pick<StockItem, 'status' | 'channel'> }) {
  const place = channelPlace(item.channel)
  return (
    <DetailCard title="当前去向" className="item-detail__channel">
      <InfoRow
        label={place ? place.place : '状态'}
        value={<ItemStateBadge item={item} />}
        // the footer names the record (查看锁单, 查看拍品…); here the row itself says where
        action={place ? '查看' : undefined}
        onClick={place ? () => void navigate(place.path, { query: { id: place.id } }) : undefined}
      />
      {item.channel.kind === 'FREE' && <InfoRow label="可用于" value="锁单、开单、发货、寄拍、回收" />}
    </DetailCard>
  )
}
