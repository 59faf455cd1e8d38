import { useEffect, useState } from 'react'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { reportError } from '@/core/app/errors'

/**
 * The signed-in user for a page that needs one: the need-login check once on opening (a later
 * logout must not send the page to the login page) and the user info loaded if missing.
 */
export function useCurrentUser(): { userInfo: ReturnType<typeof useSession.getState>['userInfo']; error: string } {
  const userInfo = useSession((state) => state.userInfo)
  const [error, setError] = useState('')
  useEffect(() => {
    try {
      needLogin()
    } catch (e) {
      reportError(e)
      return
    }
    if (useSession.getState().userInfo) return
    callApi(accountApi.info, undefined, { handleError: true })
      .then((info) => useSession.setState({ userInfo: info }))
      .catch((e: unknown) => {
        reportError(e)
        setError(e instanceof Error ? e.message : '加载失败')
      })
  }, [])
  return { userInfo, error }
}
