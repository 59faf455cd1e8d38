import { View } from '@tarojs/components'
import { Failure, NetworkError, Order } from '@nutui/icons-react-taro'
import { goBack, navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT, NOT_FOUND_TEXT } from '@/core/request/errors'
import { SkeletonCard, StateMessage, type StateAction } from './state-message'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

export { StateMessage, type StateAction } from './state-message'

export type LoadStatus = 'loading' | 'error' | 'empty' | 'ready'

export interface StateViewProps {
  status: Exclude<LoadStatus, 'ready'>
  /** Error message from the server or the network layer. */
  error?: string
  emptyText?: string
  onRetry?: () => void
}

export const STATE_ICON_COLOR = CSS_COLOR.textFaint

/** Loading, empty and error states shared by every page and list. */
export function StateView({ status, error, emptyText = '暂无数据', onRetry }: StateViewProps) {
  if (status === 'loading') {
    return (
      <View className="state-view state-view--loading" aria-busy="true">
        <SkeletonCard />
        <SkeletonCard />
        <View className="state-view__hint">加载中…</View>
      </View>
    )
  }
  const isError = status === 'error'
  // Gone is not a failure to retry: it says so and offers the way back.
  const gone = isError && error === NOT_FOUND_TEXT
  // A link that names nothing: retrying cannot help, the way home does.
  const invalid = isError && error === INVALID_LINK_TEXT
  const network = isError && /网络/.test(error ?? '')
  const Icon = isError ? (network ? NetworkError : Failure) : Order
  const actions: StateAction[] = []
  if (gone) actions.push({ text: '返回', onClick: () => void goBack() })
  else if (invalid) actions.push({ text: '回到首页', primary: true, onClick: () => void navigate('pages/home/post/index') })
  else if (isError && onRetry) actions.push({ text: '重新加载', primary: true, onClick: () => onRetry() })
  return (
    <View className="state-view">
      <StateMessage role={isError ? 'alert' : undefined} icon={<Icon size={56} color={STATE_ICON_COLOR} />} title={isError ? error || '加载失败' : emptyText} actions={actions} />
    </View>
  )
}
