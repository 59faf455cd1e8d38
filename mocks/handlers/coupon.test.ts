// @vitest-environment node
import { cashierApi } from '../../src/features/cashier/api'
import { accountApi } from '../../src/core/api/account'
import { COUPON_REFUSALS, couponApi } from '../../src/features/coupon/api'
import { fairApi } from '../../src/features/fair/api'
import { TICKET_STATUS } from '../../src/features/fair/machine'
import { PEER_TOKEN, resetDb } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { couponState, EXPIRED, endOfDay, LOCKED_ELSEWHERE, NOT_COUPONABLE, NOT_STACKABLE, NOT_STARTED, WRONG_SCOPE } from '@mocks/db/coupons'
import { buyMembership } from '@mocks/db/memberships'
import { createPayOrder, findPayOrder } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { isoAt, mockClock } from '@mocks/lib/clock'

const NOW = Date.parse('2026-11-29T10:00:00+08:00')
const DAY = 24 * 3600 * 1000
beforeEach(() => {
  resetDb()
  mockClock.set(NOW)
})
afterEach(() => mockClock.reset())

const memberOrder = (cents: number, lines = [{ label: '账号会员 365天', amountCents: cents }], windowMinutes = 30) =>
  createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '账号会员续费', lines, ref: 'member:P0016', windowMinutes }).payOrderNo
const choicesOf = async (payOrderNo: string) => (await mockCall(couponApi.forOrder, { payOrderNo })).data
const claim = async (templateId: number) => (await mockCall(couponApi.claim, { templateId })).data

describe('coupon wallet and claiming', () => {
  it('counts each tab and lists only its coupons', async () => {
    const usable = (await mockCall(couponApi.wallet, { tab: 'usable', pageSize: 20 })).data
    expect((await mockCall(couponApi.counts, undefined)).data).toEqual({ usable: 2, used: 1, expired: 1 })
    expect(usable.list.map((coupon) => coupon.couponId).sort()).toEqual(['CP7004001', 'CP7005001'])
    expect((await mockCall(couponApi.wallet, { tab: 'used', pageSize: 20 })).data.list.map((coupon) => coupon.couponId)).toEqual(['CP7003009'])
    expect((await mockCall(couponApi.wallet, { tab: 'expired', pageSize: 20 })).data.list.map((coupon) => coupon.couponId)).toEqual(['CP7006001'])
  })

  it('claims an offered coupon once: 领取 → 去使用, a second claim refused; 已领完 refused', async () => {
    const before = (await mockCall(couponApi.offers, undefined)).data
    expect(before.find((offer) => offer.templateId === 7001)?.action).toBe('claim')
    // 7003: all claimed, and the demo holds one already used.
    expect(before.find((offer) => offer.templateId === 7003)?.action).toBe('claimed')
    const template = couponState().templates.find((entry) => entry.templateId === 7002)!
    template.claimed = template.total
    expect((await mockCall(couponApi.offers, undefined)).data.find((offer) => offer.templateId === 7002)?.action).toBe('gone')
    const held = await claim(7001)
    // 领取后30天: until 23:59:59 of the 30th day.
    expect(Date.parse(held.endAt)).toBe(endOfDay(NOW, 29))
    const after = (await mockCall(couponApi.offers, undefined)).data
    expect(after.find((offer) => offer.templateId === 7001)?.action).toBe('use')
    expect((await mockCall(couponApi.claim, { templateId: 7001 })).code).toBe(COUPON_REFUSALS.limitReached)
    expect((await mockCall(couponApi.claim, { templateId: 7002 })).code).toBe(COUPON_REFUSALS.soldOut)
  })
})

