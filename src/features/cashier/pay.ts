import Taro from '@tarojs/taro'
import { callBridge } from '@/core/native/bridge'
import { nativeApp } from '@/core/native/detect'
import { webOrigin } from '@/core/platform/env'
import { callApi } from '@/core/request'
import { routeUrl } from '@/core/routes'
import { cashierApi, type PayMethod, type PayOrder } from './api'

/**
 * The method the platform allows: WeChat Pay in the mini-program, the app's own payment inside
 * the native app (bridge method pay), the provider's hosted page on a mobile browser. H5 inside
 * WeChat's browser takes the hosted page too (a JSAPI payment there needs the official account's
 * openId, which this app does not hold).
 */
export function payMethod(): PayMethod {
  if (process.env.TARO_ENV === 'weapp') return 'wechat'
  return nativeApp() ? 'app' : 'h5'
}

export const METHOD_LABELS: Record<PayMethod, { title: string; note: string }> = {
  wechat: { title: '微信支付', note: '使用微信安全支付' },
  app: { title: 'APP支付', note: '由同行圈APP完成支付' },
  h5: { title: '在线支付', note: '前往支付平台页面完成支付' },
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
 * done: the platform says it went through (the result page asks the server); cancelled: the
 * dealer closed WeChat's payment (not a failure); left: the browser is on its way to the
 * provider's page.
 */
export type PayOutcome = 'done' | 'cancelled' | 'left'

function isCancel(error: unknown): boolean {
  const message = (error as { errMsg?: string })?.errMsg ?? (error instanceof Error ? error.message : String(error))
  return /cancel/i.test(message)
}

/** Prepare the payment on the server and hand it to the platform. Refusals throw (ApiError). */
export async function payOrder(order: PayOrder, method = payMethod()): Promise<PayOutcome> {
  const prepay = await callApi(
    cashierApi.prepay,
    { payOrderNo: order.payOrderNo, method, returnUrl: method === 'h5' ? resultUrl(order.payOrderNo) : undefined },
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
  browser.open(prepay.payUrl)
  return 'left'
}
