import type { SmsScene } from '../../src/core/api/account'
import { getDb, saveDb } from '../db'
import { DEMO_CODE, hasFixedCode } from './demo-phones'
import { MockError } from './handle'
import { mockLog } from './log'
import { requireCode, requirePhone } from './validate'
import { mockClock } from './clock'

/** A code may be asked for again after 60 s, as the login page's countdown shows. */
export const SMS_INTERVAL_MS = 60 * 1000
const SMS_VALID_MS = 5 * 60 * 1000
const SCENES: SmsScene[] = ['login', 'register', 'update-phone', 'bankcard', 'close-account']

function smsKey(phone: string, scene: string) {
  return `${scene}:${phone}`
}

export function sendSms({ phone, scene = 'login' }: { phone: string; scene?: SmsScene }): null {
  const db = getDb()
  const target = requirePhone(phone)
  if (!SCENES.includes(scene)) throw new MockError(400, '未知的短信用途')
  const key = smsKey(target, scene)
  const last = db.smsCodes[key]
  if (last && mockClock.now() - last.sentAt < SMS_INTERVAL_MS) throw new MockError(429, '验证码发送过于频繁，请稍后再试')
  const code = hasFixedCode(target) ? DEMO_CODE : String(Math.floor(1000 + Math.random() * 9000))
  db.smsCodes[key] = { code, sentAt: mockClock.now() }
  saveDb()
  mockLog(`SMS code for ${target} (${scene}): ${code}`)
  return null
}

/** Check (and use up) the code sent for a scene. */
export function checkSmsCode(phone: string, code: unknown, scene: SmsScene): void {
  const value = requireCode(code)
  if (hasFixedCode(phone) && value === DEMO_CODE) return
  const key = smsKey(phone, scene)
  const sent = getDb().smsCodes[key]
  if (!sent || sent.code !== value || mockClock.now() - sent.sentAt > SMS_VALID_MS) throw new MockError(400, '验证码错误或已过期')
  delete getDb().smsCodes[key]
}
