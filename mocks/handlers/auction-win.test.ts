// @vitest-environment node
import { auctionApi, auctionWinApi } from '../../src/features/auction/api'
import { cashierApi } from '../../src/features/cashier/api'
import { buyerFeeCents, insuranceCents, REMOTE_SHIPPING_CENTS, SHIPPING_CENTS, WIN_RULE_TEXT } from '../../src/features/auction/win-rules'
import { DEMO_TOKEN, getDb, PEER_TOKEN, resetDb } from '@mocks/db'
import { findLot, findSession } from '@mocks/db/auction'
import { paidDepositCents } from '@mocks/db/auction-deposit'
import { NO_ADDRESS } from '@mocks/db/auction-win'
import { findPayOrder, markPaid, submitTransfer, TRANSFER_WAITING } from '@mocks/db/pay-orders'
import { DEMO_USER_ID } from '@mocks/db/seed-account'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

const WON = 7005003
const win = (lotId: number, addressId?: number, token = DEMO_TOKEN) => mockCall(auctionWinApi.win, { lotId, addressId }, token)
const settle = (lotId: number, addressId?: number) => mockCall(auctionWinApi.settle, { lotId, addressId } as { lotId: number; addressId: number })
const hammerOf = (lotId: number) => findLot(lotId)!.bids.at(-1)!.amountCents

/** Win a fresh live lot of 爱马仕专场 (the demo shop's deposit is paid there): bid, then time passes its end. */
async function winFreshLots(count: number): Promise<number[]> {
  const session = findSession(7001)!
  const lots = session.lotIds
    .map((id) => findLot(id)!)
    .filter((lot) => lot.status === 'live' && lot.bids.every((bid) => bid.accountId >= 90000) && lot.endAt - Date.now() > 10 * 60_000)
    .slice(0, count)
  for (const [index, lot] of lots.entries()) {
    lot.reserveCents = null
    const seen = (await mockCall(auctionApi.lot, { id: lot.id })).data
    await mockCall(auctionApi.bid, { lotId: lot.id, amountCents: seen.nextBidCents, requestId: `win-test-${index}-${lot.id}` })
  }
  const last = Math.max(...lots.map((lot) => lot.endAt))
  mockClock.set(() => last + 1)
  await mockCall(auctionApi.lot, { id: lots[0].id })
  return lots.map((lot) => lot.id)
}

beforeEach(() => resetDb())
afterEach(() => mockClock.reset())

