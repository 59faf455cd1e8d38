// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { expressApi } from '../../src/features/express/api'
import { evaluateApi, type OrderInput } from '../../src/features/evaluate/api'
import {
  EVALUATE_REFUSALS,
  EVALUATE_STATUSES,
  EVALUATE_TABS,
  METHOD_FEE_CENTS,
  METHOD_LOCKED_TEXT,
  REVIEW_USED_TEXT,
  SCOPE_TEXT,
  SEAL_MISMATCH_TEXT,
  SEAL_MISSING_TEXT,
  tabCount,
} from '../../src/features/evaluate/machine'
import { DEMO_TOKEN, PEER_TOKEN, resetDb } from '@mocks/db'
import { ACCEPT_MS, APPRAISE_MS, bringEvaluateDue, swapSeal } from '@mocks/db/evaluate'
import { balanceOf } from '@mocks/db/balance'
import { findPayOrder } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { yuan } from '../../src/shared/format/money'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

let offset = 0
const advance = (ms: number) => {
  offset += ms
  mockClock.set(() => Date.now() + offset)
}

beforeEach(() => {
  resetDb()
  offset = 0
  mockClock.reset()
})
afterEach(() => mockClock.reset())

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/mock-images/goods-${i}.svg`)
const input = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  category: '箱包',
  brandName: '爱马仕',
  model: 'Kelly 28',
  photos: photos(5),
  method: 'mail',
  note: '',
  ...overrides,
})
const sender = { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号赛格广场3楼312' }
const detail = async (id: number, token = DEMO_TOKEN) => (await mockCall(evaluateApi.detail, { id }, token)).data

async function created(overrides: Partial<OrderInput> = {}) {
  const reply = await mockCall(evaluateApi.create, input(overrides))
  expect(reply.code).toBe(200)
  return reply.data
}

async function paid(overrides: Partial<OrderInput> = {}) {
  const order = await created(overrides)
  const pay = await mockCall(evaluateApi.pay, { id: order.id })
  expect(pay.code).toBe(200)
  expect((await mockCall(cashierApi.prepay, { payOrderNo: pay.data.payOrderNo, method: 'balance' })).code).toBe(200)
  return detail(order.id)
}

const sendParcel = (id: number) =>
  mockCall(expressApi.send, {
    purpose: { kind: 'evaluate', orderId: id },
    sender,
    itemType: '箱包',
    declaredValueCents: 2_000_000,
    pickup: null,
    selfShipped: { carrier: '顺丰速运', waybillNo: 'SF1234567890' },
  })

async function sent(seal = 'FD12345678') {
  const order = await paid()
  expect((await mockCall(evaluateApi.seal, { id: order.id, sealNo: seal })).code).toBe(200)
  expect((await sendParcel(order.id)).code).toBe(200)
  return detail(order.id)
}

describe('evaluate mock: seeded orders', () => {
  it('gives the demo shop one order per state, counted by tab', async () => {
    const counts = (await mockCall(evaluateApi.counts, undefined)).data
    expect(counts).toEqual(Object.fromEntries(EVALUATE_STATUSES.map((status) => [status, 1])))
    for (const tab of EVALUATE_TABS) {
      const list = await mockCall(evaluateApi.list, { tab: tab.key, pageSize: 50 })
      expect(list.data.list).toHaveLength(tabCount(counts, tab.statuses))
    }
  })

  it('shows the exception with both seal numbers, and the three verdicts', async () => {
    const all = (await mockCall(evaluateApi.list, { tab: 'all', pageSize: 50 })).data.list
    const exception = await detail(all.find((order) => order.status === 'exception')!.id)
    expect(exception.seal.matched).toBe(false)
    expect(exception.seal.found).not.toBe(exception.seal.sent)
    expect(exception.actions).toEqual(['askReturn', 'continueAppraisal'])
    const verdicts = all.map((order) => order.verdict).filter(Boolean)
    expect(new Set(verdicts)).toEqual(new Set(['authentic', 'not_authentic', 'inconclusive']))
  })

  it('hides another account’s order', async () => {
    const order = await created()
    expect((await mockCall(evaluateApi.detail, { id: order.id }, PEER_TOKEN)).code).toBe(404)
  })
})

describe('evaluate mock: create, pay, modify, cancel', () => {
  it('creates awaiting payment with the method’s fee, and refuses a bad form in words', async () => {
    const order = await created({ method: 'online' })
    expect(order.status).toBe('awaiting_payment')
    expect(order.feeCents).toBe(METHOD_FEE_CENTS.online)
    expect(order.actions).toEqual(['pay', 'modify', 'cancel'])
    const bad = await mockCall(evaluateApi.create, input({ photos: photos(2) }))
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('至少3张')
    expect((await mockCall(evaluateApi.create, input({ method: 'fax' as 'mail' }))).msg).toBe('请选择鉴定方式')
  })

  it('pays through the cashier: mail → awaiting shipment; online → submitted, then accepted with a promised time', async () => {
    expect((await paid()).status).toBe('awaiting_shipment')
    const online = await paid({ method: 'online' })
    expect(online.status).toBe('submitted')
    advance(ACCEPT_MS + 1000)
    const accepted = await detail(online.id)
    expect(accepted.status).toBe('appraising')
    expect(Date.parse(accepted.promisedAt!) - Date.parse(accepted.acceptedAt!)).toBe(6 * 3600_000)
  })

  it('modifies before acceptance; the method changes only before payment (fee follows)', async () => {
    const order = await created()
    const changed = await mockCall(evaluateApi.modify, { ...input({ method: 'online', model: 'Kelly 25' }), id: order.id })
    expect(changed.code).toBe(200)
    expect(changed.data.feeCents).toBe(METHOD_FEE_CENTS.online)
    expect(changed.data.title).toBe('爱马仕 Kelly 25')
    const paidOrder = await paid()
    const locked = await mockCall(evaluateApi.modify, { ...input({ method: 'online' }), id: paidOrder.id })
    expect(locked.code).toBe(EVALUATE_REFUSALS.methodLocked)
    expect(locked.msg).toBe(METHOD_LOCKED_TEXT)
    expect((await mockCall(evaluateApi.modify, { ...input({ note: '补充说明' }), id: paidOrder.id })).code).toBe(200)
  })

  it('refuses modify once accepted, and cancel once sent', async () => {
    const order = await sent()
    expect((await mockCall(evaluateApi.cancel, { id: order.id })).code).toBe(EVALUATE_REFUSALS.stateMoved)
    bringEvaluateDue(order.id)
    expect((await detail(order.id)).status).toBe('appraising')
    const refused = await mockCall(evaluateApi.modify, { ...input(), id: order.id })
    expect(refused.code).toBe(EVALUATE_REFUSALS.stateMoved)
    expect(refused.msg).toBe('鉴定中心已受理，订单不能再修改')
  })

  it('cancels before payment and closes the pending pay order', async () => {
    const order = await created()
    const pay = await mockCall(evaluateApi.pay, { id: order.id })
    const cancelled = await mockCall(evaluateApi.cancel, { id: order.id })
    expect(cancelled.data.status).toBe('cancelled')
    expect(findPayOrder(pay.data.payOrderNo)!.status).toBe('closed')
    expect((await mockCall(evaluateApi.pay, { id: order.id })).code).toBe(EVALUATE_REFUSALS.stateMoved)
  })

  it('cancelled after payment, the fee paid is refunded in full: the pay order refunded, a balance payment back in the balance', async () => {
    const before = balanceOf(DEMO_SHOP_ACCOUNT)
    const order = await paid()
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before - order.feeCents)
    const cancelled = await mockCall(evaluateApi.cancel, { id: order.id })
    expect(cancelled.data.status).toBe('cancelled')
    expect(cancelled.data.timeline.at(-1)?.note).toBe(`您已取消订单，已付鉴定费 ${yuan(order.feeCents)} 将原路退回`)
    expect(findPayOrder(order.payOrderNo!)!.status).toBe('refunded')
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before)
  })
})

describe('evaluate mock: sending by mail with a seal number', () => {
  it('refuses sending before the seal number, and a malformed seal', async () => {
    const order = await paid()
    const noSeal = await sendParcel(order.id)
    expect(noSeal.code).toBe(EVALUATE_REFUSALS.sealMissing)
    expect(noSeal.msg).toBe(SEAL_MISSING_TEXT)
    expect((await mockCall(evaluateApi.seal, { id: order.id, sealNo: 'ab' })).code).toBe(400)
  })

  it('refuses the seal and the parcel before payment, and a second seal once sent', async () => {
    const unpaid = await created()
    expect((await mockCall(evaluateApi.seal, { id: unpaid.id, sealNo: 'FD12345678' })).code).toBe(EVALUATE_REFUSALS.stateMoved)
    expect((await sendParcel(unpaid.id)).code).toBe(EVALUATE_REFUSALS.stateMoved)
    const order = await sent()
    const again = await mockCall(evaluateApi.seal, { id: order.id, sealNo: 'FD87654321' })
    expect(again.code).toBe(EVALUATE_REFUSALS.stateMoved)
    expect((await detail(order.id)).seal.sent).toBe('FD12345678')
  })

  it('an online order cannot be sent', async () => {
    const order = await paid({ method: 'online' })
    expect((await mockCall(evaluateApi.seal, { id: order.id, sealNo: 'FD12345678' })).code).toBe(EVALUATE_REFUSALS.stateMoved)
  })

  it('checks the seal at receipt: the same → appraising; report and item back sealed; confirm-mail with that seal → done', async () => {
    const order = await sent('fd 1234 5678')
    expect(order.status).toBe('in_transit')
    expect(order.seal.sent).toBe('FD12345678')
    expect(order.actions).toEqual(['modify'])
    bringEvaluateDue(order.id)
    const received = await detail(order.id)
    expect(received.status).toBe('appraising')
    expect(received.seal.matched).toBe(true)
    expect(Date.parse(received.promisedAt!) - Date.parse(received.acceptedAt!)).toBe(72 * 3600_000)
    advance(APPRAISE_MS + 1000)
    const back = await detail(order.id)
    expect(back.status).toBe('returning')
    expect(back.report!.verdict).toBe('authentic')
    expect(back.report!.scope).toBe(SCOPE_TEXT)
    expect(back.backParcelId).not.toBeNull()
    const wrong = await mockCall(evaluateApi.confirmMail, { id: order.id, sealNo: 'RT999999' })
    expect(wrong.code).toBe(EVALUATE_REFUSALS.sealMismatch)
    expect(wrong.msg).toBe(SEAL_MISMATCH_TEXT)
    const done = await mockCall(evaluateApi.confirmMail, { id: order.id, sealNo: back.report!.returnSeal! })
    expect(done.data.status).toBe('done')
    expect((await mockCall(evaluateApi.confirmMail, { id: order.id, sealNo: back.report!.returnSeal! })).code).toBe(EVALUATE_REFUSALS.stateMoved)
  })

  it('a different seal at receipt is an exception, not an appraisal', async () => {
    const order = await sent()
    swapSeal(order.id, 'FD00000000')
    bringEvaluateDue(order.id)
    const exception = await detail(order.id)
    expect(exception.status).toBe('exception')
    expect(exception.seal).toEqual({ sent: 'FD12345678', found: 'FD00000000', matched: false })
    advance(APPRAISE_MS * 2)
    expect((await detail(order.id)).report).toBeNull()
  })

  it('an exception goes on when the dealer vouches for the tag read: appraised and reported', async () => {
    const order = await sent()
    expect((await mockCall(evaluateApi.continueAppraisal, { id: order.id })).code).toBe(EVALUATE_REFUSALS.stateMoved)
    swapSeal(order.id, 'FD00000000')
    bringEvaluateDue(order.id)
    const going = await mockCall(evaluateApi.continueAppraisal, { id: order.id })
    expect(going.data.status).toBe('appraising')
    expect(going.data.timeline.at(-1)?.note).toBe('您已确认签收时的封签号 FD00000000 无误，鉴定中心继续鉴定')
    expect((await mockCall(evaluateApi.askReturn, { id: order.id })).code).toBe(EVALUATE_REFUSALS.stateMoved)
    advance(APPRAISE_MS + 1000)
    expect((await detail(order.id)).status).toBe('returning')
  })

  it('or comes back unappraised: cancelled, sent back by the centre on its own waybill, the fee refunded in full', async () => {
    const before = balanceOf(DEMO_SHOP_ACCOUNT)
    const order = await sent()
    swapSeal(order.id, 'FD00000000')
    bringEvaluateDue(order.id)
    const back = await mockCall(evaluateApi.askReturn, { id: order.id })
    expect(back.data.status).toBe('cancelled')
    expect(back.data.report).toBeNull()
    expect(back.data.backParcelId).not.toBeNull()
    expect(back.data.timeline.at(-1)?.note).toContain(`已付鉴定费 ${yuan(order.feeCents)} 全额原路退回`)
    expect(findPayOrder(order.payOrderNo!)!.status).toBe('refunded')
    expect(balanceOf(DEMO_SHOP_ACCOUNT)).toBe(before)
    // The parcel back is the centre's: the dealer neither reads its receiver nor sends it.
    expect((await mockCall(expressApi.sendContext, { purpose: 'evaluate-back', orderId: order.id })).code).toBe(400)
    expect((await mockCall(evaluateApi.askReturn, { id: order.id })).code).toBe(EVALUATE_REFUSALS.stateMoved)
  })
})

describe('evaluate mock: online result, review and confirm', () => {
  async function reported(n: number) {
    const order = await paid({ method: 'online', photos: photos(n) })
    advance(ACCEPT_MS + 1000)
    await detail(order.id)
    advance(APPRAISE_MS + 1000)
    return detail(order.id)
  }

  it('too few photos: 无法鉴定 listing what was missing; one review with more photos concludes', async () => {
    const order = await reported(3)
    expect(order.status).toBe('reported')
    expect(order.report!.verdict).toBe('inconclusive')
    expect(order.report!.missing).toEqual(['五金清晰照', '内标/刻印清晰照'])
    expect(order.report!.photos.map((photo) => photo.label)).toEqual(['正面', '背面', '标识/Logo'])
    expect((await mockCall(evaluateApi.requestReview, { id: order.id, reason: '', photos: [] })).code).toBe(400)
    const review = await mockCall(evaluateApi.requestReview, { id: order.id, reason: '已补图', photos: photos(2) })
    expect(review.data.status).toBe('appraising')
    advance(APPRAISE_MS + 1000)
    const again = await detail(order.id)
    expect(again.report!.verdict).toBe('authentic')
    const second = await mockCall(evaluateApi.requestReview, { id: order.id, reason: '再看看', photos: [] })
    expect(second.code).toBe(EVALUATE_REFUSALS.reviewUsed)
    expect(second.msg).toBe(REVIEW_USED_TEXT)
  })

  it('confirm-online closes it; confirm-mail is refused for an online order', async () => {
    const order = await reported(5)
    expect(order.report!.verdict).toBe('authentic')
    expect(order.report!.returnSeal).toBeNull()
    expect((await mockCall(evaluateApi.confirmMail, { id: order.id, sealNo: 'RT000001' })).code).toBe(EVALUATE_REFUSALS.stateMoved)
    expect((await mockCall(evaluateApi.confirmOnline, { id: order.id })).data.status).toBe('done')
  })
})
