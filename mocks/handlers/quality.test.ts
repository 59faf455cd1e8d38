// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { expressApi } from '../../src/features/express/api'
import { qualityApi, type QualityCreateInput } from '../../src/features/quality/api'
import { LOOKUP_LIMIT, LOOKUP_LIMITED_TEXT, LOOKUP_WRONG_TEXT, QUALITY_REFUSALS, SCOPE_TEXT } from '../../src/features/quality/machine'
import { DEMO_TOKEN, PEER_TOKEN, resetDb } from '@mocks/db'
import { bringQualityDue, findQuality, SEEDED_REPORTS, STEP_MS } from '@mocks/db/quality'
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

const ALL_BAG = {
  front: '/mock-images/a.svg',
  back: '/mock-images/b.svg',
  logo: '/mock-images/c.svg',
  hardware: '/mock-images/d.svg',
  stitching: '/mock-images/e.svg',
  datecode: '/mock-images/f.svg',
}

const input = (overrides: Partial<QualityCreateInput> = {}): QualityCreateInput => ({
  source: 'new',
  stockItemId: null,
  category: '箱包',
  brandName: '爱马仕',
  model: 'Kelly 28',
  colour: '黑色',
  material: 'Epsom 牛皮',
  method: 'photo',
  photos: ALL_BAG,
  note: '',
  ...overrides,
})

const detail = async (id: number, token = DEMO_TOKEN) => (await mockCall(qualityApi.detail, { id }, token)).data

async function createdAndPaid(overrides: Partial<QualityCreateInput> = {}) {
  const created = await mockCall(qualityApi.create, input(overrides))
  expect(created.code).toBe(200)
  const pay = await mockCall(qualityApi.pay, { id: created.data.id })
  expect(pay.code).toBe(200)
  expect((await mockCall(cashierApi.prepay, { payOrderNo: pay.data.payOrderNo, method: 'balance' })).code).toBe(200)
  return detail(created.data.id)
}

async function throughReport(id: number) {
  for (let step = 0; step < 3; step += 1) advance(STEP_MS + 100)
  return detail(id)
}

describe('inspection mock: create and pay', () => {
  it('refuses an order without the checklist photos, naming the missing slots', async () => {
    const reply = await mockCall(qualityApi.create, input({ photos: { front: '/a.svg' } }))
    expect(reply.code).toBe(400)
    expect(reply.msg).toBe('请上传：背面、Logo 特写')
  })

  it('refuses without a method and without a brand', async () => {
    expect((await mockCall(qualityApi.create, input({ method: '' as never }))).msg).toBe('请选择鉴定方式')
    expect((await mockCall(qualityApi.create, input({ brandName: ' ' }))).msg).toBe('请填写品牌')
  })

  it('takes an item from stock as the stock knows it', async () => {
    const reply = await mockCall(qualityApi.create, input({ source: 'stock', stockItemId: 999_999_999 }))
    expect(reply.code).toBe(404)
  })

  it('creates awaiting_payment with pay and cancel; paid through the cashier it is accepted with its turnaround', async () => {
    const created = await mockCall(qualityApi.create, input())
    expect(created.data.status).toBe('awaiting_payment')
    expect(created.data.actions).toEqual(['pay', 'cancel'])
    expect(created.data.turnaround.startAt).toBeNull()
    const order = await createdAndPaid()
    expect(order.status).toBe('accepted')
    expect(order.turnaround.startAt).not.toBeNull()
    expect(Date.parse(order.turnaround.promisedAt!) - Date.parse(order.turnaround.startAt!)).toBe(6 * 3600 * 1000)
    expect(order.actions).toEqual([])
  })

  it('cancels an unpaid order, and refuses to cancel a paid one (40940)', async () => {
    const created = await mockCall(qualityApi.create, input())
    expect((await mockCall(qualityApi.cancel, { id: created.data.id })).data.status).toBe('cancelled')
    const paid = await createdAndPaid()
    const refused = await mockCall(qualityApi.cancel, { id: paid.id })
    expect(refused.code).toBe(QUALITY_REFUSALS.moved)
    expect(refused.msg).toBe('订单当前为「已受理」，不能取消订单')
  })

  it("does not show another dealer's order", async () => {
    expect((await mockCall(qualityApi.detail, { id: 9301 }, PEER_TOKEN)).code).toBe(404)
  })
})

