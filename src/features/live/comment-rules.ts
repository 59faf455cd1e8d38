/**
 * A viewer's comment in a live room: plain text of 1 to 50 characters. Markup is refused, not
 * cleaned, by the app before sending and by the server (one rule for both); the screen shows any
 * comment as text anyway, never as HTML.
 */
export const COMMENT_MAX = 50

/** Characters as the counter shows them (an emoji is one). */
export function commentLength(text: string): number {
  return [...text.trim()].length
}

/** Why a comment cannot be sent, or null. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return '请输入评论内容'
  if (commentLength(trimmed) > COMMENT_MAX) return `评论最多${COMMENT_MAX}个字`
  if (/<[a-z!/?]/i.test(trimmed)) return '评论只能是文字，不能带网页代码'
  return null
}
