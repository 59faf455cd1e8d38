import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useAuditMode } from '@/core/app/audit'
import { goBack, navigate, parseRouteUrl } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { useOnce } from '@/shared/hooks/use-once'
import { PageLayout } from '@/shared/ui/page-layout'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import type { PayOrder } from './api'
import { usePayOrder, type PayOrderScreen } from './clock'
import { OrderLines, PayWindow } from './order-summary'
import { METHOD_LABELS, payMethod, payOrder } from './pay'
import './cashier.less'

export const BAD_LINK = '订单不存在或链接有误'
export const STILL_PENDING = '暂未收到支付结果，请稍后再试'
export const PAY_CANCELLED = '已取消支付'
/** PageLayout's state: a broken link says so in the cashier's words. */
function layoutState(screen: PayOrderScreen) {
  return screen.payOrderNo ? screen.layout : { status: 'error' as const, error: BAD_LINK }
}

/** Continue where the order was made (its returnTo), or back. */
async function continueAfter(order: PayOrder): Promise<void> {
  const target = parseRouteUrl(order.returnTo)
  if (target) await navigate(target.path, { query: target.query, replace: true })
  else await goBack()
}

/** 查看支付结果 once the order is no longer pending. */
function resultAction(order: PayOrder, replace: boolean): BarAction[] {
  if (order.status === 'pending') return []
  return [{ key: 'result', text: '查看支付结果', onTap: () => void navigate('pages/order/cash/result/index', { query: { payOrderNo: order.payOrderNo }, replace }) }]
}