describe('inspection mock: the procedure and the three verdicts', () => {
  it('goes accepted → inspecting → reviewing → reported, each step on the timeline', async () => {
    const order = await createdAndPaid()
    const reported = await throughReport(order.id)
    expect(reported.status).toBe('reported')
    expect(reported.timeline.map((event) => event.status)).toEqual(['awaiting_payment', 'accepted', 'inspecting', 'reviewing', 'reported'])
    expect(reported.reportNo).toMatch(/^ZJR\d{11}$/)
  })

  it('正品 with every photo; 非正品 by the deterministic rule (id % 5 === 4)', async () => {
    const first = await throughReport((await createdAndPaid()).id)
    expect(first.result?.verdict).toBe(first.id % 5 === 4 ? 'counterfeit' : 'authentic')
    expect((await detail(9304)).result?.verdict).toBe('counterfeit')
    expect((await detail(9303)).result?.verdict).toBe('authentic')
  })

  it('无法鉴定 lists the missing slots and offers 补图 and 寄送鉴定 (nothing for a firm verdict)', async () => {
    const order = await createdAndPaid({ photos: { front: '/a.svg', back: '/b.svg', logo: '/c.svg' } })
    const reported = await throughReport(order.id)
    expect(reported.result?.verdict).toBe('inconclusive')
    expect(reported.result?.missing.map((entry) => entry.label)).toEqual(['五金', '走线', '日期码/芯片'])
    expect(reported.actions).toEqual(['supplement', 'mailIn'])
    expect((await detail(9303)).actions).toEqual([])
    const refused = await mockCall(qualityApi.supplement, { id: 9303, photos: {} })
    expect(refused.code).toBe(QUALITY_REFUSALS.notInconclusive)
  })

  it('补图 needs every missing slot, then the same order is inspected again and reported', async () => {
    const incomplete = await mockCall(qualityApi.supplement, { id: 9305, photos: { hardware: '/h.svg' } })
    expect(incomplete.code).toBe(400)
    expect(incomplete.msg).toBe('请补充：日期码/芯片')
    const supplied = await mockCall(qualityApi.supplement, { id: 9305, photos: { hardware: '/h.svg', datecode: '/d.svg' } })
    expect(supplied.data.status).toBe('accepted')
    expect(supplied.data.result).toBeNull()
    // The old 无法鉴定 report's link no longer opens it.
    expect((await mockCall(qualityApi.publicReport, { token: SEEDED_REPORTS.inconclusive.token }, '')).code).toBe(QUALITY_REFUSALS.linkUnknown)
    const again = await throughReport(9305)
    expect(again.result?.verdict).toBe('authentic')
  })

  it('寄送鉴定 switches to mail-in: sent with express (purpose quality), signed for, accepted with the 72 h promise', async () => {
    const switched = await mockCall(qualityApi.mailIn, { id: 9305 })
    expect(switched.data.status).toBe('awaiting_shipment')
    expect(switched.data.method).toBe('mail')
    expect(switched.data.actions).toEqual(['send'])
    const sent = await mockCall(expressApi.send, {
      purpose: { kind: 'quality', orderId: 9305 },
      sender: { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号' },
      itemType: '箱包',
      declaredValueCents: 2_000_000,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: 'SF1234567890' },
    })
    expect(sent.code).toBe(200)
    expect((await detail(9305)).status).toBe('in_transit')
    const again = await mockCall(expressApi.send, {
      purpose: { kind: 'quality', orderId: 9305 },
      sender: { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号' },
      itemType: '箱包',
      declaredValueCents: 2_000_000,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: 'SF1234567891' },
    })
    expect(again.code).not.toBe(200)
    // Signed for by the centre: accepted, the clock starts then, promised 72 h later.
    bringQualityDue(9305)
    const received = await detail(9305)
    expect(received.status).toBe('accepted')
    expect(Date.parse(received.turnaround.promisedAt!) - Date.parse(received.turnaround.startAt!)).toBe(72 * 3600 * 1000)
    expect(received.turnaround.text).toBe('实物鉴定：签收后 48–72 小时出结果')
    const reported = await throughReport(9305)
    expect(reported.result?.verdict).toBe('authentic')
    expect(reported.result?.missing).toEqual([])
  })
})

