import { useEffect, useRef, useState } from 'react'
import type Hls from 'hls.js'
import { reportError } from '@/core/app/errors'

const HLS_TYPE = 'application/vnd.apple.mpegurl'

/**
 * Play an HLS stream in a <video> (H5 and the native app's web-view). Where the browser plays HLS
 * itself (Safari, iOS, Android's Chrome and WebView, WeChat's browser) the video takes the m3u8 as
 * it is; elsewhere (desktop Chrome, Firefox) hls.js's light build is loaded on demand, in a chunk
 * of its own: phones download none of it.
 */
export function HlsVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return undefined
    setFailed(false)
    if (video.canPlayType(HLS_TYPE)) {
      video.src = src
      return () => video.removeAttribute('src')
    }
    let player: Hls | undefined
    let gone = false
    import(/* webpackChunkName: "hls-light" */ 'hls.js/light')
      .then(({ default: HlsPlayer }) => {
        if (gone) return
        if (!HlsPlayer.isSupported()) {
          setFailed(true)
          return
        }
        player = new HlsPlayer({ maxBufferLength: 8 })
        player.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true)
        })
        player.loadSource(src)
        player.attachMedia(video)
      })
      .catch((error: unknown) => {
        setFailed(true)
        reportError(error)
      })
    return () => {
      gone = true
      player?.destroy()
    }
  }, [src])

  // The mock's loop (and a host's short outage) ends: start again rather than freeze.
  const restart = () => {
    const video = ref.current
    if (!video) return
    video.currentTime = 0
    void video.play()?.catch(() => undefined)
  }

  return (
    <>
      <video
        ref={ref}
        className="live-stream__video"
        poster={poster}
        aria-label={label}
        autoPlay
        muted
        loop
        playsInline
        controls={false}
        webkit-playsinline="true"
        x5-playsinline="true"
        onEnded={restart}
      />
      {failed && <span className="live-stream__note">当前浏览器无法播放直播，可继续竞拍</span>}
    </>
  )
}
