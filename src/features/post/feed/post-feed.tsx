import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Edit } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import { needLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { usePagedQuery, type PagedList } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import { Tabs } from '@/shared/ui/tabs'
import { postApi, type FeedTab, type PostSummary } from '../api'
import { usePeerPriceAccess } from '../shared/peer-price'
import { signedInForAction } from '../shared/use-post-actions'
import { PostCard, postCardId } from './post-card'
import { rememberFeedPlace, takeFeedPlace } from './feed-return'
import { feedParams } from './feed-query'
import './post-feed.less'

const TABS: { key: FeedTab; label: string }[] = [
  { key: 'recommend', label: '推荐' },
  { key: 'follow', label: '关注' },
]

/** How many more pages the feed loads to find the post a reader left for login. */
export const RETURN_MAX_PAGES = 5

interface FeedListProps {
  tab: FeedTab
  canSeePrices: boolean
  signedIn: boolean
  /** The post to scroll back to (the reader left it for login), once it is loaded. */
  returnTo?: number
  onReturned: () => void
}

function FeedList({ tab, canSeePrices, signedIn, returnTo, onReturned }: FeedListProps) {
  // Likes, comments, a post published or deleted, a shop followed elsewhere reach this list
  // through the query cache (shared/post-changes), rows and scroll position kept.
  const feed = usePagedQuery(postApi.feed, feedParams(tab))
  useScrollBack(feed, returnTo, onReturned)
  // Signed out, a like sends the reader to login: note the tab and the post to come back to.
  const noteReturn = useCallback((postId: number) => rememberFeedPlace({ tab, postId }), [tab])
  if (feed.status !== 'ready') {
    return <StateView status={feed.status} error={feed.error} emptyText={tab === 'follow' ? '关注的店铺还没有发布动态' : '暂无动态'} onRetry={feed.reload} />
  }
  return (
    <View>
      {feed.items.map((post) => (
        <PostCard key={post.id} post={post} canSeePrices={canSeePrices} signedIn={signedIn} onLoginNeeded={signedIn ? undefined : noteReturn} />
      ))}
      <ListFooter list={feed} />
    </View>
  )
}

/**
 * Back from login: load pages until the post the reader left is there (a few at most), then
 * scroll to it.
 */
function useScrollBack(feed: PagedList<PostSummary>, postId: number | undefined, done: () => void) {
  const pagesAsked = useRef(0)
  useEffect(() => {
    pagesAsked.current = 0
  }, [postId])
  const { status, items, hasMore, loadingMore, loadingFirst, moreError, loadMore } = feed
  useEffect(() => {
    // Rows from before the login may still be on screen while the first page comes again.
    if (postId === undefined || status === 'loading' || loadingFirst || loadingMore) return
    if (status === 'ready' && items.some((post) => post.id === postId)) {
      void Taro.pageScrollTo({ selector: `#${postCardId(postId)}`, duration: 0 }).catch(() => undefined)
      done()
    } else if (status === 'ready' && hasMore && !moreError && pagesAsked.current < RETURN_MAX_PAGES) {
      pagesAsked.current += 1
      void loadMore()
    } else {
      done()
    }
  }, [postId, status, items, hasMore, loadingMore, loadingFirst, moreError, loadMore, done])
}

/** The peer-circle feed: recommended or followed shops, pull-down refresh and endless scroll. */
export function PostFeed() {
  const signedIn = Boolean(useSession((state) => state.userToken))
  // Back from a login an action asked for: the same tab, scrolled to the same post.
  const [place, setPlace] = useState(() => (signedIn ? takeFeedPlace() : null))
  const [tab, setTab] = useState<FeedTab>(place?.tab ?? 'recommend')
  useDidShow(() => {
    const back = needLogin({ silent: true }) ? takeFeedPlace() : null
    if (!back) return
    setTab(back.tab)
    setPlace(back)
  })
  const returned = useCallback(() => setPlace(null), [])
  const canSeePrices = usePeerPriceAccess()
  // The followed shops' feed belongs to a person: signed out, it asks for a login first.
  const choose = (next: FeedTab) => {
    if (next === 'follow' && !signedInForAction(() => rememberFeedPlace({ tab: 'follow' }))) return
    setTab(next)
  }
  const shown = signedIn ? tab : 'recommend'
  return (
    <View className="post-feed">
      <View className="post-feed__bar">
        <Tabs tabs={TABS} value={shown} onChange={choose} />
        {signedIn && (
          <View className="post-feed__publish" onClick={() => navigate('pages/post/detail/index', { query: { mode: 'publish' } })}>
            <Edit size={14} />
            <Text>发布</Text>
          </View>
        )}
      </View>
      <FeedList key={shown} tab={shown} canSeePrices={canSeePrices} signedIn={signedIn} returnTo={place?.tab === shown ? place.postId : undefined} onReturned={returned} />
    </View>
  )
}