describe('inspection mock: reports, public link and lookup', () => {
  it('the own report carries an unguessable token and a check code', async () => {
    const report = (await mockCall(qualityApi.report, { id: 9303 })).data
    expect(report.shareToken).toBe(SEEDED_REPORTS.authentic.token)
    expect(report.scope).toBe(SCOPE_TEXT)
    const fresh = await throughReport((await createdAndPaid()).id)
    const own = (await mockCall(qualityApi.report, { id: fresh.id })).data
    expect(own.shareToken).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(own.shareToken).not.toContain(String(fresh.id))
  })

  it('the public view opens signed out and shows nothing private', async () => {
    const reply = await mockCall(qualityApi.publicReport, { token: SEEDED_REPORTS.authentic.token }, '')
    expect(reply.code).toBe(200)
    expect(reply.data.verdict).toBe('authentic')
    expect(reply.data.status).toBe('valid')
    const text = JSON.stringify(reply.data)
    for (const secret of ['priceCents', 'orderId', 'shareToken', 'checkCode', 'phone', '9303', SEEDED_REPORTS.authentic.code]) expect(text).not.toContain(secret)
    expect((await mockCall(qualityApi.publicReport, { token: SEEDED_REPORTS.revoked.token }, '')).data.status).toBe('revoked')
    expect((await mockCall(qualityApi.publicReport, { token: 'guess9303' }, '')).code).toBe(QUALITY_REFUSALS.linkUnknown)
  })

  it('a lookup by number + check code works signed out; a wrong pair says so without naming the part', async () => {
    const reportNo = findQuality(9303)!.reportNo!
    const found = await mockCall(qualityApi.lookup, { reportNo, checkCode: SEEDED_REPORTS.authentic.code.toLowerCase() }, '')
    expect(found.data.reportNo).toBe(reportNo)
    const wrongCode = await mockCall(qualityApi.lookup, { reportNo, checkCode: 'AAAAAA' }, '')
    const wrongNo = await mockCall(qualityApi.lookup, { reportNo: 'ZJR00000000000', checkCode: SEEDED_REPORTS.authentic.code }, '')
    expect(wrongCode.code).toBe(QUALITY_REFUSALS.lookupWrong)
    expect(wrongCode.msg).toBe(LOOKUP_WRONG_TEXT)
    expect(wrongNo.msg).toBe(wrongCode.msg)
  })

  it(`rate-limits lookups: after ${LOOKUP_LIMIT} in the window, even a right pair waits`, async () => {
    const reportNo = findQuality(9303)!.reportNo!
    for (let n = 0; n < LOOKUP_LIMIT; n += 1) await mockCall(qualityApi.lookup, { reportNo, checkCode: 'WRONG1' }, '')
    const limited = await mockCall(qualityApi.lookup, { reportNo, checkCode: SEEDED_REPORTS.authentic.code }, '')
    expect(limited.code).toBe(QUALITY_REFUSALS.lookupLimited)
    expect(limited.msg).toBe(LOOKUP_LIMITED_TEXT)
    advance(10 * 60 * 1000 + 1000)
    expect((await mockCall(qualityApi.lookup, { reportNo, checkCode: SEEDED_REPORTS.authentic.code }, '')).code).toBe(200)
  })
})

describe('shikuan mock', () => {
  it('gives at most 5 candidates, banded, with a dated reference price; the same photo the same ones', async () => {
    const first = (await mockCall(qualityApi.recognize, { photo: 'http://x/mock-uploads/u1' })).data
    expect(first.candidates.length).toBeGreaterThan(0)
    expect(first.candidates.length).toBeLessThanOrEqual(5)
    expect(first.candidates[0].band).toBe('high')
    expect(first.candidates[0].priceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.retake).toBeNull()
    const again = (await mockCall(qualityApi.recognize, { photo: '/mock-uploads/u1' })).data
    expect(again.candidates.map((c) => c.skuId)).toEqual(first.candidates.map((c) => c.skuId))
    expect((await mockCall(qualityApi.recognition, { id: first.id })).data.candidates).toHaveLength(first.candidates.length)
  })

  it('an unusable photo asks for a retake with what to do', async () => {
    const blank = (await mockCall(qualityApi.recognize, { photo: '/mock-images/shikuan-blank.svg' })).data
    expect(blank.candidates).toEqual([])
    expect(blank.retake?.reason).toBe('照片中没有识别到商品')
    const group = (await mockCall(qualityApi.recognize, { photo: '/mock-images/shikuan-group.svg' })).data
    expect(group.retake?.advice).toContain('每次只拍一件')
    expect((await mockCall(qualityApi.recognize, { photo: '' })).code).toBe(400)
  })
})
