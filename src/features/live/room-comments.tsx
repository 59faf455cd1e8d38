import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { ensureSignedIn } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { useFlowAction } from '@/shared/flow'
import { failureText } from '@/shared/ui/failure-toast'
import { liveApi, type RoomComment } from './api'
import { COMMENT_MAX, commentLength, commentProblem } from './comment-rules'
import { patchRoom } from './room-cache'

/** The viewers' comments, newest first; each as plain text. */
export function CommentList({ comments }: { comments: RoomComment[] }) {
  if (!comments.length) return <Text className="live-muted live-empty">还没有评论，说点什么吧</Text>
  return (
    <View className="live-comments" aria-live="polite">
      {comments.map((comment) => (
        <View key={comment.id} className={`live-comment ${comment.mine ? 'live-comment--mine' : ''}`}>
          <Text className="live-comment__who">{comment.mine ? '我' : comment.author}：</Text>
          <Text className="live-comment__text">{comment.text}</Text>
        </View>
      ))}
    </View>
  )
}

/** Say something in the room: text only, up to 50 characters with a counter; shown at once once sent. */
export function CommentBox({ roomId }: { roomId: number }) {
  const signedIn = Boolean(useSession((state) => state.userToken))
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const sending = useFlowAction({ refusals: [] })

  const send = async () => {
    if (sending.busy || !ensureSignedIn()) return
    const problem = commentProblem(text)
    setError(problem ?? '')
    if (problem) return
    await sending.run(() => callApi(liveApi.comment, { roomId, text: text.trim() }, { loading: false, handleError: true }), {
      failed: '发送失败，请稍后重试',
      onFailure: (failure) => setError(failureText(failure, '发送失败，请稍后重试')),
      quietFailure: true,
      after: (comment) => {
        setText('')
        patchRoom(roomId, (room) => (room.comments.some((held) => held.id === comment.id) ? room : { ...room, comments: [comment, ...room.comments] }))
      },
    })
  }

  if (!signedIn) {
    return (
      <View className="live-comment-box__input live-comment-box__input--login" role="button" onClick={() => void ensureSignedIn()}>
        登录后参与评论
      </View>
    )
  }
  const length = commentLength(text)
  return (
    <View className="live-comment-box">
      {error && (
        <View className="live-comment-box__error" role="alert">
          {error}
        </View>
      )}
      <View className="live-comment-box__row">
        <Input
          className="live-comment-box__input"
          value={text}
          placeholder="说点什么…"
          maxlength={COMMENT_MAX}
          confirmType="send"
          ariaLabel="评论内容"
          onInput={(event) => {
            setText(event.detail.value)
            if (error) setError('')
          }}
          onConfirm={() => void send()}
        />
        <Text className={`live-comment-box__count ${length > COMMENT_MAX ? 'live-comment-box__count--over' : ''}`}>
          {length}/{COMMENT_MAX}
        </Text>
        <View className={`live-comment-box__send ${sending.busy ? 'live-comment-box__send--busy' : ''}`} role="button" onClick={() => void send()}>
          {sending.busy ? '发送中' : '发送'}
        </View>
      </View>
    </View>
  )
}
