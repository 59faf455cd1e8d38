import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import CashPage from '@/pages/order/cash/index'
import { claimCoupon, couponState } from '@mocks/db/coupons'
import { createPayOrder, findPayOrder } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { browser } from '../pay'

const CASH = 'pages/order/cash/index'

/** A ¥680 account-membership renewal: the seeded 满¥300减¥50 applies, and 满¥500减¥100 once claimed. */
function memberOrder(): string {
  const lines = [{ label: '账号会员 365天', amountCents: 68000, note: '支付后有效期至 2027-12-01 23:59:59' }]
  return createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '账号会员续费', lines, ref: 'member:P0016' }).payOrderNo
}
const openCash = (payOrderNo: string) => renderPage(<CashPage />, CASH, { query: { payOrderNo }, signedIn: true })
const sheetRow = (title: RegExp) => screen.getAllByRole('radio').find((radio) => title.test(radio.textContent ?? ''))!

afterEach(() => vi.restoreAllMocks())

describe('coupons at the cashier', () => {
  it('pre-selects the largest saving; the dealer changes it or chooses none; inapplicable ones say why', async () => {
    claimCoupon(DEMO_SHOP_ACCOUNT, 7001)
    openCash(memberOrder())
    expect(await screen.findByText('会员续费立减 -¥100')).toBeInTheDocument()
    expect(screen.getByText('确认支付 ¥580')).toBeInTheDocument()
    expect(screen.getByText('已优惠 ¥100')).toBeInTheDocument()
    // The new expiry the membership gets, before paying.
    expect(screen.getByText('支付后有效期至 2027-12-01 23:59:59')).toBeInTheDocument()

    fireEvent.click(screen.getByText('2张可用'))
    expect(await screen.findByText('选择优惠券')).toBeInTheDocument()
    expect(within(sheetRow(/双十二预热券/)).getByText('不可用：未到可用时间')).toBeInTheDocument()
    expect(within(sheetRow(/鉴定费满减/)).getByText('不可用：已过期')).toBeInTheDocument()
    expect(sheetRow(/双十二预热券/)).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(sheetRow(/双十二预热券/))
    expect(screen.getByText('确认支付 ¥580')).toBeInTheDocument()

    fireEvent.click(sheetRow(/会员开通满减/))
    await waitFor(() => expect(screen.getByText('确认支付 ¥630')).toBeInTheDocument())
    fireEvent.click(screen.getByText('2张可用'))
    fireEvent.click(await screen.findByText('不使用优惠券', { selector: '.cashier__method-title' }))
    await waitFor(() => expect(screen.getByText('确认支付 ¥680')).toBeInTheDocument())
  })

  it('sends the chosen coupon with the payment', async () => {
    vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    const payOrderNo = memberOrder()
    openCash(payOrderNo)
    fireEvent.click(await screen.findByText('确认支付 ¥630'))
    await waitFor(() => expect(browser.open).toHaveBeenCalled())
    expect(findPayOrder(payOrderNo)).toMatchObject({ couponId: 'CP7004001', amountCents: 63000 })
  })

  it('a coupon that lapsed before paying is refused with why and the new amount; no other coupon is put in its place', async () => {
    claimCoupon(DEMO_SHOP_ACCOUNT, 7001)
    const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    const payOrderNo = memberOrder()
    openCash(payOrderNo)
    expect(await screen.findByText('确认支付 ¥580')).toBeInTheDocument()
    // It runs out while the cashier is open.
    const held = couponState().held.find((coupon) => coupon.templateId === 7001)!
    held.endAt = new Date(Date.now() - 1000).toISOString()
    fireEvent.click(screen.getByText('确认支付 ¥580'))
    await waitFor(() => expect(uiLog.modals.some((modal) => /已过期/.test(modal.content ?? '') && /¥680/.test(modal.content ?? ''))).toBe(true))
    expect(open).not.toHaveBeenCalled()
    // The new amount, without a coupon, although 满¥300减¥50 still applies: the dealer chooses.
    await waitFor(() => expect(screen.getByText('确认支付 ¥680')).toBeInTheDocument())
    expect(screen.getByText('不使用优惠券')).toBeInTheDocument()
    expect(findPayOrder(payOrderNo)).toMatchObject({ couponId: null, amountCents: 68000 })
  })

  it('cancelling an unpaid order gives its coupon back', async () => {
    vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    const payOrderNo = memberOrder()
    const { unmount } = openCash(payOrderNo)
    fireEvent.click(await screen.findByText('确认支付 ¥630'))
    await waitFor(() => expect(findPayOrder(payOrderNo)?.couponId).toBe('CP7004001'))
    unmount()
    openCash(payOrderNo)
    fireEvent.click(await screen.findByText('取消订单'))
    await waitFor(() => expect(findPayOrder(payOrderNo)?.status).toBe('closed'))
    const fresh = memberOrder()
    openCash(fresh)
    expect(await screen.findByText('会员开通满减 -¥50')).toBeInTheDocument()
  })

  it('a bank transfer takes the chosen coupon: the amount to transfer is with it, and the receipt carries it', async () => {
    const lines = [{ label: '账号会员 10年', amountCents: 5_000_000 }]
    const payOrderNo = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '账号会员续费', lines, ref: 'member:P0016', windowMinutes: 24 * 60 }).payOrderNo
    openCash(payOrderNo)
    expect(await screen.findByText('会员开通满减 -¥50')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('对公转账'))
    expect(screen.getByText('会员开通满减 -¥50')).toBeInTheDocument()
    expect(screen.getByText('金额').closest('.info-row')).toHaveTextContent('¥49,950')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(screen.getByText('提交转账凭证').closest('.action-bar__button')).not.toHaveClass('nut-button-disabled'))
    fireEvent.click(screen.getByText('提交转账凭证'))
    await waitFor(() => expect(findPayOrder(payOrderNo)?.transfer).toBeTruthy())
    expect(findPayOrder(payOrderNo)).toMatchObject({ couponId: 'CP7004001', amountCents: 4_995_000 })
  })

  it('a deposit takes no coupon: no coupon row at its cashier', async () => {
    const payOrderNo = createPayOrder({ accountId: DEMO_SHOP_ACCOUNT, subject: '竞拍保证金', lines: [{ label: '保证金', amountCents: 100000 }] }).payOrderNo
    const asked = recordQueries('/cashier/coupons')
    openCash(payOrderNo)
    expect(await screen.findByText('确认支付 ¥1,000')).toBeInTheDocument()
    // The server answered (couponable: false) and the page drew that answer.
    await waitFor(() => expect(asked).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('优惠券')).toBeNull()
  })
})
