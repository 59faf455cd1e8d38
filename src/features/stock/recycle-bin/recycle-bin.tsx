import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
import { callApi } from '@/core/request'
import { formatDate } from '@/shared/format/date'
import { invalidatePaths, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { useFlowAction } from '@/shared/flow'
import { ItemCard } from '../shared/item-card'
import { RECYCLE_DAYS, stockApi, type RecycledItem } from '../api'
import './recycle-bin.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

const DAY = 24 * 3600 * 1000
const refreshStock = () => invalidatePaths('/stock')

/** 12天后自动清除; 即将自动清除 on the last day. */
export function purgeText(purgeAt: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(purgeAt) - now) / DAY)
  return days > 0 ? `${days}天后自动清除` : '即将自动清除'
}

/** pages/stock/inventory/recycle-bin: deleted items; restore them or delete them for good. */
export function RecycleBin() {
  // Items deleted elsewhere (the stock list, a confirmed loss) show up on return, where the
  // dealer was in the list.
  const list = usePagedQuery(stockApi.items.recycleBin, { pageSize: 20 }, { signedIn: true })
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  // Back in the stock lists and figures (or out of the bin); asked again after a failure too.
  const action = useFlowAction({ invalidate: refreshStock, onFailure: () => void refreshStock() })
  const busy = action.busy

  const loadedIds = list.items.map((item) => item.id)
  const picked = selected.filter((id) => loadedIds.includes(id))
  const allPicked = loadedIds.length > 0 && picked.length === loadedIds.length

  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id]))
  const toggleAll = () => setSelected(allPicked ? [] : loadedIds)
  const leaveSelection = () => {
    setSelecting(false)
    setSelected([])
  }

  const restore = (ids: number[]) => {
    if (!ids.length) return
    void action.run(() => callApi(stockApi.items.restore, { ids }, { handleError: true }), {
      failed: '恢复失败，请重试',
      after: ({ restored }) => {
        showSuccess(`已恢复 ${restored} 件商品`)
        leaveSelection()
      },
    })
  }

  const purge = (items: RecycledItem[]) => {
    if (!items.length) return
    void action.run(() => callApi(stockApi.items.purge, { ids: items.map((item) => item.id) }, { handleError: true }), {
      confirm: {
        title: '彻底删除',
        content: items.length === 1 ? `「${items[0].title}」彻底删除后无法恢复，确定删除吗？` : `选中的 ${items.length} 件商品彻底删除后无法恢复，确定删除吗？`,
        confirmText: '彻底删除',
        danger: true,
      },
      failed: '删除失败，请重试',
      after: ({ purged }) => {
        showSuccess(`已彻底删除 ${purged} 件`)
        leaveSelection()
      },
    })
  }

  const ready = list.status === 'ready'
  const pickedItems = list.items.filter((item) => picked.includes(item.id))

  return (
    <PageLayout
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText="最近没有删除的商品"
      navRight={
        ready ? (
          <Text className="recycle-bin__mode" onClick={() => (selecting ? leaveSelection() : setSelecting(true))}>
            {selecting ? '取消' : '选择'}
          </Text>
        ) : undefined
      }
      footer={
        ready && selecting ? (
          <View className="recycle-bin__bar">
            <View className="recycle-bin__all" onClick={toggleAll}>
              <Checkbox checked={allPicked} />
              <Text>全选</Text>
            </View>
            <Text className="recycle-bin__count">已选 {picked.length} 件</Text>
            <Button size="small" fill="outline" type="primary" disabled={!picked.length || busy} onClick={() => void restore(picked)}>
              恢复
            </Button>
            <Button size="small" type="danger" disabled={!picked.length || busy} onClick={() => void purge(pickedItems)}>
              彻底删除
            </Button>
          </View>
        ) : undefined
      }
    >
      <View className="recycle-bin__note">删除的商品保留{RECYCLE_DAYS}天，到期自动彻底删除</View>
      {list.items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          onClick={selecting ? () => toggle(item.id) : undefined}
          leading={selecting ? <Checkbox className="recycle-bin__check" checked={picked.includes(item.id)} /> : undefined}
          // Every item here is 已删除, and its stock age stopped counting when it left stock.
          hideStatus
          age={<Text className="recycle-bin__deleted-at">删除于 {formatDate(item.deletedAt, 'MM-DD')}</Text>}
          extra={
            <View className="recycle-bin__extra">
              <View className="recycle-bin__why">
                <Text className={`recycle-bin__reason ${item.deleteReason === '盘亏' ? 'recycle-bin__reason--loss' : ''}`}>{item.deleteReason}</Text>
                <Text className="recycle-bin__purge">{purgeText(item.purgeAt)}</Text>
              </View>
              {!selecting && (
                <View className="recycle-bin__actions">
                  <Button className="recycle-bin__action" size="small" fill="outline" type="primary" disabled={busy} onClick={() => void restore([item.id])}>
                    恢复
                  </Button>
                  <Button className="recycle-bin__action recycle-bin__action--danger" size="small" fill="outline" type="danger" disabled={busy} onClick={() => void purge([item])}>
                    彻底删除
                  </Button>
                </View>
              )}
            </View>
          }
        />
      ))}
      <ListFooter list={list} />
    </PageLayout>
  )
}
