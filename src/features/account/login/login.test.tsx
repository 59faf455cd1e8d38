import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { typeIn } from '@test/dom'
import { getDb } from '@mocks/db'
import { useSession } from '@/core/session/store'
import LoginPage from '@/pages/account/login/index'
import { AGREEMENT_ERROR } from './login-screen'

function fill(phone: string, code: string, agree = true) {
  typeIn('请输入手机号', phone)
  typeIn('请输入4位验证码', code)
  if (agree) fireEvent.click(screen.getByText('我已阅读并同意'))
}

const submit = () => fireEvent.click(screen.getByText('登录', { selector: '.nut-button-children, .nut-button-children *' }))

describe('login page', () => {
  it('checks the phone: 11 digits starting 1[3-9]', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    fill('12800138000', '1234')
    submit()
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument()
    fill('1380013800', '1234', false)
    submit()
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument()
  })

  it('checks the code: exactly 4 digits', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    fill('13800138000', '123')
    submit()
    expect(await screen.findByText('请输入4位短信验证码')).toBeInTheDocument()
  })

  it('asks to accept the agreement', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    fill('13800138000', '1234', false)
    submit()
    expect(await screen.findByText(AGREEMENT_ERROR)).toBeInTheDocument()
  })

  it('logs in with spaces ignored and goes to the redirect page', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', {
      query: { redirect: encodeURIComponent('/pages/post/detail/index?id=5'), backUrl: '/pages/home/stock/index' },
    })
    fill('138 0013 8000', '12 34')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/post/detail/index?id=5' }))
    expect(useSession.getState().userInfo?.nickname).toBe('王经理')
    expect(Taro.getStorageSync('userToken')).toMatch(/^mock-token-/)
  })

  it('two taps in the same moment log in once', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { redirect: encodeURIComponent('/pages/home/stock/index') } })
    fill('13800138000', '1234')
    const posts = recordQueries('/account/v3/login/phone', 'POST')
    const button = screen.getByText('登录', { selector: '.nut-button-children, .nut-button-children *' })
    // Both in one task: no re-render between them.
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/home/stock/index'))
    expect(posts).toHaveLength(1)
  })

  it('goes back to a tab page named by backUrl', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { backUrl: '/pages/home/stock/index' } })
    fill('13800138000', '1234')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'switchTab', url: '/pages/home/stock/index' }))
  })

  it.each([
    ['as H5 hands it over (decoded)', '/pages/stock/inventory/stock/detail/index?id=77&utm_source=wx&title=A%26B'],
    ['as the mini-program hands it over (still encoded)', encodeURIComponent('/pages/stock/inventory/stock/detail/index?id=77&utm_source=wx&title=A%26B')],
  ])('lands on a deep link whole after login: path and every query value, %s', async (_, backUrl) => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { backUrl } })
    fill('13800138000', '1234')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/stock/inventory/stock/detail/index?id=77&utm_source=wx&title=A%26B' }))
  })

  it('honours replace: the target opens in place of the login page, not by going back', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', {
      query: { backUrl: '/pages/post/detail/index?id=5', replace: 'true' },
      below: ['/pages/post/detail/index?id=5'],
    })
    fill('13800138000', '1234')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/post/detail/index?id=5' }))
  })

  it('without replace, goes back to the page it came from', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { backUrl: '/pages/post/detail/index?id=5' }, below: ['/pages/post/detail/index?id=5'] })
    fill('13800138000', '1234')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('ignores a redirect that is not one of our routes', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { redirect: encodeURIComponent('https://evil.example/steal') } })
    fill('13800138000', '1234')
    submit()
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index' }))
  })

  it('shows the server error and keeps what was typed', async () => {
    getDb().people.push({ userId: 1, phone: '13912345678', nickname: '李店长', avatar: '', status: 'active' })
    renderPage(<LoginPage />, 'pages/account/login/index')
    fill('13912345678', '0000')
    submit()
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13912345678')
    expect(screen.getByPlaceholderText('请输入4位验证码')).toHaveValue('0000')
  })

  it("shows the server's 403 title and content", async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    fill('13800000403', '1234')
    submit()
    await waitFor(() => expect(uiLog.modals[0]).toMatchObject({ title: '账号已被限制', confirmText: '知道了' }))
    expect(uiLog.modals[0].content).toBe('该账号因违规操作已被限制登录，如有疑问请联系客服。')
  })

  it('sends a code, counts down 60 s, then allows a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderPage(<LoginPage />, 'pages/account/login/index')
      typeIn('请输入手机号', '13912345678')
      fireEvent.click(screen.getByText('获取验证码'))
      expect(await screen.findByText('60s 后重发')).toBeInTheDocument()
      expect(getDb().smsCodes['register:13912345678'].code).toMatch(/^\d{4}$/)
      fireEvent.click(screen.getByText('60s 后重发'))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(59_000)
      })
      expect(screen.getByText('1s 后重发')).toBeInTheDocument()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(screen.getByText('获取验证码')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('signs up a new phone with the code the mock sent', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    typeIn('请输入手机号', '13912345678')
    fireEvent.click(screen.getByText('获取验证码'))
    await screen.findByText('60s 后重发')
    fill('13912345678', getDb().smsCodes['register:13912345678'].code)
    submit()
    await waitFor(() => expect(useSession.getState().userInfo?.nickname).toBe('用户5678'))
  })

  it('does not send a code to a bad phone', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index')
    typeIn('请输入手机号', '123')
    fireEvent.click(screen.getByText('获取验证码'))
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument()
    expect(getDb().smsCodes).toEqual({})
  })
})
