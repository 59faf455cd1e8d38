import { View } from '@tarojs/components'
import type { PagedList } from '@/shared/query'
import './index.less'

export interface ListFooterProps {
  /** The paged list (usePagedQuery) the footer is under: its loading, next page and failure. */
  list?: Pick<PagedList<unknown>, 'loadingMore' | 'hasMore' | 'loadMore' | 'moreError'>
  loading?: boolean
  hasMore?: boolean
  /** Tapping the footer loads the next page, for when scrolling cannot, and after a failure. */
  onMore?: () => void
  /** Why the next page failed. */
  error?: string
}

/** The line under a paged list: loading more, tap for more, a failed page to try again, or the end. */
export function ListFooter({ list, ...props }: ListFooterProps) {
  const loading = props.loading ?? list?.loadingMore ?? false
  const hasMore = props.hasMore ?? list?.hasMore ?? false
  const onMore = props.onMore ?? (list ? () => void list.loadMore() : undefined)
  const failed = !loading && Boolean(props.error ?? list?.moreError)
  const text = loading ? '加载中…' : failed ? '加载失败，点击重试' : hasMore ? '上拉加载更多' : '没有更多了'
  const tappable = !loading && (failed || hasMore)
  return (
    <View className={`list-footer ${failed ? 'list-footer--failed' : ''}`} onClick={tappable ? onMore : undefined}>
      {text}
    </View>
  )
}
