import { View } from '@tarojs/components'
import './index.less'

export interface ListFooterProps {
  loading: boolean
  hasMore: boolean
  /** Tapping the footer loads the next page, for when scrolling cannot. */
  onMore?: () => void
}

/** The line under a paged list: loading more, tap for more, or the end. */
export function ListFooter({ loading, hasMore, onMore }: ListFooterProps) {
  const text = loading ? '加载中…' : hasMore ? '上拉加载更多' : '没有更多了'
  return (
    <View className='list-footer' onClick={hasMore && !loading ? onMore : undefined}>
      {text}
    </View>
  )
}
