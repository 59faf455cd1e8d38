import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { ROOM_STATUS_TEXT, type LiveRoom, type RoomStatus } from './api'
import './live.less'

export function RoomBadge({ status }: { status: RoomStatus }) {
  return <Text className={`live-badge live-badge--${status}`}>{ROOM_STATUS_TEXT[status]}</Text>
}

/** The host shop: avatar and name. */
export function HostLine({ host }: { host: LiveRoom['host'] }) {
  return (
    <View className='live-host'>
      <Photo className='live-host__avatar' src={host.avatar} mode='aspectFill' />
      <Text className='live-host__name'>{host.name}</Text>
    </View>
  )
}
