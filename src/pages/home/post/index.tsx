import { useShare } from '@/core/share'
import { PageLayout } from '@/shared/ui/page-layout'
import { PostFeed } from '@/features/post/feed/post-feed'
import { ScanButton } from '@/features/post/feed/scan-button'
import { page } from '@/shared/ui/page-boundary'

function HomePostPage() {
  useShare(() => ({ title: '同行圈 · 二手奢侈品同行交易', path: 'pages/home/post/index' }))
  return (
    <PageLayout navRight={<ScanButton />}>
      <PostFeed />
    </PageLayout>
  )
}

export default page(HomePostPage)
