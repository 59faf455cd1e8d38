import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Edit } from '@nutui/icons-react-taro'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { useSession } from '@/core/session/store'
import { usePagedList } from '@/shared/hooks/use-paged-list'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import { postApi, type FeedTab } from '../api'
import { usePeerPriceAccess } from '../shared/peer-price'
import { signedInForAction } from '../shared/use-post-actions'
import { PostCard } from './post-card'
import { useFollowChanges, usePostChanges } from '../shared/post-changes'
import './post-feed.less'

const TABS: { key: FeedTab; label: string }[] = [
  { key: 'recommend', label: '推荐' },
  { key: 'follow', label: '关注' },
]

export const FEED_PAGE_SIZE = 10

function FeedList({ tab, canSeePrices, signedIn }: { tab: FeedTab; canSeePrices: boolean; signedIn: boolean }) {
  const feed = usePagedList((page) => callApi(postApi.feed, { page, pageSize: FEED_PAGE_SIZE, tab }, { handleError: true, loading: false }))
  // A like or comment on a post's page shows here on return, with the scroll position kept;
  // a post just published comes first among the recommended.
  usePostChanges(feed, tab === 'recommend' ? { includes: () => true } : {})
  // A shop followed or unfollowed elsewhere: the followed shops' feed is asked again when shown.
  const followsChanged = useRef(false)
  useFollowChanges(() => {
    followsChanged.current = true
  })
  useDidShow(() => {
    if (tab !== 'follow' || !followsChanged.current) return
    followsChanged.current = false
    void feed.reload()
  })
  if (feed.status !== 'ready') {
    return (
      <StateView
        status={feed.status}
        error={feed.error}
        emptyText={tab === 'follow' ? '关注的店铺还没有发布动态' : '暂无动态'}
        onRetry={feed.reload}
      />
    )
  }
  return (
    <View>
      {feed.items.map((post) => (
        <PostCard key={post.id} post={post} canSeePrices={canSeePrices} signedIn={signedIn} />
      ))}
      <ListFooter loading={feed.loadingMore} hasMore={feed.hasMore} onMore={feed.loadMore} />
    </View>
  )
}

/** The peer-circle feed: recommended or followed shops, pull-down refresh and endless scroll. */
export function PostFeed() {
  const [tab, setTab] = useState<FeedTab>('recommend')
  const signedIn = Boolean(useSession((state) => state.userToken))
  const canSeePrices = usePeerPriceAccess()
  // The followed shops' feed belongs to a person: signed out, it asks for a login first.
  const choose = (next: FeedTab) => {
    if (next === 'follow' && !signedInForAction()) return
    setTab(next)
  }
  const shown = signedIn ? tab : 'recommend'
  return (
    <View className='post-feed'>
      <View className='post-feed__tabs'>
        {TABS.map((item) => (
          <View key={item.key} className={`post-feed__tab ${item.key === shown ? 'post-feed__tab--on' : ''}`} onClick={() => choose(item.key)}>
            {item.label}
          </View>
        ))}
        {signedIn && (
          <View className='post-feed__publish' onClick={() => navigate('pages/post/detail/index', { query: { mode: 'publish' } })}>
            <Edit size={14} />
            <Text>发布</Text>
          </View>
        )}
      </View>
      <FeedList key={shown} tab={shown} canSeePrices={canSeePrices} signedIn={signedIn} />
    </View>
  )
}
