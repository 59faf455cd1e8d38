// @vitest-environment node
import { GRAB_REFUSALS, liveApi } from '../../src/features/live/api'
import { PEER_TOKEN } from '@mocks/db'
import { findJianlou, RELEASE_TRANSFER_TEXT } from '@mocks/db/jianlou'
import { findPayOrder, submitTransfer } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT } from '@mocks/db/seed-account'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { payTradingDeposit } from '@test/trading-deposit'

const SINGLE = 7601

afterEach(() => mockClock.reset())

describe('mock bargain hunts', () => {
  it('without the 交易保证金 a grab is refused with the reason; paid, it goes through', async () => {
    const refused = await mockCall(liveApi.grab, { id: SINGLE })
    expect(refused).toMatchObject({ code: GRAB_REFUSALS.noDeposit, msg: '抢购需先缴纳交易保证金¥2,000（可退），请到交易权限页缴纳后再抢' })
    expect(findJianlou(SINGLE)!.holds).toHaveLength(0)
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    expect((await mockCall(liveApi.grab, { id: SINGLE })).code).toBe(200)
  })

  it('a piece gone or closed says so before asking for the deposit', async () => {
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    await mockCall(liveApi.grab, { id: SINGLE })
    expect((await mockCall(liveApi.grab, { id: SINGLE }, PEER_TOKEN)).code).toBe(GRAB_REFUSALS.gone)
    expect((await mockCall(liveApi.grab, { id: 7613 }, PEER_TOKEN)).code).toBe(GRAB_REFUSALS.closed)
  })

  it('grab holds the piece with a short pay order; the next dealer is told it is gone; unpaid, it is released', async () => {
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    payTradingDeposit(PEER_ACCOUNT)
    const list = (await mockCall(liveApi.jianlouList, { page: 1, pageSize: 20 })).data
    const single = list.list.find((item) => item.status === 'on_sale' && item.stockTotal === 1)!
    const grabbed = await mockCall(liveApi.grab, { id: single.id })
    expect(grabbed.code).toBe(200)
    expect(Date.parse(grabbed.data.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000)
    expect((await mockCall(liveApi.grab, { id: single.id })).data.payOrderNo).toBe(grabbed.data.payOrderNo)
    const late = await mockCall(liveApi.grab, { id: single.id }, PEER_TOKEN)
    expect(late).toMatchObject({ code: GRAB_REFUSALS.gone, msg: '手慢了，已被其他同行抢走' })
    expect((await mockCall(liveApi.jianlouDetail, { id: single.id })).data).toMatchObject({ status: 'sold_out', myHold: { paid: false } })
    mockClock.set(() => Date.now() + 16 * 60_000)
    expect((await mockCall(liveApi.jianlouDetail, { id: single.id }, PEER_TOKEN)).data).toMatchObject({ status: 'on_sale', stockLeft: 1 })
  })

  it('release: the hold is given back, its pay order closed, and another dealer can grab it', async () => {
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    payTradingDeposit(PEER_ACCOUNT)
    const grabbed = await mockCall(liveApi.grab, { id: SINGLE })
    const released = await mockCall(liveApi.release, { id: SINGLE })
    expect(released.data).toMatchObject({ id: SINGLE, status: 'on_sale', stockLeft: 1, myHold: null })
    expect(findPayOrder(grabbed.data.payOrderNo)).toMatchObject({ status: 'closed', closeReason: '已取消抢购' })
    expect((await mockCall(liveApi.release, { id: SINGLE })).code).toBe(409)
    const peer = await mockCall(liveApi.grab, { id: SINGLE }, PEER_TOKEN)
    expect(peer.code).toBe(200)
    // A paid hold is a sale: it cannot be released.
    const order = findPayOrder(peer.data.payOrderNo)!
    order.status = 'paid'
    expect(await mockCall(liveApi.release, { id: SINGLE }, PEER_TOKEN)).toMatchObject({ code: 409, msg: '货款已支付，不能取消抢购' })
  })

  it('a hold whose bank transfer awaits the platform cannot be released (the money is on its way)', async () => {
    payTradingDeposit(DEMO_SHOP_ACCOUNT)
    const grabbed = await mockCall(liveApi.grab, { id: SINGLE })
    submitTransfer(findPayOrder(grabbed.data.payOrderNo)!, ['/uploads/receipt.jpg'])
    expect(await mockCall(liveApi.release, { id: SINGLE })).toMatchObject({ code: 409, msg: RELEASE_TRANSFER_TEXT })
    expect(findPayOrder(grabbed.data.payOrderNo)!.status).toBe('pending')
  })
})
