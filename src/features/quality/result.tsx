import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ParcelCard, ParcelSendForm } from '@/features/express'
import { allowedActions, cancelConfirm, toCashier, useFlowAction, useRouteId, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ListCard } from '@/shared/ui/list-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { StateView } from '@/shared/ui/state-view'
import { StatusBadge } from '@/shared/ui/status-badge'
import { Timeline } from '@/shared/ui/timeline'
import { qualityApi, type QualityDetail } from './api'
import { checkSupplement, METHOD_TEXT, VERDICT_TEXT } from './machine'
import { changedQuality, MissingNote, QUALITY_BADGES, QUALITY_FLOW, SlotPhotos, timelineOf, VerdictBadge } from './shared'

/** The centre's steps come by time: the page asks again while one is under way. */
export const underWay = (order: QualityDetail) => ['awaiting_payment', 'in_transit', 'accepted', 'inspecting', 'reviewing'].includes(order.status)

const time = (iso: string | null) => (iso ? formatDate(iso, 'MM-DD HH:mm') : '')

function Footer({ order }: { order: QualityDetail }) {
  const action = useFlowAction(QUALITY_FLOW)
  const query = { id: order.id }
  const actions = allowedActions(order.actions, [
    {
      when: 'cancel',
      key: 'cancel',
      text: '取消订单',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(qualityApi.cancel, query, { handleError: true }), {
          confirm: cancelConfirm('取消鉴定订单？', '尚未支付，取消后订单关闭。'),
          done: '已取消',
        }),
    },
    {
      when: 'mailIn',
      key: 'mailIn',
      text: '寄送鉴定',
      onTap: () =>
        void action.run(() => callApi(qualityApi.mailIn, query, { handleError: true }), {
          confirm: { title: '改为寄送实物鉴定？', content: '无需另付费用，寄出商品后由鉴定中心签收鉴定（签收后 48–72 小时出结果）。', confirmText: '改为寄送' },
          done: '已改为寄送鉴定',
        }),
    },
    {
      when: 'pay',
      key: 'pay',
      text: `去支付 ${yuan(order.priceCents)}`,
      kind: 'primary',
      loading: action.busy,
      onTap: () => void action.run(() => callApi(qualityApi.pay, query, { handleError: true }), { failed: '发起支付失败，请稍后重试', after: toCashier }),
    },
  ])
  if (order.reportNo) actions.push({ key: 'report', text: '查看报告', kind: 'primary', onTap: () => void navigate('pages/quality/report/index', { query }) })
  return actions.length ? <ActionBar actions={actions} busy={action.busy} /> : null
}

/** 补图: one picker per missing slot; sent, the same order is inspected again. */
function SupplementCard({ order }: { order: QualityDetail }) {
  const action = useFlowAction(QUALITY_FLOW)
  const [photos, setPhotos] = useState<Record<string, string>>({})
  const [error, setError] = useState('')
  const missing = order.result?.missing ?? []
  const submit = () => {
    const left = checkSupplement(
      missing.map((entry) => entry.slot),
      photos,
      order.item.category,
    )
    setError(left ?? '')
    if (left) return
    void action.run(() => callApi(qualityApi.supplement, { id: order.id, photos }, { handleError: true }), { done: '已补图，重新鉴定' })
  }
  return (
    <DetailCard title="补图">
      {missing.map((entry) => (
        <View key={entry.slot} className="quality-slot-field" aria-label={entry.label}>
          <Text className="quality-faint">{entry.label}</Text>
          <PhotoPicker
            value={photos[entry.slot] ? [photos[entry.slot]] : []}
            onChange={(urls) => {
              setError('')
              setPhotos((current) => {
                const next = { ...current }
                if (urls[0]) next[entry.slot] = urls[0]
                else delete next[entry.slot]
                return next
              })
            }}
            max={1}
            cover={false}
          />
        </View>
      ))}
      {error && <Text className="quality-error">{error}</Text>}
      <View className="quality-link" role="button" onClick={submit}>
        提交补图 ›
      </View>
    </DetailCard>
  )
}

