import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import './index.less'

export interface TimelineEvent {
  /** What the state became: 已发货. */
  title: string
  /** ISO time. */
  at: string
  /** What happened, when there is more to say. */
  note?: string | null
  /** Shown in the warning colour (a refusal, a revised price). */
  warn?: boolean
}

/**
 * An order's timeline of state changes (or a parcel's carrier events), newest on top and marked.
 * `events` are given oldest first, as the server keeps them.
 */
export function Timeline({ events, label = '状态记录' }: { events: readonly TimelineEvent[]; label?: string }) {
  const newestFirst = [...events].reverse()
  return (
    <View className='timeline' role='list' aria-label={label}>
      {newestFirst.map((event, index) => (
        <View key={`${event.at}-${index}`} role='listitem' className={`timeline__event ${index === 0 ? 'timeline__event--now' : ''}`}>
          <View className='timeline__dot' />
          <View className='timeline__body'>
            <Text className='timeline__title'>{event.title}</Text>
            <Text className='timeline__time'>{formatDate(event.at, 'YYYY-MM-DD HH:mm')}</Text>
            {event.note && <Text className={`timeline__note ${event.warn ? 'timeline__note--warn' : ''}`}>{event.note}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
