/**
 * Reading a code by the brands' published formats (deterministic; the mock's checker uses it, the
 * create form uses it only to say when a code looks unusual — it never refuses one).
 * - 路易威登: 2 letters (the workshop) + 4 digits; from 1990 the 1st and 3rd digits are the month
 *   (to 2006) or the week (2007 to 2021), the 2nd and 4th the year. Early 1980s: 3–4 digits (year
 *   then month), later 1980s with 2 letters after. From 2021 a chip replaced the code.
 * - 香奈儿: the serial sticker's digit count and first digit(s) give a range of years (7 digits
 *   1986–2002, 8 digits 2002–2021); from 2021 a metal plate with a chip.
 * - 爱马仕: one year letter in the blind stamp; its frame marks the cycle (none 1945–1970, circle
 *   1971–1996, square 1997–2014, none again from 2015 in a shuffled order), so a letter whose
 *   frame cannot be seen, or an unframed one, has several candidate years.
 */
import { brandOf, type StampShape } from './machine'

export type Confidence = '高' | '中' | '低'

export interface DecodedCode {
  /** How the code was read, in words: 工坊 SD，第 21 周，2017 年. */
  reading: string
  /** Every candidate production year, ascending (several when the code is ambiguous). */
  years: number[]
  /** 2017 年第 21 周 / 1997–1999 年 / 1945、1971、1997 或 2017 年. */
  periodText: string
  place: string
  notes: string[]
  confidence: Confidence
}

export type DecodeOutcome = { ok: true; decoded: DecodedCode } | { ok: false; reason: string }

