import { ensureSignedIn } from '@/core/session/auth'

/** The need-login check before contacting: false, and on the way to login, when signed out. */
export function signedInToContact(): boolean {
  return ensureSignedIn()
}
