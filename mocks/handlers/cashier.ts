import { http, HttpResponse } from 'msw'
import { cashierApi, PAY_METHODS, TRANSFER_MIN_CENTS, type BankAccount, type PayMethodOption, type PayMethods, type PayPlatform, type Prepay } from '../../src/features/cashier/api'
import { LOCAL_APP_ORIGIN, ownReturnUrl } from '../../src/core/routes/return-url'
import { saveDb } from '../db'
import { balanceOf } from '../db/balance'
import {
  cancelPayOrder,
  EXPIRED_REASON,
  findByPrepay,
  findPayOrder,
  markPaid,
  payFromBalance,
  payOrderView,
  submitTransfer,
  TRANSFER_WAITING,
  type PayOrderRecord,
} from '../db/pay-orders'

export { TRANSFER_WAITING }
import { requireUser } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { CONFLICT, GONE, refuse } from '../lib/refuse'
import { settleDue } from '../lib/settle'
import { yuan } from '../../src/shared/format/money'
import { COUPON_REFUSALS } from '../../src/features/coupon/api'
import { baseAmount, reconcileCoupons, settleOrderCoupon } from '../db/coupons'

export const ALREADY_PAID = '该订单已支付，请勿重复支付'
export const BAD_RETURN_URL = '支付返回地址不合法'
export const BALANCE_SHORT = '账户余额不足，请选择其他支付方式'
/** The platform's receiving account for 对公转账 (the mock's; the real one comes from finance). */
export const PLATFORM_BANK_ACCOUNT = { accountName: '同行圈（深圳）科技有限公司', bankName: '招商银行深圳分行营业部', accountNo: '7559 0321 8810 601' } as const

/**
 * The app's own origins a payment may return to: the local builds (127.0.0.1, localhost,
 * *.localhost, any port) and those named in MOCK_APP_ORIGINS (comma separated, exact origins).
 */
