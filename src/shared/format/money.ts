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

/** Large yuan amounts in 万 and 亿 for dashboards: 58632450.37 yuan -> '5863.25万'. */
export function formatCentsCompact(cents: number): string {
  const yuan = cents / 100
  const trim = (value: number) => value.toFixed(2).replace(/\.?0+$/, '')
  if (Math.abs(yuan) >= 1e8) return `${trim(yuan / 1e8)}亿`
  if (Math.abs(yuan) >= 1e4) return `${trim(yuan / 1e4)}万`
  return formatCents(cents)
}
