import { Text, Video, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import type { RoomDetail } from './api'
import { HlsVideo } from './hls-video'

const STATE_TEXT = { upcoming: '直播未开始', ended: '直播已结束' } as const

/**
 * The host's stream while the room is live: WeChat's video component in the mini-program (it plays
 * HLS; live-player needs a live-streaming category this trade mini-program does not hold), a
 * <video> with HLS on H5 and in the app. Before and after: the poster and 直播未开始 / 直播已结束.
 */
export function StreamPlayer({ room }: { room: RoomDetail }) {
  const label = `${room.host.name}的直播画面`
  if (room.status !== 'live' || !room.streamUrl) {
    return (
      <View className="live-stream">
        <Photo className="live-stream__poster" src={room.poster} mode="aspectFill" alt={room.title} />
        <Text className="live-stream__state">{STATE_TEXT[room.status === 'live' ? 'upcoming' : room.status]}</Text>
      </View>
    )
  }
  return (
    <View className="live-stream live-stream--on">
      {process.env.TARO_ENV === 'weapp' ? (
        <Video className="live-stream__video" src={room.streamUrl} poster={room.poster} autoplay muted loop controls={false} showCenterPlayBtn={false} objectFit="contain" />
      ) : (
        <HlsVideo src={room.streamUrl} poster={room.poster} label={label} />
      )}
    </View>
  )
}
