import type { Party } from '../../src/features/express/api'
import { onParcelCancelled, onParcelSent, registerParcelPurpose } from './express'
import { acceptedQuote, findOrder, receivingAddress, recycleNow } from './recycle'
import { requireShippable, shipByParcel, unshipByParcel } from './recycle-actions'
import './seed-recycle'
import { MockError } from '../lib/handle'

/**
 * The purposes this branch registers with the express engine: recycling (the item to the
 * accepted buyer). Other areas register theirs next to their own engine (care: 'maintain').
 */

/** 李记名表回收仓 广东省…12楼 李老板 13900139000 → the receiver's name, phone and address. */
export function partyOfText(textLine: string, fallbackName: string): Party {
  const parts = textLine.trim().split(/\s+/)
  const phone = parts.length > 2 && /^1\d{10}$/.test(parts[parts.length - 1]) ? parts.pop()! : '13900139000'
  const name = parts.length > 2 && parts[parts.length - 1].length <= 6 ? parts.pop()! : fallbackName
  return { name, phone, address: parts.join(' ') }
}

function recycleOrder(orderId: number) {
  const order = findOrder(orderId)
  if (!order) throw new MockError(404, '回收订单不存在')
  return order
}

registerParcelPurpose('recycle', {
  label: '回收订单',
  receiverOf(orderId, userId) {
    const order = recycleOrder(orderId)
    if (order.sellerId !== userId) throw new MockError(404, '回收订单不存在')
    requireShippable(order, recycleNow())
    return partyOfText(receivingAddress(order.buyerId!), '收货人')
  },
  valueOf: (orderId) => acceptedQuote(recycleOrder(orderId))?.priceCents ?? null,
  itemNameOf: (orderId) => recycleOrder(orderId).item.title,
  itemTypeOf: (orderId) => recycleOrder(orderId).item.category,
  describe: (orderId) => `回收订单 ${recycleOrder(orderId).no}`,
})

onParcelSent('recycle', (parcel, now) => {
  shipByParcel(recycleOrder(parcel.purpose.orderId!), parcel, now)
})
onParcelCancelled('recycle', (parcel, now) => {
  unshipByParcel(recycleOrder(parcel.purpose.orderId!), parcel.id, now)
})
