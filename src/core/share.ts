import { useShareAppMessage } from '@tarojs/taro'
import { useCallback, useRef } from 'react'
import { routeUrl, type Query, type RoutePath } from './routes'
import { getCookie } from './platform/cookies'
import { nativeApp } from './native/detect'
import { copyText } from './native/clipboard'
import { loadBridge } from './native/load-bridge'
import { webOrigin } from './platform/env'

export interface ShareParams {
  title: string
  imageUrl?: string
  path: RoutePath
  params?: Query
}

export interface ShareMessage {
  title: string
  imageUrl?: string
  /** '/pages/x/index?…&utm_source=…' */
  path: string
}

/** Spec section 2: share parameters plus utm_* taken from the cookies source, medium and campaign. */
export function shareMessage({ title, imageUrl, path, params = {} }: ShareParams): ShareMessage {
  const tracking = {
    utm_source: getCookie('source'),
    utm_medium: getCookie('medium'),
    utm_campaign: getCookie('campaign'),
  }
  return { title, imageUrl, path: routeUrl(path, { ...params, ...tracking }) }
}

type WebShare = (data: { title: string; url: string }) => Promise<void>

/**
 * The browser's own share sheet (mobile Safari, Chrome on Android). Absent in WeChat's browser
 * and most desktops: false, and the caller copies the link instead. A sheet the user closed
 * counts as done; any other failure falls back to copying.
 */
async function shareWithBrowser(title: string, url: string): Promise<boolean> {
  const share = typeof navigator !== 'undefined' ? (navigator as { share?: WebShare }).share : undefined
  if (typeof share !== 'function') return false
  try {
    await share.call(navigator, { title, url })
    return true
  } catch (error) {
    return (error as { name?: string } | null)?.name === 'AbortError'
  }
}

/**
 * Sharing for a page that enables it: WeChat's share menu on weapp, and a share() for the
 * page's own button on H5: the app's share sheet inside the native app, else the browser's
 * share sheet where there is one, else the link copied.
 */
export function useShare(build: () => ShareParams): () => Promise<void> {
  const buildRef = useRef(build)
  buildRef.current = build
  useShareAppMessage(() => shareMessage(buildRef.current()))
  return useCallback(async () => {
    const message = shareMessage(buildRef.current())
    // Only the web pages run inside the native app (build-time branch: none of it in the mini-program).
    if (process.env.TARO_ENV === 'h5' && nativeApp()) {
      await (await loadBridge()).callBridge('wechatShareImg', { ...message })
      return
    }
    const url = `${webOrigin()}${message.path}`
    if (await shareWithBrowser(message.title, url)) return
    await copyText(url)
  }, [])
}
