import Taro from '@tarojs/taro'
import { accountApi, type UserInfo } from '../api/account'
import { callApi } from '../request'
import { currentPageUrl, navigate } from '../navigation'
import { HOME_PATH, stripPath } from '../routes'
import { readStoredToken, setUserToken, useSession } from './store'

export const NEED_LOGIN = 'needLogin'
export const LOGIN_PATH = 'pages/account/login/index'
export const SESSION_EXPIRED_TEXT = '登录已过期，需要重新登录'
/** Spec section 9: wait 1 s after the expiry toast. */
export const EXPIRED_WAIT_MS = 1000

/** The failure of a call that needs a session: swallowed everywhere, never shown. */
export class NeedLoginError extends Error {
  constructor() {
    super(NEED_LOGIN)
    this.name = 'NeedLoginError'
  }
}

export function isNeedLogin(error: unknown): boolean {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return text.includes(NEED_LOGIN)
}

/** Open the login page in place of the current one, coming back here afterwards. */
export async function goToLogin(): Promise<void> {
  const here = currentPageUrl()
  if (stripPath(here) === LOGIN_PATH) return
  await navigate(LOGIN_PATH, { replace: true, force: true, query: { backUrl: here || undefined } })
}

/**
 * The need-login check. Silent: the stored token (loaded into state if needed), possibly ''.
 * Otherwise, without a token: to the login page (replace) and a needLogin failure.
 */
export function needLogin({ silent = false }: { silent?: boolean } = {}): string {
  let token = useSession.getState().userToken
  if (!token) {
    token = readStoredToken()
    if (token) useSession.setState({ userToken: token })
  }
  if (token || silent) return token
  void goToLogin()
  throw new NeedLoginError()
}

/** After a login call: keep the token and fetch the user. */
export async function login(token: string): Promise<UserInfo> {
  setUserToken(token)
  const userInfo = await callApi(accountApi.info)
  useSession.setState({ userInfo })
  return userInfo
}

/** Clear the session; the user goes to the home tab unless expiry forced the logout. */
export async function logout({ forced = false }: { forced?: boolean } = {}): Promise<void> {
  clearAccountStorage()
  setUserToken('')
  useSession.setState({ userInfo: null })
  if (!forced) await navigate(HOME_PATH, { replace: true, force: true })
}

let expiredFlow: Promise<void> | null = null

/**
 * Spec 401: toast, wait 1 s, log out without redirect, start the login flow. Calls failing with
 * 401 together share one flow.
 */
export function handleExpiredSession(): Promise<void> {
  expiredFlow ??= (async () => {
    void Taro.showToast({ title: SESSION_EXPIRED_TEXT, icon: 'none', duration: 2000 })
    await new Promise((done) => setTimeout(done, EXPIRED_WAIT_MS))
    await logout({ forced: true })
    await goToLogin()
  })().finally(() => {
    expiredFlow = null
  })
  return expiredFlow
}

/** A loader for a page that needs a session: the need-login check first, then the call. */
export function signedIn<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args: A) => {
    needLogin()
    return load(...args)
  }
}

/** Keys in storage that belong to the current account and go when it changes. */
const ACCOUNT_SCOPED_PREFIX = 'account:'

export function accountStorageKey(name: string): string {
  return `${ACCOUNT_SCOPED_PREFIX}${name}`
}

function clearAccountStorage(): void {
  try {
    const { keys } = Taro.getStorageInfoSync()
    for (const key of keys) if (key.startsWith(ACCOUNT_SCOPED_PREFIX)) Taro.removeStorageSync(key)
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Act as another account of the same person: a new session for it, the old account's user info
 * and stored data gone, and the app restarted on the mine tab so every page loads afresh.
 */
export async function switchAccount(accountId: number): Promise<UserInfo> {
  const { token } = await callApi(accountApi.loginEnterprise, { accountId })
  clearAccountStorage()
  useSession.setState({ userInfo: null })
  const userInfo = await login(token)
  await navigate('pages/home/account/index', { replace: true, force: true })
  return userInfo
}
