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

/** A price as shown: ¥12,500 (¥10.50 with its fen), −¥5,000 below zero. The only place that writes ¥. */
export function yuan(cents: number, options?: { separator?: boolean; decimals?: number }): string {
  return `${cents < 0 ? '−' : ''}¥${formatCents(Math.abs(cents), options)}`
}

/** A price, or what stands in its place when there is none (未定价, 未设置, 暂无…). */
export function priceOr(cents: number | null | undefined, placeholder: string): string {
  return cents === null || cents === undefined ? placeholder : yuan(cents)
}

/** A compact price for charts and dashboards: ¥5863.25万. */
export function yuanCompact(cents: number): string {
  return `${cents < 0 ? '−' : ''}¥${formatCentsCompact(Math.abs(cents))}`
}

/** Large yuan amounts in 万 and 亿 for dashboards: 58632450.37 yuan -> '5863.25万'. */
export function formatCentsCompact(cents: number): string {
  // Rounded on whole cents of the unit, not on a float quotient (5863.245 must give 5863.25).
  const inUnit = (centsPerHundredth: number) => String(Math.round(cents / centsPerHundredth) / 100)
  if (Math.abs(cents) >= 1e10) return `${inUnit(1e8)}亿`
  if (Math.abs(cents) >= 1e6) return `${inUnit(1e4)}万`
  return formatCents(cents)
}

/** Cents as the yuan text an input shows ('' for none): 1234500 -> '12345', 1050 -> '10.5'. */
export function centsToYuanText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return ''
  return formatCents(cents, { separator: false })
}
