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

/**
 * wechat: WeChat Pay (mini-program); app: the native app's payment (bridge); h5: the provider's
 * page (mobile browser); balance: the account's balance (where recycling pays in); transfer:
 * 对公转账 for large amounts, a receipt the platform confirms later.
 */
export const PAY_METHODS = ['wechat', 'app', 'h5', 'balance', 'transfer'] as const
export type PayMethod = (typeof PAY_METHODS)[number]
/** Where the cashier runs: the server offers the methods that work there. */
export const PAY_PLATFORMS = ['weapp', 'app', 'h5'] as const
export type PayPlatform = (typeof PAY_PLATFORMS)[number]
/** From this amount (¥50,000) the server offers 对公转账. */
export const TRANSFER_MIN_CENTS = 5_000_000

/** A transfer's receipt, sent for the platform to confirm; the order stays pending meanwhile. */
export const TransferState = v.object({
  submittedAt: v.string(),
  receiptUrls: v.array(v.string()),
})
export type TransferState = v.InferOutput<typeof TransferState>

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
  /** A bank transfer's receipt awaiting the platform's confirmation (待平台确认); null otherwise. */
  transfer: v.optional(orNull(TransferState), null),
  /** The held coupon this unpaid order uses (its line is among the lines, negative); null: none. */
  couponId: v.optional(orNull(v.string()), null),
})
export type PayOrder = v.InferOutput<typeof PayOrder>

/** The platform's account a bank transfer goes to, and the note that names the order. */
export const BankAccount = v.object({
  accountName: v.string(),
  bankName: v.string(),
  accountNo: v.string(),
  /** 转账附言: the order number, by which the platform matches the transfer. */
  remark: v.string(),
})
export type BankAccount = v.InferOutput<typeof BankAccount>

/** One way to pay an order here, as the server offers it. */
export const PayMethodOption = v.object({
  method: v.picklist(PAY_METHODS),
  title: v.string(),
  note: v.string(),
  /** false: shown but not choosable (余额不足), with `reason`. */
  available: v.boolean(),
  reason: orNull(v.string()),
})
export type PayMethodOption = v.InferOutput<typeof PayMethodOption>

export const PayMethods = v.object({
  methods: v.array(PayMethodOption),
  /** The account's balance (what recycling pays into). */
  balanceCents: v.number(),
  /** Present when 对公转账 is offered. */
  bankAccount: orNull(BankAccount),
})
export type PayMethods = v.InferOutput<typeof PayMethods>

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
  /** Paid from the balance at once (the result page reads the order). */
  v.object({ method: v.literal('balance'), paidAt: v.string() }),
])
export type Prepay = v.InferOutput<typeof Prepay>

export interface PrepayRequest {
  payOrderNo: string
  method: PayMethod
  /**
   * h5: the page the provider sends the dealer back to (cash/result of this order). Only the
   * app's own origins and pages (core/routes/return-url.ts); anything else is refused (400).
   */
  returnUrl?: string
  /**
   * The coupon to use (a held coupon's own id); null: 不使用优惠券; absent: keep the order's.
   * Checked again now: one that no longer applies is taken off and the payment refused (40970,
   * data {couponId, reason, amountCents}).
   */
  couponId?: string | null
}

export interface TransferRequest {
  payOrderNo: string
  /** The uploaded receipt photos (1–3). */
  receiptUrls: string[]
  /** As for prepay: the coupon chosen (re-checked now; 40970 when it no longer applies), null: none. */
  couponId?: string | null
}

export const cashierApi = {
  /** One pay order of the signed-in account, with the server's time. 404 when not the account's. */
  order: defineCall('GET', '/cashier/order', PayOrder, params<{ payOrderNo: string }>()),
  /**
   * Prepare paying an order with one method (balance pays at once). Refused: 409 该订单已支付，
   * 请勿重复支付 (paid), 409 余额不足 / 转账凭证已提交, 410 订单已超时关闭 (closed or ran out),
   * 400 支付返回地址不合法 (a returnUrl not of the app).
   */
  prepay: defineCall('POST', '/cashier/prepay', Prepay, params<PrepayRequest>()),
  /** The methods for this platform and this order's amount (余额 with the balance, 对公转账 from ¥50,000). */
  methods: defineCall('GET', '/cashier/methods', PayMethods, params<{ payOrderNo: string; platform: PayPlatform }>()),
  /** 对公转账: the receipt for the platform to confirm; the order answers with `transfer` set. */
  transfer: defineCall('POST', '/cashier/transfer', PayOrder, params<TransferRequest>()),
  /** Cancel an unpaid order (closed, 订单已取消; its coupon goes back). Refused 40974 when paid or a transfer waits. */
  cancel: defineCall('POST', '/cashier/cancel', PayOrder, params<{ payOrderNo: string }>()),
}
