import * as v from 'valibot'
import { defineCall, orNull, params } from '@/core/api/define'

/**
 * The one cashier of the app: every payment (fees and deposits now; auctions, bargain hunts,
 * services, coupons and tickets later) is a pay order the server creates and owns. The app reads
 * it, asks the server to prepare a payment with one method, and reads it again for the result: a
 * client-side "success" is never trusted.
 */

export const PAY_ORDER_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const
export type PayOrderStatus = (typeof PAY_ORDER_STATUSES)[number]

export const PAY_METHODS = ['wechat', 'app', 'h5'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

/** One line of a bill; `note` says how the server priced it (成交价的5%，最低¥50), when it does. */
export const PayOrderLine = v.object({ label: v.string(), amountCents: v.number(), note: v.optional(v.string()) })
export type PayOrderLine = v.InferOutput<typeof PayOrderLine>

export const PayOrder = v.object({
  payOrderNo: v.string(),
  /** What is paid for, in a few words: 交易保证金, 拍品服务费. */
  subject: v.string(),
  lines: v.array(PayOrderLine),
  amountCents: v.number(),
  /** closed: the window ran out or the order was cancelled. */
  status: v.picklist(PAY_ORDER_STATUSES),
  /** Why it closed (订单已超时关闭, 已取消); null otherwise. */
  closeReason: orNull(v.string()),
  /** ISO times. */
  createdAt: v.string(),
  expiresAt: v.string(),
  paidAt: orNull(v.string()),
  /** The server's clock when it answered: countdowns run on it, not on the phone's. */
  serverTime: v.string(),
  /** Where to continue after paying: a route path with its query ('/pages/…/index?id=1'); null: back. */
  returnTo: orNull(v.string()),
})
export type PayOrder = v.InferOutput<typeof PayOrder>

/** WeChat Pay's signed parameters for Taro.requestPayment (signed by the server, never here). */
export const WechatPayParams = v.object({
  timeStamp: v.string(),
  nonceStr: v.string(),
  /** prepay_id=… */
  package: v.string(),
  signType: v.picklist(['MD5', 'HMAC-SHA256', 'RSA']),
  paySign: v.string(),
})
export type WechatPayParams = v.InferOutput<typeof WechatPayParams>

/** What the native app's payment needs (bridge method pay): its own signed order string. */
export const AppPayParams = v.object({
  payOrderNo: v.string(),
  amountCents: v.number(),
  /** The provider's signed order info the app hands to its SDK. */
  orderInfo: v.string(),
})
export type AppPayParams = v.InferOutput<typeof AppPayParams>

export const Prepay = v.variant('method', [
  v.object({ method: v.literal('wechat'), wechat: WechatPayParams }),
  v.object({ method: v.literal('app'), app: AppPayParams }),
  /** The provider's hosted page; it comes back to `returnUrl` (whose arrival does not mean paid). */
  v.object({ method: v.literal('h5'), payUrl: v.string() }),
])
export type Prepay = v.InferOutput<typeof Prepay>

export interface PrepayRequest {
  payOrderNo: string
  method: PayMethod
  /** h5: the page the provider sends the dealer back to (cash/result of this order). */
  returnUrl?: string
}

export const cashierApi = {
  /** One pay order of the signed-in account, with the server's time. 404 when not the account's. */
  order: defineCall('GET', '/cashier/order', PayOrder, params<{ payOrderNo: string }>()),
  /**
   * Prepare paying an order with one method. Refused: 409 该订单已支付，请勿重复支付 (paid),
   * 410 订单已超时关闭 (closed or ran out).
   */
  prepay: defineCall('POST', '/cashier/prepay', Prepay, params<PrepayRequest>()),
}
