import { decodeCode, decodeNoCode, formatHint, hermesYears } from '../code-rules'
import { checkCreate, checkSupplement } from '../machine'

const decoded = (brand: string, code: string, shape: Parameters<typeof decodeCode>[2] = null) => {
  const outcome = decodeCode(brand, code, shape)
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.decoded
}

describe('code formats', () => {
  it('LV: month (1990–2006) or week (2007–2021) in the 1st and 3rd digits, the year in the 2nd and 4th; the workshop letters give the place', () => {
    expect(decoded('lv', 'VI0918')).toMatchObject({ years: [1998], periodText: '1998 年 1 月', place: '法国（工坊代码 VI）', confidence: '高' })
    expect(decoded('lv', 'CA0045')).toMatchObject({ years: [2005], periodText: '2005 年 4 月', place: '西班牙（工坊代码 CA）' })
    expect(decoded('lv', 'SD2107')).toMatchObject({ years: [2017], periodText: '2017 年第 20 周' })
    expect(decoded('lv', 'ZZ2107').confidence).toBe('中')
    expect(decoded('lv', '834VI')).toMatchObject({ years: [1983], periodText: '1983 年 4 月' })
    expect(decodeCode('lv', 'SD1234', null).ok).toBe(false)
    expect(decodeCode('lv', 'SD5107', null).ok).toBe(true)
    expect(decodeCode('lv', 'SD6107', null).ok).toBe(false)
  })

  it('reads the code without spaces, dashes or case (the typed code itself is kept elsewhere)', () => {
    expect(decoded('lv', 'sd 21-07').years).toEqual([2017])
  })

  it('Chanel: the digit count and first digit(s) give every year of the range', () => {
    expect(decoded('chanel', '6123456').years).toEqual([2000, 2001, 2002])
    expect(decoded('chanel', '31123456').years).toEqual([2020, 2021])
    expect(decoded('chanel', '91234567').years).toEqual([2004, 2005])
    expect(decoded('chanel', '23123456')).toMatchObject({ years: [2017], confidence: '高' })
    expect(decodeCode('chanel', '123456', null).ok).toBe(false)
    expect(decodeCode('chanel', '45123456', null).ok).toBe(false)
  })

  it('Hermès: the frame picks the cycle; unframed letters repeat (1945–1970 and from 2015); unseen lists every cycle', () => {
    expect(hermesYears('A', '圆圈')).toEqual([1971])
    expect(hermesYears('A', '方框')).toEqual([1997])
    expect(hermesYears('A', '无框')).toEqual([1945, 2017])
    expect(hermesYears('T', '无框')).toEqual([1964, 2015])
    expect(hermesYears('A', '看不清')).toEqual([1945, 1971, 1997, 2017])
    expect(hermesYears('Z', '方框')).toEqual([])
    expect(decoded('hermes', 'A', '看不清')).toMatchObject({ periodText: '1945、1971、1997 或 2017 年', confidence: '低' })
  })

  it('无码: from 2021, every year to now', () => {
    expect(decodeNoCode('chanel', 2024).years).toEqual([2021, 2022, 2023, 2024])
  })

  it('an unusual code gets a hint, never a refusal', () => {
    expect(formatHint('lv', 'LV12AB', null)).toMatch(/可照原样提交，查码师会人工核对$/)
    expect(formatHint('lv', 'SD2107', null)).toBeNull()
    expect(checkCreate({ brand: 'lv', code: 'LV12AB', noCode: false, stampShape: '', photos: ['/a.svg'], note: '' })).toEqual({})
  })

  it('the supplement answers only what was asked', () => {
    expect(checkSupplement(['shape'], { code: '', stampShape: '无框', photos: [], note: '' })).toEqual({})
    expect(checkSupplement(['code', 'photos'], { code: '', stampShape: '', photos: [], note: '' })).toEqual({
      code: '请照钢印/标签逐字重新填写码',
      photos: '请补充至少1张码所在位置的近照',
    })
  })
})
