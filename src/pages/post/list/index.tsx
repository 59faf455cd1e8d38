import { PostList } from '@/features/post/list/post-list'
import { page } from '@/shared/ui/page-boundary'

export default page(PostList)
