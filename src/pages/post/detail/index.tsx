import { PostPage } from '@/features/post/detail/post-page'
import { page } from '@/shared/ui/page-boundary'

export default page(PostPage)
