import { useFlowAction } from '@/shared/flow'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack, navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView, type LoadStatus } from '@/shared/ui/state-view'
import { ItemCard, priceOrUnset } from '../shared/item-card'
import { RECYCLE_DAYS, stockApi } from '../api'
import { scopeText } from './check-rules'
import { StatusBadge } from '@/shared/ui/status-badge'
import { CHECK_BADGES } from '../shared/badges'
import './check-task.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

/** pages/stock/inventory/check-task/loss?id=: the items a finished task did not find; confirm the loss. */
export function CheckTaskLoss() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  const taskQuery = useApiQuery(stockApi.check.task, { id }, { signedIn: true })
  const lossesQuery = useApiQuery(stockApi.check.losses, { id }, { signedIn: true })
  // One page of both: the task's failure first, then the losses'.
  const failed = [taskQuery, lossesQuery].find((query) => query.status === 'error')
  const status: LoadStatus = failed ? 'error' : taskQuery.status === 'ready' && lossesQuery.status === 'ready' ? 'ready' : 'loading'
  const reload = () => Promise.all([taskQuery.reload(), lossesQuery.reload()]).then(() => undefined)
  const task = status === 'ready' ? taskQuery.data : undefined
  const losses = lossesQuery.data ?? []
  const costCents = losses.reduce((sum, item) => sum + (item.costCents ?? 0) * item.quantity, 0)
  const pending = task?.status === 'FINISHED'

  // The lost items leave the stock for the recycle bin: every stock list and figure changes.
  // Any failure is said as a toast and the task asked again.
  const action = useFlowAction({ invalidate: () => invalidatePaths('/stock'), refusals: [] })
  const confirming = action.busy
  const confirmLoss = () =>
    void action.run(() => callApi(stockApi.check.confirmLoss, { id }, { handleError: true }), {
      confirm: {
        title: '确认盘亏',
        content: `${losses.length} 件商品将标记为盘亏并移入「最近删除」，${RECYCLE_DAYS}天内可恢复。确定吗？`,
        confirmText: '确认盘亏',
        danger: true,
      },
      failed: '操作失败，请重试',
      onFailure: () => void reload(),
      after: async ({ lost }) => {
        showSuccess(lost ? `已确认盘亏 ${lost} 件` : '盘点已结束')
        await goBack({ delay: true })
      },
    })

  return (
    <PageLayout
      status={status}
      error={failed?.error}
      onRetry={reload}
      footer={
        pending ? (
          <Button type="primary" block loading={confirming} onClick={confirmLoss}>
            确认盘亏
          </Button>
        ) : undefined
      }
    >
      {task && (
        <>
          <View className="check-items__head">
            <View className="check-card__head">
              <Text className="check-card__name">{task.name}</Text>
              <StatusBadge {...CHECK_BADGES[task.status]} />
            </View>
            <View className="check-card__meta">
              <Text>{scopeText(task)}</Text>
              {task.finishedAt && <Text>{formatDate(task.finishedAt)} 完成</Text>}
            </View>
            <View className="check-loss__sum">
              <View className="check-loss__figure">
                <Text className="check-loss__value">{losses.length}</Text>
                <Text className="check-loss__label">盘亏件数</Text>
              </View>
              <View className="check-loss__figure">
                <Text className="check-loss__value">{yuan(costCents)}</Text>
                <Text className="check-loss__label">盘亏成本</Text>
              </View>
              <View className="check-loss__figure">
                <Text className="check-loss__value">
                  {task.found}/{task.total}
                </Text>
                <Text className="check-loss__label">已盘/应盘</Text>
              </View>
            </View>
          </View>
          {pending && <View className="check-items__notice">以下商品本次未盘到。确认盘亏后将移入「最近删除」（原因：盘亏），{RECYCLE_DAYS}天内可恢复。</View>}
          {task.status === 'CLOSED' && losses.length > 0 && <View className="check-items__notice check-items__notice--closed">盘亏已确认，以下商品已移入「最近删除」</View>}
          {task.status === 'RUNNING' && (
            <View className="check-items__notice" onClick={() => void navigate('pages/stock/inventory/check-task/items/index', { query: { id: String(id) } })}>
              盘点尚未完成，以下为目前未盘到的商品，去继续盘点 ›
            </View>
          )}
          {losses.length ? (
            losses.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                // a confirmed loss is in the recycle bin: its stock age no longer counts
                age={item.status === 'DELETED' ? <Text>已移入最近删除</Text> : undefined}
                hideStatus={item.status === 'DELETED'}
                figures={<Text className="stock-item__cost">成本 {priceOrUnset(item.costCents)}</Text>}
              />
            ))
          ) : (
            <StateView status="empty" emptyText="没有盘亏商品" />
          )}
        </>
      )}
    </PageLayout>
  )
}
