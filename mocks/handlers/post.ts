import { postApi } from '../../src/features/post/api'
import { getDb } from '../db'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'

export const postHandlers = [
  handle(postApi.feed, ({ params, request }) => {
    const tab = params.tab ?? 'recommend'
    if (tab !== 'recommend' && tab !== 'follow') throw new MockError(400, '未知的动态分类')
    const db = getDb()
    const posts = tab === 'follow' ? db.posts.filter((post) => post.shop.id % 3 === 0) : db.posts
    const page = paginate(posts, params)
    return {
      ...page,
      list: page.list.map((post) => ({
        ...post,
        shop: { ...post.shop, avatar: absoluteMedia(request, post.shop.avatar) },
        images: post.images.map((image) => absoluteMedia(request, image)),
      })),
    }
  }),
]
