import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { accountApi } from '@/core/api/account'
import { useSession } from '@/core/session/store'
import { cashierApi } from '@/features/cashier/api'
import { couponApi } from '@/features/coupon/api'
import MemberPage from '@/pages/activity/member/index'
import { endOfDay } from '@mocks/db/coupons'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { expiryText } from '../member'

const PATH = 'pages/activity/member/index'
const DAY = 24 * 3600 * 1000
const open = (query: Record<string, string> = {}) => renderPage(<MemberPage />, PATH, { query, signedIn: true })
const planCard = (name: string) => screen.getByText(name, { selector: '.detail-card__title, .detail-card__title *' }).closest('.member-card') as HTMLElement

afterEach(() => mockClock.reset())

describe('pages/activity/member', () => {
  it('shows both memberships with status, 有效期至 …23:59:59, days left, tips with their button and benefits', async () => {
    open()
    expect(await screen.findByText('店铺会员')).toBeInTheDocument()
    const shop = planCard('店铺会员')
    expect(within(shop).getByText('已开通')).toBeInTheDocument()
    expect(within(shop).getByText(/^\d{4}-\d{2}-\d{2} 23:59:59（剩余93天）$/)).toBeInTheDocument()
    expect(within(shop).getByText('· 同行价格全部可见')).toBeInTheDocument()
    const account = planCard('账号会员')
    expect(within(account).getByText(/剩余1天，请及时续费/)).toBeInTheDocument()
    expect(within(account).getByText('立即续费')).toBeInTheDocument()
  })

  it('renewing shows the new expiry before paying and opens the cashier', async () => {
    open({ code: 'P0016' })
    expect(await screen.findByText('账号会员')).toBeInTheDocument()
    const account = planCard('账号会员')
    const renewed = within(account).getByText(/23:59:59$/, { selector: '.info-row__value, .info-row__value *' })
    fireEvent.click(within(account).getByText('续费账号会员 ¥680'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO/))
    const modal = uiLog.modals.at(-1)!
    expect(modal.content).toContain('支付 ¥680')
    expect(modal.content).toContain(renewed.textContent)
  })

  it('after paying a lapsed membership the page and the session user info show it at once', async () => {
    await mockCall(couponApi.members, undefined)
    mockClock.set(Date.now() + 3 * DAY)
    const lapsed = (await mockCall(accountApi.info, undefined)).data
    expect(lapsed.memberSendList.find((send) => send.code === 'P0016')?.status).toBe(0)
    useSession.setState({ userInfo: lapsed })
    const { unmount } = open()
    expect(await screen.findByText('已过期')).toBeInTheDocument()
    unmount()
    // Bought and paid (from the balance) as the cashier would.
    const bought = (await mockCall(couponApi.buyMember, { code: 'P0016' })).data
    expect((await mockCall(cashierApi.prepay, { payOrderNo: bought.payOrderNo, method: 'balance', couponId: null })).code).toBe(200)
    open()
    expect(await screen.findByText(`${expiryText(new Date(endOfDay(mockClock.now(), 365)).toISOString())}（剩余366天）`)).toBeInTheDocument()
    await waitFor(() => expect(useSession.getState().userInfo?.memberSendList.find((send) => send.code === 'P0016')?.status).toBe(1))
  })
})
