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

export interface TimelineProps {
  /** Oldest first, as servers keep them. */
  events: readonly TimelineEvent[]
  /** How they are shown (default newest first): the newest event is marked either way. */
  order?: 'newest-first' | 'oldest-first'
  label?: string
}

/** An order's timeline of state changes (or a parcel's carrier events), the newest marked. */
export function Timeline({ events, order = 'newest-first', label = '状态记录' }: TimelineProps) {
  const shown = order === 'newest-first' ? [...events].reverse() : events
  const newest = order === 'newest-first' ? 0 : events.length - 1
  return (
    <View className="timeline" role="list" aria-label={label}>
      {shown.map((event, index) => (
        <View key={`${event.at}-${index}`} role="listitem" className={`timeline__event ${index === newest ? 'timeline__event--now' : ''}`}>
          <View className="timeline__dot" />
          <View className="timeline__body">
            <Text className="timeline__title">{event.title}</Text>
            <Text className="timeline__time">{formatDate(event.at, 'YYYY-MM-DD HH:mm')}</Text>
            {event.note && <Text className={`timeline__note ${event.warn ? 'timeline__note--warn' : ''}`}>{event.note}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