describe("mock auctions: a won lot's bill", () => {
  it('prices the seeded win for the default address: hammer, buyer fee, shipping, insurance, the deposit offset, each with its rule', async () => {
    const reply = await win(WON)
    expect(reply.code).toBe(200)
    const bill = reply.data
    const hammer = hammerOf(WON)
    const deposit = paidDepositCents(20001, 7005)
    expect(deposit).toBeGreaterThan(0)
    expect(bill.address).toMatchObject({ id: 31001, isDefault: true })
    expect(bill.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['hammer', hammer],
      ['buyerFee', buyerFeeCents(hammer)],
      ['shipping', SHIPPING_CENTS],
      ['insurance', insuranceCents(hammer)],
      ['depositOffset', -deposit],
    ])
    for (const line of bill.lines) expect(line.rule).toBe(WIN_RULE_TEXT[line.kind])
    expect(buyerFeeCents(hammer)).toBe(Math.max(Math.round(hammer * 0.05), 5000))
    expect(bill.amountDueCents).toBe(hammer + buyerFeeCents(hammer) + SHIPPING_CENTS + insuranceCents(hammer) - deposit)
    const order = findPayOrder(bill.payOrderNo)!
    expect(bill).toMatchObject({ status: 'pending', payDeadline: order.expiresAt, lotNo: 3, sessionTitle: findSession(7005)!.title })
    // The order made at the close carries the same bill; the cashier shows its lines with their rules.
    expect(order.amountCents).toBe(bill.amountDueCents)
    const cashier = (await mockCall(cashierApi.order, { payOrderNo: bill.payOrderNo })).data
    expect(cashier.lines.map((line) => line.note)).toEqual(bill.lines.map((line) => line.rule))
    expect(cashier.lines[0].label).toMatch(/第3号）成交价$/)
    expect((await mockCall(auctionApi.lot, { id: WON })).data.win).toMatchObject({ amountCents: bill.amountDueCents, paid: false })
  })

  it('quotes another address without changing the order; settling fixes it; a remote province ships for ¥60', async () => {
    getDb().addresses[DEMO_USER_ID].push({
      id: 31009,
      name: '阿里木',
      phone: '13912340000',
      province: '新疆维吾尔自治区',
      city: '乌鲁木齐市',
      district: '天山区',
      detail: '解放北路88号',
      isDefault: false,
    })
    const before = findPayOrder(findLot(WON)!.winPayOrderNo!)!.amountCents
    const quoted = (await win(WON, 31009)).data
    expect(quoted.address?.id).toBe(31009)
    expect(quoted.lines.find((line) => line.kind === 'shipping')?.amountCents).toBe(REMOTE_SHIPPING_CENTS)
    expect(quoted.amountDueCents).toBe(before + REMOTE_SHIPPING_CENTS - SHIPPING_CENTS)
    expect(findPayOrder(quoted.payOrderNo)!.amountCents).toBe(before)

    const settled = await settle(WON, 31009)
    expect(settled.code).toBe(200)
    expect(settled.data).toMatchObject({ amountDueCents: quoted.amountDueCents, address: { id: 31009 } })
    const order = findPayOrder(quoted.payOrderNo)!
    expect(order).toMatchObject({ amountCents: quoted.amountDueCents, shipTo: { id: 31009 }, holdReason: null })
    // Asked again without an address: the order's own.
    expect((await win(WON)).data.address?.id).toBe(31009)
  })

  it('refuses to settle without an address, or with one not in the book; a win made without any address cannot be paid until one is chosen', async () => {
    expect(await settle(WON)).toMatchObject({ code: 400, msg: NO_ADDRESS })
    expect(await settle(WON, 99999)).toMatchObject({ code: 404, msg: '收货地址不存在或已删除' })

    getDb().addresses[DEMO_USER_ID] = []
    const [lotId] = await winFreshLots(1)
    const bill = (await win(lotId)).data
    expect(bill.address).toBeNull()
    expect(bill.amountDueCents).toBeNull()
    expect(bill.lines.map((line) => line.kind)).toEqual(['hammer', 'buyerFee', 'insurance', 'depositOffset'])
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo: bill.payOrderNo, method: 'wechat' })
    expect(prepay).toMatchObject({ code: 409, msg: NO_ADDRESS })

    getDb().addresses[DEMO_USER_ID].push({
      id: 31010,
      name: '王经理',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '华强北路1002号',
      isDefault: true,
    })
    const added = (await win(lotId)).data
    expect(added.address?.id).toBe(31010)
    expect((await settle(lotId, 31010)).code).toBe(200)
    // Held no more (here the deposit even covers the whole bill, so settling paid it).
    expect(findPayOrder(bill.payOrderNo)).toMatchObject({ holdReason: null, status: 'paid' })
  })

  it('a bill the deposit covers is paid by it when settled: nothing is left for the cashier', async () => {
    const [lotId] = await winFreshLots(1)
    const bill = (await win(lotId, 31002)).data
    expect(bill.amountDueCents).toBe(0)
    const settled = await settle(lotId, 31002)
    expect(settled.data).toMatchObject({ status: 'paid', amountDueCents: 0 })
    expect(findPayOrder(bill.payOrderNo)).toMatchObject({ status: 'paid', paidBy: 'deposit:7001' })
  })

  it('takes the deposit off once per session: the first lot won there', async () => {
    const [first, second] = await winFreshLots(2)
    const kinds = async (lotId: number) => (await win(lotId)).data.lines.map((line) => line.kind)
    expect(await kinds(first)).toContain('depositOffset')
    expect(await kinds(second)).not.toContain('depositOffset')
    const lines = (await win(first)).data.lines
    const offset = lines.find((line) => line.kind === 'depositOffset')!
    // The whole deposit, or the bill when the deposit is larger (the amount due never goes below ¥0).
    const billBeforeOffset = lines.filter((line) => line !== offset).reduce((sum, line) => sum + line.amountCents, 0)
    expect(offset.amountCents).toBe(-Math.min(paidDepositCents(20001, 7001), billBeforeOffset))
  })

  it('a changed bill voids the payments prepared before it (the same one keeps them); a paid win is shown as paid and not settled again; an expired one is gone', async () => {
    const payOrderNo = findLot(WON)!.winPayOrderNo!
    const prepay = (await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat' })).data
    const oldPrepay = prepay.method === 'wechat' ? prepay.wechat.package.replace('prepay_id=', '') : ''
    // The same price (上海, ¥30 shipping) keeps them; a new one (新疆, ¥60) voids them.
    await settle(WON, 31002)
    expect(findPayOrder(payOrderNo)!.prepays).toHaveLength(1)
    getDb().addresses[DEMO_USER_ID].push({
      id: 31009,
      name: '阿里木',
      phone: '13912340000',
      province: '新疆维吾尔自治区',
      city: '乌鲁木齐市',
      district: '天山区',
      detail: '解放北路88号',
      isDefault: false,
    })
    await settle(WON, 31009)
    expect(findPayOrder(payOrderNo)!.prepays.every((entry) => entry.voided)).toBe(true)
    expect(markPaid(oldPrepay)).toBeUndefined()

    const fresh = (await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat' })).data
    // A new id: a notify of the old (voided) payment in flight can never match the new one.
    expect(fresh.method === 'wechat' && fresh.wechat.package).not.toBe(`prepay_id=${oldPrepay}`)
    markPaid(fresh.method === 'wechat' ? fresh.wechat.package.replace('prepay_id=', '') : '')
    const paid = (await win(WON)).data
    expect(paid).toMatchObject({ status: 'paid', address: { id: 31009 } })
    expect(paid.paidAt).not.toBeNull()
    expect(paid.amountDueCents).toBe(findPayOrder(payOrderNo)!.amountCents)
    expect(await settle(WON, 31001)).toMatchObject({ code: 409, msg: '该拍品已付款' })
    expect((await mockCall(auctionApi.myBids, { tab: 'won', page: 1, pageSize: 20 })).data.list[0]).toMatchObject({ id: WON, paid: true })

    resetDb()
    const deadline = Date.parse(findPayOrder(findLot(WON)!.winPayOrderNo!)!.expiresAt)
    mockClock.set(() => deadline + 1)
    const gone = await settle(WON, 31001)
    expect(gone.code).toBe(410)
    expect(gone.msg).toContain('保证金不予退还')
  })

  it('a bill whose bank transfer awaits the platform cannot be re-priced by another address', async () => {
    const { payOrderNo } = (await win(WON)).data
    submitTransfer(findPayOrder(payOrderNo)!, ['/uploads/receipt.jpg'])
    const before = findPayOrder(payOrderNo)!.amountCents
    expect(await settle(WON, 31002)).toMatchObject({ code: 409, msg: TRANSFER_WAITING })
    expect(findPayOrder(payOrderNo)!.amountCents).toBe(before)
  })

  it("is the winner's only: another dealer is told it is not theirs", async () => {
    expect(await win(WON, undefined, PEER_TOKEN)).toMatchObject({ code: 404, msg: '未找到您拍中的该拍品' })
  })
})
