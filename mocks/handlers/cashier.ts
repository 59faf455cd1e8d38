import { http, HttpResponse } from 'msw'
import { cashierApi, PAY_METHODS, type Prepay } from '../../src/features/cashier/api'
import { saveDb } from '../db'
import { EXPIRED_REASON, findByPrepay, findPayOrder, markPaid, payOrderView, type PayOrderRecord } from '../db/pay-orders'
import { requireUser } from '../lib/auth'
import { isoAt, mockClock } from '../lib/clock'
import { handle, MockError } from '../lib/handle'
import { CONFLICT, GONE, refuse } from '../lib/refuse'
import { settleDue } from '../lib/settle'
import { yuan } from '../../src/shared/format/money'

export const ALREADY_PAID = '该订单已支付，请勿重复支付'
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

/** Only back to a web page (http/https): the hosted page never sends anyone to a script url. */
function safeReturn(url: string | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
}

function hostedPage(order: PayOrderRecord, prepayId: string, returnUrl: string): string {
  const payable = order.status === 'pending'
  const state = order.status === 'paid' ? '该订单已支付' : order.status === 'closed' ? (order.closeReason ?? EXPIRED_REASON) : order.status === 'refunded' ? '该订单已退款' : ''
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
<div class="sub">模拟支付平台 · ${escapeHtml(order.subject)}</div>
<div class="amount">${yuan(order.amountCents, { decimals: 2 })}</div>
<div class="no">订单号 ${escapeHtml(order.payOrderNo)}</div>
${state ? `<div class="state">${escapeHtml(state)}</div>` : ''}
<form method="post" action="${HOSTED_PAY_PATH}">${field('prepayId', prepayId)}${field('returnUrl', returnUrl)}
${payable ? '<button class="pay" name="action" value="confirm" type="submit">确认支付</button>' : ''}
<button name="action" value="cancel" type="submit">${payable ? '取消支付' : '返回'}</button>
</form></main></body></html>`
}

export const cashierHandlers = [
  handle(cashierApi.order, ({ params, token }) => payOrderView(ownOrder(token, params.payOrderNo))),

  handle(cashierApi.prepay, ({ params, token, request }): Prepay => {
    const order = ownOrder(token, params.payOrderNo)
    if (!PAY_METHODS.includes(params.method)) throw new MockError(400, '不支持的支付方式')
    if (order.status === 'paid' || order.status === 'refunded') refuse(CONFLICT, ALREADY_PAID)
    if (order.status === 'closed') refuse(GONE, order.closeReason ?? EXPIRED_REASON)
    if (order.holdReason) refuse(CONFLICT, order.holdReason)
    const now = mockClock.now()
    const prepayId = `wx${order.payOrderNo}${String(order.prepays.length + 2).padStart(2, '0')}`
    order.prepays.push({ prepayId, method: params.method, at: isoAt(now) })
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
    const returnUrl = safeReturn(params.returnUrl ?? null)
    if (!returnUrl) throw new MockError(400, '缺少支付完成后的返回地址')
    const page = new URL(HOSTED_PAY_PATH, new URL(request.url).origin)
    page.searchParams.set('prepayId', prepayId)
    page.searchParams.set('returnUrl', returnUrl)
    return { method: 'h5', payUrl: page.toString() }
  }),

  // The provider's hosted page: the order, 确认支付 and 取消支付.
  // Not declared calls (no handle()): they settle what time decided themselves.
  http.get(`*${HOSTED_PAY_PATH}`, ({ request }) => {
    settleDue()
    const url = new URL(request.url)
    const prepayId = url.searchParams.get('prepayId') ?? ''
    const returnUrl = safeReturn(url.searchParams.get('returnUrl')) ?? ''
    const order = findByPrepay(prepayId)
    if (!order) return new HttpResponse('<!doctype html><meta charset="utf-8"><p>支付链接无效</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    return new HttpResponse(hostedPage(order, prepayId, returnUrl), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  }),
  // Confirm pays (as the provider's notify would) and goes back; cancel goes back unpaid.
  http.post(`*${HOSTED_PAY_PATH}`, async ({ request }) => {
    settleDue()
    const form = new URLSearchParams(await request.text())
    const prepayId = form.get('prepayId') ?? ''
    if (form.get('action') === 'confirm') markPaid(prepayId)
    const back = safeReturn(form.get('returnUrl'))
    if (!back) return new HttpResponse('<!doctype html><meta charset="utf-8"><p>已处理，请返回应用查看支付结果</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    return new HttpResponse(null, { status: 303, headers: { Location: back } })
  }),
  // WeChat Pay's notify to the server (the weapp check's requestPayment sends it on success).
  http.post(`*${NOTIFY_PATH}`, async ({ request }) => {
    settleDue()
    const body = (await request.json().catch(() => ({}))) as { prepayId?: string; package?: string }
    const prepayId = body.prepayId ?? body.package?.replace(/^prepay_id=/, '') ?? ''
    const order = markPaid(prepayId)
    if (!order) return HttpResponse.json({ code: 'FAIL', message: '未知的支付' }, { status: 404 })
    return HttpResponse.json({ code: order.status === 'paid' ? 'SUCCESS' : 'FAIL', message: order.status })
  }),
]
