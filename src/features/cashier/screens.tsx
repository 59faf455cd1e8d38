import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useAuditMode } from '@/core/app/audit'
import { serverNow } from '@/core/clock'
import { callApi } from '@/core/request'
import { goBack, navigate, parseRouteUrl } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidateCalls, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow, TextAction } from '@/shared/ui/detail-card'
import { cashierApi, type PayMethod, type PayOrder } from './api'
import { usePayOrder, type PayOrderScreen } from './clock'
import { COUPON_REFUSALS, couponApi } from '@/features/coupon/api'
import { chosenCoupon, CouponRow, type CouponPick } from './coupons'
import { MethodList, TransferCard, TransferWaiting } from './methods'
import { OrderLines, PayWindow } from './order-summary'
import { payOrder, payPlatform } from './pay'
import './cashier.less'

export const BAD_LINK = '订单不存在或链接有误'
/** 我已支付 found the order still unpaid. */
export const STILL_PENDING = '未查到支付，请稍后再试'
/** 我已支付 could not reach the server. */
export const CHECK_FAILED = '查询失败，请检查网络后重试'
export const PAY_CANCELLED = '已取消支付'
export const PAY_UNFINISHED = '支付未完成'
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
            text: `去支付 ${yuan(order.amountCents)}`,
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

/** Opens the result page of an order in the cashier's place. */
const toResult = (payOrderNo: string) => navigate('pages/order/cash/result/index', { query: { payOrderNo }, replace: true, force: true })

/**
 * pages/order/cash: the amount from the server, the methods the server offers for this platform
 * and amount (the platform's own, 账户余额, 对公转账 from ¥50,000) and the window. One prepay per
 * tap (a double tap sends one); a paid or closed order offers no pay button; a cancelled or
 * failed payment says 支付未完成 and offers 重新支付.
 */
