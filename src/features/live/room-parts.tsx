import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import type { LiveRoom } from './api'
import './live.less'

/** The host shop: avatar and name. */
export function HostLine({ host }: { host: LiveRoom['host'] }) {
  return (
    <View className="live-host">
      <Photo className="live-host__avatar" src={host.avatar} mode="aspectFill" />
      <Text className="live-host__name">{host.name}</Text>
    </View>
  )
}
