import { accountApi, type UserInfo } from '../../src/core/api/account'
import { PHONE_PATTERN, CAPTCHA_PATTERN } from '../../src/shared/validation/phone'
import { getDb, saveDb } from '../db'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { requireUser } from '../lib/auth'
import { DEMO_CODE, DEMO_FAILURES, hasFixedCode } from '../lib/demo-phones'
import { mockLog } from '../lib/log'

/** A code may be asked for again after 60 s, as the login page's countdown shows. */
export const SMS_INTERVAL_MS = 60 * 1000
const SMS_VALID_MS = 5 * 60 * 1000

function validPhone(phone: unknown): string {
  const value = String(phone ?? '').replace(/\s+/g, '')
  if (!value) throw new MockError(400, '请输入手机号')
  if (!PHONE_PATTERN.test(value)) throw new MockError(400, '手机号格式不正确')
  return value
}

function sendSms({ phone }: { phone: string }): null {
  const db = getDb()
  const target = validPhone(phone)
  const last = db.smsCodes[target]
  if (last && Date.now() - last.sentAt < SMS_INTERVAL_MS) throw new MockError(429, '验证码发送过于频繁，请稍后再试')
  const code = hasFixedCode(target) ? DEMO_CODE : String(Math.floor(1000 + Math.random() * 9000))
  db.smsCodes[target] = { code, sentAt: Date.now() }
  saveDb()
  mockLog(`SMS code for ${target}: ${code}`)
  return null
}

function checkCode(phone: string, code: unknown): void {
  const value = String(code ?? '').replace(/\s+/g, '')
  if (!CAPTCHA_PATTERN.test(value)) throw new MockError(400, '验证码格式不正确')
  if (hasFixedCode(phone) && value === DEMO_CODE) return
  const sent = getDb().smsCodes[phone]
  if (!sent || sent.code !== value || Date.now() - sent.sentAt > SMS_VALID_MS) throw new MockError(400, '验证码错误或已过期')
  delete getDb().smsCodes[phone]
}

function userByPhone(phone: string): UserInfo {
  const db = getDb()
  const existing = db.users.find((user) => user.phone === phone)
  if (existing) return existing
  // Sign-up by login: an unknown phone gets an individual account.
  const id = db.nextId++
  const user: UserInfo = {
    userId: id,
    accountId: id + 1,
    permission: [],
    memberSendList: [],
    nickname: `用户${phone.slice(-4)}`,
    avatar: `/mock-images/avatar-${id % 12}.svg`,
    phone,
    accountName: `用户${phone.slice(-4)}的账号`,
    accountType: 'individual',
  }
  db.nextId++
  db.users.push(user)
  return user
}

function loginByPhone({ phone, code }: { phone: string; code: string }) {
  const target = validPhone(phone)
  const failure = DEMO_FAILURES[target]
  if (failure?.at === 'login') throw new MockError(failure.code, failure.msg, failure.data ?? null)
  checkCode(target, code)
  const user = userByPhone(target)
  const db = getDb()
  const token = `mock-token-${user.userId}-${db.nextId++}`
  db.sessions[token] = user.userId
  saveDb()
  return { token }
}

export const accountHandlers = [
  handle(accountApi.smsSend, ({ params }) => sendSms(params)),
  handle(accountApi.commonSmsSend, ({ params }) => sendSms(params)),
  handle(accountApi.loginPhone, ({ params }) => loginByPhone(params)),
  handle(accountApi.loginPhoneV1, ({ params }) => loginByPhone(params)),
  handle(accountApi.info, ({ token, request }) => {
    const user = requireUser(token)
    return { ...user, avatar: absoluteMedia(request, user.avatar) }
  }),
  handle(accountApi.silentLogin, ({ params }) => {
    if (!params.code) throw new MockError(400, '缺少登录凭证')
    return { openId: `mock-openid-${params.code}` }
  }),
  handle(accountApi.userDeviceInfoPost, ({ params }) => {
    if (!params.openId) throw new MockError(400, '缺少设备标识')
    return null
  }),
]
