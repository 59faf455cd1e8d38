import { useEffect } from 'react'
import { accountApi, PRODUCT_DETAIL_PRICE } from '@/core/api/account'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { invalidatePaths } from '@/shared/query'

/**
 * Once the server says the account holds the trading permission (an application approved) while
 * the session's user info does not list PRODUCT_DETAIL_PRICE, the user info is asked again and
 * the catalogue's answers (prices hidden until now) are asked anew.
 */
export async function reloadUserInfo(): Promise<void> {
  const info = await callApi(accountApi.info, undefined, { loading: false, handleError: true })
  useSession.setState({ userInfo: info })
  await invalidatePaths('/product')
}

export function useGrantedSync(granted: boolean | undefined): void {
  // Not loaded yet: it will be loaded as it is now, nothing to ask again.
  const stale = useSession((state) => Boolean(state.userInfo && !state.userInfo.permission.includes(PRODUCT_DETAIL_PRICE)))
  useEffect(() => {
    if (granted && stale) reloadUserInfo().catch(reportError)
  }, [granted, stale])
}
