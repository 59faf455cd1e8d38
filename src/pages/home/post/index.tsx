import { useShareAppMessage } from '@tarojs/taro'
import { PageLayout } from '@/shared/ui/page-layout'
import { PostFeed } from '@/features/post/feed/post-feed'

export default function HomePostPage() {
  useShareAppMessage(() => ({ title: '同行圈 · 二手奢侈品同行交易', path: '/pages/home/post/index' }))
  return (
    <PageLayout>
      <PostFeed />
    </PageLayout>
  )
}