/** The code without spaces or dashes, upper-cased (the typed code is kept as typed). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s\-_.·]/g, '').toUpperCase()
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

function yearsText(years: readonly number[]): string {
  if (years.length === 1) return `${years[0]} 年`
  const consecutive = years.every((year, index) => index === 0 || year === years[index - 1] + 1)
  if (consecutive) return `${years[0]}–${years[years.length - 1]} 年`
  return `${years.slice(0, -1).join('、')} 或 ${years[years.length - 1]} 年`
}

function bandOf(years: readonly number[]): Confidence {
  if (years.length === 1) return '高'
  return years.length <= 3 && years[years.length - 1] - years[0] <= 3 ? '中' : '低'
}

// ---- 路易威登 ----

const LV_FACTORIES: Record<string, string> = {
  ...Object.fromEntries(
    [
      'AA',
      'AH',
      'AN',
      'AR',
      'AS',
      'BA',
      'BJ',
      'BU',
      'CT',
      'DR',
      'DU',
      'ET',
      'MB',
      'MI',
      'MM',
      'NO',
      'RA',
      'RI',
      'SF',
      'SL',
      'SN',
      'SP',
      'SR',
      'TH',
      'TJ',
      'TN',
      'TR',
      'TS',
      'VI',
      'VX',
    ].map((key) => [key, '法国']),
  ),
  ...Object.fromEntries(['FC', 'FH', 'LA', 'OS', 'TX'].map((key) => [key, '美国'])),
  ...Object.fromEntries(['CA', 'GI', 'LB', 'LM', 'LO', 'LW', 'UB'].map((key) => [key, '西班牙'])),
  ...Object.fromEntries(['BC', 'BO', 'CE', 'FO', 'MA', 'NZ', 'OB', 'RC', 'RE', 'TB', 'TD'].map((key) => [key, '意大利'])),
  ...Object.fromEntries(['LP', 'OL'].map((key) => [key, '德国'])),
  ...Object.fromEntries(['DI', 'FA'].map((key) => [key, '瑞士'])),
  FL: '法国或美国',
  SD: '美国或法国',
  SA: '法国或意大利',
}

function lvPlace(letters: string): { place: string; known: boolean } {
  const place = LV_FACTORIES[letters]
  return place ? { place: `${place}（工坊代码 ${letters}）`, known: true } : { place: `工坊代码 ${letters} 未收录`, known: false }
}

function decodeLv(code: string): DecodeOutcome {
  const modern = /^([A-Z]{2})(\d)(\d)(\d)(\d)$/.exec(code)
  if (modern) {
    const [, letters, d1, d2, d3, d4] = modern
    const period = Number(d1 + d3)
    const yy = Number(d2 + d4)
    const { place, known } = lvPlace(letters)
    const notes = known ? [] : ['工坊代码不在常见列表中，日期按格式读出，建议结合其他细节判断']
    let year: number
    let periodText: string
    if (yy >= 90 && period >= 1 && period <= 12) [year, periodText] = [1900 + yy, `${1900 + yy} 年 ${period} 月`]
    else if (yy <= 6 && period >= 1 && period <= 12) [year, periodText] = [2000 + yy, `${2000 + yy} 年 ${period} 月`]
    else if (yy >= 7 && yy <= 21 && period >= 1 && period <= 53) [year, periodText] = [2000 + yy, `${2000 + yy} 年第 ${period} 周`]
    else return { ok: false, reason: `数字 ${d1}${d2}${d3}${d4} 读不出有效的年份与月/周（第1、3位为月或周，第2、4位为年份）` }
    if (year === 2021) notes.push('2021 年起陆续以芯片取代日期码，2021 年的码较少见')
    return {
      ok: true,
      decoded: {
        reading: `工坊 ${letters}，第1、3位 ${d1}${d3}（${yy <= 6 || yy >= 90 ? '月' : '周'}），第2、4位 ${d2}${d4}（年份）`,
        years: [year],
        periodText,
        place,
        notes,
        confidence: known ? '高' : '中',
      },
    }
  }
  const early = /^(8\d)(\d{1,2})([A-Z]{2})?$/.exec(code)
  if (early) {
    const [, yy, month, letters] = early
    const year = 1900 + Number(yy)
    if (Number(month) < 1 || Number(month) > 12) return { ok: false, reason: `1980 年代的码为年份 + 月份，月份 ${month} 无效` }
    const place = letters ? lvPlace(letters).place : '早期码不标示工坊（多为法国）'
    return {
      ok: true,
      decoded: {
        reading: `1980 年代格式：年份 ${yy}，月份 ${Number(month)}${letters ? `，工坊 ${letters}` : ''}`,
        years: [year],
        periodText: `${year} 年 ${Number(month)} 月`,
        place,
        notes: ['1980 年代的码格式不统一，建议结合内标与工艺判断'],
        confidence: '中',
      },
    }
  }
  return { ok: false, reason: '与路易威登已知的日期码格式（2 位字母 + 4 位数字，或 1980 年代的 3–4 位数字）不符' }
}

// ---- 香奈儿 ----

const CHANEL_7: Record<string, [number, number]> = {
  '0': [1986, 1988],
  '1': [1989, 1991],
  '2': [1991, 1994],
  '3': [1994, 1996],
  '4': [1996, 1997],
  '5': [1997, 1999],
  '6': [2000, 2002],
}
const CHANEL_8: Record<string, [number, number]> = {
  '7': [2002, 2003],
  '8': [2003, 2004],
  '9': [2004, 2005],
  '10': [2005, 2006],
  '11': [2006, 2008],
  '12': [2006, 2008],
  '13': [2009, 2010],
  '14': [2010, 2011],
  '15': [2011, 2011],
  '16': [2011, 2012],
  '17': [2012, 2013],
  '18': [2013, 2014],
  '19': [2014, 2015],
  '20': [2015, 2015],
  '21': [2015, 2016],
  '22': [2016, 2016],
  '23': [2017, 2017],
  '24': [2017, 2017],
  '25': [2018, 2018],
  '26': [2018, 2019],
  '27': [2019, 2019],
  '28': [2019, 2019],
  '29': [2019, 2020],
  '30': [2020, 2020],
  '31': [2020, 2021],
}

function decodeChanel(code: string): DecodeOutcome {
  if (!/^\d{7,8}$/.test(code)) return { ok: false, reason: '香奈儿序列号为 7 位或 8 位数字' }
  const span = code.length === 7 ? CHANEL_7[code[0]] : (CHANEL_8[code.slice(0, 2)] ?? CHANEL_8[code[0]])
  if (!span) return { ok: false, reason: `${code.length} 位序列号以 ${code.length === 7 ? code[0] : code.slice(0, 2)} 开头，不在已知区间内` }
  const years = range(span[0], span[1])
  const lead = code.length === 8 && CHANEL_8[code.slice(0, 2)] ? code.slice(0, 2) : code[0]
  return {
    ok: true,
    decoded: {
      reading: `${code.length} 位序列号，以 ${lead} 开头`,
      years,
      periodText: yearsText(years),
      place: '序列号不标示产地（以内标印字为准）',
      notes: ['序列号须与贴纸、真品卡一致；贴纸缺失或与卡号不符时请一并说明', ...(years.length > 1 ? ['同一开头的序列号跨越多个年份，无法精确到一年'] : [])],
      confidence: bandOf(years),
    },
  }
}

// ---- 爱马仕 ----

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const HERMES_SINCE_2015: Record<string, number> = { T: 2015, X: 2016, A: 2017, C: 2018, D: 2019, Y: 2020, Z: 2021, U: 2022, B: 2023, W: 2024 }

export function hermesYears(letter: string, shape: StampShape): number[] {
  const index = LETTERS.indexOf(letter)
  if (index < 0) return []
  const plain = [1945 + index, ...(HERMES_SINCE_2015[letter] ? [HERMES_SINCE_2015[letter]] : [])]
  const circle = [1971 + index]
  const square = index <= 17 ? [1997 + index] : []
  const byShape: Record<StampShape, number[]> = { 无框: plain, 圆圈: circle, 方框: square, 看不清: [...plain, ...circle, ...square] }
  return [...new Set(byShape[shape])].sort((a, b) => a - b)
}

function decodeHermes(code: string, shape: StampShape): DecodeOutcome {
  const letter = /^[A-Z]$/.exec(code)?.[0] ?? /^([A-Z])\d{0,2}$/.exec(code)?.[1]
  if (!letter) return { ok: false, reason: '爱马仕钢印的年份为 1 个字母（字母旁的数字或符号为工匠编号）' }
  const years = hermesYears(letter, shape)
  if (!years.length) return { ok: false, reason: `方框字母只用到 R（1997–2014），方框 ${letter} 不在已知周期内` }
  const notes = ['字母旁的编号为工匠或工坊标记，不表示年份']
  if (years.length > 1)
    notes.push(
      shape === '看不清' ? '外框形状看不清，字母在各个周期都出现过；请结合款式、五金与工艺判断年代' : '无框字母在 1945–1970 与 2015 年后两个周期都出现，需结合款式与工艺判断',
    )
  return {
    ok: true,
    decoded: { reading: `年份字母 ${letter}，外框：${shape}`, years, periodText: yearsText(years), place: '法国（爱马仕工坊）', notes, confidence: bandOf(years) },
  }
}

/** Read a code of a brand; `shape` only for Hermès. */
export function decodeCode(brand: string, code: string, shape: StampShape | null): DecodeOutcome {
  const normalized = normalizeCode(code)
  if (brand === 'lv') return decodeLv(normalized)
  if (brand === 'chanel') return decodeChanel(normalized)
  if (brand === 'hermes') return decodeHermes(normalized, shape ?? '看不清')
  return { ok: false, reason: '暂不支持该品牌' }
}

/** "无码" of LV or Chanel: a piece made from 2021 on (the chip holds the record). */
export function decodeNoCode(brand: string, currentYear: number): DecodedCode {
  const info = brandOf(brand)
  const from = info?.noCodeFrom ?? 2021
  const years = range(from, Math.max(from, currentYear))
  return {
    reading: '无码',
    years,
    periodText: `${from} 年起`,
    place: '无码，生产信息存于芯片（需品牌门店读取）',
    notes: [info?.noCodeText ?? '', '芯片内容无法在此读取；如商品早于 2021 年却无码，请补充说明'].filter(Boolean),
    confidence: '中',
  }
}

/** Said under the code field when it does not follow the brand's usual format: it may still be sent. */
export function formatHint(brand: string, code: string, shape: StampShape | null): string | null {
  if (!code.trim() || !brandOf(brand)) return null
  const outcome = decodeCode(brand, code, shape)
  return outcome.ok ? null : `${outcome.reason}。可照原样提交，查码师会人工核对`
}
