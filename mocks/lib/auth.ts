import type { UserInfo } from '../../src/core/api/account'
import { getDb } from '../db'
import { DEMO_FAILURES } from './demo-phones'
import { MockError } from './handle'

/**
 * The signed-in user of a request, or a 401 envelope as the real backend answers. `business`
 * marks shop calls, where the demo phones for 402 and 600000001 fail.
 */
export function requireUser(token: string, { business = false }: { business?: boolean } = {}): UserInfo {
  const db = getDb()
  const userId = token ? db.sessions[token] : undefined
  const user = db.users.find((candidate) => candidate.userId === userId)
  if (!user) throw new MockError(401, '登录已过期，需要重新登录')
  const failure = DEMO_FAILURES[user.phone]
  if (failure && (failure.at === 'session' || (business && failure.at === 'business'))) {
    throw new MockError(failure.code, failure.msg, failure.data ? { ...failure.data, accountId: user.accountId } : { accountId: user.accountId })
  }
  return user
}
