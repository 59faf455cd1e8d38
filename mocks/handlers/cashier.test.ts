// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { PEER_TOKEN } from '@mocks/db'
import { createPayOrder, findPayOrder, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { ALREADY_PAID, HOSTED_PAY_PATH, NOTIFY_PATH } from '@mocks/handlers/cashier'
import { mockClock } from '@mocks/lib/clock'

const BASE = 'http://127.0.0.1:6003'
const RETURN = 'http://127.0.0.1:10086/pages/order/cash/result/index?payOrderNo=X'
const order = (payOrderNo: string, token?: string) => mockCall(cashierApi.order, { payOrderNo }, token)
const notify = (prepayId: string) =>
  fetch(`${BASE}${NOTIFY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ package: `prepay_id=${prepayId}` }) })
const fee = (windowMinutes?: number) =>
  createPayOrder({
    accountId: 20001,
    subject: '拍品服务费',
    lines: [
      { label: '送拍服务费', amountCents: 30000 },
      { label: '鉴定费', amountCents: 8800 },
    ],
    returnTo: '/pages/home/trade/index',
    windowMinutes,
  })

afterEach(() => {
  mockClock.reset()
})

describe('mock cashier: pay orders', () => {
  it('seeds a pending, a paid and a closed order for the demo shop, with the server time', async () => {
    const before = Date.now()
    const pending = await order(SEEDED_PAY_ORDERS.pending)
    expect(pending.data).toMatchObject({ status: 'pending', subject: '交易保证金', amountCents: 200000 })
    expect(Date.parse(pending.data.expiresAt) - before).toBeGreaterThan(3 * 3600 * 1000)
    expect(Math.abs(Date.parse(pending.data.serverTime) - Date.now())).toBeLessThan(1000)
    expect((await order(SEEDED_PAY_ORDERS.paid)).data).toMatchObject({ status: 'paid', amountCents: 50000 })
    expect((await order(SEEDED_PAY_ORDERS.closed)).data).toMatchObject({ status: 'closed', closeReason: '订单已超时关闭' })
  })

  it("is the account's own: another dealer's order and a missing one are 404", async () => {
    expect((await order(SEEDED_PAY_ORDERS.pending, PEER_TOKEN)).code).toBe(404)
    expect((await order('PO0000')).code).toBe(404)
  })

  it('creates orders for other areas: the total of the lines, a window, pending', () => {
    const created = fee(15)
    expect(created).toMatchObject({ status: 'pending', amountCents: 38800, returnTo: '/pages/home/trade/index' })
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(15 * 60 * 1000)
    expect(findPayOrder(created.payOrderNo)?.accountId).toBe(20001)
  })

  it('WeChat: signed parameters, paid by the notify once (a second notify changes nothing); paying twice is refused', async () => {
    const created = fee()
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'wechat' })
    expect(prepay.code).toBe(200)
    if (prepay.data.method !== 'wechat') throw new Error('not wechat')
    const params = prepay.data.wechat
    expect(params.package).toMatch(/^prepay_id=wx/)
    expect(params.timeStamp).toMatch(/^\d{10}$/)
    expect(params.paySign).toBeTruthy()
    // Not paid until the provider says so.
    expect((await order(created.payOrderNo)).data.status).toBe('pending')
    const prepayId = params.package.replace('prepay_id=', '')
    expect(await (await notify(prepayId)).json()).toMatchObject({ code: 'SUCCESS' })
    const paid = (await order(created.payOrderNo)).data
    expect(paid.status).toBe('paid')
    expect(await (await notify(prepayId)).json()).toMatchObject({ code: 'SUCCESS' })
    expect((await order(created.payOrderNo)).data.paidAt).toBe(paid.paidAt)
    const again = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'wechat' })
    expect(again).toMatchObject({ code: 409, msg: ALREADY_PAID })
    expect((await notify('wxunknown')).status).toBe(404)
  })

  it('an order whose window ran out closes, refuses prepay and is not paid by a late notify', async () => {
    const created = fee(10)
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'wechat' })
    const prepayId = prepay.data.method === 'wechat' ? prepay.data.wechat.package.replace('prepay_id=', '') : ''
    mockClock.set(() => Date.now() + 11 * 60 * 1000)
    expect((await order(created.payOrderNo)).data).toMatchObject({ status: 'closed', closeReason: '订单已超时关闭' })
    expect(await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'h5', returnUrl: RETURN })).toMatchObject({ code: 410, msg: '订单已超时关闭' })
    expect(await (await notify(prepayId)).json()).toMatchObject({ code: 'FAIL' })
    expect((await order(SEEDED_PAY_ORDERS.closed)).data.status).toBe('closed')
    expect((await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.closed, method: 'wechat' })).code).toBe(410)
  })

  it('the app method hands the bridge its order info; H5 needs a return url', async () => {
    const app = await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'app' })
    expect(app.data).toMatchObject({ method: 'app', app: { payOrderNo: SEEDED_PAY_ORDERS.pending, amountCents: 200000 } })
    expect((await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'h5' })).code).toBe(400)
    expect((await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'h5', returnUrl: 'javascript:alert(1)' })).code).toBe(400)
  })

  it('the hosted page shows the order; cancel goes back unpaid, confirm pays and goes back', async () => {
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'h5', returnUrl: RETURN })
    if (prepay.data.method !== 'h5') throw new Error('not h5')
    const page = await fetch(prepay.data.payUrl)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const html = await page.text()
    for (const text of ['交易保证金', '¥2,000.00', '确认支付', '取消支付']) expect(html).toContain(text)
    const prepayId = new URL(prepay.data.payUrl).searchParams.get('prepayId')!
    const submit = (action: string) =>
      fetch(`${BASE}${HOSTED_PAY_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prepayId, returnUrl: RETURN, action }).toString(),
      })
    const cancelled = await submit('cancel')
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(RETURN)
    expect((await order(SEEDED_PAY_ORDERS.pending)).data.status).toBe('pending')
    const confirmed = await submit('confirm')
    expect(confirmed.headers.get('location')).toBe(RETURN)
    expect((await order(SEEDED_PAY_ORDERS.pending)).data.status).toBe('paid')
    // Shown again, the page says it is paid and offers no 确认支付.
    const after = await (await fetch(prepay.data.payUrl)).text()
    expect(after).toContain('该订单已支付')
    expect(after).not.toContain('确认支付')
  })
})
