import { accountApi, type UserInfo } from '../api/account'
import { callApi } from '../request'
import { navigate } from '../navigation'
import { clearAccountStorage, goToLogin, NeedLoginError } from './expiry'
import { readStoredToken, setUserToken, useSession } from './store'

// The session's end (no server call) lives in ./expiry, below request (whose 401 ends it).
export { accountStorageKey, EXPIRED_WAIT_MS, goToLogin, handleExpiredSession, isNeedLogin, LOGIN_PATH, logout, NEED_LOGIN, NeedLoginError, SESSION_EXPIRED_TEXT } from './expiry'

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

/** The need-login check before an action: true when signed in; otherwise on the way to login, and false. */
export function ensureSignedIn(): boolean {
  if (needLogin({ silent: true })) return true
  void goToLogin()
  return false
}

/** After a login call: keep the token and fetch the user. */
export async function login(token: string): Promise<UserInfo> {
  setUserToken(token)
  const userInfo = await callApi(accountApi.info)
  useSession.setState({ userInfo })
  return userInfo
}

/** A loader for a page that needs a session: the need-login check first, then the call. */
export function signedIn<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args: A) => {
    needLogin()
    return load(...args)
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
