import { useEffect } from 'react'
import { accountApi, type UserInfo } from '@/core/api/account'
import { needLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { reportError } from '@/core/app/errors'
import { useApiQuery } from '@/shared/query'

/**
 * The signed-in user for a page that needs one: the need-login check once on opening (a later
 * logout must not send the page to the login page) and the user info loaded into the session
 * if missing.
 */
export function useCurrentUser(): { userInfo: UserInfo | null; error: string; reload: () => Promise<void> } {
  const userInfo = useSession((state) => state.userInfo)
  const token = useSession((state) => state.userToken)
  useEffect(() => {
    try {
      needLogin()
    } catch (e) {
      reportError(e)
    }
  }, [])
  // Asked only while the session lacks the info (not signedIn: the check above was the one).
  const remote = useApiQuery(accountApi.info, undefined, { enabled: Boolean(token) && !userInfo, pullDown: false })
  useEffect(() => {
    if (remote.data && useSession.getState().userToken) useSession.setState({ userInfo: remote.data })
  }, [remote.data])
  return { userInfo, error: userInfo ? '' : remote.status === 'error' ? remote.error : '', reload: remote.reload }
}
