import { digitUnit } from './number'
import { formatDate, isUnsetDate, UNSET_DATE } from './date'
import { toOptions } from './options'
import { formatCents } from './money'

describe('number units', () => {
  it.each([
    [99, ''],
    [100, '百'],
    [1000, '千'],
    [10000, '万'],
    [100000, '十万'],
    [1000000, '百万'],
    [10000000, '千万'],
    [123456789, '千万'],
    [-4500, '千'],
  ])('%i -> %s', (value, unit) => expect(digitUnit(value)).toBe(unit))
})

describe('dates', () => {
  it('shows the unset date as empty', () => {
    expect(UNSET_DATE).toBe('1970-01-01 00:00:01')
    expect(isUnsetDate('1970-01-01 00:00:01')).toBe(true)
    expect(isUnsetDate('')).toBe(true)
    expect(formatDate('1970-01-01 00:00:01')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('2026-11-20 09:05:00')).toBe('2026-11-20 09:05')
    expect(formatDate('2026-11-20 09:05:00', 'MM月DD日')).toBe('11月20日')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('option lists', () => {
  it('map id and name to value and label', () => {
    expect(
      toOptions([
        { id: 1, name: '全新' },
        { id: 2, name: '99新' },
      ]),
    ).toEqual([
      { label: '全新', value: 1 },
      { label: '99新', value: 2 },
    ])
    expect(toOptions([{ code: 'P0015', title: '店铺会员' }], { id: 'code', name: 'title' })).toEqual([{ label: '店铺会员', value: 'P0015' }])
    expect(toOptions(null)).toEqual([])
  })
})

describe('prices', () => {
  it('are cents shown as yuan', () => {
    expect(formatCents(12800000)).toBe('128,000')
    expect(formatCents(12800050, { separator: false })).toBe('128000.50')
  })
})
