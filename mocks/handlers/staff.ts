import { staffApi, INVITE_CODE_PATTERN, normaliseInviteCode, type ShopAccess, type StaffInvite } from '../../src/core/api/staff'
import { getDb, saveDb, shopStocks } from '../db'
import type { MockAccount } from '../db/seed-account'
import { requireSession } from '../lib/auth'
import { filterCosts, handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { requireId } from '../lib/validate'
import { mockClock } from '../lib/clock'

const DAY = 24 * 3600 * 1000
/** How long a fresh invitation code joins. */
const INVITE_DAYS = 7
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Wrong codes one person may try before waiting (a code is short enough to guess). */
const MAX_WRONG_CODES = 5
/** Wrong tries by person, kept with the data they belong to (a reset starts afresh). */
const wrongCodesByDb = new WeakMap<object, Map<number, { count: number; since: number }>>()

function wrongCodes(): Map<number, { count: number; since: number }> {
  const db = getDb()
  if (!wrongCodesByDb.has(db)) wrongCodesByDb.set(db, new Map())
  return wrongCodesByDb.get(db)!
}

/** The role of a person in an account's shop. */
export function roleIn(account: MockAccount, userId: number): ShopAccess['role'] {
  if (!shopStocks()[account.accountId]) return 'none'
  if (account.ownerUserId === userId) return 'owner'
  return account.staff?.some((member) => member.userId === userId) ? 'staff' : 'none'
}

/** Whether this person sees the shop's cost prices: its owner always, staff when allowed. */
export function seesCost(account: MockAccount, userId: number): boolean {
  const role = roleIn(account, userId)
  return role === 'owner' || (role === 'staff' && account.staffSeesCost === true)
}

function newCode(): string {
  const taken = new Set(getDb().accounts.map((account) => account.invite?.code))
  for (;;) {
    const code = Array.from({ length: 6 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join('')
    if (!taken.has(code)) return code
  }
}

function requireOwner(token: string): MockAccount {
  const { person, account } = requireSession(token, { business: true })
  const role = roleIn(account, person.userId)
  if (role === 'none') throw new MockError(402, '当前账号还没有加入或开通店铺', { accountId: account.accountId })
  if (role !== 'owner') throw new MockError(403, '仅店主可以管理店员', { title: '提示', content: '店员的邀请与权限由店主管理。' })
  return account
}

function inviteOf(account: MockAccount, request: Request): StaffInvite {
  if (!account.invite || Date.parse(account.invite.expiresAt) < mockClock.now()) {
    account.invite = { code: newCode(), expiresAt: new Date(mockClock.now() + INVITE_DAYS * DAY).toISOString() }
    saveDb()
  }
  const link = new URL(`/pages/account/bind-enterprise/index?inviteCode=${account.invite.code}`, new URL(request.url).origin).toString()
  return { code: account.invite.code, expiresAt: account.invite.expiresAt, link, staffSeesCost: account.staffSeesCost === true }
}

function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

function checkGuessing(userId: number): void {
  const tries = wrongCodes().get(userId)
  if (tries && mockClock.now() - tries.since > 10 * 60 * 1000) wrongCodes().delete(userId)
  if ((wrongCodes().get(userId)?.count ?? 0) >= MAX_WRONG_CODES) throw new MockError(429, '尝试次数过多，请10分钟后再试')
}

function wrongCode(userId: number): never {
  const tries = wrongCodes().get(userId) ?? { count: 0, since: mockClock.now() }
  wrongCodes().set(userId, { ...tries, count: tries.count + 1 })
  throw new MockError(400, '邀请码无效或已过期，请向店主确认')
}

/** Reply fields that tell what the shop paid: left out (null) for staff the owner does not let see them. */
const COST_FIELDS = new Set(['costCents', 'totalCostCents', 'costValueCents', 'profitCents', 'profitThisMonthCents'])

function nullCosts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullCosts)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, COST_FIELDS.has(key) ? null : nullCosts(entry)]))
  }
  return value
}

// Every stock reply passes here: the server, not the app, keeps costs from staff.
filterCosts((path, token, data) => {
  if (!path.startsWith('/stock')) return data
  const session = token ? getDb().sessions[token] : undefined
  const account = session && getDb().accounts.find((candidate) => candidate.accountId === session.accountId)
  if (!session || !account || seesCost(account, session.userId) || roleIn(account, session.userId) !== 'staff') return data
  return nullCosts(data)
})

export const staffHandlers = [
  handle(staffApi.access, ({ token }) => {
    const { person, account } = requireSession(token)
    return { role: roleIn(account, person.userId), seesCost: seesCost(account, person.userId) }
  }),

  handle(staffApi.invite, ({ token, request }) => inviteOf(requireOwner(token), request)),

  // A new code: the old one stops joining (a code that went round too widely).
  handle(staffApi.renewInvite, ({ token, request }) => {
    const account = requireOwner(token)
    account.invite = undefined
    return inviteOf(account, request)
  }),

  handle(staffApi.setting, ({ token, params, request }) => {
    const account = requireOwner(token)
    if (typeof params.staffSeesCost !== 'boolean') throw new MockError(400, '参数错误')
    account.staffSeesCost = params.staffSeesCost
    saveDb()
    return inviteOf(account, request)
  }),

  handle(staffApi.list, ({ token, request }) => {
    const account = requireOwner(token)
    const people = getDb().people
    return (account.staff ?? [])
      .map((member) => ({ member, person: people.find((candidate) => candidate.userId === member.userId) }))
      .filter((entry) => entry.person && entry.person.status === 'active')
      .sort((a, b) => b.member.joinedAt.localeCompare(a.member.joinedAt))
      .map(({ member, person }) => ({
        userId: member.userId,
        nickname: person!.nickname,
        avatar: absoluteMedia(request, person!.avatar),
        phone: masked(person!.phone),
        joinedAt: member.joinedAt,
      }))
  }),

  handle(staffApi.remove, ({ token, params }) => {
    const account = requireOwner(token)
    const userId = requireId(params.userId, '店员')
    if (!account.staff?.some((member) => member.userId === userId)) throw new MockError(404, '该店员已不在店铺中')
    account.staff = account.staff.filter((member) => member.userId !== userId)
    // Their sessions acting as the shop end: the shop is no longer theirs.
    const db = getDb()
    for (const [sessionToken, session] of Object.entries(db.sessions)) {
      if (session.userId === userId && session.accountId === account.accountId) delete db.sessions[sessionToken]
    }
    saveDb()
    return null
  }),

  handle(staffApi.join, ({ token, params }) => {
    const { person } = requireSession(token)
    checkGuessing(person.userId)
    const code = normaliseInviteCode(String(params.code ?? ''))
    if (!INVITE_CODE_PATTERN.test(code)) throw new MockError(400, '请输入6位邀请码')
    const account = getDb().accounts.find((candidate) => candidate.invite?.code === code)
    if (!account || Date.parse(account.invite!.expiresAt) < mockClock.now()) wrongCode(person.userId)
    if (account.ownerUserId === person.userId) throw new MockError(400, '这是你自己的店铺，无需加入')
    if (account.staff?.some((member) => member.userId === person.userId)) throw new MockError(400, `你已是「${account.name}」的店员`)
    account.staff = [...(account.staff ?? []), { userId: person.userId, joinedAt: mockClock.iso() }]
    saveDb()
    return { accountId: account.accountId, accountName: account.name }
  }),
]
