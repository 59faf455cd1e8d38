import type { UserInfo } from '../../src/core/api/account'
import { getDb } from '../db'
import { MockError } from './handle'

/** The signed-in user of a request, or a 401 envelope as the real backend answers. */
export function requireUser(token: string): UserInfo {
  const db = getDb()
  const userId = token ? db.sessions[token] : undefined
  const user = db.users.find((candidate) => candidate.userId === userId)
  if (!user) throw new MockError(401, '登录已过期，需要重新登录')
  return user
}
