// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { recycleSellerApi } from '../../src/features/recycle/api'
import { PEER_TOKEN } from '@mocks/db'
import { createPayOrder, findPayOrder, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { ALREADY_PAID, BAD_RETURN_URL, BALANCE_SHORT, HOSTED_PAY_PATH, NOTIFY_PATH, PLATFORM_BANK_ACCOUNT, TRANSFER_WAITING } from '@mocks/handlers/cashier'
import { balanceOf, SEEDED_BALANCE_CENTS } from '@mocks/db/balance'
import { mockClock } from '@mocks/lib/clock'
import { HOSTILE_RETURNS } from '@test/hostile-returns'

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
    for (const text of ['交易保证金', '¥2,000', '确认支付', '取消支付']) expect(html).toContain(text)
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

  it('each way pays only its own prepays: the hosted page does not pay a WeChat one, the notify not an h5 one', async () => {
    const created = fee()
    const wechat = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'wechat' })
    const h5 = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'h5', returnUrl: RETURN })
    if (wechat.data.method !== 'wechat' || h5.data.method !== 'h5') throw new Error('prepay failed')
    const wechatId = wechat.data.wechat.package.replace('prepay_id=', '')
    const h5Id = new URL(h5.data.payUrl).searchParams.get('prepayId')!
    expect(wechatId).not.toBe(h5Id)
    await fetch(`${BASE}${HOSTED_PAY_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId: wechatId, action: 'confirm' }).toString(),
    })
    expect((await notify(h5Id)).status).toBe(404)
    expect((await order(created.payOrderNo)).data.status).toBe('pending')
    await notify(wechatId)
    expect((await order(created.payOrderNo)).data.status).toBe('paid')
  })
})

describe('mock cashier: return addresses (the return-address rule)', () => {
  // The mock takes any port of 127.0.0.1/localhost (it does not know the app's); the real server
  // names its origins exactly (docs/api.md), which the rule's own test covers.
  const hostile = HOSTILE_RETURNS.filter(([name]) => name !== 'another port')

  it.each(hostile)('prepay refuses a return to %s, and records nothing', async (_, returnUrl) => {
    const created = fee()
    const reply = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'h5', returnUrl })
    expect(reply).toMatchObject({ code: 400, msg: BAD_RETURN_URL })
    expect(findPayOrder(created.payOrderNo)!.prepays).toEqual([])
  })

  it('the provider’s page goes back only to the recorded address: one in its link or its form is ignored', async () => {
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'h5', returnUrl: RETURN })
    if (prepay.data.method !== 'h5') throw new Error('not h5')
    const prepayId = new URL(prepay.data.payUrl).searchParams.get('prepayId')!
    const linked = new URL(prepay.data.payUrl)
    linked.searchParams.set('returnUrl', 'https://evil.example/steal')
    expect(await (await fetch(linked)).text()).not.toContain('evil.example')
    const cancelled = await fetch(`${BASE}${HOSTED_PAY_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId, returnUrl: 'https://evil.example/steal', action: 'cancel' }).toString(),
    })
    expect(cancelled.headers.get('location')).toBe(RETURN)
  })

  it('a recorded address that no longer passes the rule is not followed (a page says to go back instead)', async () => {
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: SEEDED_PAY_ORDERS.pending, method: 'h5', returnUrl: RETURN })
    const prepayId = prepay.data.method === 'h5' ? new URL(prepay.data.payUrl).searchParams.get('prepayId')! : ''
    findPayOrder(SEEDED_PAY_ORDERS.pending)!.prepays.at(-1)!.returnUrl = 'https://evil.example/steal'
    const cancelled = await fetch(`${BASE}${HOSTED_PAY_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId, action: 'cancel' }).toString(),
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.headers.get('location')).toBeNull()
  })
})

describe('mock cashier: methods, balance and bank transfer', () => {
  const large = () => createPayOrder({ accountId: 20001, subject: '拍品成交款', lines: [{ label: '成交价', amountCents: 8_000_050 }] })
  const methodsOf = async (payOrderNo: string, platform: 'weapp' | 'app' | 'h5') => (await mockCall(cashierApi.methods, { payOrderNo, platform })).data

  it('offers the platform’s own method, the balance, and 对公转账 from ¥50,000 with the account and the order as the note', async () => {
    const small = await methodsOf(SEEDED_PAY_ORDERS.pending, 'weapp')
    expect(small.methods.map((option) => [option.method, option.available])).toEqual([
      ['wechat', true],
      ['balance', true],
    ])
    expect(small).toMatchObject({ balanceCents: SEEDED_BALANCE_CENTS, bankAccount: null })
    expect((await methodsOf(SEEDED_PAY_ORDERS.pending, 'app')).methods[0].method).toBe('app')
    expect((await methodsOf(SEEDED_PAY_ORDERS.pending, 'h5')).methods[0]).toMatchObject({ method: 'h5', title: '支付宝' })
    const order = large()
    const big = await methodsOf(order.payOrderNo, 'h5')
    expect(big.methods.map((option) => [option.method, option.available])).toEqual([
      ['h5', true],
      ['balance', false],
      ['transfer', true],
    ])
    expect(big.methods[1].reason).toBe('余额不足（可用 ¥36,800）')
    expect(big.bankAccount).toEqual({ ...PLATFORM_BANK_ACCOUNT, remark: order.payOrderNo })
    expect((await mockCall(cashierApi.methods, { payOrderNo: order.payOrderNo, platform: 'pc' as never })).code).toBe(400)
  })

  it('the balance pays at once and is taken from it; too little is refused', async () => {
    const created = fee()
    const paid = await mockCall(cashierApi.prepay, { payOrderNo: created.payOrderNo, method: 'balance' })
    expect(paid.data).toMatchObject({ method: 'balance', paidAt: expect.any(String) })
    expect((await order(created.payOrderNo)).data.status).toBe('paid')
    expect(balanceOf(20001)).toBe(SEEDED_BALANCE_CENTS - 38800)
    const short = await mockCall(cashierApi.prepay, { payOrderNo: large().payOrderNo, method: 'balance' })
    expect(short).toMatchObject({ code: 409, msg: BALANCE_SHORT })
    expect(balanceOf(20001)).toBe(SEEDED_BALANCE_CENTS - 38800)
  })

  it('recycling pays into the balance the cashier pays from (确认成交 to 账户余额)', async () => {
    const settled = await mockCall(recycleSellerApi.confirm, { id: 8107, payoutTo: 'balance' })
    expect(settled.code).toBe(200)
    const payout = settled.data.settlement!.payoutCents
    expect(payout).toBeGreaterThan(0)
    expect(balanceOf(20001)).toBe(SEEDED_BALANCE_CENTS + payout)
    expect((await mockCall(cashierApi.methods, { payOrderNo: SEEDED_PAY_ORDERS.pending, platform: 'h5' })).data.balanceCents).toBe(SEEDED_BALANCE_CENTS + payout)
  })

  it('a transfer needs a receipt and a large amount; it waits for the platform past the window, refuses another payment, then is paid', async () => {
    const order30 = large()
    const transfer = (payOrderNo: string, receiptUrls: string[]) => mockCall(cashierApi.transfer, { payOrderNo, receiptUrls })
    expect((await transfer(order30.payOrderNo, [])).msg).toBe('请上传转账凭证')
    expect((await transfer(fee().payOrderNo, ['/uploads/r.jpg'])).code).toBe(400)
    const sent = await transfer(order30.payOrderNo, ['/uploads/r.jpg'])
    expect(sent.data).toMatchObject({ status: 'pending', transfer: { receiptUrls: ['/uploads/r.jpg'] } })
    expect(await mockCall(cashierApi.prepay, { payOrderNo: order30.payOrderNo, method: 'wechat' })).toMatchObject({ code: 409, msg: TRANSFER_WAITING })
    expect((await transfer(order30.payOrderNo, ['/uploads/r.jpg'])).code).toBe(409)
    mockClock.set(() => Date.now() + 2 * 60 * 1000)
    expect((await order(order30.payOrderNo)).data).toMatchObject({ status: 'pending', transfer: { receiptUrls: ['/uploads/r.jpg'] } })
    // Past the order's own 30-minute window: confirmed (paid), not closed.
    mockClock.set(() => Date.now() + 40 * 60 * 1000)
    expect((await order(order30.payOrderNo)).data).toMatchObject({ status: 'paid', transfer: null })
  })

  it('a payment prepared before the transfer receipt does not pay the order again while the platform checks the transfer', async () => {
    const order30 = large()
    const h5 = await mockCall(cashierApi.prepay, { payOrderNo: order30.payOrderNo, method: 'h5', returnUrl: RETURN })
    if (h5.data.method !== 'h5') throw new Error('not h5')
    await mockCall(cashierApi.transfer, { payOrderNo: order30.payOrderNo, receiptUrls: ['/uploads/r.jpg'] })
    const page = await (await fetch(h5.data.payUrl)).text()
    expect(page).toContain(TRANSFER_WAITING)
    expect(page).not.toContain('确认支付')
    await fetch(`${BASE}${HOSTED_PAY_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId: new URL(h5.data.payUrl).searchParams.get('prepayId')!, action: 'confirm' }).toString(),
    })
    expect((await order(order30.payOrderNo)).data).toMatchObject({ status: 'pending', transfer: { receiptUrls: ['/uploads/r.jpg'] } })
    expect(findPayOrder(order30.payOrderNo)!.paidBy).toBeNull()
  })
})
