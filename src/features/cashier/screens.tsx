import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useAuditMode } from '@/core/app/audit'
import { goBack, navigate, parseRouteUrl } from '@/core/navigation'
import { ApiError } from '@/core/request/errors'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useOnce } from '@/shared/hooks/use-once'
import { PageLayout } from '@/shared/ui/page-layout'
import { toastFailure } from '@/shared/ui/failure-toast'
import type { PayOrder } from './api'
import { usePayOrder, type PayOrderScreen } from './clock'
import { OrderLines, PayWindow } from './order-summary'
import { METHOD_LABELS, payMethod, payOrder } from './pay'
import './cashier.less'

export const BAD_LINK = '订单不存在或链接有误'
export const STILL_PENDING = '暂未收到支付结果，请稍后再试'
export const PAY_CANCELLED = '已取消支付'
/** Refusals that mean the order changed under the page: it asks the server again. */
const STATE_REFUSALS = new Set([409, 410])

function usePayOrderScreen(): PayOrderScreen & { payOrderNo: string } {
  const { params } = useCurrentRoute()
  const payOrderNo = params.payOrderNo ?? ''
  return { ...usePayOrder(payOrderNo), payOrderNo }
}

function layoutState(screen: PayOrderScreen) {
  if (!screen.valid) return { status: 'error' as const, error: BAD_LINK }
  return { status: screen.remote.status, error: screen.remote.error, onRetry: screen.remote.reload }
}

/** Continue where the order was made (its returnTo), or back. */
async function continueAfter(order: PayOrder): Promise<void> {
  const target = parseRouteUrl(order.returnTo)
  if (target) await navigate(target.path, { query: target.query, replace: true })
  else await goBack()
}

function FooterButton({ text, onClick, loading = false, primary = true }: { text: string; onClick: () => void; loading?: boolean; primary?: boolean }) {
  return (
    <Button type={primary ? 'primary' : 'default'} block loading={loading} onClick={onClick}>
      {text}
    </Button>
  )
}

