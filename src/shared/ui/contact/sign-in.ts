import { reportError } from '@/core/app/errors'
import { needLogin } from '@/core/session/auth'

/** The need-login check before contacting: false, and on the way to login, when signed out. */
export function signedInToContact(): boolean {
  try {
    needLogin()
    return true
  } catch (error) {
    reportError(error)
    return false
  }
}
