import { accountApi, type AccountSummary } from '../../src/core/api/account'
import { getDb, saveDb } from '../db'
import type { MockAccount, Person } from '../db/seed-account'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { openSession, requireSession } from '../lib/auth'
import { DEMO_FAILURES, DEMO_PHONE } from '../lib/demo-phones'
import { checkSmsCode, sendSms } from '../lib/sms'
import { requireId, requirePhone, requireText } from '../lib/validate'
import { scanLoginHandlers } from './scan-login'
import { bankCardHandlers } from './bank-cards'

function personByPhone(phone: string): Person | undefined {
  return getDb().people.find((person) => person.phone === phone && person.status === 'active')
}

/** The accounts a person may act as: their own, and the shops they joined as staff. */
function accountsOf(userId: number): MockAccount[] {
  return getDb().accounts.filter((account) => account.ownerUserId === userId || account.staff?.some((member) => member.userId === userId))
}

/** A new person with an individual account (sign-up). */
function createPerson(phone: string, nickname?: string): Person {
  const db = getDb()
  const userId = db.nextId++
  const person: Person = {
    userId,
    phone,
    nickname: nickname?.trim() || `用户${phone.slice(-4)}`,
    avatar: `/mock-images/avatar-${userId % 12}.svg`,
    status: 'active',
  }
  db.people.push(person)
  db.accounts.push({
    accountId: db.nextId++,
    ownerUserId: userId,
    name: `${person.nickname}的账号`,
    type: 'individual',
    avatar: person.avatar,
    permission: [],
    memberSendList: [],
  })
  return person
}

function firstAccount(person: Person): MockAccount {
  const account = accountsOf(person.userId)[0]
  if (!account) throw new MockError(500, '账号数据异常')
  return account
}

function loginByPhone({ phone, code }: { phone: string; code: string }) {
  const target = requirePhone(phone)
  const failure = DEMO_FAILURES[target]
  if (failure?.at === 'login') throw new MockError(failure.code, failure.msg, failure.data ?? null)
  const person = personByPhone(target)
  if (!person) throw new MockError(400, '该手机号未注册，请先注册')
  checkSmsCode(target, code, 'login')
  const token = openSession(person.userId, firstAccount(person).accountId)
  saveDb()
  return { token }
}

function summaries(userId: number, currentAccountId: number, request: Request): AccountSummary[] {
  return accountsOf(userId).map((account) => ({
    accountId: account.accountId,
    accountName: account.name,
    accountType: account.type,
    avatar: absoluteMedia(request, account.avatar),
    current: account.accountId === currentAccountId,
    role: account.ownerUserId === userId ? 'owner' : 'staff',
  }))
}

const ENTERPRISE_TYPES = [
  { value: 'company', label: '有限责任公司' },
  { value: 'sole', label: '个体工商户' },
  { value: 'partnership', label: '合伙企业' },
]
const ENTERPRISE_CATEGORIES = [
  { value: 'bags', label: '箱包' },
  { value: 'watches', label: '腕表' },
  { value: 'jewellery', label: '珠宝首饰' },
  { value: 'apparel', label: '服饰鞋履' },
  { value: 'mixed', label: '综合品类' },
]

