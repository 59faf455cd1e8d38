import { View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { Failure, NetworkError, Order } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/skeleton/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { goBack, navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT, NOT_FOUND_TEXT } from '@/core/request/errors'
import './index.less'

export type LoadStatus = 'loading' | 'error' | 'empty' | 'ready'

export interface StateViewProps {
  status: Exclude<LoadStatus, 'ready'>
  /** Error message from the server or the network layer. */
  error?: string
  emptyText?: string
  onRetry?: () => void
}

/** Loading, empty and error states shared by every page and list. */
export function StateView({ status, error, emptyText = '暂无数据', onRetry }: StateViewProps) {
  if (status === 'loading') {
    return (
      <View className='state-view state-view--loading' aria-busy='true'>
        <Skeleton rows={3} animated />
        <Skeleton rows={3} animated />
        <View className='state-view__hint'>加载中…</View>
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
  return (
    <View className='state-view' role={isError ? 'alert' : undefined}>
      <Empty
        status={isError ? (network ? 'network' : 'error') : 'empty'}
        image={<Icon size={56} color='#c9c2b8' />}
        title={isError ? error || '加载失败' : emptyText}
      >
        {gone && (
          <Button className='state-view__retry' size='small' onClick={() => void goBack()}>
            返回
          </Button>
        )}
        {invalid && (
          <Button className='state-view__retry' type='primary' size='small' onClick={() => void navigate('pages/home/post/index')}>
            回到首页
          </Button>
        )}
        {isError && !gone && !invalid && onRetry && (
          <Button className='state-view__retry' type='primary' size='small' onClick={() => onRetry()}>
            重新加载
          </Button>
        )}
      </Empty>
    </View>
  )
}
