import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope } from '@test/server'
import { PEER_TOKEN } from '@mocks/db'
import { findPayOrder, payOrdersOf, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { openSession } from '@mocks/lib/auth'
import { formatDateTime } from '@/shared/format/time'
import { setUserToken } from '@/core/session/store'
import ApplyHomePage from '@/pages/member/apply/home/index'
import BuyerGuidePage from '@/pages/guide/buyer/index'

const HOME = 'pages/member/apply/home/index' as const
const PAY = '/pages/order/pay/index'

/** The provider's word on the demo shop's seeded deposit order (as the cashier's notify would). */
function paySeededDeposit(): string {
  const order = findPayOrder(SEEDED_PAY_ORDERS.pending)!
  order.status = 'paid'
  order.paidAt = new Date().toISOString()
  return order.paidAt
}

describe('member/apply/home: the trading deposit', () => {
  it('approved without a deposit: 未缴纳, and 缴纳保证金 opens the cashier with a new pay order', async () => {
    setUserToken(PEER_TOKEN)
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('未缴纳')).toBeInTheDocument()
    expect(screen.getByText('¥2,000')).toBeInTheDocument()
    fireEvent.click(screen.getByText('缴纳保证金 ¥2,000'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/pay\/index\?payOrderNo=/))
    const deposits = payOrdersOf(20200).filter((order) => order.subject === '交易保证金')
    expect(deposits).toHaveLength(1)
    expect(deposits[0]).toMatchObject({ status: 'pending', amountCents: 200000, returnTo: HOME })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `${PAY}?payOrderNo=${deposits[0].payOrderNo}` })
  })

  it("the demo shop's pending deposit order is the one the cashier opens; once paid, the return shows 已缴纳", async () => {
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    fireEvent.click(await screen.findByText('缴纳保证金 ¥2,000'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `${PAY}?payOrderNo=${SEEDED_PAY_ORDERS.pending}` }))
    const paidAt = paySeededDeposit()
    // Back from the cashier: the page shows again and asks again.
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('已缴纳 ¥2,000')).toBeInTheDocument()
    expect(screen.getByText(formatDateTime(paidAt, 'YYYY-MM-DD HH:mm'))).toBeInTheDocument()
    expect(screen.queryByText('缴纳保证金 ¥2,000')).not.toBeInTheDocument()
  })

  it('with a paid deposit: 已缴纳 with its time, nothing to pay', async () => {
    const paidAt = paySeededDeposit()
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    expect(await screen.findByText('已缴纳 ¥2,000')).toBeInTheDocument()
    expect(screen.getByText('缴纳时间')).toBeInTheDocument()
    expect(screen.getByText(formatDateTime(paidAt, 'YYYY-MM-DD HH:mm'))).toBeInTheDocument()
    expect(screen.queryByText(/缴纳保证金/)).not.toBeInTheDocument()
  })

  it("says the server's refusal and asks the state again (paid meanwhile elsewhere)", async () => {
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    const button = await screen.findByText('缴纳保证金 ¥2,000')
    paySeededDeposit()
    fireEvent.click(button)
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('保证金已缴纳'))
    expect(await screen.findByText('已缴纳 ¥2,000')).toBeInTheDocument()
    expect(navigationLog.some((entry) => entry.url.startsWith(PAY))).toBe(false)
  })

  it('a refusal for want of the permission is said in the forbidden dialog, and nothing opens', async () => {
    setUserToken(PEER_TOKEN)
    failWithEnvelope('/member/apply/deposit/pay', 403, '请先开通交易权限')
    renderPage(<ApplyHomePage />, HOME)
    fireEvent.click(await screen.findByText('缴纳保证金 ¥2,000'))
    // A 403 is the spec's forbidden dialog (the request layer's), not a toast.
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ content: '请先开通交易权限', showCancel: false }))
    expect(uiLog.toasts.some((toast) => toast.title === '请先开通交易权限')).toBe(false)
    expect(navigationLog.some((entry) => entry.url.startsWith(PAY))).toBe(false)
  })

  it("the deposit state's failure stays in its card, with 重试", async () => {
    failWithEnvelope('/member/apply/deposit', 500100, '保证金服务维护中')
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    expect(await screen.findByText('保证金服务维护中')).toBeInTheDocument()
    expect(screen.getByText('已开通交易权限')).toBeInTheDocument()
    expect(screen.getByText('重试')).toBeInTheDocument()
    expect(screen.queryByText(/缴纳保证金/)).not.toBeInTheDocument()
  })

  it('without the permission the page says nothing of a deposit', async () => {
    setUserToken(openSession(10001, 20002))
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('审核未通过')).toBeInTheDocument()
    expect(screen.queryByText('交易保证金')).not.toBeInTheDocument()
  })
})

describe('guide/buyer: the deposit in 费用与保证金', () => {
  it('signed in with the permission: 未缴纳 with the way to pay it, then 已缴纳', async () => {
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index', { signedIn: true })
    expect(await screen.findByText('未缴纳')).toBeInTheDocument()
    fireEvent.click(screen.getByText('去缴纳交易保证金 ›'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${HOME}` })
    paySeededDeposit()
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('已缴纳 ¥2,000')).toBeInTheDocument()
    expect(screen.queryByText('去缴纳交易保证金 ›')).not.toBeInTheDocument()
  })

  it('without the permission it asks nothing of a deposit', async () => {
    setUserToken(openSession(10001, 20002))
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index')
    expect(await screen.findByText('审核未通过')).toBeInTheDocument()
    expect(screen.queryByText('我的交易保证金')).not.toBeInTheDocument()
  })
})
