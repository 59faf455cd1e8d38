const MINUTE = 60 * 1000

/** What is left of a lock: '剩余2天5小时', '剩余3小时20分', '剩余15分钟' or '已过期'. */
export function timeLeftText(expireAt: string, now = Date.now()): string {
  const left = Date.parse(expireAt) - now
  if (!(left > 0)) return '已过期'
  const minutes = Math.floor(left / MINUTE)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return `剩余${days}天${hours}小时`
  if (hours > 0) return `剩余${hours}小时${minutes % 60}分`
  return `剩余${Math.max(1, minutes)}分钟`
}
