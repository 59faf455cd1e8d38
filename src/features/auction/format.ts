/** 5分钟, 30秒, 1分30秒: the extension rule's durations. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (!minutes) return `${rest}秒`
  return rest ? `${minutes}分${rest}秒` : `${minutes}分钟`
}

/** 结拍前5分钟内出价，自动延时5分钟 */
export function extendRuleText(windowSeconds: number, bySeconds: number, maxExtends?: number): string {
  const cap = maxExtends ? `（最多${maxExtends}次）` : ''
  return `结拍前${durationText(windowSeconds)}内出价，自动延时${durationText(bySeconds)}${cap}`
}
