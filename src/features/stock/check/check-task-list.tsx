import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type CheckTask } from '../api'
import { scopeText } from './check-rules'
import { CheckProgress } from './check-shared'
import { StatusBadge } from '@/shared/ui/status-badge'
import { CHECK_BADGES } from '../shared/badges'
import './check-task.less'

/** Where a task opens: marking while running, the losses to confirm, or the read-only items. */
export function openTask(task: Pick<CheckTask, 'id' | 'status'>, replace = false) {
  const path = task.status === 'FINISHED' ? 'pages/stock/inventory/check-task/loss/index' : 'pages/stock/inventory/check-task/items/index'
  return navigate(path, { query: { id: String(task.id) }, replace })
}

/** pages/stock/inventory/check-task/list: the shop's stock-taking tasks, newest first. */
export function CheckTaskList() {
  // A task created, marked or finished elsewhere shows its new state on return.
  const list = usePagedQuery(stockApi.check.tasks, { pageSize: 20 }, { signedIn: true })

  return (
    <PageLayout
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText="还没有盘点任务，点击下方按钮开始第一次盘点"
      footer={
        <Button type="primary" block onClick={() => void navigate('pages/stock/inventory/check-task/form/index')}>
          新建盘点
        </Button>
      }
    >
      <View className="check-list">
        {list.items.map((task) => (
          <View key={task.id} className="check-card" onClick={() => void openTask(task)}>
            <View className="check-card__head">
              <Text className="check-card__name">{task.name}</Text>
              <StatusBadge {...CHECK_BADGES[task.status]} />
            </View>
            <View className="check-card__meta">
              <Text>{scopeText(task)}</Text>
              <Text>{formatDate(task.createdAt)} 创建</Text>
            </View>
            <CheckProgress found={task.found} total={task.total} />
          </View>
        ))}
      </View>
      <ListFooter list={list} />
    </PageLayout>
  )
}
