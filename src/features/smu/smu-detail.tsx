import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { goBack, navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidateCalls, useApiQuery } from '@/shared/query'
import { toastFailure } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { ResultPanel } from '@/shared/ui/result'
import { Timeline } from '@/shared/ui/timeline'
import { SMU_STATUS_TEXT, smuApi, type SmuDetail as SmuDetailData } from './api'
import { canEdit, canWithdraw, feeCents, proceedsCents } from './rules'
import { priceText, Row, SmuAuditGuard, StatusBadge } from './shared'

/** Every list and count may have changed after an action on one consignment. */
export function changedSmu(): Promise<void> {
  return invalidateCalls(smuApi.list, smuApi.counts, smuApi.detail)
}

function SmuTimeline({ item }: { item: SmuDetailData }) {
  return (
    <View className='smu-card-box'>
      <View className='smu-card-box__title'>状态记录</View>
      <Timeline
        events={item.timeline.map((event) => ({
          title: SMU_STATUS_TEXT[event.status],
          at: event.at,
          note: event.note && event.status === 'rejected' ? `原因：${event.note}` : event.note,
          warn: event.status === 'rejected',
        }))}
      />
    </View>
  )
}

function Actions({ item }: { item: SmuDetailData }) {
  const { busy, once } = useOnce()
  const run = (title: string, content: string, action: () => Promise<unknown>, done: string, after?: () => void) =>
    once(async () => {
      const { confirm } = await Taro.showModal({ title, content, confirmText: '确定', cancelText: '取消' })
      if (!confirm) return
      try {
        await action()
        await changedSmu()
        void Taro.showToast({ title: done, icon: 'success', duration: 2000 })
        after?.()
      } catch (error) {
        toastFailure(error, '操作失败，请稍后重试')
      }
    })
  const editable = canEdit(item.status)
  const withdrawable = canWithdraw(item.status)
  return (
    <View className='smu-actions'>
      {withdrawable && (
        <Button
          className='smu-actions__minor'
          disabled={busy}
          onClick={() => void run('撤回拍品？', '撤回后本次寄拍结束，可重新发布', () => callApi(smuApi.withdraw, { id: item.id }, { handleError: true }), '已撤回')}
        >
          撤回
        </Button>
      )}
      {item.status === 'draft' && (
        <Button
          className='smu-actions__minor'
          disabled={busy}
          onClick={() => void run('删除草稿？', '删除后无法恢复', () => callApi(smuApi.remove, { id: item.id }, { handleError: true }), '已删除', () => void goBack())}
        >
          删除
        </Button>
      )}
      {editable && (
        <Button className='smu-actions__minor' disabled={busy} onClick={() => void navigate('pages/product/smu/form/index', { query: { id: item.id } })}>
          编辑
        </Button>
      )}
      {editable && (
        <Button type='primary' className='smu-actions__main' disabled={busy} onClick={() => void navigate('pages/product/smu/setting-price/index', { query: { id: item.id } })}>
          {item.status === 'rejected' ? '修改后重新提交' : '设置价格并提交'}
        </Button>
      )}
    </View>
  )
}

function Body({ item, submitted }: { item: SmuDetailData; submitted: boolean }) {
  return (
    <View className='smu-detail'>
      {submitted && item.status === 'in_review' && (
        <ResultPanel
          title='已提交审核'
          actions={[{ text: '查看我的拍品', primary: true, onClick: () => void navigate('pages/product/smu/list/index', { query: { status: 'in_review' }, replace: true }) }]}
        >
          平台将尽快审核，审核结果可在拍品详情查看
        </ResultPanel>
      )}
      <View className='smu-card-box'>
        <View className='smu-detail__head'>
          <Text className='smu-detail__title'>{item.title}</Text>
          <StatusBadge status={item.status} />
        </View>
        {item.status === 'rejected' && item.rejectReason && <View className='smu-detail__reason'>未通过原因：{item.rejectReason}</View>}
        {item.photos.length > 0 && (
          <View className='smu-photos'>
            {item.photos.map((photo, index) => (
              <Photo key={photo + index} className='smu-photos__photo' src={photo} mode='aspectFill' onClick={() => void previewPhotos(item.photos, index)} />
            ))}
          </View>
        )}
        <Row label='品牌'>{item.brandName}</Row>
        <Row label='来源'>{item.source === 'stock' ? `库存商品${item.stockCode ? ` ${item.stockCode}` : ''}` : '商品库'}</Row>
        <Row label='成色'>{item.grade || '未选择'}</Row>
        <Row label='配件'>{item.accessories.length ? item.accessories.join('、') : '无'}</Row>
        {item.description && <Row label='描述'>{item.description}</Row>}
      </View>
      <View className='smu-card-box'>
        <Row label='起拍价'>{priceText(item.startPriceCents)}</Row>
        <Row label='保留价'>{priceText(item.reservePriceCents)}</Row>
        {item.hammerPriceCents !== null ? (
          <>
            <Row label='成交价'>{priceText(item.hammerPriceCents)}</Row>
            <Row label='成交服务费'>{priceText(feeCents(item.hammerPriceCents))}</Row>
            <Row label='到手金额'>{priceText(proceedsCents(item.hammerPriceCents))}</Row>
          </>
        ) : (
          item.reservePriceCents !== null && <Row label='按保留价成交预计到手'>{priceText(proceedsCents(item.reservePriceCents))}</Row>
        )}
      </View>
      <SmuTimeline item={item} />
    </View>
  )
}

function SmuDetailScreen() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const remote = useApiQuery(smuApi.detail, { id }, { signedIn: true })
  const item = remote.data
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={item && (canEdit(item.status) || canWithdraw(item.status)) ? <Actions item={item} /> : undefined}>
      {item && <Body item={item} submitted={params.submitted === '1'} />}
    </PageLayout>
  )
}

/** pages/product/smu/detail?id=: one consignment, its prices and status timeline, and what can be done now. */
export function SmuDetail() {
  return (
    <SmuAuditGuard>
      <SmuDetailScreen />
    </SmuAuditGuard>
  )
}
