import { accountApi } from '../../src/core/api/account'
import { getDb, saveDb } from '../db'
import { handle, MockError } from '../lib/handle'
import { openSession, requireSession } from '../lib/auth'
import { mockClock } from '../lib/clock'

/** A QR login lives five minutes. */
export const SCAN_TTL_MS = 5 * 60 * 1000
export const SCAN_QR_PREFIX = 'luxtrade://scan-login?id='

function recordOf(scanId: unknown) {
  const record = getDb().scanLogins[String(scanId ?? '')]
  if (!record) throw new MockError(404, '二维码不存在')
  if (mockClock.now() - record.createdAt > SCAN_TTL_MS && record.status !== 'confirmed' && record.status !== 'expired') {
    record.status = 'expired'
    saveDb()
  }
  return record
}

/**
 * QR login: a signed-out page creates a code and watches it (scan/sse, polled); the app of a
 * signed-in person scans it (start) and confirms (completed), which issues the new session.
 */
export const scanLoginHandlers = [
  handle(accountApi.scanCreate, () => {
    const db = getDb()
    const scanId = `scan${db.nextId++}`
    const createdAt = mockClock.now()
    db.scanLogins[scanId] = { status: 'waiting', createdAt }
    saveDb()
    return { scanId, qrContent: `${SCAN_QR_PREFIX}${scanId}`, expiresAt: new Date(createdAt + SCAN_TTL_MS).toISOString() }
  }),
  handle(accountApi.scanStart, ({ token, params }) => {
    const { person, account } = requireSession(token)
    const record = recordOf(params.scanId)
    if (record.status === 'expired') throw new MockError(400, '二维码已过期，请刷新后重试')
    if (record.status !== 'waiting') throw new MockError(400, '二维码已被使用')
    Object.assign(record, { status: 'scanned', userId: person.userId, accountId: account.accountId })
    saveDb()
    return null
  }),
  handle(accountApi.scanCompleted, ({ token, params }) => {
    const { person } = requireSession(token)
    const record = recordOf(params.scanId)
    if (record.status !== 'scanned' || record.userId !== person.userId) throw new MockError(400, '请先扫描二维码')
    record.status = 'confirmed'
    record.token = openSession(person.userId, record.accountId!)
    saveDb()
    return null
  }),
  handle(accountApi.scanSse, ({ params }) => {
    const record = recordOf(params.scanId)
    return record.status === 'confirmed' ? { status: record.status, token: record.token } : { status: record.status }
  }),
]