/** pages/order/pay: what is paid for, the window to pay in, and 去支付. */
export function OrderPayScreen() {
  const screen = usePayOrderScreen()
  const { order, remainingMs } = screen
  const audit = useAuditMode()
  const payable = order?.status === 'pending' && remainingMs !== 0 && !audit
  const footer = order && (
    <View className='cashier__footer'>
      {payable && <FooterButton text={`去支付 ${yuan(order.amountCents, { decimals: 2 })}`} onClick={() => void navigate('pages/order/cash/index', { query: { payOrderNo: order.payOrderNo } })} />}
      {order.status !== 'pending' && <FooterButton text='查看支付结果' primary={false} onClick={() => void navigate('pages/order/cash/result/index', { query: { payOrderNo: order.payOrderNo } })} />}
    </View>
  )
  return (
    <PageLayout {...layoutState(screen)} footer={footer}>
      {order && (
        <View className='cashier'>
          <View className='cashier__card cashier__hero'>
            <PayWindow order={order} remainingMs={remainingMs} />
          </View>
          <OrderLines order={order} />
          <View className='cashier__card'>
            <Text className='cashier__muted'>下单时间 {formatDateTime(order.createdAt)}</Text>
            {order.status === 'pending' && <Text className='cashier__muted'>请在 {formatDateTime(order.expiresAt)} 前完成支付，超时订单将自动关闭</Text>}
            {order.paidAt && <Text className='cashier__muted'>支付时间 {formatDateTime(order.paidAt)}</Text>}
          </View>
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
  const screen = usePayOrderScreen()
  const { order, remainingMs, sync } = screen
  const audit = useAuditMode()
  const method = payMethod()
  const { busy, once } = useOnce()
  const [cancelled, setCancelled] = useState(false)

  const pay = (current: PayOrder) =>
    void once(async () => {
      try {
        const outcome = await payOrder(current, method)
        if (outcome === 'cancelled') {
          setCancelled(true)
          void Taro.showToast({ title: PAY_CANCELLED, icon: 'none', duration: 2000 })
          return
        }
        if (outcome === 'done') await navigate('pages/order/cash/result/index', { query: { payOrderNo: current.payOrderNo }, replace: true, force: true })
        // 'left': the browser is on its way to the provider's page.
      } catch (error) {
        toastFailure(error, '支付失败，请稍后重试')
        setCancelled(true)
        // Paid elsewhere or closed meanwhile: show what the server says now.
        if (error instanceof ApiError && STATE_REFUSALS.has(error.code)) await sync()
      }
    })

  const payable = order?.status === 'pending' && remainingMs !== 0 && !audit
  const footer = order && (
    <View className='cashier__footer'>
      {payable && <FooterButton text={cancelled ? '重新支付' : `确认支付 ${yuan(order.amountCents, { decimals: 2 })}`} loading={busy} onClick={() => pay(order)} />}
      {order.status !== 'pending' && <FooterButton text='查看支付结果' primary={false} onClick={() => void navigate('pages/order/cash/result/index', { query: { payOrderNo: order.payOrderNo }, replace: true })} />}
    </View>
  )
  return (
    <PageLayout {...layoutState(screen)} footer={footer}>
      {order && (
        <View className='cashier'>
          <View className='cashier__card cashier__hero'>
            <Text className='cashier__subject'>{order.subject}</Text>
            <Text className='cashier__amount'>{yuan(order.amountCents, { decimals: 2 })}</Text>
            <PayWindow order={order} remainingMs={remainingMs} />
          </View>
          {order.status === 'pending' && (
            <View className='cashier__card'>
              <Text className='cashier__section'>支付方式</Text>
              {audit ? (
                <Text className='cashier__muted'>当前版本暂不支持支付</Text>
              ) : (
                <View className='cashier__method' role='radio' aria-checked='true'>
                  <View>
                    <Text className='cashier__method-title'>{METHOD_LABELS[method].title}</Text>
                    <Text className='cashier__method-note'>{METHOD_LABELS[method].note}</Text>
                  </View>
                  <View className='cashier__tick' />
                </View>
              )}
            </View>
          )}
          <Text className='cashier__no'>订单号 {order.payOrderNo}</Text>
        </View>
      )}
    </PageLayout>
  )
}

/** pages/order/cash/result: the order's state as the server tells it, never the client's word. */
export function CashResultScreen() {
  const screen = usePayOrderScreen()
  const { order, sync } = screen
  const { busy, once } = useOnce()

  const askAgain = () =>
    void once(async () => {
      const fresh = await sync()
      if (fresh?.status === 'pending') void Taro.showToast({ title: STILL_PENDING, icon: 'none', duration: 2000 })
    })

  return (
    <PageLayout {...layoutState(screen)}>
      {order && (
        <View className='cashier__result' role='status'>
          {order.status === 'paid' && (
            <>
              <View className='cashier__badge'>✓</View>
              <Text className='cashier__result-title'>支付成功</Text>
              <Text className='cashier__result-body'>
                {order.subject} {yuan(order.amountCents, { decimals: 2 })}
                {order.paidAt ? `\n支付时间 ${formatDateTime(order.paidAt)}` : ''}
              </Text>
              <View className='cashier__actions'>
                <FooterButton text='完成' onClick={() => void continueAfter(order)} />
              </View>
            </>
          )}
          {order.status === 'pending' && (
            <>
              <View className='cashier__badge cashier__badge--pending'>…</View>
              <Text className='cashier__result-title'>等待支付结果</Text>
              <Text className='cashier__result-body'>
                {order.subject} {yuan(order.amountCents, { decimals: 2 })}
                {'\n'}如已完成支付，请点击“我已支付”刷新结果
              </Text>
              <PayWindow order={order} remainingMs={screen.remainingMs} />
              <View className='cashier__actions'>
                <FooterButton text='我已支付' loading={busy} onClick={askAgain} />
                <FooterButton text='重新支付' primary={false} onClick={() => void navigate('pages/order/cash/index', { query: { payOrderNo: order.payOrderNo }, replace: true })} />
              </View>
            </>
          )}
          {(order.status === 'closed' || order.status === 'refunded') && (
            <>
              <View className='cashier__badge cashier__badge--closed'>!</View>
              <Text className='cashier__result-title'>{order.status === 'closed' ? '支付失败，订单已关闭' : '订单已退款'}</Text>
              <Text className='cashier__result-body'>
                {order.status === 'closed' ? `${order.closeReason || '订单已关闭'}，如需继续请重新下单` : `${order.subject} ${yuan(order.amountCents, { decimals: 2 })} 已原路退回`}
              </Text>
              <View className='cashier__actions'>
                <FooterButton text='返回' onClick={() => void continueAfter(order)} />
              </View>
            </>
          )}
        </View>
      )}
    </PageLayout>
  )
}
