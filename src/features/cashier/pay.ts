import Taro from '@tarojs/taro'
import { callBridge } from '@/core/native/bridge'
import { nativeApp } from '@/core/native/detect'
import { webOrigin } from '@/core/platform/env'
import { callApi } from '@/core/request'
import { routeUrl } from '@/core/routes'
import { cashierApi, type PayMethod, type PayOrder, type PayPlatform } from './api'

/**
 * Where the cashier runs; the server answers with the methods that work there: WeChat Pay in the
 * mini-program, the app's own payment inside the native app (bridge method pay), the provider's
 * hosted page on a mobile browser (H5 inside WeChat's browser too: a JSAPI payment there needs the
 * official account's openId, which this app does not hold); 余额 and 对公转账 everywhere.
 */
export function payPlatform(): PayPlatform {
  if (process.env.TARO_ENV === 'weapp') return 'weapp'
  return nativeApp() ? 'app' : 'h5'
}

/** The cash/result page of an order, as a web address the provider's page returns to. */
export function resultUrl(payOrderNo: string): string {
  return `${webOrigin()}${routeUrl('pages/order/cash/result/index', { payOrderNo })}`
}

/** Leaving for the provider's page (a seam for tests: jsdom cannot navigate). */
export const browser = {
  open: (url: string): void => window.location.assign(url),
}

/**
 * done: the platform says it went through, or the balance paid (the result page asks the server);
 * cancelled: the dealer closed WeChat's payment (not a failure); left: the browser is on its way
 * to the provider's page.
 */
export type PayOutcome = 'done' | 'cancelled' | 'left'

function isCancel(error: unknown): boolean {
  const message = (error as { errMsg?: string })?.errMsg ?? (error instanceof Error ? error.message : String(error))
  return /cancel/i.test(message)
}

/**
 * Prepare the payment on the server and hand it to the platform. Refusals throw (ApiError).
 * 对公转账 does not come here: its receipt goes to cashierApi.transfer. couponId: the coupon chosen
 * (null: none; undefined: the order's own), checked again by the server (40970 when it lapsed).
 */
export async function payOrder(order: PayOrder, method: Exclude<PayMethod, 'transfer'>, couponId?: string | null): Promise<PayOutcome> {
  const prepay = await callApi(
    cashierApi.prepay,
    { payOrderNo: order.payOrderNo, method, returnUrl: method === 'h5' ? resultUrl(order.payOrderNo) : undefined, couponId },
    { handleError: true },
  )
  if (prepay.method === 'wechat') {
    try {
      await Taro.requestPayment({ ...prepay.wechat })
    } catch (error) {
      if (isCancel(error)) return 'cancelled'
      throw error
    }
    return 'done'
  }
  if (prepay.method === 'app') {
    await callBridge('pay', { ...prepay.app })
    return 'done'
  }
  if (prepay.method === 'balance') return 'done'
  browser.open(prepay.payUrl)
  return 'left'
}