describe('coupons at the cashier', () => {
  it('answers per held coupon with its reason and pre-selects the largest saving', async () => {
    await claim(7001)
    await claim(7002)
    const payOrderNo = memberOrder(68000)
    const answer = await choicesOf(payOrderNo)
    const byId = Object.fromEntries(answer.choices.map((choice) => [choice.couponId, choice]))
    expect(answer.baseAmountCents).toBe(68000)
    const held7001 = answer.choices.find((choice) => choice.title === '会员续费立减')!
    expect(answer.bestCouponId).toBe(held7001.couponId)
    expect(held7001).toMatchObject({ applicable: true, savingCents: 10000, payableCents: 58000 })
    expect(byId.CP7004001).toMatchObject({ applicable: true, savingCents: 5000 })
    expect(byId.CP7005001).toMatchObject({ applicable: false, reason: NOT_STARTED })
    expect(byId.CP7006001).toMatchObject({ applicable: false, reason: EXPIRED })
    expect(answer.choices.find((choice) => choice.title === '养护服务9折券')).toMatchObject({ applicable: false, reason: WRONG_SCOPE })
    // Applicable ones first.
    expect(answer.choices.slice(0, 2).every((choice) => choice.applicable)).toBe(true)
  })

  it('breaks a tie by the earliest expiry', async () => {
    const state = couponState()
    const twin = { ...state.held.find((coupon) => coupon.couponId === 'CP7004001')!, couponId: 'CP7004002', endAt: new Date(NOW + 2 * DAY).toISOString() }
    state.held.push(twin)
    expect((await choicesOf(memberOrder(68000))).bestCouponId).toBe('CP7004002')
  })

  it('says how much is missing for a threshold, and refuses stacking on an order already discounted', async () => {
    expect((await choicesOf(memberOrder(20000))).choices.find((choice) => choice.couponId === 'CP7004001')).toMatchObject({ applicable: false, reason: '差¥100满减' })
    const discounted = memberOrder(0, [
      { label: '账号会员 365天', amountCents: 68000 },
      { label: '老客户立减', amountCents: -6800 },
    ])
    expect((await choicesOf(discounted)).choices.find((choice) => choice.couponId === 'CP7004001')).toMatchObject({ applicable: false, reason: NOT_STACKABLE })
  })

  it('pays with the chosen coupon, with none, and never less than ¥0.01', async () => {
    const payOrderNo = memberOrder(68000)
    expect((await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance', couponId: 'CP7004001' })).code).toBe(200)
    const paid = (await mockCall(cashierApi.order, { payOrderNo })).data
    expect(paid).toMatchObject({ status: 'paid', amountCents: 63000, couponId: 'CP7004001' })
    expect(paid.lines.at(-1)).toEqual({ label: '优惠券：会员开通满减', amountCents: -5000 })
    expect((await mockCall(couponApi.wallet, { tab: 'used', pageSize: 20 })).data.list.some((coupon) => coupon.couponId === 'CP7004001' && coupon.usedOn === payOrderNo)).toBe(true)

    const plain = memberOrder(68000)
    await mockCall(cashierApi.prepay, { payOrderNo: plain, method: 'wechat', couponId: 'CP7005001' }).then((reply) => expect(reply.code).toBe(COUPON_REFUSALS.notApplicable))
    expect((await mockCall(cashierApi.prepay, { payOrderNo: plain, method: 'balance', couponId: null })).code).toBe(200)
    expect(findPayOrder(plain)).toMatchObject({ amountCents: 68000, couponId: null })

    const tiny = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '鉴定服务费', lines: [{ label: '小额服务费', amountCents: 1000 }], ref: 'quality:1' }).payOrderNo
    couponState().held.push({
      ...couponState().held[0],
      couponId: 'CPFREE',
      templateId: 7003,
      usedAt: null,
      usedOn: null,
      lockedBy: null,
      startAt: new Date(NOW - DAY).toISOString(),
      endAt: new Date(NOW + DAY).toISOString(),
    })
    expect((await choicesOf(tiny)).choices.find((choice) => choice.couponId === 'CPFREE')).toMatchObject({ applicable: true, savingCents: 999, payableCents: 1 })
  })

  it('re-checks at payment: a coupon that lapsed is taken off and refused with why and the new amount', async () => {
    const payOrderNo = memberOrder(68000, undefined, 60 * 24 * 10)
    // Chosen with a cancelled WeChat payment: the order holds it at the lower amount.
    expect((await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat', couponId: 'CP7004001' })).code).toBe(200)
    expect(findPayOrder(payOrderNo)?.amountCents).toBe(63000)
    mockClock.set(endOfDay(NOW, 6))
    const refused = await mockCall(cashierApi.prepay, { payOrderNo, method: 'wechat' })
    expect(refused.code).toBe(COUPON_REFUSALS.notApplicable)
    expect(refused.msg).toContain('已过期')
    expect(refused.msg).toContain('¥680')
    expect(refused.data).toMatchObject({ couponId: 'CP7004001', reason: EXPIRED, amountCents: 68000 })
    // No silent swap: the order has no coupon now, even though another may apply.
    expect(findPayOrder(payOrderNo)).toMatchObject({ couponId: null, amountCents: 68000 })
  })

  it('locks a coupon to its unpaid order and gives it back on cancel and on timeout', async () => {
    const first = memberOrder(68000)
    await mockCall(cashierApi.prepay, { payOrderNo: first, method: 'wechat', couponId: 'CP7004001' })
    const locked = (await mockCall(couponApi.wallet, { tab: 'usable', pageSize: 20 })).data.list.find((coupon) => coupon.couponId === 'CP7004001')
    expect(locked).toMatchObject({ status: 'locked', lockedBy: first })
    const second = memberOrder(68000)
    expect((await choicesOf(second)).choices.some((choice) => choice.couponId === 'CP7004001')).toBe(false)
    const stolen = await mockCall(cashierApi.prepay, { payOrderNo: second, method: 'wechat', couponId: 'CP7004001' })
    expect(stolen.code).toBe(COUPON_REFUSALS.notApplicable)
    expect(stolen.data).toMatchObject({ reason: LOCKED_ELSEWHERE })

    expect((await mockCall(cashierApi.cancel, { payOrderNo: first })).data).toMatchObject({ status: 'closed', closeReason: '订单已取消' })
    expect((await mockCall(couponApi.wallet, { tab: 'usable', pageSize: 20 })).data.list.find((coupon) => coupon.couponId === 'CP7004001')).toMatchObject({
      status: 'unused',
      lockedBy: null,
    })

    await mockCall(cashierApi.prepay, { payOrderNo: second, method: 'wechat', couponId: 'CP7004001' })
    mockClock.set(NOW + 31 * 60 * 1000)
    expect((await mockCall(couponApi.wallet, { tab: 'usable', pageSize: 20 })).data.list.find((coupon) => coupon.couponId === 'CP7004001')).toMatchObject({ status: 'unused' })
  })

  it('a paid order cannot be cancelled; its coupon stays used', async () => {
    const payOrderNo = memberOrder(68000)
    await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance', couponId: 'CP7004001' })
    expect((await mockCall(cashierApi.cancel, { payOrderNo })).code).toBe(COUPON_REFUSALS.cannotCancel)
    expect((await mockCall(couponApi.wallet, { tab: 'used', pageSize: 20 })).data.list.some((entry) => entry.couponId === 'CP7004001')).toBe(true)
  })

  it('gives the coupon back when the order it paid is refunded in full (a fair ticket refunded)', async () => {
    // The seeded 全部服务 coupon opens in 10 days; let it have started.
    couponState().held.find((entry) => entry.couponId === 'CP7005001')!.startAt = isoAt(NOW - DAY)
    const { ticketId, payOrderNo } = (await mockCall(fairApi.buy, { kindId: 61 })).data
    expect((await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance', couponId: 'CP7005001' })).code).toBe(200)
    const wallet = async (tab: 'usable' | 'used') => (await mockCall(couponApi.wallet, { tab, pageSize: 20 })).data.list.map((entry) => entry.couponId)
    expect(await wallet('used')).toContain('CP7005001')
    expect((await mockCall(fairApi.refund, { id: ticketId })).data.status).toBe(TICKET_STATUS.REFUND)
    expect(findPayOrder(payOrderNo)!.status).toBe('refunded')
    expect(await wallet('used')).not.toContain('CP7005001')
    expect(await wallet('usable')).toContain('CP7005001')
  })

  it('takes no coupon on money that is not the platform’s: a deposit, a peer’s goods, a won lot', async () => {
    const deposit = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '竞拍保证金', lines: [{ label: '保证金', amountCents: 100000 }] }).payOrderNo
    const goods = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '捡漏', lines: [{ label: '货款', amountCents: 100000 }], ref: 'jianlou:1' }).payOrderNo
    for (const payOrderNo of [deposit, goods]) {
      expect(await choicesOf(payOrderNo)).toMatchObject({ couponable: false, choices: [], bestCouponId: null })
      const refused = await mockCall(cashierApi.prepay, { payOrderNo, method: 'balance', couponId: 'CP7004001' })
      expect(refused.code).toBe(COUPON_REFUSALS.notApplicable)
      expect(refused.msg).toContain(NOT_COUPONABLE)
      expect(findPayOrder(payOrderNo)).toMatchObject({ status: 'pending', couponId: null, amountCents: 100000 })
    }
    expect((await choicesOf(memberOrder(68000))).couponable).toBe(true)
  })

  it('a bank transfer takes the coupon too, re-checked when the receipt is submitted; used once the platform confirms', async () => {
    const large = memberOrder(5_000_000, [{ label: '账号会员 10年', amountCents: 5_000_000 }], 24 * 60)
    expect((await mockCall(cashierApi.methods, { payOrderNo: large, platform: 'h5' })).data.methods.map((entry) => entry.method)).toContain('transfer')
    const submitted = await mockCall(cashierApi.transfer, { payOrderNo: large, receiptUrls: ['https://img.example/r.jpg'], couponId: 'CP7004001' })
    expect(submitted.data).toMatchObject({ couponId: 'CP7004001', amountCents: 4_995_000 })
    mockClock.set(NOW + 10 * 60 * 1000)
    expect(findPayOrder(large)!.status).toBe('pending')
    expect((await mockCall(cashierApi.order, { payOrderNo: large })).data.status).toBe('paid')
    expect((await mockCall(couponApi.wallet, { tab: 'used', pageSize: 20 })).data.list.map((entry) => entry.couponId)).toContain('CP7004001')

    // A coupon that lapsed before the receipt is refused with the new amount, as at payment.
    const other = memberOrder(5_000_000, [{ label: '账号会员 10年', amountCents: 5_000_000 }], 24 * 60)
    couponState().held.find((entry) => entry.couponId === 'CP7005001')!.startAt = isoAt(NOW - DAY)
    couponState().held.find((entry) => entry.couponId === 'CP7005001')!.endAt = isoAt(NOW + 60 * 1000)
    const refused = await mockCall(cashierApi.transfer, { payOrderNo: other, receiptUrls: ['https://img.example/r.jpg'], couponId: 'CP7005001' })
    expect(refused.code).toBe(COUPON_REFUSALS.notApplicable)
    expect(findPayOrder(other)).toMatchObject({ couponId: null, amountCents: 5_000_000 })
    expect(findPayOrder(other)!.transfer ?? null).toBeNull()
  })

  it('answers only the account’s own orders', async () => {
    expect((await mockCall(couponApi.forOrder, { payOrderNo: memberOrder(68000) }, PEER_TOKEN)).code).toBe(404)
  })
})

