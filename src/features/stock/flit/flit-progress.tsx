import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Progress } from '@nutui/nutui-react-taro'
import { CheckNormal } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/progress/style/css'
import { callApi } from '@/core/request'
import { reportError } from '@/core/app/errors'
import { navigate } from '@/core/navigation'
import { invalidatePaths } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type FlitJob } from '../api'

/** How often the import's progress is asked for. */
export const FLIT_POLL_MS = 500
/** Failed polls in a row before the page stops and offers a retry. */
const MAX_POLL_FAILURES = 3

/** Step 3: the import's progress, polled until done, then its result. */
export function FlitProgress({ initial, platformName, onContinue }: { initial: FlitJob; platformName: string; onContinue: () => void }) {
  const [job, setJob] = useState(initial)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (job.status === 'DONE' || failed) return
    let alive = true
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = () => {
      timer = setTimeout(async () => {
        try {
          const next = await callApi(stockApi.shop.flitJob, { id: job.id }, { handleError: true, loading: false })
          if (!alive) return
          failures = 0
          setJob(next)
          if (next.status !== 'DONE') poll()
        } catch (error) {
          reportError(error)
          if (!alive) return
          failures += 1
          if (failures >= MAX_POLL_FAILURES) setFailed(true)
          else poll()
        }
      }, FLIT_POLL_MS)
    }
    poll()
    return () => {
      alive = false
      clearTimeout(timer)
    }
    // polling restarts only on a retry; each answer carries on the chain itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.id, attempt, failed])

  // The imported listings are stock items now: the stock lists and figures, the platforms' counts
  // and their listings' imported marks are asked again.
  const finished = job.status === 'DONE'
  useEffect(() => {
    if (finished) void invalidatePaths('/stock')
  }, [finished])

  const percent = job.total ? Math.round((job.done / job.total) * 100) : 100
  const done = job.status === 'DONE'

  return (
    <PageLayout title={done ? '搬家完成' : '正在搬家'}>
      <View className='flit__progress'>
        {done ? (
          <View className='flit__result'>
            <CheckNormal size={48} color='#2f7d4f' />
            <View className='flit__result-title'>搬家完成</View>
            <View className='flit__result-text'>
              成功导入 {job.imported} 件，跳过 {job.skipped} 件（已导入）
            </View>
            {job.imported > 0 && <View className='flit__result-note'>新商品已入库至「仓库A区」，可在库存列表中补充成本、配件等信息。</View>}
            <View className='flit__result-actions'>
              <Button fill='outline' onClick={onContinue}>
                继续搬家
              </Button>
              <Button type='primary' onClick={() => navigate('pages/stock/inventory/stock/list/index')}>
                查看库存
              </Button>
            </View>
          </View>
        ) : (
          <View className='flit__running'>
            <View className='flit__running-title'>正在从{platformName}导入商品</View>
            <Progress percent={percent} showText strokeWidth='10' color='#9a6b2f' animated />
            <View className='flit__running-text'>
              正在导入 {job.done}/{job.total}
            </View>
            {job.skipped > 0 && <View className='flit__result-note'>{job.skipped} 件之前已导入，将自动跳过</View>}
            {failed && (
              <View className='flit__poll-failed'>
                <View>获取导入进度失败，请检查网络</View>
                <Button
                  size='small'
                  type='primary'
                  onClick={() => {
                    setFailed(false)
                    setAttempt((value) => value + 1)
                  }}
                >
                  重试
                </Button>
              </View>
            )}
          </View>
        )}
      </View>
    </PageLayout>
  )
}
