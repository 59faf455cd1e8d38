import Taro from '@tarojs/taro'
import { askConfirm } from '@/shared/ui/confirm'
import { reportError } from '@/core/app/errors'
import { goBack } from '@/core/navigation'
import { callApi } from '@/core/request'
import { postApi, type PostComment } from '../api'
import { postRemoved } from '../shared/post-changes'


/**
 * Delete the reader's own post after a confirmation: the lists under this page drop it, and the
 * reader goes back to them. False when not confirmed or refused (the request layer said why).
 */
export async function removePost(id: number): Promise<boolean> {
  const confirm = await askConfirm({ title: '删除动态', content: '删除后不可恢复，动态下的评论也会一并删除。', confirmText: '删除', danger: true })
  if (!confirm) return false
  try {
    await callApi(postApi.remove, { id })
  } catch (error) {
    reportError(error)
    return false
  }
  void postRemoved(id)
  void Taro.showToast({ title: '已删除', icon: 'success', duration: 1500 })
  await goBack({ delay: true })
  return true
}

/** Delete a comment the reader may delete, after a confirmation. True once it is gone. */
export async function removeComment(postId: number, comment: PostComment): Promise<boolean> {
  const confirm = await askConfirm({ title: '删除评论', content: `确定删除评论「${comment.content.slice(0, 20)}」吗？`, confirmText: '删除', danger: true })
  if (!confirm) return false
  try {
    await callApi(postApi.commentRemove, { id: postId, commentId: comment.id })
  } catch (error) {
    reportError(error)
    return false
  }
  void Taro.showToast({ title: '已删除', icon: 'success', duration: 1500 })
  return true
}
