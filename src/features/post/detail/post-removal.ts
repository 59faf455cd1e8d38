import { goBack } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { postApi, type PostComment } from '../api'
import { commentRemoved, postRemoved } from '../shared/post-changes'

/**
 * Deleting the reader's own post or comment of post `postId`, each after a danger confirmation
 * (the kit's flow action): the post leaves every list and the reader goes back to them; the
 * comment leaves the post's comments and count. A refusal is a toast and keeps everything.
 */
export function usePostRemoval(postId: number) {
  const { busy, run } = useFlowAction({ failed: '删除失败，请稍后重试' })
  const removePost = () =>
    run(() => callApi(postApi.remove, { id: postId }, { handleError: true }), {
      confirm: { title: '删除动态', content: '删除后不可恢复，动态下的评论也会一并删除。', confirmText: '删除', danger: true },
      invalidate: () => postRemoved(postId),
      done: '已删除',
      after: () => goBack({ delay: true }),
    })
  const removeComment = (comment: PostComment) =>
    run(() => callApi(postApi.commentRemove, { id: postId, commentId: comment.id }, { handleError: true }), {
      confirm: { title: '删除评论', content: `确定删除评论「${comment.content.slice(0, 20)}」吗？`, confirmText: '删除', danger: true },
      invalidate: async () => commentRemoved(postId, comment.id),
      done: '已删除',
    })
  return { busy, removePost, removeComment }
}
