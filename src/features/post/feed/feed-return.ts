import Taro from '@tarojs/taro'
import type { FeedTab } from '../api'

/**
 * Where a signed-out reader was in the feed when an action sent them to login: the login page
 * replaces the feed (spec: need-login), so the feed comes back new and uses this to return to the
 * same tab and post. Kept briefly: a login abandoned and finished much later starts afresh.
 */
export interface FeedPlace {
  tab: FeedTab
  postId?: number
}

const KEY = 'post:feed-return'
export const FEED_PLACE_TTL_MS = 30 * 60 * 1000

export function rememberFeedPlace(place: FeedPlace): void {
  try {
    Taro.setStorageSync(KEY, { ...place, at: Date.now() })
  } catch {
    // Storage full or unavailable: the reader comes back to the top of the feed.
  }
}

/** The place noted before login, once (it is forgotten as it is read). */
export function takeFeedPlace(): FeedPlace | null {
  let stored: (FeedPlace & { at?: number }) | '' = ''
  try {
    stored = Taro.getStorageSync(KEY)
    if (stored) Taro.removeStorageSync(KEY)
  } catch {
    return null
  }
  if (!stored || typeof stored !== 'object' || Date.now() - (stored.at ?? 0) > FEED_PLACE_TTL_MS) return null
  return { tab: stored.tab === 'follow' ? 'follow' : 'recommend', postId: typeof stored.postId === 'number' ? stored.postId : undefined }
}
