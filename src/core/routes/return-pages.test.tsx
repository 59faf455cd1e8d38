import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { HOSTILE_RETURNS } from '@test/hostile-returns'
import { showPermissionDialog } from '@/core/dialogs/permission'
import { leaveLogin } from '@/features/account/login/after-login'
import { checkWebViewUrl } from '@/features/web-view/safe-url'
import LoginPage from '@/pages/account/login/index'
import CashResultPage from '@/pages/order/cash/result/index'
import { createPayOrder, findPayOrder } from '@mocks/db/pay-orders'

/**
 * Every page that reads a return or redirect address refuses each hostile form (the return-address
 * rule, core/routes/return-url.ts): it goes to its own default instead, never elsewhere.
 */
const HOME = { method: 'reLaunch', url: '/pages/home/post/index' }
const onlyOurPages = () => navigationLog.every((entry) => !entry.url || entry.url.startsWith('/pages/'))

describe('login: redirect and backUrl', () => {
  it.each(HOSTILE_RETURNS)('a redirect to %s lands on the home tab after login', async (_, address) => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { redirect: encodeURIComponent(address) } })
    typeIn('请输入手机号', '13800138000')
    typeIn('请输入4位验证码', '1234')
    fireEvent.click(screen.getByText('我已阅读并同意'))
    fireEvent.click(screen.getByText('登录', { selector: '.nut-button-children, .nut-button-children *' }))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual(HOME))
    expect(onlyOurPages()).toBe(true)
  })

  it.each(HOSTILE_RETURNS)('a backUrl to %s goes home', async (_, address) => {
    await leaveLogin({ backUrl: address })
    expect(navigationLog.at(-1)).toEqual(HOME)
    expect(onlyOurPages()).toBe(true)
  })
})

describe('cash/result: the order’s returnTo', () => {
  it.each(HOSTILE_RETURNS)('完成 after paying never follows a returnTo to %s', async (_, address) => {
    const order = createPayOrder({ accountId: 20001, subject: '拍品服务费', lines: [{ label: '送拍服务费', amountCents: 30000 }], returnTo: address })
    Object.assign(findPayOrder(order.payOrderNo)!, { status: 'paid', paidAt: order.createdAt })
    renderPage(<CashResultPage />, 'pages/order/cash/result/index', { query: { payOrderNo: order.payOrderNo }, signedIn: true })
    fireEvent.click(await screen.findByText('完成'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual(HOME))
    expect(onlyOurPages()).toBe(true)
  })
})

describe('a dialog’s btnLink', () => {
  it.each(HOSTILE_RETURNS)('a btnLink to %s opens one of our pages, and the web-view refuses it', async (_, address) => {
    await showPermissionDialog('memberNeeded', { btnLink: address })
    const opened = navigationLog.at(-1)!
    expect(opened.url).toMatch(/^\/pages\//)
    // An https link goes to the web-view page, which opens only the configured hosts.
    if (opened.url.startsWith('/pages/web-view/index')) expect(checkWebViewUrl(new URL(opened.url, 'http://x').searchParams.get('src') ?? '', __WEB_VIEW_HOSTS__).ok).toBe(false)
  })
})
