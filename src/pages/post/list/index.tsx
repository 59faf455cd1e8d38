import { PostList } from '@/features/post/list/post-list'

export default PostList