export function CashScreen() {
  const screen = usePayOrder()
  const { order, remainingMs, sync } = screen
  const audit = useAuditMode()
  const open = order?.status === 'pending' && !order.transfer
  const methods = useApiQuery(cashierApi.methods, { payOrderNo: screen.payOrderNo ?? '', platform: payPlatform() }, { signedIn: true, enabled: open && !audit })
  const options = methods.data?.methods ?? []
  const [picked, setPicked] = useState<PayMethod>()
  const method = (options.find((option) => option.available && option.method === picked) ?? options.find((option) => option.available))?.method
  const [receipts, setReceipts] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const [unfinished, setUnfinished] = useState(false)
  // The server's answer per held coupon for this order; the best applies until the dealer chooses.
  const coupons = useApiQuery(couponApi.forOrder, { payOrderNo: screen.payOrderNo ?? '' }, { signedIn: true, enabled: open && !audit })
  const [couponPick, setCouponPick] = useState<CouponPick>()
  const coupon = chosenCoupon(coupons.data, couponPick)
  // What the dealer will pay: with the coupon in use, else the order's amount before any coupon.
  const payable = coupon?.payableCents ?? coupons.data?.baseAmountCents ?? order?.amountCents ?? 0
  // Paid elsewhere or closed meanwhile (a state refusal): the server's words, then what it says now.
  // A coupon that lapsed (40970): the server took it off and says the new amount; no other coupon
  // is put in its place (never a silent swap): the dealer chooses again or pays without.
  const { busy, run } = useFlowAction({
    invalidate: async () => {
      await sync()
      await invalidateCalls(cashierApi.methods, couponApi.forOrder)
    },
    refusals: (error) => {
      if (error.code === COUPON_REFUSALS.notApplicable) setCouponPick(null)
      return [409, 410, COUPON_REFUSALS.notApplicable].includes(error.code)
    },
    refusalTitle: '订单金额已变化',
  })

  // Coupons answered: the one in use or explicitly none; not answered: the order's own.
  const chosenCouponId = () => (coupons.data ? (coupon?.couponId ?? null) : undefined)
  const pay = (current: PayOrder, chosen: PayMethod) => {
    if (chosen === 'transfer') {
      void run(() => callApi(cashierApi.transfer, { payOrderNo: current.payOrderNo, receiptUrls: receipts, couponId: chosenCouponId() }, { handleError: true }), {
        failed: '提交失败，请稍后重试',
        after: () => toResult(current.payOrderNo),
      })
      return
    }
    const balance = methods.data?.balanceCents ?? 0
    void run(() => payOrder(current, chosen, chosenCouponId()), {
      confirm:
        chosen === 'balance'
          ? {
              title: '使用余额支付',
              content: `从账户余额支付 ${yuan(payable)}，支付后余额 ${yuan(balance - payable)}`,
              confirmText: '确认支付',
            }
          : undefined,
      failed: '支付失败，请稍后重试',
      onFailure: () => setUnfinished(true),
      after: async (outcome) => {
        if (outcome === 'cancelled') {
          setUnfinished(true)
          void Taro.showToast({ title: PAY_CANCELLED, icon: 'none', duration: 2000 })
          return
        }
        if (outcome === 'done') await toResult(current.payOrderNo)
        // 'left': the browser is on its way to the provider's page.
      },
    })
  }

  // Cancelled, the order closes and a coupon it held goes back to the wallet.
  const cancel = () =>
    void run(() => callApi(cashierApi.cancel, { payOrderNo: screen.payOrderNo ?? '' }, { handleError: true }), {
      confirm: { title: '取消订单', content: '取消后订单关闭，使用的优惠券将退回券包', confirmText: '取消订单', cancelText: '再想想', danger: true },
      done: '订单已取消',
      after: () => toResult(screen.payOrderNo ?? ''),
    })
  const billLines = order && open && order.couponId ? order.lines.slice(0, -1) : (order?.lines ?? [])
  const canPay = open && remainingMs !== 0 && !audit
  const actions: BarAction[] = !order
    ? []
    : canPay && method === 'transfer'
      ? [{ key: 'transfer', text: '提交转账凭证', kind: 'primary', disabled: receipts.length === 0 || uploading, loading: busy, onTap: () => pay(order, 'transfer') }]
      : canPay && method
        ? [{ key: 'pay', text: unfinished ? '重新支付' : `确认支付 ${yuan(payable)}`, kind: 'primary', loading: busy, onTap: () => pay(order, method) }]
        : order.status === 'pending' && order.transfer
          ? [{ key: 'result', text: '查看支付结果', onTap: () => void toResult(order.payOrderNo) }]
          : resultAction(order, true)
  return (
    <PageLayout {...layoutState(screen)} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {order && (
        <View className="cashier">
          <DetailCard className="cashier__card cashier__hero">
            <Text className="cashier__subject">{order.subject}</Text>
            <Text className="cashier__amount">{yuan(open ? payable : order.amountCents)}</Text>
            {open && coupon && <Text className="cashier__muted">已优惠 {yuan(coupon.savingCents)}</Text>}
            <PayWindow order={order} remainingMs={remainingMs} />
            {unfinished && open && (
              <View className="cashier__unfinished" role="status">
                {PAY_UNFINISHED}，可重新支付或更换支付方式
              </View>
            )}
          </DetailCard>
          {/* A bill of several lines (a won lot's fees and deposit offset): each as the server sent it. */}
          {/* While unpaid the coupon is the one chosen below, so its line (the last) is left out here. */}
          {(billLines.length > 1 || billLines.some((line) => line.note)) && (
            <OrderLines order={open && order.couponId ? { ...order, lines: billLines, amountCents: coupons.data?.baseAmountCents ?? order.amountCents } : order} showNo={false} />
          )}
          {order.status === 'pending' && order.transfer && <TransferWaiting order={order} />}
          {open && !audit && coupons.data?.couponable && (
            <DetailCard className="cashier__card">
              <CouponRow answer={coupons.data} pick={couponPick} onPick={setCouponPick} />
            </DetailCard>
          )}
          {open && (
            <DetailCard title="支付方式" className="cashier__card">
              {audit ? (
                <Text className="cashier__muted">当前版本暂不支持支付</Text>
              ) : methods.status === 'error' ? (
                <View className="cashier__method">
                  <Text className="cashier__muted">{methods.error || '支付方式加载失败'}</Text>
                  <TextAction text="重试" onClick={() => void methods.reload()} />
                </View>
              ) : !methods.data ? (
                <Text className="cashier__muted">加载中…</Text>
              ) : (
                <MethodList options={options} chosen={method} onChoose={setPicked} />
              )}
            </DetailCard>
          )}
          {open && !audit && method === 'transfer' && methods.data?.bankAccount && (
            <TransferCard amountCents={payable} account={methods.data.bankAccount} receipts={receipts} onReceipts={setReceipts} onUploading={setUploading} />
          )}
          <Text className="cashier__no cashier__no--page">订单号 {order.payOrderNo}</Text>
          {open && !audit && (
            <View className="cashier__cancel">
              <TextAction text="取消订单" onClick={cancel} />
            </View>
          )}
        </View>
      )}
    </PageLayout>
  )
}