export const accountHandlers = [
  handle(accountApi.smsSend, ({ params }) => sendSms(params)),
  handle(accountApi.commonSmsSend, ({ params }) => sendSms(params)),
  handle(accountApi.commonSmsVerify, ({ params }) => {
    checkSmsCode(requirePhone(params.phone), params.code, params.scene)
    return { verified: true }
  }),
  handle(accountApi.smsCaptcha, ({ params }) => {
    requirePhone(params.phone)
    const text = String(Math.floor(1000 + Math.random() * 9000))
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="36"><rect width="96" height="36" fill="#f6efe4"/><text x="14" y="26" font-size="22" fill="#86591f" font-family="monospace">${text}</text></svg>`
    return { image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
  }),
  handle(accountApi.infoByPhone, ({ params }) => {
    const person = personByPhone(requirePhone(params.phone))
    return { registered: Boolean(person), nickname: person ? `${person.nickname.slice(0, 1)}**` : '' }
  }),
  handle(accountApi.loginPhone, ({ params }) => loginByPhone(params)),
  handle(accountApi.loginPhoneV1, ({ params }) => loginByPhone(params)),
  handle(accountApi.registerPhone, ({ params }) => {
    const phone = requirePhone(params.phone)
    checkSmsCode(phone, params.code, 'register')
    if (personByPhone(phone)) throw new MockError(400, '该手机号已注册，请直接登录')
    if (params.nickname !== undefined) requireText(params.nickname, '昵称', { min: 2, max: 20 })
    const person = createPerson(phone, params.nickname)
    const token = openSession(person.userId, firstAccount(person).accountId)
    saveDb()
    return { token }
  }),
  handle(accountApi.loginApp, ({ params }) => {
    if (params.appToken !== 'sim-app-token') throw new MockError(401, '登录已过期，需要重新登录')
    const person = personByPhone(DEMO_PHONE)!
    return { token: openSession(person.userId, firstAccount(person).accountId) }
  }),
  handle(accountApi.loginWechat, ({ params }) => {
    if (!params.code) throw new MockError(400, '缺少登录凭证')
    const person = personByPhone(DEMO_PHONE)!
    return { token: openSession(person.userId, firstAccount(person).accountId) }
  }),
  handle(accountApi.info, ({ token, request }) => {
    const { info } = requireSession(token)
    return { ...info, avatar: absoluteMedia(request, info.avatar) }
  }),
  handle(accountApi.home, ({ token }) => {
    const { person } = requireSession(token)
    const db = getDb()
    return {
      unreadCount: (db.notifications[person.userId] ?? []).filter((item) => !item.read).length,
      followShopCount: (db.followShops[person.userId] ?? []).length,
    }
  }),
  handle(accountApi.multipleAccountList, ({ token, request }) => {
    const { person, account } = requireSession(token)
    return summaries(person.userId, account.accountId, request)
  }),
  handle(accountApi.multipleAccountChatList, ({ token, request }) => {
    const { person, account } = requireSession(token)
    return summaries(person.userId, account.accountId, request).filter((item) => item.accountType !== 'individual')
  }),
  handle(accountApi.loginEnterprise, ({ token, params }) => {
    const { person } = requireSession(token)
    const accountId = requireId(params.accountId, '账号')
    const target = accountsOf(person.userId).find((account) => account.accountId === accountId)
    if (!target) throw new MockError(403, '无权切换到该账号', { title: '无法切换', content: '该账号不属于你，无法切换。' })
    const next = openSession(person.userId, target.accountId)
    saveDb()
    return { token: next }
  }),
  handle(accountApi.enterpriseEnum, () => ({ types: ENTERPRISE_TYPES, categories: ENTERPRISE_CATEGORIES })),
  handle(accountApi.registerEnterprise, ({ token, params }) => {
    const { person } = requireSession(token)
    const name = requireText(params.enterpriseName, '店铺名称', { min: 2, max: 30 })
    if (!ENTERPRISE_TYPES.some((type) => type.value === params.type)) throw new MockError(400, '请选择主体类型')
    if (!ENTERPRISE_CATEGORIES.some((category) => category.value === params.category)) throw new MockError(400, '请选择经营品类')
    requireText(params.contactName, '联系人', { min: 2, max: 20 })
    const db = getDb()
    if (db.accounts.some((account) => account.name === name)) throw new MockError(400, '该店铺名称已被使用')
    const accountId = db.nextId++
    db.accounts.push({
      accountId,
      ownerUserId: person.userId,
      name,
      type: params.type === 'company' ? 'enterprise' : 'shop',
      avatar: person.avatar,
      permission: [],
      memberSendList: [],
    })
    saveDb()
    return { accountId }
  }),
  handle(accountApi.identityCertification, ({ token, params }) => {
    requireSession(token)
    requireText(params.realName, '真实姓名', { min: 2, max: 20 })
    if (!/^\d{17}[\dXx]$/.test(String(params.idNumber ?? ''))) throw new MockError(400, '身份证号格式不正确')
    return { applyId: getDb().nextId++ }
  }),
  handle(accountApi.enterpriseCertification, ({ token, params }) => {
    requireSession(token)
    requireText(params.enterpriseName, '企业名称', { min: 2, max: 40 })
    if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(String(params.creditCode ?? ''))) {
      throw new MockError(400, '统一社会信用代码格式不正确')
    }
    if (!params.licenseImage) throw new MockError(400, '请上传营业执照')
    return { applyId: getDb().nextId++ }
  }),
  handle(accountApi.accountUpdate, ({ token, params, request }) => {
    const { person } = requireSession(token)
    if (params.nickname !== undefined) person.nickname = requireText(params.nickname, '昵称', { min: 2, max: 20 })
    if (params.avatar !== undefined) {
      if (!/^(https?:\/\/|\/mock-)/.test(String(params.avatar))) throw new MockError(400, '头像地址无效')
      person.avatar = String(params.avatar)
    }
    saveDb()
    const { info } = requireSession(token)
    return { ...info, avatar: absoluteMedia(request, info.avatar) }
  }),
  handle(accountApi.accountUpdatePhone, ({ token, params }) => {
    const { person } = requireSession(token)
    const phone = requirePhone(params.phone, '新手机号')
    if (phone === person.phone) throw new MockError(400, '新手机号与当前手机号相同')
    if (personByPhone(phone)) throw new MockError(400, '该手机号已被其他账号使用')
    checkSmsCode(phone, params.code, 'update-phone')
    person.phone = phone
    saveDb()
    return null
  }),
  handle(accountApi.accountUpdateStatus, ({ token, params }) => {
    const { person } = requireSession(token)
    if (params.status !== 'active' && params.status !== 'closing') throw new MockError(400, '未知的账号状态')
    person.status = 'active'
    saveDb()
    return null
  }),
  handle(accountApi.close, ({ token, params }) => {
    const { person } = requireSession(token)
    if (person.phone === DEMO_PHONE) throw new MockError(400, '演示账号不能注销')
    checkSmsCode(person.phone, params.code, 'close-account')
    person.status = 'closed'
    const db = getDb()
    for (const [key, session] of Object.entries(db.sessions)) if (session.userId === person.userId) delete db.sessions[key]
    saveDb()
    return null
  }),
  handle(accountApi.silentLogin, ({ params }) => {
    if (!params.code) throw new MockError(400, '缺少登录凭证')
    return { openId: `mock-openid-${params.code}` }
  }),
  handle(accountApi.userDeviceInfoPost, ({ params }) => {
    if (!params.openId) throw new MockError(400, '缺少设备标识')
    return null
  }),
  ...bankCardHandlers,
  ...scanLoginHandlers,
]
