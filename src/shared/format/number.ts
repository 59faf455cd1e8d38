/** Spec section 9: the unit of a number by its count of integer digits. */
const UNITS: Record<number, string> = { 3: '百', 4: '千', 5: '万', 6: '十万', 7: '百万', 8: '千万' }

/** 100 -> '百', 12345 -> '万', 12345678 -> '千万'; '' below 100; larger numbers stay 千万. */
export function digitUnit(value: number): string {
  const digits = String(Math.floor(Math.abs(value))).length
  if (digits < 3) return ''
  return UNITS[Math.min(digits, 8)]
}
