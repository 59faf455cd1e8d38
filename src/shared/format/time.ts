import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import 'dayjs/locale/zh-cn'

dayjs.extend(relativeTime)
dayjs.locale('zh-cn')

/** '刚刚', '3分钟前', '2小时前', '2天前'; older than a week shows the date. */
export function relativeTimeOf(iso: string, now: dayjs.ConfigType = Date.now()): string {
  const time = dayjs(iso)
  const reference = dayjs(now)
  if (reference.diff(time, 'day') >= 7) {
    return time.year() === reference.year() ? time.format('MM-DD HH:mm') : time.format('YYYY-MM-DD')
  }
  if (reference.diff(time, 'second') < 60) return '刚刚'
  // dayjs' zh-cn locale writes '2 天前'; the app writes Chinese units without spaces.
  return time.from(reference).replace(/\s+/g, '')
}

export function formatDateTime(iso: string, pattern = 'MM-DD HH:mm'): string {
  return dayjs(iso).format(pattern)
}
