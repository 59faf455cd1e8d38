import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Scan } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { goBack, navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { scanCode } from '@/core/native/actions'
import { nativeApp } from '@/core/native/detect'
import { isWeapp } from '@/core/platform/env'
import { formatDate } from '@/shared/format/date'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { invalidateCalls, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { useOnce } from '@/shared/hooks/use-once'
import { ItemCard } from '../shared/item-card'
import { stockApi, type CheckItem, type CheckTask } from '../api'
import { scopeText } from './check-rules'
import { CheckProgress } from './check-shared'
import { StatusBadge } from '@/shared/ui/status-badge'
import { CHECK_BADGES } from '../shared/badges'
import './check-task.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

type ItemState = 'pending' | 'found'
const MARK_FAILED = '标记失败，请重试'
const TABS: { key: ItemState; text: string }[] = [
  { key: 'pending', text: '未盘' },
  { key: 'found', text: '已盘' },
]

/** Whether a camera scan is at hand: the native app's scanner or WeChat's. */
export function canScan(): boolean {
  return isWeapp || nativeApp() !== null
}

interface ItemsTabProps {
  taskId: number
  state: ItemState
  running: boolean
  /** Items marked on this page: they leave the pending list at once. */
  moved: Set<number>
  /** Bumped when the list should load again (a scan while the found tab shows). */
  reloadSignal: number
  /** Marks on their way to the server: the pending list is loaded again only once they landed. */
  marking: boolean
  onMark: (item: CheckItem) => void
}

function ItemsTab({ taskId, state, running, moved, reloadSignal, marking, onMark }: ItemsTabProps) {
  const list = usePagedQuery(stockApi.check.items, { id: taskId, state, pageSize: 20 }, { signedIn: true })
  const firstSignal = useRef(reloadSignal)
  const { reload } = list
  useEffect(() => {
    if (reloadSignal !== firstSignal.current) void reload()
  }, [reloadSignal, reload])

  const items = state === 'pending' ? list.items.filter((item) => !moved.has(item.id)) : list.items
  // Every loaded item marked while more wait on the server: load the pending ones again.
  const exhausted = list.status === 'ready' && list.items.length > 0 && !items.length && list.hasMore
  useEffect(() => {
    if (exhausted && !marking) void reload()
  }, [exhausted, marking, reload])

  if (list.status !== 'ready' || !items.length) {
    const status = exhausted ? 'loading' : list.status === 'ready' ? 'empty' : list.status
    const emptyText = state === 'pending' ? (running ? '全部商品已盘到，可以完成盘点了' : '没有未盘商品') : '还没有已盘商品，扫码或点击“标记已盘”'
    return <StateView status={status} error={list.error} emptyText={emptyText} onRetry={list.reload} />
  }
  return (
    <>
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          extra={
            state === 'pending' ? (
              running && (
                <View className="check-items__row-actions">
                  <Text className="check-items__location">{item.location}</Text>
                  <Button size="small" type="primary" fill="outline" onClick={() => onMark(item)}>
                    标记已盘
                  </Button>
                </View>
              )
            ) : (
              <View className="check-items__found-at">已盘 {formatDate(item.foundAt, 'MM-DD HH:mm')}</View>
            )
          }
        />
      ))}
      <ListFooter list={list} />
    </>
  )
}

/** The code box: typed codes everywhere, the camera where there is one. */
function CodeEntry({ onSubmit }: { onSubmit: (code: string, fromScan: boolean) => Promise<string | null> }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const { busy, once } = useOnce()
  const scannable = canScan()

  const submit = async (value: string, fromScan: boolean) => {
    const trimmed = value.trim()
    if (!trimmed) {
      setError('请输入商品编码')
      return
    }
    const failure = await once(() => onSubmit(trimmed, fromScan))
    if (failure === undefined) return // a second tap while the first is on its way
    setError(failure ?? '')
    // What was typed stays when the server refuses it, for a fix.
    if (!failure && !fromScan) setCode('')
  }

  const scan = async () => {
    try {
      const scanned = await scanCode()
      await submit(scanned, true)
    } catch (error) {
      reportError(error)
      const message = failureText(error, '')
      if (message && !/cancel/i.test(message)) void Taro.showToast({ title: message, icon: 'none', duration: 2000 })
    }
  }

  return (
    <View className="check-code">
      <View className="check-code__row">
        {scannable && (
          <View className="check-code__scan" aria-label="扫码盘点" onClick={() => void scan()}>
            <Scan size={18} />
            <Text>扫码</Text>
          </View>
        )}
        <Input
          className="check-code__input"
          value={code}
          placeholder={scannable ? '或输入商品编码' : '输入商品编码，如 ZP00001'}
          maxlength={30}
          confirmType="done"
          onInput={(event) => {
            setCode(event.detail?.value ?? (event.target as unknown as { value?: string })?.value ?? '')
            setError('')
          }}
          onConfirm={() => void submit(code, false)}
        />
        <Button size="small" type="primary" loading={busy} onClick={() => void submit(code, false)}>
          确认
        </Button>
      </View>
      {error ? <View className="check-code__error">{error}</View> : !scannable && <View className="check-code__hint">浏览器中无法扫码，请输入商品编码后确认</View>}
    </View>
  )
}

