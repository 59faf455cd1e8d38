import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import CouponPage from '@/pages/activity/coupon/index'
import { couponState } from '@mocks/db/coupons'
import { failWithEnvelope } from '@test/server'

const PATH = 'pages/activity/coupon/index'
const open = (tab?: string) => renderPage(<CouponPage />, PATH, { query: tab ? { tab } : {}, signedIn: true })
const card = (title: string) => screen.getByText(title).closest('.coupon-card') as HTMLElement

describe('pages/activity/coupon', () => {
  it('shows the usable coupons with value, threshold, scope, validity and rules; tabs carry counts', async () => {
    open()
    expect(await screen.findByText('会员开通满减')).toBeInTheDocument()
    const coupon = card('会员开通满减')
    expect(within(coupon).getByText('¥50')).toBeInTheDocument()
    expect(within(coupon).getByText('满¥300可用')).toBeInTheDocument()
    expect(within(coupon).getByText('适用：会员开通/续费')).toBeInTheDocument()
    expect(within(coupon).getByText(/^有效期：\d{4}-\d{2}-\d{2} 至 /)).toBeInTheDocument()
    expect(within(coupon).getByText('· 满¥300减¥50')).toBeInTheDocument()
    expect(screen.getByText('双十二预热券')).toBeInTheDocument()
    const tab = (label: string) => screen.getAllByRole('tab').find((entry) => entry.textContent?.startsWith(label))!
    await waitFor(() => expect(tab('可用')).toHaveTextContent('可用2'))
    expect(tab('已使用')).toHaveTextContent('已使用1')
    expect(tab('已过期')).toHaveTextContent('已过期1')
    fireEvent.click(within(coupon).getByText('去使用'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/activity/member/index')
  })

  it('used and expired tabs list theirs', async () => {
    open('used')
    expect(await screen.findByText('新人无门槛券')).toBeInTheDocument()
    expect(within(card('新人无门槛券')).getByText('已使用')).toBeInTheDocument()
    expect(screen.getByText(/用于订单 PO20261119000088/)).toBeInTheDocument()
  })

  it('claims an offered coupon: 领取 turns into 去使用 and the coupon is in the wallet; 已领取 and 已领完 cannot be tapped', async () => {
    open('offers')
    expect(await screen.findByText('会员续费立减')).toBeInTheDocument()
    expect(within(card('会员续费立减')).getByText('领取后30天内有效', { exact: false })).toBeInTheDocument()
    expect(within(card('新人无门槛券')).getByText('已领取')).toBeInTheDocument()
    fireEvent.click(within(card('会员续费立减')).getByText('领取'))
    await waitFor(() => expect(within(card('会员续费立减')).getByText('去使用')).toBeInTheDocument())
    expect(couponState().held.some((coupon) => coupon.templateId === 7001)).toBe(true)
  })

  it('says so when the offers cannot load', async () => {
    failWithEnvelope('/activity/coupon/offers', 500, '服务繁忙')
    open('offers')
    expect(await screen.findByText(/服务繁忙|加载失败/)).toBeInTheDocument()
  })
})
