import { accountApi, PRODUCT_DETAIL_PRICE, type UserInfo } from '../api/account'
import { callApi } from '../request'
import { useSession } from './store'

/**
 * The signed-in user's info: the session's copy, or loaded (and kept) when missing. Loaded in
 * the background (for a permission): a failure is the caller's to report, never a toast over
 * the page's own state.
 */
export async function ensureUserInfo(): Promise<UserInfo> {
  const known = useSession.getState().userInfo
  if (known) return known
  const info = await callApi(accountApi.info, undefined, { loading: false, handleError: true })
  useSession.setState({ userInfo: info })
  return info
}

/** Whether the account may see other dealers' prices (PRODUCT_DETAIL_PRICE). */
export async function canSeePeerPrices(): Promise<boolean> {
  return (await ensureUserInfo()).permission.includes(PRODUCT_DETAIL_PRICE)
}
