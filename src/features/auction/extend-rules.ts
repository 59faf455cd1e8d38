/** 5分钟, 30秒, 1分30秒: the extension rule's durations. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (!minutes) return `${rest}秒`
  return rest ? `${minutes}分${rest}秒` : `${minutes}分钟`
}

/**
 * What the engine does with a late bid, in the words a dealer reads: 结束前5分钟内出价，结束时间顺延至出价后5分钟
 * (the end moves to that long after the bid, not by that long). The seconds come from the lot (the server's timing).
 */
export function extendRuleText(windowSeconds: number, bySeconds: number, maxExtends?: number): string {
  const cap = maxExtends ? `（最多顺延${maxExtends}次）` : ''
  return `结束前${durationText(windowSeconds)}内出价，结束时间顺延至出价后${durationText(bySeconds)}${cap}`
}
