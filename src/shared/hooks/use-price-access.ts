import { useEffect } from 'react'
import { PRODUCT_DETAIL_PRICE } from '@/core/api/account'
import { reportError } from '@/core/app/errors'
import { useSession } from '@/core/session/store'
import { ensureUserInfo } from '@/core/session/user'

/**
 * Whether the signed-in account holds PRODUCT_DETAIL_PRICE, the permission to see other
 * dealers' and the platform's prices (false signed out, and until the user info is known: it is
 * loaded when missing).
 */
export function usePriceAccess(): boolean {
  const token = useSession((state) => state.userToken)
  const permission = useSession((state) => state.userInfo?.permission)
  useEffect(() => {
    if (token && !permission) ensureUserInfo().catch(reportError)
  }, [token, permission])
  return Boolean(token && permission?.includes(PRODUCT_DETAIL_PRICE))
}
