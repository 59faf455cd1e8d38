import { onParcelCancelled, onParcelSent, partyOfText, registerParcelPurpose } from './express'
import { acceptedQuote, findOrder, receivingAddress, recycleNow } from './recycle'
import { requireShippable, shipByParcel, unshipByParcel } from './recycle-actions'
import './seed-recycle'
import { MockError } from '../lib/handle'

/**
 * The purposes recycling registers with the express engine: the item to the accepted buyer
 * ('recycle', sent by the dealer) and back from the buyer when asked back ('recycle-back', the
 * buyer's side sends it). Other areas register theirs next to their own engine (care: 'maintain').
 */

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
registerParcelPurpose('recycle-back', {
  label: '回收退回',
  platformSends: true,
  receiverOf(orderId, userId) {
    const order = recycleOrder(orderId)
    if (order.sellerId !== userId || !order.shipment) throw new MockError(404, '回收订单不存在')
    return { name: order.shipment.senderName, phone: order.shipment.senderPhone, address: order.shipment.senderAddress }
  },
  valueOf: (orderId) => acceptedQuote(recycleOrder(orderId))?.priceCents ?? null,
  itemNameOf: (orderId) => recycleOrder(orderId).item.title,
  describe: (orderId) => `回收退回 ${recycleOrder(orderId).no}`,
})
