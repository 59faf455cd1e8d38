import { formatCents, formatCentsCompact, yuan } from './money'
import { relativeTimeOf } from './time'

describe('money', () => {
  it('shows cents as yuan, with or without thousands separators', () => {
    expect(formatCents(123456789)).toBe('1,234,567.89')
    expect(formatCents(123456789, { separator: false })).toBe('1234567.89')
    expect(formatCents(100000)).toBe('1,000')
    expect(formatCents(5)).toBe('0.05')
  })

  it('shows a price with ¥', () => {
    expect(yuan(1250000)).toBe('¥12,500')
    expect(yuan(1050)).toBe('¥10.50')
  })

  it('shows large amounts in 万 and 亿, rounded on the unit', () => {
    expect(formatCentsCompact(5863245000)).toBe('5863.25万')
    expect(formatCentsCompact(1234567890000)).toBe('123.46亿')
    expect(formatCentsCompact(999900)).toBe('9,999')
  })
})

describe('relative time', () => {
  const now = '2026-11-20T12:00:00+08:00'
  it('speaks Chinese, without spaces inside', () => {
    expect(relativeTimeOf('2026-11-20T11:59:30+08:00', now)).toBe('刚刚')
    expect(relativeTimeOf('2026-11-20T11:55:00+08:00', now)).toBe('5分钟前')
    expect(relativeTimeOf('2026-11-20T11:59:00+08:00', now)).toBe('1分钟前')
    expect(relativeTimeOf('2026-11-20T10:00:00+08:00', now)).toBe('2小时前')
    expect(relativeTimeOf('2026-11-18T12:00:00+08:00', now)).toBe('2天前')
    expect(relativeTimeOf('2026-11-14T12:00:00+08:00', now)).toBe('6天前')
  })

  it('shows the date for posts older than a week', () => {
    expect(relativeTimeOf('2026-10-01T09:30:00+08:00', now)).toMatch(/^10-01 \d\d:30$/)
    expect(relativeTimeOf('2025-10-01T09:30:00+08:00', now)).toBe('2025-10-01')
  })
})
