import { PostPage } from '@/features/post/detail/post-page'

export default PostPage
