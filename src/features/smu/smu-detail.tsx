import { Text, View } from '@tarojs/components'
import { goBack, navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { invalidateCalls } from '@/shared/query'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { ResultPanel } from '@/shared/ui/result'
import { StatusBadge } from '@/shared/ui/status-badge'
import { Timeline } from '@/shared/ui/timeline'
import { SMU_STATUS_TEXT, smuApi, type SmuDetail as SmuDetailData } from './api'
import { canEdit, canWithdraw, feeCents, proceedsCents, resubmitStep } from './rules'
import { priceText, SMU_BADGES, SmuAuditGuard } from './shared'

/** Every list and count may have changed after an action on one consignment. */
export function changedSmu(): Promise<void> {
  return invalidateCalls(smuApi.list, smuApi.counts, smuApi.detail)
}

/** What the dealer may do with the consignment now, minor ones first. */
function useActions(item: SmuDetailData | undefined): { actions: BarAction[]; busy: boolean } {
  const { busy, run } = useFlowAction({ invalidate: changedSmu })
  if (!item) return { actions: [], busy }
  const editable = canEdit(item.status)
  const actions: BarAction[] = []
  if (canWithdraw(item.status)) {
    actions.push({
      key: 'withdraw',
      text: '撤回',
      onTap: () =>
        void run(() => callApi(smuApi.withdraw, { id: item.id }, { handleError: true }), {
          confirm: { title: '撤回拍品？', content: '撤回后本次寄拍结束，可重新发布', danger: true },
          done: '已撤回',
        }),
    })
  }
  if (item.status === 'draft') {
    actions.push({
      key: 'remove',
      text: '删除',
      kind: 'danger',
      onTap: () =>
        void run(() => callApi(smuApi.remove, { id: item.id }, { handleError: true }), {
          confirm: { title: '删除草稿？', content: '删除后无法恢复', danger: true },
          done: '已删除',
          after: () => void goBack(),
        }),
    })
  }
  if (editable) actions.push({ key: 'edit', text: '编辑', onTap: () => void navigate('pages/product/smu/form/index', { query: { id: item.id } }) })
  if (editable && item.status === 'rejected') {
    // The step the rejection names opens, its field first (photos rejected: the photos, not the prices).
    const field = item.rejectField
    actions.push({
      key: 'resubmit',
      text: '修改后重新提交',
      kind: 'primary',
      onTap: () =>
        void (resubmitStep(field) === 'price'
          ? navigate('pages/product/smu/setting-price/index', { query: { id: item.id } })
          : navigate('pages/product/smu/form/index', { query: field ? { id: item.id, focus: field } : { id: item.id } })),
    })
  } else if (editable) {
    actions.push({ key: 'price', text: '设置价格并提交', kind: 'primary', onTap: () => void navigate('pages/product/smu/setting-price/index', { query: { id: item.id } }) })
  }
  return { actions, busy }
}

function Body({ item, submitted }: { item: SmuDetailData; submitted: boolean }) {
  return (
    <View className="smu-detail">
      {submitted && item.status === 'in_review' && (
        <ResultPanel
          title="已提交审核"
          actions={[{ text: '查看我的拍品', primary: true, onClick: () => void navigate('pages/product/smu/list/index', { query: { status: 'in_review' }, replace: true }) }]}
        >
          平台将尽快审核，审核结果可在拍品详情查看
        </ResultPanel>
      )}
      <DetailCard title={<Text className="smu-detail__title">{item.title}</Text>} extra={<StatusBadge {...SMU_BADGES[item.status]} />}>
        {item.status === 'rejected' && item.rejectReason && <View className="smu-detail__reason">未通过原因：{item.rejectReason}</View>}
        {item.photos.length > 0 && (
          <View className="smu-photos">
            {item.photos.map((photo, index) => (
              <Photo key={photo + index} className="smu-photos__photo" src={photo} mode="aspectFill" onClick={() => void previewPhotos(item.photos, index)} />
            ))}
          </View>
        )}
        <InfoRow label="品牌" value={item.brandName} />
        <InfoRow label="来源" value={item.source === 'stock' ? `库存商品${item.stockCode ? ` ${item.stockCode}` : ''}` : '商品库'} />
        <InfoRow label="成色" value={item.grade || '未选择'} />
        <InfoRow label="配件" value={item.accessories.length ? item.accessories.join('、') : '无'} />
        {item.description && <InfoRow label="描述" value={item.description} />}
      </DetailCard>
      <DetailCard>
        <InfoRow label="起拍价" value={priceText(item.startPriceCents)} />
        <InfoRow label="保留价" value={priceText(item.reservePriceCents)} />
        {item.hammerPriceCents !== null ? (
          <>
            <InfoRow label="成交价" value={priceText(item.hammerPriceCents)} />
            <InfoRow label="成交服务费" value={priceText(feeCents(item.hammerPriceCents))} />
            <InfoRow label="到手金额" value={priceText(proceedsCents(item.hammerPriceCents))} />
          </>
        ) : (
          item.reservePriceCents !== null && <InfoRow label="按保留价成交预计到手" value={priceText(proceedsCents(item.reservePriceCents))} />
        )}
      </DetailCard>
      <DetailCard title="状态记录">
        <Timeline
          events={item.timeline.map((event) => ({
            title: SMU_STATUS_TEXT[event.status],
            at: event.at,
            note: event.note && event.status === 'rejected' ? `原因：${event.note}` : event.note,
            warn: event.status === 'rejected',
          }))}
        />
      </DetailCard>
    </View>
  )
}

function SmuDetailScreen() {
  const { params } = useCurrentRoute()
  const { record: item, layout } = useRouteRecord(smuApi.detail)
  const { actions, busy } = useActions(item)
  return (
    <PageLayout {...layout} footer={actions.length ? <ActionBar actions={actions} busy={busy} /> : undefined}>
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