export function isAppOrigin(origin: string): boolean {
  const named = (process.env.MOCK_APP_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return LOCAL_APP_ORIGIN.test(origin) || named.includes(origin)
}
/** The mock's hosted pay page (the provider's H5 page on a plain browser) and WeChat's notify. */
export const HOSTED_PAY_PATH = '/cashier/mock/pay-page'
export const NOTIFY_PATH = '/cashier/mock/notify'

function ownOrder(token: string, payOrderNo: string | undefined): PayOrderRecord {
  const user = requireUser(token)
  const order = payOrderNo ? findPayOrder(String(payOrderNo)) : undefined
  if (!order || order.accountId !== user.accountId) throw new MockError(404, '订单不存在')
  return order
}

/** A fake but consistent signature: the same order and nonce always sign the same. */
function fakeSign(...parts: string[]): string {
  let hash = 0x811c9dc5
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return Buffer.from(`mock-sign:${parts.join('|')}:${hash.toString(16)}`).toString('base64')
}

/** The mock's WeChat paySign of a prepared payment (the weapp check compares requestPayment's). */
export function signWechat(timeStamp: string, nonceStr: string, pkg: string): string {
  return fakeSign('wxmockappid', timeStamp, nonceStr, pkg)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Where the provider's page goes back to: what the prepay recorded, checked again by the rule. */
function returnOf(prepayId: string): string | null {
  const prepay = findByPrepay(prepayId)?.prepays.find((entry) => entry.prepayId === prepayId)
  return ownReturnUrl(prepay?.returnUrl, isAppOrigin)
}

/** The methods of a platform for an order: the platform's own, the balance, a transfer for large amounts. */
function methodsFor(order: PayOrderRecord, platform: PayPlatform): PayMethods {
  const balanceCents = balanceOf(order.accountId)
  const own: Record<PayPlatform, PayMethodOption> = {
    weapp: { method: 'wechat', title: '微信支付', note: '使用微信安全支付', available: true, reason: null },
    app: { method: 'app', title: 'APP支付', note: '在同行圈APP内选择微信或支付宝完成支付', available: true, reason: null },
    h5: { method: 'h5', title: '支付宝', note: '跳转支付宝页面完成支付，完成后回到本页查看结果', available: true, reason: null },
  }
  const enough = balanceCents >= order.amountCents
  const methods: PayMethodOption[] = [
    own[platform],
    {
      method: 'balance',
      title: '账户余额',
      note: `可用 ${yuan(balanceCents)}（回收成交打款）`,
      available: enough,
      reason: enough ? null : `余额不足（可用 ${yuan(balanceCents)}）`,
    },
  ]
  // Large by what the order is worth; a coupon on it does not take the transfer away.
  const transfer = baseAmount(order) >= TRANSFER_MIN_CENTS
  if (transfer) methods.push({ method: 'transfer', title: '对公转账', note: '大额支付：转账后上传凭证，平台确认到账后完成支付', available: true, reason: null })
  const bankAccount: BankAccount | null = transfer ? { ...PLATFORM_BANK_ACCOUNT, remark: order.payOrderNo } : null
  return { methods, balanceCents, bankAccount }
}

/** Refusals shared by every way of paying: paid, closed, a transfer awaiting the platform. */
function requirePayable(order: PayOrderRecord): void {
  if (order.status === 'paid' || order.status === 'refunded') refuse(CONFLICT, ALREADY_PAID)
  if (order.status === 'closed') refuse(GONE, order.closeReason ?? EXPIRED_REASON)
  if (order.transfer) refuse(CONFLICT, TRANSFER_WAITING)
  // A won lot without an address cannot be paid yet (auction-win.ts sets and clears it).
  if (order.holdReason) refuse(CONFLICT, order.holdReason)
}

function hostedPage(order: PayOrderRecord, prepayId: string): string {
  const prepay = order.prepays.find((entry) => entry.prepayId === prepayId)
  const payable = order.status === 'pending' && !order.transfer && prepay?.method === 'h5' && !prepay.voided
  const state =
    order.transfer && order.status === 'pending'
      ? TRANSFER_WAITING
      : prepay?.voided
        ? '订单金额已变更，请返回应用重新支付'
        : order.status === 'paid'
          ? '该订单已支付'
          : order.status === 'closed'
            ? (order.closeReason ?? EXPIRED_REASON)
            : order.status === 'refunded'
              ? '该订单已退款'
              : ''
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟支付</title><link rel="icon" href="data:,"><style>
body{margin:0;font-family:-apple-system,"PingFang SC",sans-serif;background:#f5f5f5;color:#222}
.card{margin:24px 16px;padding:24px 16px;background:#fff;border-radius:12px;text-align:center}
.sub{color:#666;font-size:15px}.amount{font-size:36px;font-weight:600;margin:12px 0 20px}
.no{color:#999;font-size:12px;margin-bottom:20px}.state{color:#c0392b;margin-bottom:16px}
button{display:block;width:100%;height:46px;margin-top:12px;border-radius:23px;font-size:16px;border:1px solid #ccc;background:#fff}
button.pay{background:#07c160;border-color:#07c160;color:#fff}
</style></head><body><main class="card">
<div class="sub">支付宝（模拟） · ${escapeHtml(order.subject)}</div>
<div class="amount">${yuan(order.amountCents)}</div>
<div class="no">订单号 ${escapeHtml(order.payOrderNo)}</div>
${state ? `<div class="state">${escapeHtml(state)}</div>` : ''}
<form method="post" action="${HOSTED_PAY_PATH}">${field('prepayId', prepayId)}
${payable ? '<button class="pay" name="action" value="confirm" type="submit">确认支付</button>' : ''}
<button name="action" value="cancel" type="submit">${payable ? '取消支付' : '返回'}</button>
</form></main></body></html>`
}

export const cashierHandlers = [
  handle(cashierApi.order, ({ params, token }) => payOrderView(ownOrder(token, params.payOrderNo))),

  handle(cashierApi.methods, ({ params, token }) => {
    const order = ownOrder(token, params.payOrderNo)
    const platform = (['weapp', 'app', 'h5'] as const).find((entry) => entry === params.platform)
    if (!platform) throw new MockError(400, '不支持的支付环境')
    return methodsFor(order, platform)
  }),

  handle(cashierApi.prepay, ({ params, token, request }): Prepay => {
    const order = ownOrder(token, params.payOrderNo)
    if (!PAY_METHODS.includes(params.method)) throw new MockError(400, '不支持的支付方式')
    if (params.method === 'transfer') throw new MockError(400, '对公转账请按收款账户转账后提交转账凭证')
    requirePayable(order)
    // Checked before anything is recorded: the provider's page may only come back to the app.
    const returnUrl = params.method === 'h5' ? ownReturnUrl(params.returnUrl ?? null, isAppOrigin) : null
    if (params.method === 'h5' && !params.returnUrl) throw new MockError(400, '缺少支付完成后的返回地址')
    if (params.method === 'h5' && !returnUrl) throw new MockError(400, BAD_RETURN_URL)
    // The coupon chosen (or kept) is checked again now; a lapsed one is refused with the new amount.
    settleOrderCoupon(order, params.couponId)
    const now = mockClock.now()
    const prepayId = `wx${order.payOrderNo}${String(order.prepays.length + 2).padStart(2, '0')}`
    if (params.method === 'balance') {
      if (balanceOf(order.accountId) < order.amountCents) refuse(CONFLICT, BALANCE_SHORT)
      const paid = payFromBalance(order, prepayId, now)
      return { method: 'balance', paidAt: paid.paidAt ?? isoAt(now) }
    }
    order.prepays.push({ prepayId, method: params.method, at: isoAt(now), returnUrl })
    saveDb()
    if (params.method === 'wechat') {
      const timeStamp = String(Math.floor(now / 1000))
      const nonceStr = fakeSign(prepayId, timeStamp)
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(-16)
      const pkg = `prepay_id=${prepayId}`
      return { method: 'wechat', wechat: { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: signWechat(timeStamp, nonceStr, pkg) } }
    }
    if (params.method === 'app') {
      return {
        method: 'app',
        app: { payOrderNo: order.payOrderNo, amountCents: order.amountCents, orderInfo: `${prepayId}&sign=${fakeSign(prepayId, String(order.amountCents))}` },
      }
    }
    const page = new URL(HOSTED_PAY_PATH, new URL(request.url).origin)
    page.searchParams.set('prepayId', prepayId)
    return { method: 'h5', payUrl: page.toString() }
  }),

  handle(cashierApi.transfer, ({ params, token }) => {
    const order = ownOrder(token, params.payOrderNo)
    requirePayable(order)
    if (baseAmount(order) < TRANSFER_MIN_CENTS) throw new MockError(400, `对公转账适用于 ${yuan(TRANSFER_MIN_CENTS)} 及以上的订单`)
    const receipts = Array.isArray(params.receiptUrls) ? params.receiptUrls.filter((url): url is string => typeof url === 'string' && url.trim() !== '') : []
    if (receipts.length === 0) throw new MockError(400, '请上传转账凭证')
    if (receipts.length > 3) throw new MockError(400, '转账凭证最多3张')
    settleOrderCoupon(order, params.couponId)
    return payOrderView(submitTransfer(order, receipts))
  }),

  handle(cashierApi.cancel, ({ params, token }) => {
    const order = ownOrder(token, params.payOrderNo)
    if (order.status === 'closed') return payOrderView(order)
    if (order.status !== 'pending') refuse(COUPON_REFUSALS.cannotCancel, '订单已支付，不能取消')
    if (order.transfer) refuse(COUPON_REFUSALS.cannotCancel, TRANSFER_WAITING)
    cancelPayOrder(order)
    reconcileCoupons()
    saveDb()
    return payOrderView(order)
  }),

  // The provider's hosted page: the order, 确认支付 and 取消支付.
  // Not declared calls (no handle()): they settle what time decided themselves.
  http.get(`*${HOSTED_PAY_PATH}`, ({ request }) => {
    settleDue()
    const url = new URL(request.url)
    const prepayId = url.searchParams.get('prepayId') ?? ''
    const order = findByPrepay(prepayId)
    if (!order) return new HttpResponse('<!doctype html><meta charset="utf-8"><p>支付链接无效</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    return new HttpResponse(hostedPage(order, prepayId), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  }),
  // Confirm pays (as the provider's notify would) and goes back; cancel goes back unpaid. Back is
  // the address the prepay recorded (never one the form or the link brings), checked by the rule.
  http.post(`*${HOSTED_PAY_PATH}`, async ({ request }) => {
    settleDue()
    const form = new URLSearchParams(await request.text())
    const prepayId = form.get('prepayId') ?? ''
    if (form.get('action') === 'confirm') markPaid(prepayId, mockClock.now(), ['h5'])
    const back = returnOf(prepayId)
    if (!back) return new HttpResponse('<!doctype html><meta charset="utf-8"><p>已处理，请返回应用查看支付结果</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    return new HttpResponse(null, { status: 303, headers: { Location: back } })
  }),
  // WeChat Pay's notify to the server (the weapp check's requestPayment sends it on success).
  http.post(`*${NOTIFY_PATH}`, async ({ request }) => {
    settleDue()
    const body = (await request.json().catch(() => ({}))) as { prepayId?: string; package?: string }
    const prepayId = body.prepayId ?? body.package?.replace(/^prepay_id=/, '') ?? ''
    // WeChat's notify in the mini-program; the native app's SDK reports its payment the same way.
    const order = markPaid(prepayId, mockClock.now(), ['wechat', 'app'])
    if (!order) return HttpResponse.json({ code: 'FAIL', message: '未知的支付' }, { status: 404 })
    return HttpResponse.json({ code: order.status === 'paid' ? 'SUCCESS' : 'FAIL', message: order.status })
  }),
]
