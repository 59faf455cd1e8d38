import { screen, waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { SEEDED_TICKETS } from '@mocks/db/fair'
import VoucherPage from '@/pages/activity/guanhuo-activity-voucher/index'
import WxKefuPage from '@/pages/activity/wx-kefu/index'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

const attribute = (element: Element, name: string) =>
  element.getAttribute(name) ?? element.getAttribute(name.toLowerCase()) ?? element.getAttribute(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))

describe('in the mini-program', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a paid ticket’s code brightens the screen while it shows, and puts it back after', async () => {
    const taro = (await import('@tarojs/taro')).default
    const get = vi.spyOn(taro, 'getScreenBrightness').mockResolvedValue({ value: 0.4, errMsg: 'ok' } as never)
    const set = vi.spyOn(taro, 'setScreenBrightness').mockResolvedValue({ errMsg: 'ok' } as never)
    const page = renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.paid) } })
    await screen.findByText('二维码每 30 秒自动刷新，截图无效')
    await waitFor(() => expect(set).toHaveBeenCalledWith({ value: 1 }))
    expect(get).toHaveBeenCalled()
    page.unmount()
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ value: 0.4 }))
  })

  it('customer service is WeChat’s contact button with the ticket on the session card', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.used) } })
    const text = await screen.findByText('门票问题？联系客服')
    const button = text.closest('[opentype], [openType], [open-type]') ?? text
    expect(attribute(button, 'openType')).toBe('contact')
    expect(attribute(button, 'sessionFrom')).toContain('GH00007104')
    expect(attribute(button, 'sendMessageTitle')).toBe('票号 GH00007104')
  })

  it('wx-kefu shows the contact button with the order number, without leaving', async () => {
    renderPage(<WxKefuPage />, 'pages/activity/wx-kefu/index', { query: { orderNo: 'YH20261120001' } })
    const text = await screen.findByText('进入微信客服')
    const button = text.closest('[opentype], [openType], [open-type]') ?? text
    expect(attribute(button, 'openType')).toBe('contact')
    expect(screen.getByText('咨询内容：订单号 YH20261120001')).toBeInTheDocument()
  })
})
