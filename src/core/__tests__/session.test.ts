import Taro from '@tarojs/taro'
import { navigationLog, setRoute } from '@test/taro'
import { DEMO_TOKEN } from '@mocks/db'
import { initialSession, setUserToken, TOKEN_STORAGE_KEY, useSession } from '../session/store'
import { goToLogin, isNeedLogin, login, logout, needLogin, NEED_LOGIN } from '../session/auth'

describe('session store', () => {
  it('holds exactly the global state of the spec, audit mode on by default', () => {
    expect(Object.keys(initialSession()).sort()).toEqual(['activityInfo', 'displayLoading', 'init', 'isAuditMode', 'modalInfo', 'openId', 'userInfo', 'userToken'].sort())
    expect(initialSession()).toMatchObject({ init: false, displayLoading: false, userToken: '', userInfo: null, openId: '', isAuditMode: true })
    expect(initialSession().activityInfo).toEqual({ activityId: '', activityType: '' })
  })

  it('keeps the token in storage as userToken and reloads it on start', () => {
    setUserToken('abc')
    expect(Taro.getStorageSync(TOKEN_STORAGE_KEY)).toBe('abc')
    expect(initialSession().userToken).toBe('abc')
    setUserToken('')
    expect(Taro.getStorageSync(TOKEN_STORAGE_KEY)).toBe('')
  })
})

describe('need-login check', () => {
  it('silent: returns the stored token and loads it into state', () => {
    Taro.setStorageSync(TOKEN_STORAGE_KEY, 'stored-token')
    useSession.setState({ userToken: '' })
    expect(needLogin({ silent: true })).toBe('stored-token')
    expect(useSession.getState().userToken).toBe('stored-token')
  })

  it('silent without a token: returns empty, goes nowhere', () => {
    expect(needLogin({ silent: true })).toBe('')
    expect(navigationLog).toEqual([])
  })

  it('without a token: replaces the page by the login page and fails with needLogin', () => {
    setRoute('pages/post/detail/index', { id: '7' })
    expect(() => needLogin()).toThrow(NEED_LOGIN)
    expect(navigationLog).toEqual([{ method: 'redirectTo', url: `/pages/account/login/index?backUrl=${encodeURIComponent('/pages/post/detail/index?id=7')}` }])
  })

  it('recognises needLogin errors by their text', () => {
    expect(isNeedLogin(new Error('needLogin'))).toBe(true)
    expect(isNeedLogin('request failed: needLogin')).toBe(true)
    expect(isNeedLogin(new Error('other'))).toBe(false)
  })
})

describe('log in and out', () => {
  it('log in stores the token and fetches the user', async () => {
    const user = await login(DEMO_TOKEN)
    expect(user.nickname).toBe('王经理')
    expect(useSession.getState()).toMatchObject({ userToken: DEMO_TOKEN, userInfo: { accountId: 20001 } })
    expect(Taro.getStorageSync(TOKEN_STORAGE_KEY)).toBe(DEMO_TOKEN)
  })

  it('log out clears token and user and goes to the home tab', async () => {
    await login(DEMO_TOKEN)
    await logout()
    expect(useSession.getState()).toMatchObject({ userToken: '', userInfo: null })
    expect(Taro.getStorageSync(TOKEN_STORAGE_KEY)).toBe('')
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index' })
  })

  it('a forced log out (expiry) stays where it is', async () => {
    await login(DEMO_TOKEN)
    await logout({ forced: true })
    expect(useSession.getState().userToken).toBe('')
    expect(navigationLog).toEqual([])
  })
})

describe('need-login keeps the whole address', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a page opened cold (its options not there yet) goes to login with its path and whole query', async () => {
    vi.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/stock/inventory/stock/detail/index', options: {} }] as never)
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '77', utm_source: 'wx', $taroTimestamp: '1', stamp: 'AA' } } } as never)
    await goToLogin()
    const url = navigationLog.at(-1)?.url ?? ''
    expect(url.startsWith('/pages/account/login/index?backUrl=')).toBe(true)
    // Encoded once: one decode gives the page's address back.
    expect(new URLSearchParams(url.split('?')[1]).get('backUrl')).toBe('/pages/stock/inventory/stock/detail/index?id=77&utm_source=wx')
  })
})