/** pages/stock/inventory/check-task/items?id=: mark the items of a task found; finish it. */
export function CheckTaskItems() {
  // Asked again on return too: a task finished elsewhere shows as it is. An invalid link is never asked.
  const { id = 0, record: data, remote: task, layout } = useRouteRecord(stockApi.check.task)
  const [tab, setTab] = useState<ItemState>('pending')
  const [moved, setMoved] = useState<Set<number>>(() => new Set())
  // Taps sent and not yet counted by the task's numbers.
  const [inFlight, setInFlight] = useState(0)
  const [reloadSignal, setReloadSignal] = useState(0)
  // The task list's progress changed too (its page asks again when it shows); this page's numbers at once.
  const recount = async () => {
    void invalidateCalls(stockApi.check.tasks)
    await task.reload()
  }
  // A typed or scanned code, and finishing: one at a time. A task ended meanwhile (409) is said and shown.
  const codeAction = useFlowAction({ invalidate: recount })
  const finishAction = useFlowAction({ invalidate: recount })

  const running = data?.status === 'RUNNING'
  const found = Math.min((data?.found ?? 0) + inFlight, data?.total ?? 0)

  const move = (itemId: number, away: boolean) =>
    setMoved((previous) => {
      const next = new Set(previous)
      if (away) next.add(itemId)
      else next.delete(itemId)
      return next
    })

  const foundToast = (title: string, already: boolean) => void Taro.showToast({ title: already ? `${title} 已盘过` : `已盘：${title}`, icon: 'none', duration: 1500 })

  /**
   * 标记已盘 on a row: the row leaves at once and comes back when the server refuses. Not a flow
   * action: taps down the list run side by side (a flow action takes one at a time and would drop
   * the second tap), each with its own rollback.
   */
  const markTapped = async (item: CheckItem) => {
    move(item.id, true)
    setInFlight((count) => count + 1)
    try {
      const marked = await callApi(stockApi.check.mark, { id, itemId: item.id }, { handleError: true, loading: false })
      foundToast(item.title, marked.alreadyFound)
      await recount()
      setInFlight((count) => Math.max(0, count - 1))
    } catch (error) {
      move(item.id, false)
      setInFlight((count) => Math.max(0, count - 1))
      toastFailure(error, MARK_FAILED)
      if (/盘点已结束/.test(failureText(error, ''))) void task.reload()
    }
  }

  /** A scanned or typed code; answers the failure message for under the field, or null. */
  const markCode = async (code: string, fromScan: boolean): Promise<string | null> => {
    let failure: string | null = null
    await codeAction.run(() => callApi(stockApi.check.mark, { id, code }, { handleError: true }), {
      failed: MARK_FAILED,
      // A scan has no field to show it under (a toast); a typed code shows it under the field.
      quietFailure: !fromScan,
      onFailure: (error) => {
        failure = failureText(error, MARK_FAILED)
      },
      after: (item) => {
        // The server says whether it was counted before (no clock of the phone involved); an item
        // tapped on this page is counted by that tap.
        const already = item.alreadyFound || moved.has(item.id)
        if (!already) {
          move(item.id, true)
          if (tab === 'found') setReloadSignal((signal) => signal + 1)
        }
        foundToast(item.title, already)
      },
    })
    return failure
  }

  const finish = (current: CheckTask) => {
    const missing = current.total - found
    void finishAction.run(() => callApi(stockApi.check.finish, { id }, { handleError: true }), {
      confirm: {
        title: '完成盘点',
        content: missing > 0 ? `还有 ${missing} 件商品未盘到，完成后将列为盘亏，需确认后移入「最近删除」。确定完成盘点吗？` : '所有商品均已盘到，确定完成盘点吗？',
        confirmText: '完成盘点',
      },
      // Any other failure: the task as it is now, too.
      onFailure: () => void task.reload(),
      after: async (finished) => {
        if (finished.status === 'FINISHED') {
          await navigate('pages/stock/inventory/check-task/loss/index', { query: { id: String(id) }, replace: true, force: true })
          return
        }
        showSuccess('盘点完成，没有盘亏')
        await goBack({ delay: true })
      },
    })
  }

  return (
    <PageLayout
      {...layout}
      footer={
        running && data ? (
          <Button type="primary" block loading={finishAction.busy} onClick={() => void finish(data)}>
            完成盘点
          </Button>
        ) : undefined
      }
    >
      {data && (
        <>
          <View className="check-items__head">
            <View className="check-card__head">
              <Text className="check-card__name">{data.name}</Text>
              <StatusBadge {...CHECK_BADGES[data.status]} />
            </View>
            <View className="check-card__meta">
              <Text>{scopeText(data)}</Text>
              <Text>{formatDate(data.createdAt)} 创建</Text>
            </View>
            <CheckProgress found={found} total={data.total} />
          </View>
          {running && <CodeEntry onSubmit={markCode} />}
          {data.status === 'FINISHED' && (
            <View className="check-items__notice" onClick={() => void navigate('pages/stock/inventory/check-task/loss/index', { query: { id: String(id) } })}>
              盘点已完成，有 {data.lostCount} 件未盘到，去确认盘亏 ›
            </View>
          )}
          {data.status === 'CLOSED' && (
            <View className="check-items__notice check-items__notice--closed">
              <Text>盘点已结束，以下为盘点结果</Text>
              {data.lostCount > 0 && (
                <Text className="check-items__loss-link" onClick={() => void navigate('pages/stock/inventory/check-task/loss/index', { query: { id: String(id) } })}>
                  {data.lostCount} 件盘亏，查看 ›
                </Text>
              )}
            </View>
          )}
          <View className="check-items__tabs" role="tablist">
            {TABS.map((entry) => (
              <View
                key={entry.key}
                role="tab"
                aria-selected={tab === entry.key}
                className={`check-items__tab ${tab === entry.key ? 'check-items__tab--on' : ''}`}
                onClick={() => setTab(entry.key)}
              >
                {entry.text}（{entry.key === 'found' ? found : data.total - found}）
              </View>
            ))}
          </View>
          <ItemsTab key={tab} taskId={id} state={tab} running={running} moved={moved} reloadSignal={reloadSignal} marking={inFlight > 0} onMark={(item) => void markTapped(item)} />
        </>
      )}
    </PageLayout>
  )
}
