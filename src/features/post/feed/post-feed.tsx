import { useState } from 'react'
import { View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { usePagedList } from '@/shared/hooks/use-paged-list'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import { postApi, type FeedTab } from '../api'
import { PostCard } from './post-card'
import './post-feed.less'

const TABS: { key: FeedTab; label: string }[] = [
  { key: 'recommend', label: '推荐' },
  { key: 'follow', label: '关注' },
]

export const FEED_PAGE_SIZE = 10

function FeedList({ tab }: { tab: FeedTab }) {
  const feed = usePagedList((page) => callApi(postApi.feed, { page, pageSize: FEED_PAGE_SIZE, tab }, { handleError: true, loading: false }))
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
        <PostCard key={post.id} post={post} />
      ))}
      <ListFooter loading={feed.loadingMore} hasMore={feed.hasMore} onMore={feed.loadMore} />
    </View>
  )
}

/** The peer-circle feed: recommended or followed shops, pull-down refresh and endless scroll. */
export function PostFeed() {
  const [tab, setTab] = useState<FeedTab>('recommend')
  return (
    <View className='post-feed'>
      <View className='post-feed__tabs'>
        {TABS.map((item) => (
          <View
            key={item.key}
            className={`post-feed__tab ${item.key === tab ? 'post-feed__tab--on' : ''}`}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </View>
        ))}
      </View>
      <FeedList key={tab} tab={tab} />
    </View>
  )
}
