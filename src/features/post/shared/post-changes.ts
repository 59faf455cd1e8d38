import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/core/api/define'
import { invalidateCalls, pagedKeyOf, queryClient, updateCallData, updatePagedRows } from '@/shared/query'
import { postApi, type LikeState, type PostComment, type PostSummary } from '../api'

/**
 * What a change to a post does to the query cache, so that every page holding the post (the
 * feed, a shop's or a brand's list, its detail) shows it at once, wherever it was made.
 */

const { feed, list, shop, detail, comments } = postApi

/** The paged calls whose rows are posts. */
const POST_LISTS = [feed, list]

/** Change a post in place wherever it is loaded (list rows and its detail), without asking the server. */
function patchPost(id: number, change: (post: PostSummary) => PostSummary): void {
  for (const call of POST_LISTS) updatePagedRows(call, (post) => (post.id === id ? change(post) : post))
  updateCallData(detail, (post) => (post.id === id ? change(post) : post))
}

/** The server's answer to a like: its count, not the guess. */
export function postLiked(id: number, answer: LikeState): void {
  patchPost(id, (post) => ({ ...post, liked: answer.liked, likeCount: answer.likeCount }))
}

/** A comment was sent: on top of the post's comments (keeping the pages loaded), counted. */
export function commentAdded(postId: number, comment: PostComment): void {
  patchPost(postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }))
  const key = pagedKeyOf(postApi.comments, { id: postId })
  const loaded = queryClient.getQueriesData<InfiniteData<Page<PostComment>>>({ queryKey: key }).some(([, data]) => Boolean(data?.pages.length))
  // Nothing loaded (a failed first load): the server's comments are asked again.
  if (!loaded) return void queryClient.invalidateQueries({ queryKey: key })
  // Newest first, as the server lists them. A row pushed onto the server's next page meanwhile
  // comes again with it and shows once (rows are told apart by id).
  queryClient.setQueriesData<InfiniteData<Page<PostComment>>>({ queryKey: key }, (data) => {
    if (!data?.pages.length) return data
    const [first, ...rest] = data.pages
    const rows = [comment, ...first.list.filter((row) => row.id !== comment.id)]
    return { ...data, pages: [{ ...first, list: rows, total: first.total + 1 }, ...rest] }
  })
}

/** A comment was deleted: gone at once; the loaded pages are asked again so the next page skips none. */
export function commentRemoved(postId: number, commentId: number): void {
  patchPost(postId, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount - 1) }))
  updatePagedRows(comments, (row) => (row.id === commentId ? null : row))
  void queryClient.invalidateQueries({ queryKey: pagedKeyOf(postApi.comments, { id: postId }) })
}

/** A post was published: the lists it belongs in (and the shop's post count) are asked again, newest on top. */
export function postPublished(): Promise<void> {
  return invalidateCalls(feed, list, shop)
}

/** The reader deleted their post: gone from the lists at once, whose pages are asked again (none skipped). */
export function postRemoved(id: number): Promise<void> {
  for (const call of POST_LISTS) updatePagedRows(call, (post) => (post.id === id ? null : post))
  return invalidateCalls(feed, list, shop)
}

/**
 * A shop was followed or unfollowed (the server's answer): its posts and header show it at once,
 * and the followed shops' feed is asked again.
 */
export function followChanged(shopId: number, following: boolean): Promise<void> {
  for (const call of POST_LISTS) updatePagedRows(call, (post) => (post.shop.id === shopId ? { ...post, following } : post))
  updateCallData(detail, (post) => (post.shop.id === shopId ? { ...post, following } : post))
  updateCallData(shop, (profile) => (profile.id === shopId ? { ...profile, following } : profile))
  return queryClient.invalidateQueries({ queryKey: pagedKeyOf(postApi.feed, { tab: 'follow' }) })
}
