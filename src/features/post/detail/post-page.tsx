import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { PostPublish } from '../publish/post-publish'
import { PostDetail } from './post-detail'

/**
 * pages/post/detail: a post (?id=), or the form for a new one (?mode=publish[&itemIds=1,2]):
 * the route table has no separate publish page.
 */
export function PostPage() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  if (params.mode === 'publish') return <PostPublish />
  if (Number.isInteger(id) && id > 0) return <PostDetail id={id} />
  return <PageLayout status="error" error="动态不存在或链接已失效" />
}
