import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { signedIn } from '@/core/session/auth'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { usePagedList } from '@/shared/hooks/use-paged-list'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type CheckTask } from '../api'
import { scopeText } from './check-rules'
import { CheckProgress, CheckStatusTag } from './check-shared'
import './check-task.less'

/** Where a task opens: marking while running, the losses to confirm, or the read-only items. */
export function openTask(task: Pick<CheckTask, 'id' | 'status'>, replace = false) {
  const path = task.status === 'FINISHED' ? 'pages/stock/inventory/check-task/loss/index' : 'pages/stock/inventory/check-task/items/index'
  return navigate(path, { query: { id: String(task.id) }, replace })
}

/** pages/stock/inventory/check-task/list: the shop's stock-taking tasks, newest first. */
export function CheckTaskList() {
  const list = usePagedList(signedIn((page) => callApi(stockApi.check.tasks, { page, pageSize: 20 }, { handleError: true, loading: false })))
  // A task created, marked or finished elsewhere shows its new state on return.
  useDidShow(() => void list.reload())

  return (
    <PageLayout
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText='还没有盘点任务，点击下方按钮开始第一次盘点'
      footer={
        <Button type='primary' block onClick={() => void navigate('pages/stock/inventory/check-task/form/index')}>
          新建盘点
        </Button>
      }
    >
      <View className='check-list'>
        {list.items.map((task) => (
          <View key={task.id} className='check-card' onClick={() => void openTask(task)}>
            <View className='check-card__head'>
              <Text className='check-card__name'>{task.name}</Text>
              <CheckStatusTag status={task.status} />
            </View>
            <View className='check-card__meta'>
              <Text>{scopeText(task)}</Text>
              <Text>{formatDate(task.createdAt)} 创建</Text>
            </View>
            <CheckProgress found={task.found} total={task.total} />
          </View>
        ))}
      </View>
      <ListFooter loading={list.loadingMore} hasMore={list.hasMore} onMore={list.loadMore} />
    </PageLayout>
  )
}
