import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { relativeTimeOf } from '@/shared/format/time'
import type { PagedList } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import type { PostComment } from '../api'
import './comment-list.less'

export const COMMENT_PAGE_SIZE = 20

/** A post's comments, newest first, paged by endless scroll. */
export function CommentList({ comments, count, onRemove }: { comments: PagedList<PostComment>; count: number; onRemove: (comment: PostComment) => void }) {
  return (
    <View className="post-comments">
      <View className="post-comments__title">评论 {count > 0 ? count : ''}</View>
      {comments.status !== 'ready' ? (
        <StateView status={comments.status} error={comments.error} emptyText="还没有评论，快来说两句" onRetry={comments.reload} />
      ) : (
        <>
          {comments.items.map((comment) => (
            <View key={comment.id} className="post-comments__row">
              <Photo className="post-comments__avatar" src={comment.author.avatar} mode="aspectFill" lazyLoad />
              <View className="post-comments__main">
                <View className="post-comments__head">
                  <Text className="post-comments__name">{comment.author.name}</Text>
                  <Text className="post-comments__time">{relativeTimeOf(comment.createdAt)}</Text>
                </View>
                <View className="post-comments__content">{comment.content}</View>
                {comment.mine && (
                  <Text className="post-comments__remove" onClick={() => onRemove(comment)}>
                    删除
                  </Text>
                )}
              </View>
            </View>
          ))}
          <ListFooter list={comments} />
        </>
      )}
    </View>
  )
}
