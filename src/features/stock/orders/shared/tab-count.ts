/** A status tab's count: its status's, or every status added up for 全部; undefined while unknown. */
export function tabCount<S extends string>(counts: Record<S, number> | undefined, tab: S | 'ALL'): number | undefined {
  if (!counts) return undefined
  if (tab !== 'ALL') return counts[tab]
  return (Object.values(counts) as number[]).reduce((sum, count) => sum + count, 0)
}
