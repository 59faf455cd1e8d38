// @vitest-environment node
import { accountApi, PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import { memberApplyApi, type ApplyInput } from '../../src/features/member/api'
import { checkApply, isValidCreditCode, isValidIdNumber, maskIdNumber } from '../../src/features/member/apply-rules'
import { DEMO_TOKEN, getDb, PEER_TOKEN } from '@mocks/db'
import { SAMPLE_CREDIT_CODES, SAMPLE_ID_NUMBERS, SEEDED_REJECT_REASON } from '@mocks/db/seed-member-apply'
import { openSession } from '@mocks/lib/auth'
import { mockCall } from '@mocks/lib/call'
import { cashierApi } from '../../src/features/cashier/api'
import { createPayOrder, findPayOrder, markPaid, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { DEPOSIT_CENTS, DEPOSIT_NEEDS_PERMISSION_TEXT, DEPOSIT_PAID_TEXT, DEPOSIT_RETURN_TO } from '@mocks/handlers/member-apply'
import { CONFLICT, GRANTED_TEXT, MARKER_REASON, OPEN_APPLY_TEXT, REAPPLY_TEXT, REJECT_MARKER, REVIEW_DONE_MS, REVIEW_START_MS } from '@mocks/handlers/member-apply'

const enterprise = () => openSession(10001, 20002)
const account = (id: number) => getDb().accounts.find((candidate) => candidate.accountId === id)!

const validApply = (patch: Partial<ApplyInput> = {}): ApplyInput => ({
  applicantType: 'enterprise',
  companyName: '臻品供应链（深圳）有限公司',
  creditCode: SAMPLE_CREDIT_CODES[1],
  contactName: '王建国',
  idNumber: SAMPLE_ID_NUMBERS[1],
  contactPhone: '13800138000',
  licensePhoto: 'http://127.0.0.1:6003/mock-images/goods-20.svg',
  idFrontPhoto: 'http://127.0.0.1:6003/mock-images/goods-21.svg',
  idBackPhoto: 'http://127.0.0.1:6003/mock-images/goods-22.svg',
  shopPhotos: ['http://127.0.0.1:6003/mock-images/goods-23.svg'],
  categories: ['箱包'],
  note: '',
  agreed: true,
  ...patch,
})

let now = Date.now()
beforeEach(() => {
  now = Date.now()
  vi.spyOn(Date, 'now').mockImplementation(() => now)
})
afterEach(() => vi.restoreAllMocks())

describe('application rules', () => {
  it('checks the credit code and the ID number by their check characters', () => {
    for (const code of SAMPLE_CREDIT_CODES) expect(isValidCreditCode(code)).toBe(true)
    expect(isValidCreditCode('91440300MA5F8K2L1A')).toBe(false)
    expect(isValidCreditCode('91440300MA5F8K2L1')).toBe(false)
    for (const id of SAMPLE_ID_NUMBERS) expect(isValidIdNumber(id)).toBe(true)
    expect(isValidIdNumber(SAMPLE_ID_NUMBERS[1].slice(0, 17) + '2')).toBe(false)
    // A check digit right for a date that does not exist.
    expect(isValidIdNumber('440304199002301234')).toBe(false)
    expect(maskIdNumber('44030519850612231x')).toBe('440305********231X')
  })

  it('gives one message per wrong field, none for a valid application', () => {
    expect(checkApply(validApply(), 'enterprise')).toEqual({})
    expect(checkApply(validApply(), 'shop').applicantType).toBe('申请主体需与当前账号一致（店铺）')
    const errors = checkApply({ applicantType: 'enterprise', shopPhotos: Array(7).fill('x'), categories: ['汽车'], note: 'x'.repeat(201) })
    expect(errors).toEqual({
      companyName: '请输入企业名称',
      creditCode: '请输入统一社会信用代码',
      contactName: '请输入法人/联系人姓名',
      idNumber: '请输入身份证号',
      contactPhone: '请输入联系电话',
      licensePhoto: '请上传营业执照照片',
      idFrontPhoto: '请上传身份证人像面',
      idBackPhoto: '请上传身份证国徽面',
      shopPhotos: '店铺照片最多6张',
      categories: '主营品类无效',
      note: '备注不能超过200个字',
      agreed: '请阅读并同意《平台交易规则》',
    })
  })
})

describe('mock member/apply', () => {
  it('seeds an approved application for the demo shop and the peer, a rejected one for the enterprise', async () => {
    const shop = await mockCall(memberApplyApi.overview, undefined, DEMO_TOKEN)
    expect(shop.data).toMatchObject({ granted: true, canApply: false, latest: { status: 'approved' } })
    const peer = await mockCall(memberApplyApi.overview, undefined, PEER_TOKEN)
    expect(peer.data).toMatchObject({ granted: true, latest: { status: 'approved' } })
    const mine = await mockCall(memberApplyApi.overview, undefined, enterprise())
    expect(mine.data).toMatchObject({ granted: false, canApply: true, accountType: 'enterprise', latest: { status: 'rejected', rejectReason: SEEDED_REJECT_REASON } })
    const detail = await mockCall(memberApplyApi.detail, { id: mine.data.latest!.id }, enterprise())
    expect(detail.data.idNumberMasked).toBe(maskIdNumber(SAMPLE_ID_NUMBERS[1]))
    expect(detail.data.timeline.map((event) => event.status)).toEqual(['submitted', 'in_review', 'rejected'])
    // Another account's application is not found.
    expect((await mockCall(memberApplyApi.detail, { id: mine.data.latest!.id }, DEMO_TOKEN)).code).toBe(404)
  })

  it('refuses an invalid application with its first message', async () => {
    const reply = await mockCall(memberApplyApi.submit, validApply({ idNumber: '440304199003154212' }), enterprise())
    expect(reply).toMatchObject({ code: 400, msg: '身份证号有误，请核对' })
    expect((await mockCall(memberApplyApi.submit, validApply({ applicantType: 'shop' }), enterprise())).msg).toBe('申请主体需与当前账号一致（企业）')
  })

  it('reapplies after the rejection, refuses a second open one, reviews by the clock and grants the permission', async () => {
    const token = enterprise()
    const rejected = (await mockCall(memberApplyApi.overview, undefined, token)).data.latest!
    const prefill = await mockCall(memberApplyApi.prefill, { id: rejected.id }, token)
    expect(prefill.data).toMatchObject({ idNumberMasked: maskIdNumber(SAMPLE_ID_NUMBERS[1]), companyName: '臻品供应链（深圳）有限公司' })
    expect(JSON.stringify(prefill.data)).not.toContain(SAMPLE_ID_NUMBERS[1])

    // Without reapplying an ID number is needed; reapplying, an empty one keeps the rejected application's.
    expect((await mockCall(memberApplyApi.submit, validApply({ idNumber: '' }), token)).msg).toBe('请输入身份证号')
    const made = await mockCall(memberApplyApi.submit, validApply({ reapplyOf: rejected.id, idNumber: '' }), token)
    expect(made.code).toBe(200)
    expect(getDb().memberApplies!.at(-1)!.idNumber).toBe(SAMPLE_ID_NUMBERS[1])
    let overview = (await mockCall(memberApplyApi.overview, undefined, token)).data
    expect(overview).toMatchObject({ canApply: false, latest: { id: made.data.id, status: 'submitted' } })

    // One open application at a time.
    expect(await mockCall(memberApplyApi.submit, validApply(), token)).toMatchObject({ code: CONFLICT, msg: OPEN_APPLY_TEXT })
    // Only a rejected application is reapplied for; its data is only for that.
    expect((await mockCall(memberApplyApi.prefill, { id: made.data.id }, token)).msg).toBe(REAPPLY_TEXT)

    now += REVIEW_START_MS
    expect((await mockCall(memberApplyApi.detail, { id: made.data.id }, token)).data.status).toBe('in_review')
    expect(await mockCall(memberApplyApi.submit, validApply(), token)).toMatchObject({ code: CONFLICT, msg: OPEN_APPLY_TEXT })
    expect(account(20002).permission).not.toContain(PRODUCT_DETAIL_PRICE)

    now += REVIEW_DONE_MS - REVIEW_START_MS
    overview = (await mockCall(memberApplyApi.overview, undefined, token)).data
    expect(overview).toMatchObject({ granted: true, canApply: false, latest: { status: 'approved' } })
    expect((await mockCall(accountApi.info, undefined, token)).data.permission).toContain(PRODUCT_DETAIL_PRICE)
    const detail = (await mockCall(memberApplyApi.detail, { id: made.data.id }, token)).data
    expect(detail.timeline.map((event) => event.status)).toEqual(['submitted', 'in_review', 'approved'])
    expect(detail.reapplyOf).toBe(rejected.id)
    // Granted: nothing more to apply for.
    expect(await mockCall(memberApplyApi.submit, validApply(), token)).toMatchObject({ code: CONFLICT, msg: GRANTED_TEXT })
    const list = (await mockCall(memberApplyApi.list, { page: 1, pageSize: 20 }, token)).data
    expect(list.list.map((apply) => apply.status)).toEqual(['approved', 'rejected'])
  })

  it('rejects an application whose note holds the marker, and then takes a new one', async () => {
    const token = enterprise()
    const made = await mockCall(memberApplyApi.submit, validApply({ note: `演示 ${REJECT_MARKER}` }), token)
    now += REVIEW_DONE_MS
    const detail = (await mockCall(memberApplyApi.detail, { id: made.data.id }, token)).data
    expect(detail).toMatchObject({ status: 'rejected', rejectReason: MARKER_REASON })
    expect(account(20002).permission).not.toContain(PRODUCT_DETAIL_PRICE)
    expect((await mockCall(memberApplyApi.submit, validApply({ reapplyOf: made.data.id }), token)).code).toBe(200)
  })

  it('asks for a session', async () => {
    expect((await mockCall(memberApplyApi.overview, undefined, '')).code).toBe(401)
  })
})

describe('mock member/apply: the trading deposit', () => {
  /** Pay an order as the cashier does: a prepared payment, then the provider's word. */
  async function pay(payOrderNo: string, token: string = DEMO_TOKEN) {
    const prepay = await mockCall(cashierApi.prepay, { payOrderNo, method: 'app' }, token)
    if (prepay.data.method !== 'app') throw new Error('not app')
    markPaid(findPayOrder(payOrderNo)!.prepays.at(-1)!.prepayId)
  }

  it("is derived from the account's pay orders: the seeded pending order, then paid once the cashier is paid", async () => {
    const before = await mockCall(memberApplyApi.deposit, undefined, DEMO_TOKEN)
    expect(before.data).toEqual({ amountCents: DEPOSIT_CENTS, paid: false, paidAt: null, pendingPayOrderNo: SEEDED_PAY_ORDERS.pending })
    // Another subject paid (the seeded 拍品服务费) is no deposit.
    expect(findPayOrder(SEEDED_PAY_ORDERS.paid)?.status).toBe('paid')
    await pay(SEEDED_PAY_ORDERS.pending)
    const after = await mockCall(memberApplyApi.deposit, undefined, DEMO_TOKEN)
    expect(after.data).toMatchObject({ paid: true, pendingPayOrderNo: null, paidAt: findPayOrder(SEEDED_PAY_ORDERS.pending)!.paidAt })
    // Another account's deposit is not this one's.
    expect((await mockCall(memberApplyApi.deposit, undefined, PEER_TOKEN)).data).toMatchObject({ paid: false, pendingPayOrderNo: null })
  })

  it("starting returns the account's pending order (the demo shop's seeded one), never a second", async () => {
    const first = await mockCall(memberApplyApi.depositPay, undefined, DEMO_TOKEN)
    expect(first.data).toEqual({ payOrderNo: SEEDED_PAY_ORDERS.pending })
    expect((await mockCall(memberApplyApi.depositPay, undefined, DEMO_TOKEN)).data).toEqual(first.data)
  })

  it('creates one pay order of ¥2,000 returning to member/apply/home when none waits, then returns it', async () => {
    const started = await mockCall(memberApplyApi.depositPay, undefined, PEER_TOKEN)
    expect(started.code).toBe(200)
    const order = await mockCall(cashierApi.order, { payOrderNo: started.data.payOrderNo }, PEER_TOKEN)
    expect(order.data).toMatchObject({ status: 'pending', subject: '交易保证金', amountCents: DEPOSIT_CENTS, returnTo: DEPOSIT_RETURN_TO })
    const again = await mockCall(memberApplyApi.depositPay, undefined, PEER_TOKEN)
    expect(again.data.payOrderNo).toBe(started.data.payOrderNo)
    expect((await mockCall(memberApplyApi.deposit, undefined, PEER_TOKEN)).data.pendingPayOrderNo).toBe(started.data.payOrderNo)
    // Its window ran out: a new one.
    now += 31 * 60 * 1000
    const later = await mockCall(memberApplyApi.depositPay, undefined, PEER_TOKEN)
    expect(later.data.payOrderNo).not.toBe(started.data.payOrderNo)
    expect((await mockCall(cashierApi.order, { payOrderNo: started.data.payOrderNo }, PEER_TOKEN)).data.status).toBe('closed')
  })

  it('refuses once paid (409) and without the trading permission (403)', async () => {
    await pay(SEEDED_PAY_ORDERS.pending)
    const paid = await mockCall(memberApplyApi.depositPay, undefined, DEMO_TOKEN)
    expect(paid).toMatchObject({ code: CONFLICT, msg: DEPOSIT_PAID_TEXT })
    const refused = await mockCall(memberApplyApi.depositPay, undefined, enterprise())
    expect(refused).toMatchObject({ code: 403, msg: DEPOSIT_NEEDS_PERMISSION_TEXT })
    // Nothing was made for it.
    expect((await mockCall(memberApplyApi.deposit, undefined, enterprise())).data).toMatchObject({ paid: false, pendingPayOrderNo: null })
  })

  it('a deposit order made elsewhere (another area) counts too', async () => {
    const made = createPayOrder({ accountId: 20200, subject: '交易保证金', lines: [{ label: '交易保证金（可退）', amountCents: DEPOSIT_CENTS }] })
    expect((await mockCall(memberApplyApi.depositPay, undefined, PEER_TOKEN)).data.payOrderNo).toBe(made.payOrderNo)
  })
})
