import type { PostInput } from './api'

/** Limits of a post and a comment, shared by the forms and the mock backend. */
export const MAX_POST_TEXT = 1000
export const MAX_POST_PHOTOS = 9
export const MAX_POST_ITEMS = 6
export const MAX_COMMENT_TEXT = 200

export type PostErrors = Partial<Record<keyof PostInput, string>>

/** The message under the comment input, or undefined when it may be sent. */
export function checkComment(content: unknown): string | undefined {
  const text = typeof content === 'string' ? content.trim() : ''
  if (!text) return '请输入评论内容'
  if (text.length > MAX_COMMENT_TEXT) return `评论不能超过${MAX_COMMENT_TEXT}个字`
  return undefined
}

/** Every rule of a new post; empty when it may be published. */
export function checkPost(input: Partial<PostInput>): PostErrors {
  const errors: PostErrors = {}
  const text = typeof input.content === 'string' ? input.content.trim() : ''
  if (!text) errors.content = '请输入动态内容'
  else if (text.length > MAX_POST_TEXT) errors.content = `动态内容不能超过${MAX_POST_TEXT}个字`
  const images = input.images ?? []
  if (!Array.isArray(images) || images.some((url) => typeof url !== 'string' || !url)) errors.images = '图片无效，请重新上传'
  else if (images.length > MAX_POST_PHOTOS) errors.images = `最多上传${MAX_POST_PHOTOS}张图片`
  const itemIds = input.itemIds ?? []
  if (!Array.isArray(itemIds) || itemIds.some((id) => !Number.isInteger(id) || id <= 0)) errors.itemIds = '关联商品无效'
  else if (new Set(itemIds).size > MAX_POST_ITEMS) errors.itemIds = `最多关联${MAX_POST_ITEMS}件商品`
  return errors
}
