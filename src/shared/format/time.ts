import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import 'dayjs/locale/zh-cn'

dayjs.extend(relativeTime)
dayjs.locale('zh-cn')

/** '3分钟前', '2天前'; older than a week shows the date. */
export function relativeTimeOf(iso: string, now: dayjs.ConfigType = Date.now()): string {
  const time = dayjs(iso)
  const reference = dayjs(now)
  if (reference.diff(time, 'day') >= 7) {
    return time.year() === reference.year() ? time.format('MM-DD HH:mm') : time.format('YYYY-MM-DD')
  }
  if (reference.diff(time, 'second') < 60) return '刚刚'
  return time.from(reference)
}

export function formatDateTime(iso: string, pattern = 'MM-DD HH:mm'): string {
  return dayjs(iso).format(pattern)
}