export function ResultBody({ order }: { order: QualityDetail }) {
  const { turnaround } = order
  return (
    <View className="quality-page">
      <DetailCard title={<Text className="quality-title">{order.title}</Text>} extra={<StatusBadge {...QUALITY_BADGES[order.status]} />}>
        <InfoRow label="订单号">{order.no}</InfoRow>
        <InfoRow label="鉴定方式">{`${METHOD_TEXT[order.method]}鉴定`}</InfoRow>
        <InfoRow label="费用">{`${yuan(order.priceCents)}${order.paidAt ? '（已支付）' : ''}`}</InfoRow>
      </DetailCard>
      {order.result ? (
        <DetailCard title="鉴定结果" extra={<VerdictBadge verdict={order.result.verdict} />}>
          <InfoRow label="结论">{VERDICT_TEXT[order.result.verdict]}</InfoRow>
          {order.result.notes && <InfoRow label="说明">{order.result.notes}</InfoRow>}
          {order.result.verdict === 'inconclusive' && <MissingNote missing={order.result.missing} />}
          {order.reportNo && <InfoRow label="报告编号">{order.reportNo}</InfoRow>}
        </DetailCard>
      ) : (
        order.status !== 'cancelled' && (
          <DetailCard title="时效">
            <Text className="quality-faint">{turnaround.text}</Text>
            {turnaround.startAt ? (
              <>
                <InfoRow label="开始">{time(turnaround.startAt)}</InfoRow>
                <InfoRow label="承诺出结果">{`${time(turnaround.promisedAt)} 前`}</InfoRow>
              </>
            ) : (
              <Text className="quality-faint">{order.method === 'photo' ? '支付后开始计时' : '鉴定中心签收后开始计时'}</Text>
            )}
          </DetailCard>
        )
      )}
      {order.actions.includes('supplement') && <SupplementCard order={order} />}
      {order.actions.includes('send') && (
        <DetailCard title="寄送实物">
          <Note>请将商品连同配件寄往鉴定中心；签收后 48–72 小时出结果。</Note>
          <ParcelSendForm purpose={{ kind: 'quality', orderId: order.id }} refresh={changedQuality} onSent={() => void changedQuality()} />
        </DetailCard>
      )}
      {order.parcelId !== null && !order.actions.includes('send') && <ParcelCard parcelId={order.parcelId} />}
      <DetailCard title="鉴定照片">{order.photos.length ? <SlotPhotos photos={order.photos} /> : <Text className="quality-faint">实物鉴定，未上传照片</Text>}</DetailCard>
      <DetailCard title="状态记录">
        <Timeline events={timelineOf(order.timeline)} />
      </DetailCard>
    </View>
  )
}

function OrderList() {
  const list = useApiQuery(qualityApi.list, undefined, { signedIn: true })
  const orders = list.data?.list ?? []
  const footer = <ActionBar actions={[{ key: 'new', text: '提交质检', kind: 'primary', onTap: () => void navigate('pages/quality/form/index') }]} />
  return (
    <PageLayout footer={footer}>
      <View className="quality-page">
        {!list.data ? (
          <StateView status={list.status === 'ready' ? 'loading' : list.status} error={list.error} onRetry={() => void list.reload()} />
        ) : !orders.length ? (
          <StateView status="empty" emptyText="还没有鉴定订单，提交一件商品试试" />
        ) : (
          orders.map((order) => (
            <ListCard
              key={order.id}
              className="quality-card"
              cover={<Photo className="list-card__cover quality-cover" src={order.cover} mode="aspectFill" />}
              onClick={() => void navigate('pages/quality/result/index', { query: { id: order.id } })}
            >
              <Text className="list-card__title">{order.title}</Text>
              <StatusBadge {...QUALITY_BADGES[order.status]} />
              <Text className="quality-faint">{`${order.no} · ${METHOD_TEXT[order.method]}鉴定${order.verdict ? ` · ${VERDICT_TEXT[order.verdict]}` : ''}`}</Text>
            </ListCard>
          ))
        )}
      </View>
    </PageLayout>
  )
}

function OrderResult() {
  const { remote, layout } = useRouteRecord(qualityApi.detail, { watch: underWay })
  const order = remote.data
  return (
    <PageLayout {...layout} footer={order ? <Footer order={order} /> : undefined}>
      {order && <ResultBody order={order} />}
    </PageLayout>
  )
}

/** pages/quality/result?id=: one order (state, turnaround, verdict, next steps, timeline); without an id, the dealer's orders. */
export function QualityResult() {
  const id = useRouteId()
  return id === undefined ? <OrderList /> : <OrderResult />
}