describe('memberships', () => {
  it('shows each plan with expiry, days left and tips; renewal adds the term to the later expiry', async () => {
    const centre = (await mockCall(couponApi.members, undefined)).data
    const shop = centre.plans.find((plan) => plan.code === 'P0015')!
    const account = centre.plans.find((plan) => plan.code === 'P0016')!
    expect(shop).toMatchObject({ status: 1, daysLeft: 93, expiresAt: new Date(endOfDay(NOW, 92)).toISOString() })
    expect(account).toMatchObject({ status: 1, daysLeft: 1 })
    expect(account.expiredTips).toContain('剩余1天')
    // Renewal from the current expiry (later than now) and, once lapsed, from now.
    expect(shop.renewedExpiresAt).toBe(new Date(endOfDay(endOfDay(NOW, 92), 365)).toISOString())
    mockClock.set(NOW + 3 * DAY)
    const lapsed = (await mockCall(couponApi.members, undefined)).data.plans.find((plan) => plan.code === 'P0016')!
    expect(lapsed).toMatchObject({ status: 0, daysLeft: 0 })
    expect(lapsed.renewedExpiresAt).toBe(new Date(endOfDay(NOW + 3 * DAY, 365)).toISOString())
    const info = (await mockCall(accountApi.info, undefined)).data
    expect(info.memberSendList.find((send) => send.code === 'P0016')).toMatchObject({ status: 0 })
  })

  it('a paid renewal moves the expiry once and the user info shows it at once', async () => {
    await mockCall(couponApi.members, undefined)
    mockClock.set(NOW + 3 * DAY)
    const bought = (await mockCall(couponApi.buyMember, { code: 'P0016' })).data
    expect((await mockCall(cashierApi.order, { payOrderNo: bought.payOrderNo })).data.lines[0].note).toContain('23:59:59')
    expect((await mockCall(cashierApi.prepay, { payOrderNo: bought.payOrderNo, method: 'balance', couponId: null })).code).toBe(200)
    const info = (await mockCall(accountApi.info, undefined)).data
    expect(info.memberSendList.find((send) => send.code === 'P0016')).toMatchObject({ status: 1 })
    const plan = (await mockCall(couponApi.members, undefined)).data.plans.find((entry) => entry.code === 'P0016')!
    expect(plan.expiresAt).toBe(bought.renewedExpiresAt)
    // Settled again: the term is added once.
    expect((await mockCall(couponApi.members, undefined)).data.plans.find((entry) => entry.code === 'P0016')!.expiresAt).toBe(bought.renewedExpiresAt)
    expect((await mockCall(couponApi.buyMember, { code: 'P9999' as never })).code).toBe(COUPON_REFUSALS.unknownPlan)
    expect(buyMembership).toBeTypeOf('function')
  })
})
