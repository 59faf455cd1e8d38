/** Prices are held in cents (spec section 9); shown in yuan, optionally with thousands separators. */
export function formatCents(cents: number, { separator = true, decimals }: { separator?: boolean; decimals?: number } = {}): string {
  const yuan = cents / 100
  const digits = decimals ?? (Number.isInteger(yuan) ? 0 : 2)
  const fixed = yuan.toFixed(digits)
  if (!separator) return fixed
  const [whole, fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** A price as shown: ¥12,500 (¥10.50 with its fen). */
export function yuan(cents: number): string {
  return `¥${formatCents(cents)}`
}

/** Large yuan amounts in 万 and 亿 for dashboards: 58632450.37 yuan -> '5863.25万'. */
export function formatCentsCompact(cents: number): string {
  // Rounded on whole cents of the unit, not on a float quotient (5863.245 must give 5863.25).
  const inUnit = (centsPerHundredth: number) => String(Math.round(cents / centsPerHundredth) / 100)
  if (Math.abs(cents) >= 1e10) return `${inUnit(1e8)}亿`
  if (Math.abs(cents) >= 1e6) return `${inUnit(1e4)}万`
  return formatCents(cents)
}

/**
 * What a user typed as a yuan amount, in cents: null for an empty field, NaN for anything that
 * is not a non-negative amount with at most two decimals.
 */
export function yuanToCents(text: string): number | null {
  const value = text.trim().replace(/,/g, '')
  if (!value) return null
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Cents as the yuan text an input shows ('' for none): 1234500 -> '12345', 1050 -> '10.5'. */
export function centsToYuanText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return ''
  return formatCents(cents, { separator: false })
}
