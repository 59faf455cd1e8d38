import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Progress } from '@nutui/nutui-react-taro'
import { CheckNormal } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/progress/style/css'
import { navigate } from '@/core/navigation'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type FlitJob } from '../api'
import { CSS_COLOR } from '@/core/theme'

/** How often the import's progress is asked for. */
export const FLIT_POLL_MS = 500

/**
 * Step 3: the import's progress, polled while the page shows until done (the query layer's
 * polling: paused in the background, network failures retried), then its result. A poll that
 * still fails after its retries stops the polling and offers 重试.
 */
export function FlitProgress({ initial, platformName, onContinue }: { initial: FlitJob; platformName: string; onContinue: () => void }) {
  const finishedFirst = initial.status === 'DONE'
  const [pollMs, setPollMs] = useState<number | undefined>(finishedFirst ? undefined : FLIT_POLL_MS)
  const progress = useApiQuery(stockApi.shop.flitJob, { id: initial.id }, { signedIn: true, initialData: initial, pollMs, pullDown: false })
  const job = progress.data ?? initial
  const done = job.status === 'DONE'
  const failed = progress.failed && !done
  // Polling ends when the import is done or a poll failed; 重试 asks once and polls on.
  useEffect(() => setPollMs(done || failed ? undefined : FLIT_POLL_MS), [done, failed])

  // The imported listings are stock items now: the stock lists and figures, the platforms' counts
  // and their listings' imported marks are asked again.
  useEffect(() => {
    if (done) void invalidatePaths('/stock')
  }, [done])

  const percent = job.total ? Math.round((job.done / job.total) * 100) : 100

  return (
    <PageLayout title={done ? '搬家完成' : '正在搬家'}>
      <View className="flit__progress">
        {done ? (
          <View className="flit__result">
            <CheckNormal size={48} color={CSS_COLOR.success} />
            <View className="flit__result-title">搬家完成</View>
            <View className="flit__result-text">
              成功导入 {job.imported} 件，跳过 {job.skipped} 件（已导入）
            </View>
            {job.imported > 0 && <View className="flit__result-note">新商品已入库至「仓库A区」，可在库存列表中补充成本、配件等信息。</View>}
            <View className="flit__result-actions">
              <Button fill="outline" onClick={onContinue}>
                继续搬家
              </Button>
              <Button type="primary" onClick={() => navigate('pages/stock/inventory/stock/list/index')}>
                查看库存
              </Button>
            </View>
          </View>
        ) : (
          <View className="flit__running">
            <View className="flit__running-title">正在从{platformName}导入商品</View>
            <Progress percent={percent} showText strokeWidth="10" color={CSS_COLOR.accent} animated />
            <View className="flit__running-text">
              正在导入 {job.done}/{job.total}
            </View>
            {job.skipped > 0 && <View className="flit__result-note">{job.skipped} 件之前已导入，将自动跳过</View>}
            {failed && (
              <View className="flit__poll-failed">
                <View>获取导入进度失败，请检查网络</View>
                <Button size="small" type="primary" onClick={() => void progress.reload()}>
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
