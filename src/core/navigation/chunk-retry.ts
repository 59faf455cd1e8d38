import Taro from '@tarojs/taro'
import { navigateUrl } from './index'
import { COLOR } from '@/core/theme'

export const CHUNK_FAILED_TITLE = '页面加载失败'
export const CHUNK_FAILED_CONTENT = '网络不给力，请检查网络后重试'

/** webpack's error for a page's script or stylesheet that did not arrive (the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message))
}

let asking = false
/** Taro's H5 router is loading a page (set between its route change and the page's mount). */
let opening = false
let listening = false

/** Follow Taro's H5 router: only a failure while it opens a page is a page that failed to load. */
export function watchPageOpening(): void {
  if (listening) return
  listening = true
  Taro.eventCenter.on('__taroRouterChange', () => (opening = true))
  Taro.eventCenter.on('__afterTaroRouterChange', () => (opening = false))
}

/**
 * H5 loads each page's code when it is opened. When that load fails, Taro's router drops the
 * error (a tap that does nothing, or a blank first page): here the address goes back to the
 * page on screen and the dealer is offered to try again, which loads the page once the
 * network is back. Opened cold (no page yet), 重新加载 opens the address again.
 */
export function retryFailedPageLoad(error: unknown): boolean {
  const cold = Taro.getCurrentPages().length === 0
  if (!isChunkLoadError(error)) return false
  // The same page's other part (its stylesheet after its script) failing while we already ask.
  if (asking) return true
  // Other lazily loaded code (the debug console, the bridge simulator) is not a page.
  if (!(opening || cold)) return false
  opening = false
  asking = true
  const url = `${window.location.pathname.replace(/^\//, '')}${window.location.search}`
  if (!cold) window.history.back()
  void Taro.showModal({
    title: CHUNK_FAILED_TITLE,
    content: CHUNK_FAILED_CONTENT,
    confirmText: cold ? '重新加载' : '重试',
    showCancel: !cold,
    confirmColor: COLOR.accent,
  })
    .then(({ confirm }) => {
      asking = false
      if (!confirm) return
      if (cold) void Taro.reLaunch({ url: `/${url}` })
      else void navigateUrl(url, { force: true })
    })
    .catch(() => {
      asking = false
    })
  return true
}
