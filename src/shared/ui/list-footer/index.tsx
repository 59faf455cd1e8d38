import { View } from '@tarojs/components'
import { nextPageError } from '@/shared/hooks/use-paged-list'
import './index.less'

export interface ListFooterProps {
  loading: boolean
  hasMore: boolean
  /** Tapping the footer loads the next page, for when scrolling cannot, and after a failure. */
  onMore?: () => void
  /**
   * Why the next page failed. Left out, it is the failure of the paged list whose loadMore is
   * `onMore` (usePagedList keeps it), so `onMore={list.loadMore}` is enough.
   */
  error?: string
}

/** The line under a paged list: loading more, tap for more, a failed page to try again, or the end. */
export function ListFooter({ loading, hasMore, onMore, error }: ListFooterProps) {
  const failed = !loading && Boolean(error ?? nextPageError(onMore))
  const text = loading ? '加载中…' : failed ? '加载失败，点击重试' : hasMore ? '上拉加载更多' : '没有更多了'
  const tappable = !loading && (failed || hasMore)
  return (
    <View className={`list-footer ${failed ? 'list-footer--failed' : ''}`} onClick={tappable ? onMore : undefined}>
      {text}
    </View>
  )
}
