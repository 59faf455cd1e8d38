/**
 * The mini-program's build takes this file instead of hls-video.tsx (Taro's per-platform files):
 * there the stream plays in WeChat's own video component (stream-player.tsx), and hls.js, which
 * the mini-program cannot load on demand, is never bundled into the live subpackage.
 */
export function HlsVideo(_props: { src: string; poster: string; label: string }): null {
  return null
}
