import { describe, expect, it } from 'vitest'
import { formatCents, priceOr, yuan, yuanCompact } from '../format/money'
import { AMOUNT_MAX_CENTS, amountError, amountFormatError, isCents, yuanToCents } from './amount'
import { checkReason, NOTE_MAX, noteError } from './reason'
import { addressError, CARRIERS, carrierError, normaliseTrackingNo, personNameError, phoneError, trackingNoError, TRACKING_NO_ERROR } from './shipping'

describe('amount rule', () => {
  it('parses typed yuan to whole cents, at most two decimals', () => {
    expect(yuanToCents('12,500')).toBe(1250000)
    expect(yuanToCents(' 10.5 ')).toBe(1050)
    expect(yuanToCents('0.01')).toBe(1)
    expect(yuanToCents('')).toBeNull()
    expect(yuanToCents('1.234')).toBeNaN()
    expect(yuanToCents('-5')).toBeNaN()
    expect(yuanToCents('abc')).toBeNaN()
  })

  it('caps every amount at 1亿 yuan', () => {
    expect(AMOUNT_MAX_CENTS).toBe(100_000_000 * 100)
    expect(amountError(AMOUNT_MAX_CENTS, '零售价')).toBeUndefined()
    expect(amountError(AMOUNT_MAX_CENTS + 1, '零售价')).toBe('零售价不能超过¥100,000,000')
    // 1000万 and a bit (a watch, a diamond) is a real price.
    expect(amountError(1_500_000_000, '报价')).toBeUndefined()
  })

  it('says what is wrong: missing, malformed, not whole cents, zero when it must be positive', () => {
    expect(amountError(null, '定金')).toBe('请输入定金')
    expect(amountError(undefined, '同行价', { required: false })).toBeUndefined()
    expect(amountError(Number.NaN, '定金')).toBe('定金格式不正确，最多两位小数')
    expect(amountError(10.5, '定金')).toBe('定金格式不正确')
    expect(amountError(-1, '定金')).toBe('定金格式不正确')
    expect(amountError(0, '定金')).toBeUndefined()
    expect(amountError(0, '报价', { positive: true })).toBe('报价需大于0')
    expect(isCents(1)).toBe(true)
    expect(isCents(1.5)).toBe(false)
    expect(amountFormatError('1.234')).toBe('金额格式不正确，最多两位小数')
    expect(amountFormatError('')).toBeUndefined()
  })
})

describe('shipping rules', () => {
  it('has one carrier list', () => {
    expect(carrierError(CARRIERS[0])).toBeUndefined()
    expect(carrierError('随便快递')).toBe('请选择快递公司')
  })

  it('takes 8–30 letters or digits as a tracking number, spaces dropped, upper-cased', () => {
    expect(normaliseTrackingNo(' sf 1234 5678 9012 3 ')).toBe('SF1234567890123')
    expect(trackingNoError('SF1234567890123')).toBeUndefined()
    expect(trackingNoError('12345678')).toBeUndefined()
    expect(trackingNoError('1234567')).toBe(TRACKING_NO_ERROR)
    expect(trackingNoError('A'.repeat(31))).toBe(TRACKING_NO_ERROR)
    expect(trackingNoError('SF-123456789')).toBe(TRACKING_NO_ERROR)
    expect(trackingNoError('')).toBe('请输入快递单号')
    expect(TRACKING_NO_ERROR).toBe('快递单号应为8–30位字母或数字')
  })

  it('checks phones on the shared rule (1 then 3–9, 11 digits)', () => {
    expect(phoneError('138 0013 8000', '寄件人手机号')).toBeUndefined()
    expect(phoneError('12012345678', '寄件人手机号')).toBe('请输入正确的11位手机号')
    expect(phoneError('1380013800', '寄件人手机号')).toBe('请输入正确的11位手机号')
    expect(phoneError('', '收货人手机号')).toBe('请输入收货人手机号')
  })

  it('checks names (2–20) and addresses (5–100)', () => {
    expect(personNameError('王', '收货人姓名')).toBe('收货人姓名应为2-20个字')
    expect(personNameError('', '寄件人姓名')).toBe('请输入寄件人姓名')
    expect(personNameError('王小明', '寄件人姓名')).toBeUndefined()
    expect(addressError('', '寄件地址', { picked: true })).toBe('请选择寄件地址')
    expect(addressError('上海', '收货地址')).toBe('收货地址应为5-100个字')
    expect(addressError('上海市静安区南京西路1号', '收货地址')).toBeUndefined()
  })
})

describe('reasons with notes', () => {
  const REASONS = ['不想卖了', '其他'] as const
  it('asks for a listed reason, and for a note only with 其他', () => {
    expect(checkReason({ reason: '', note: '' }, REASONS)).toEqual({ reason: '请选择原因' })
    expect(checkReason({ reason: '随便', note: '' }, REASONS)).toEqual({ reason: '请选择原因' })
    expect(checkReason({ reason: '不想卖了' }, REASONS)).toEqual({})
    expect(checkReason({ reason: '其他', note: ' ' }, REASONS)).toEqual({ note: '请说明具体原因' })
    expect(checkReason({ reason: '其他', note: '换了' }, REASONS)).toEqual({})
  })

  it('limits notes to NOTE_MAX characters', () => {
    expect(checkReason({ reason: '不想卖了', note: 'a'.repeat(NOTE_MAX + 1) }, REASONS)).toEqual({ note: `说明不能超过${NOTE_MAX}个字` })
    expect(noteError('a'.repeat(NOTE_MAX))).toBeUndefined()
    expect(noteError('a'.repeat(NOTE_MAX + 1), '备注')).toBe(`备注不能超过${NOTE_MAX}个字`)
  })
})

describe('money display', () => {
  it('writes ¥ in one place, negatives with a minus before it', () => {
    expect(yuan(1250000)).toBe('¥12,500')
    expect(yuan(1050)).toBe('¥10.50')
    expect(yuan(-500000)).toBe('−¥5,000')
    expect(yuan(1000, { decimals: 2 })).toBe('¥10.00')
    expect(yuanCompact(586324537)).toBe('¥586.32万')
    expect(formatCents(1250000)).toBe('12,500')
  })

  it('shows a price or its placeholder', () => {
    expect(priceOr(null, '未定价')).toBe('未定价')
    expect(priceOr(undefined, '暂无')).toBe('暂无')
    expect(priceOr(0, '暂无')).toBe('¥0')
    expect(priceOr(980000, '暂无')).toBe('¥9,800')
  })
})

describe('a reason as a request carries it', () => {
  it('needs some words, not more than NOTE_MAX', async () => {
    const { reasonError } = await import('./reason')
    expect(reasonError('  ')).toBe('请选择原因')
    expect(reasonError(undefined)).toBe('请选择原因')
    expect(reasonError('不想卖了')).toBeUndefined()
    expect(reasonError('a'.repeat(NOTE_MAX + 1))).toBe(`说明不能超过${NOTE_MAX}个字`)
  })
})

describe('listing words', () => {
  it('names the word, the longest first, case and width aside', async () => {
    const { bannedWordIn, listingWordError } = await import('./listing-words')
    expect(bannedWordIn('Birkin 30 原单')).toBe('原单')
    expect(bannedWordIn('顶级高仿')).toBe('高仿')
    expect(bannedWordIn('a货 直发')).toBe('A货')
    expect(bannedWordIn('1：1 复制')).toBe('1:1')
    expect(bannedWordIn('爱马仕 Kelly 28 金扣')).toBeNull()
    expect(listingWordError('复刻版', '标题')).toBe('标题含有违禁词「复刻」，平台不接受仿品')
  })
})
