import Taro from '@tarojs/taro'
import { currentPageUrl, navigate } from '../navigation'
import { HOME_PATH, stripPath } from '../routes'
import { setUserToken, useSession } from './store'

/*
 * How a session ends, without a call to the server: request's 401 handling uses it, and
 * ./auth (login, which calls the server through request) builds on it. No import of request here.
 */

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

/** Keys in storage that belong to the current account and go when it changes. */
const ACCOUNT_SCOPED_PREFIX = 'account:'

export function accountStorageKey(name: string): string {
  return `${ACCOUNT_SCOPED_PREFIX}${name}`
}

export function clearAccountStorage(): void {
  try {
    const { keys } = Taro.getStorageInfoSync()
    for (const key of keys) if (key.startsWith(ACCOUNT_SCOPED_PREFIX)) Taro.removeStorageSync(key)
  } catch {
    // storage unavailable: nothing to clear
  }
}
