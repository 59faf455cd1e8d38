import type { UserInfo } from '../../src/core/api/account'
import { getDb } from '../db'
import type { MockAccount, Person } from '../db/seed-account'
import { DEMO_FAILURES } from './demo-phones'
import { MockError } from './handle'

export interface MockSession {
  person: Person
  account: MockAccount
  info: UserInfo
}

/** The user info the app sees: the person with the account the session acts as. */
export function userInfoOf(person: Person, account: MockAccount): UserInfo {
  return {
    userId: person.userId,
    accountId: account.accountId,
    permission: [...account.permission],
    memberSendList: account.memberSendList.map((member) => ({ ...member })),
    nickname: person.nickname,
    avatar: person.avatar,
    phone: person.phone,
    accountName: account.name,
    accountType: account.type,
  }
}

/**
 * The session of a request, or a 401 envelope as the real backend answers. `business` marks
 * shop calls, where the demo phones for 402 and 600000001 fail.
 */
export function requireSession(token: string, { business = false }: { business?: boolean } = {}): MockSession {
  const db = getDb()
  const session = token ? db.sessions[token] : undefined
  const person = session && db.people.find((candidate) => candidate.userId === session.userId)
  const account = session && db.accounts.find((candidate) => candidate.accountId === session.accountId)
  if (!session || !person || !account || person.status === 'closed') throw new MockError(401, '登录已过期，需要重新登录')
  const failure = DEMO_FAILURES[person.phone]
  if (failure && (failure.at === 'session' || (business && failure.at === 'business'))) {
    throw new MockError(failure.code, failure.msg, { ...(failure.data ?? {}), accountId: account.accountId })
  }
  return { person, account, info: userInfoOf(person, account) }
}

/** The session of a request when signed in; null signed out (a bad token still answers 401). */
export function optionalSession(token: string): MockSession | null {
  return token ? requireSession(token) : null
}

export function requireUser(token: string, options: { business?: boolean } = {}): UserInfo {
  return requireSession(token, options).info
}

/** A new session token for a person acting as one of their accounts. */
export function openSession(userId: number, accountId: number): string {
  const db = getDb()
  const token = `mock-token-${userId}-${accountId}-${db.nextId++}`
  db.sessions[token] = { userId, accountId }
  return token
}
