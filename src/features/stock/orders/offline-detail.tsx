import { Text, View } from '@tarojs/components'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow, TextAction } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { OFFLINE_STATUS_TEXT, stockApi, type OfflineOrder } from '../api'
import { OFFLINE_BADGES } from '../shared/badges'
import { ItemCard, LabelledPrice } from '../shared/item-card'
import { marginText } from '../shared/profit'
import { callPhone, phoneText, STOCK_FLOW, StatusHead } from './shared/order-ui'
import { COST_HIDDEN_TEXT, useCostVisible } from '../shared/use-cost-visible'
import './offline.less'
import './offline-profit.less'

/** 成交价 − 成本 = 利润, with the margin: what the sale earned. */
function Profit({ order }: { order: OfflineOrder }) {
  const costVisible = useCostVisible()
  if (costVisible === false) return <View className="offline-profit offline-profit--unknown">{COST_HIDDEN_TEXT}</View>
  if (order.costCents === null || order.profitCents === null) return <View className="offline-profit offline-profit--unknown">有商品未填成本，无法计算利润</View>
  return (
    <View className="offline-profit">
      <View className="offline-profit__row">
        <Text>成交价</Text>
        <Text>{yuan(order.totalCents)}</Text>
      </View>
      <View className="offline-profit__row">
        <Text>成本</Text>
        <Text>−{yuan(order.costCents)}</Text>
      </View>
      <View className="offline-profit__row offline-profit__row--result">
        <Text>利润（毛利率 {marginText(order.profitCents, order.totalCents)}）</Text>
        <Text className={order.profitCents < 0 ? 'offline-profit__loss' : 'offline-profit__gain'}>{yuan(order.profitCents)}</Text>
      </View>
    </View>
  )
}

function Certificates({ order }: { order: OfflineOrder }) {
  const manage = () => navigate('pages/stock/order/offline/certificates/index', { query: { id: order.id } })
  return (
    <DetailCard title={`付款凭证（${order.certificates.length}张）`} extra={order.status === 'COMPLETED' ? <TextAction text="管理" onClick={manage} /> : undefined}>
      <View className="stock-order-photos">
        {order.certificates.map((url, index) => (
          <Photo
            key={`${url}-${index}`}
            className="stock-order-photos__photo"
            src={url}
            mode="aspectFill"
            aria-label={`付款凭证${index + 1}`}
            onClick={() => void previewPhotos(order.certificates, index)}
          />
        ))}
        {!order.certificates.length && <View className="offline-detail__empty">暂无凭证</View>}
      </View>
    </DetailCard>
  )
}

/** pages/stock/order/offline/detail?id=: one offline sale; cancel it, manage its certificates or ship it. */
export function OfflineDetail() {
  const { record: order, layout } = useRouteRecord(stockApi.orders.offlineOrder)
  const action = useFlowAction(STOCK_FLOW)

  const cancel = (sale: OfflineOrder) =>
    void action.run(() => callApi(stockApi.orders.offlineCancel, { id: sale.id }, { handleError: true }), {
      confirm: { title: '取消订单', content: '取消后订单作废，商品将回到库存。确定取消该订单吗？', danger: true },
      done: '订单已取消',
    })

  const actionsOf = (sale: OfflineOrder): BarAction[] => {
    if (sale.status !== 'COMPLETED') return []
    const soldIds = sale.lines.filter((line) => line.item.status === 'SOLD').map((line) => line.item.id)
    const actions: BarAction[] = [
      { key: 'cancel', text: '取消订单', kind: 'danger', onTap: () => cancel(sale), loading: action.busy },
      { key: 'certificates', text: '管理凭证', onTap: () => void navigate('pages/stock/order/offline/certificates/index', { query: { id: sale.id } }) },
    ]
    if (soldIds.length)
      actions.push({ key: 'ship', text: '发货', kind: 'primary', onTap: () => void navigate('pages/stock/order/delivery/detail/index', { query: { itemIds: soldIds.join(',') } }) })
    return actions
  }
  const actions = order ? actionsOf(order) : []
  const footer = actions.length ? <ActionBar busy={action.busy} actions={actions} /> : undefined

  return (
    <PageLayout {...layout} footer={footer}>
      {order && (
        <View className="offline-detail">
          <StatusHead
            badge={OFFLINE_BADGES[order.status]}
            description={order.status === 'COMPLETED' ? `合计 ${yuan(order.totalCents)} · ${order.paymentMethod}` : '订单已取消，商品已回到库存'}
          />
          <DetailCard title={`商品（${order.lines.length}件）`}>
            {order.lines.map((line) => (
              <ItemCard
                key={line.item.id}
                item={line.item}
                onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: line.item.id } })}
                figures={
                  <>
                    <LabelledPrice label="成交价" cents={line.priceCents} className="stock-price--peer" />
                    {line.costCents !== null && <LabelledPrice label="成本" cents={line.costCents} className="stock-price--cost" />}
                  </>
                }
              />
            ))}
            {!order.lines.length && <View className="offline-detail__empty">商品已被删除</View>}
            <View className="stock-order-total">
              合计 <Text className="stock-order-total__value">{yuan(order.totalCents)}</Text>
            </View>
            {order.status === 'COMPLETED' && order.lines.length > 0 && <Profit order={order} />}
          </DetailCard>
          <DetailCard title="买家与付款">
            <InfoRow label="买家" value={order.buyerName} />
            <InfoRow label="手机号" value={phoneText(order.buyerPhone)} onClick={() => callPhone(order.buyerPhone)} action="拨打" />
            <InfoRow label="付款方式" value={order.paymentMethod} />
            <InfoRow label="付款时间" value={formatDate(order.paidAt)} />
          </DetailCard>
          <Certificates order={order} />
          <DetailCard title="订单信息">
            <InfoRow label="订单号" value={order.orderNo} />
            <InfoRow label="状态" value={OFFLINE_STATUS_TEXT[order.status]} />
            <InfoRow label="开单时间" value={formatDate(order.createdAt)} />
            <InfoRow label="备注" value={order.note || '无'} />
            {order.lockId !== null && (
              <InfoRow label="来源锁单" value="查看锁单" onClick={() => navigate('pages/stock/order/lock/detail/index', { query: { id: order.lockId! } })} />
            )}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