/** What 我已支付 found, said on the page (and toasted): the time asked and the answer. */
interface Finding {
  at: string
  text: string
}

/**
 * pages/order/cash/result: the order's state as the server tells it, never the client's word.
 * Pending after a payment (cancelled, failed, or not yet notified): 支付未完成 with 重新支付 as
 * the main action; 我已支付 asks the server again and says what it found.
 */
export function CashResultScreen() {
  const screen = usePayOrder()
  const { order, sync } = screen
  const { busy, once } = useOnce()
  const [finding, setFinding] = useState<Finding | null>(null)

  const askAgain = () =>
    void once(async () => {
      const fresh = await sync()
      const text = !fresh
        ? CHECK_FAILED
        : fresh.status === 'paid'
          ? '已查到支付，支付成功'
          : fresh.status === 'pending'
            ? fresh.transfer
              ? '平台尚未确认到账，请稍后再试'
              : STILL_PENDING
            : '订单已关闭，未完成支付'
      setFinding({ at: formatDateTime(new Date(serverNow()).toISOString()), text })
      void Taro.showToast({ title: text, icon: 'none', duration: 2000 })
    })

  const repay = (current: PayOrder) => void navigate('pages/order/cash/index', { query: { payOrderNo: current.payOrderNo }, replace: true })
  const actions: BarAction[] = !order
    ? []
    : order.status === 'pending' && order.transfer
      ? [
          { key: 'back', text: '返回', onTap: () => void continueAfter(order) },
          { key: 'check', text: '刷新状态', kind: 'primary', loading: busy, onTap: askAgain },
        ]
      : order.status === 'pending'
        ? [
            { key: 'paid', text: '我已支付', loading: busy, onTap: askAgain },
            { key: 'repay', text: '重新支付', kind: 'primary', onTap: () => repay(order) },
          ]
        : [{ key: 'continue', text: order.status === 'paid' ? '完成' : '返回', kind: 'primary', onTap: () => void continueAfter(order) }]
  const amount = order ? `${order.subject} ${yuan(order.amountCents)}` : ''
  return (
    <PageLayout {...layoutState(screen)} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {order && (
        <View className="cashier__result" role="status">
          {order.status === 'paid' && (
            <>
              <View className="cashier__badge">✓</View>
              <Text className="cashier__result-title">支付成功</Text>
              <Text className="cashier__result-body">
                {amount}
                {order.paidAt ? `\n支付时间 ${formatDateTime(order.paidAt)}` : ''}
              </Text>
            </>
          )}
          {order.status === 'pending' && order.transfer && (
            <>
              <View className="cashier__badge cashier__badge--pending">…</View>
              <Text className="cashier__result-title">待平台确认</Text>
              <Text className="cashier__result-body">
                {amount}
                {`\n转账凭证已于 ${formatDateTime(order.transfer.submittedAt)} 提交，平台核实到账后自动完成支付（通常1个工作日内）`}
              </Text>
            </>
          )}
          {order.status === 'pending' && !order.transfer && (
            <>
              <View className="cashier__badge cashier__badge--closed">!</View>
              <Text className="cashier__result-title">{PAY_UNFINISHED}</Text>
              <Text className="cashier__result-body">
                {amount}
                {'\n'}未收到支付结果，可重新支付；如已在支付页面完成付款，请点“我已支付”查询
              </Text>
              <PayWindow order={order} remainingMs={screen.remainingMs} />
            </>
          )}
          {(order.status === 'closed' || order.status === 'refunded') && (
            <>
              <View className="cashier__badge cashier__badge--closed">!</View>
              <Text className="cashier__result-title">{order.status === 'closed' ? '支付失败，订单已关闭' : '订单已退款'}</Text>
              <Text className="cashier__result-body">{order.status === 'closed' ? `${order.closeReason || '订单已关闭'}，如需继续请重新下单` : `${amount} 已原路退回`}</Text>
            </>
          )}
          {finding && order.status === 'pending' && (
            <Text className="cashier__finding">
              {finding.at} 查询：{finding.text}
            </Text>
          )}
        </View>
      )}
    </PageLayout>
  )
}