/** pages/order/pay: what is paid for, the window to pay in, and 去支付. */
export function OrderPayScreen() {
  const screen = usePayOrder()
  const { order, remainingMs } = screen
  const audit = useAuditMode()
  const payable = order?.status === 'pending' && remainingMs !== 0 && !audit
  const actions: BarAction[] = !order
    ? []
    : payable
      ? [
          {
            key: 'pay',
            text: `去支付 ${yuan(order.amountCents, { decimals: 2 })}`,
            kind: 'primary',
            onTap: () => void navigate('pages/order/cash/index', { query: { payOrderNo: order.payOrderNo } }),
          },
        ]
      : resultAction(order, false)
  return (
    <PageLayout {...layoutState(screen)} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {order && (
        <View className="cashier">
          <DetailCard className="cashier__card cashier__hero">
            <PayWindow order={order} remainingMs={remainingMs} />
          </DetailCard>
          <OrderLines order={order} />
          <DetailCard className="cashier__card">
            <InfoRow label="下单时间" value={formatDateTime(order.createdAt)} />
            {order.paidAt && <InfoRow label="支付时间" value={formatDateTime(order.paidAt)} />}
            {order.status === 'pending' && <Text className="cashier__muted">请在 {formatDateTime(order.expiresAt)} 前完成支付，超时订单将自动关闭</Text>}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}

/**
 * pages/order/cash: the amount from the server, the method the platform allows and the window.
 * One prepay per tap (a double tap sends one); a paid or closed order offers no pay button.
 */
export function CashScreen() {
  const screen = usePayOrder()
  const { order, remainingMs, sync } = screen
  const audit = useAuditMode()
  const method = payMethod()
  // Paid elsewhere or closed meanwhile (a state refusal): the server's words, then what it says now.
  const { busy, run } = useFlowAction({ invalidate: async () => void (await sync()) })
  const [cancelled, setCancelled] = useState(false)

  const pay = (current: PayOrder) =>
    void run(() => payOrder(current, method), {
      failed: '支付失败，请稍后重试',
      onFailure: () => setCancelled(true),
      after: async (outcome) => {
        if (outcome === 'cancelled') {
          setCancelled(true)
          void Taro.showToast({ title: PAY_CANCELLED, icon: 'none', duration: 2000 })
          return
        }
        if (outcome === 'done') await navigate('pages/order/cash/result/index', { query: { payOrderNo: current.payOrderNo }, replace: true, force: true })
        // 'left': the browser is on its way to the provider's page.
      },
    })

  const payable = order?.status === 'pending' && remainingMs !== 0 && !audit
  const actions: BarAction[] = !order
    ? []
    : payable
      ? [{ key: 'pay', text: cancelled ? '重新支付' : `确认支付 ${yuan(order.amountCents, { decimals: 2 })}`, kind: 'primary', loading: busy, onTap: () => pay(order) }]
      : resultAction(order, true)
  return (
    <PageLayout {...layoutState(screen)} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {order && (
        <View className="cashier">
          <DetailCard className="cashier__card cashier__hero">
            <Text className="cashier__subject">{order.subject}</Text>
            <Text className="cashier__amount">{yuan(order.amountCents, { decimals: 2 })}</Text>
            <PayWindow order={order} remainingMs={remainingMs} />
          </DetailCard>
          {/* A bill of several lines (a won lot's fees and deposit offset): each as the server sent it. */}
          {order.lines.length > 1 && <OrderLines order={order} showNo={false} />}
          {order.status === 'pending' && (
            <DetailCard title="支付方式" className="cashier__card">
              {audit ? (
                <Text className="cashier__muted">当前版本暂不支持支付</Text>
              ) : (
                <View className="cashier__method" role="radio" aria-checked="true">
                  <View>
                    <Text className="cashier__method-title">{METHOD_LABELS[method].title}</Text>
                    <Text className="cashier__method-note">{METHOD_LABELS[method].note}</Text>
                  </View>
                  <View className="cashier__tick" />
                </View>
              )}
            </DetailCard>
          )}
          <Text className="cashier__no cashier__no--page">订单号 {order.payOrderNo}</Text>
        </View>
      )}
    </PageLayout>
  )
}

/** pages/order/cash/result: the order's state as the server tells it, never the client's word. */
export function CashResultScreen() {
  const screen = usePayOrder()
  const { order, sync } = screen
  const { busy, once } = useOnce()

  const askAgain = () =>
    void once(async () => {
      const fresh = await sync()
      if (fresh?.status === 'pending') void Taro.showToast({ title: STILL_PENDING, icon: 'none', duration: 2000 })
    })

  const actions: BarAction[] = !order
    ? []
    : order.status === 'pending'
      ? [
          { key: 'repay', text: '重新支付', onTap: () => void navigate('pages/order/cash/index', { query: { payOrderNo: order.payOrderNo }, replace: true }) },
          { key: 'paid', text: '我已支付', kind: 'primary', loading: busy, onTap: askAgain },
        ]
      : [{ key: 'continue', text: order.status === 'paid' ? '完成' : '返回', kind: 'primary', onTap: () => void continueAfter(order) }]
  return (
    <PageLayout {...layoutState(screen)} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {order && (
        <View className="cashier__result" role="status">
          {order.status === 'paid' && (
            <>
              <View className="cashier__badge">✓</View>
              <Text className="cashier__result-title">支付成功</Text>
              <Text className="cashier__result-body">
                {order.subject} {yuan(order.amountCents, { decimals: 2 })}
                {order.paidAt ? `\n支付时间 ${formatDateTime(order.paidAt)}` : ''}
              </Text>
            </>
          )}
          {order.status === 'pending' && (
            <>
              <View className="cashier__badge cashier__badge--pending">…</View>
              <Text className="cashier__result-title">等待支付结果</Text>
              <Text className="cashier__result-body">
                {order.subject} {yuan(order.amountCents, { decimals: 2 })}
                {'\n'}如已完成支付，请点击“我已支付”刷新结果
              </Text>
              <PayWindow order={order} remainingMs={screen.remainingMs} />
            </>
          )}
          {(order.status === 'closed' || order.status === 'refunded') && (
            <>
              <View className="cashier__badge cashier__badge--closed">!</View>
              <Text className="cashier__result-title">{order.status === 'closed' ? '支付失败，订单已关闭' : '订单已退款'}</Text>
              <Text className="cashier__result-body">
                {order.status === 'closed' ? `${order.closeReason || '订单已关闭'}，如需继续请重新下单` : `${order.subject} ${yuan(order.amountCents, { decimals: 2 })} 已原路退回`}
              </Text>
            </>
          )}
        </View>
      )}
    </PageLayout>
  )
}
