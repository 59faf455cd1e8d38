import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { formatRemaining } from './clock'
import type { PayOrder } from './api'
import './cashier.less'

/** 剩余支付时间 mm:ss on the server's clock, or what the order's state says instead. */
export function PayWindow({ order, remainingMs }: { order: PayOrder; remainingMs: number | null }) {
  if (order.status === 'paid') return <Text className="cashier__window cashier__window--done">该订单已支付</Text>
  if (order.status === 'refunded') return <Text className="cashier__window">该订单已退款</Text>
  if (order.status === 'closed') return <Text className="cashier__window cashier__window--closed">{order.closeReason || '订单已关闭'}</Text>
  if (order.transfer) return <Text className="cashier__window">转账凭证已提交，待平台确认</Text>
  if (remainingMs === 0) return <Text className="cashier__window cashier__window--closed">支付时间已到，正在确认订单状态…</Text>
  return (
    <View className="cashier__window" role="timer" aria-live="off">
      剩余支付时间 <Text className="cashier__clock">{formatRemaining(remainingMs ?? 0)}</Text>
    </View>
  )
}

/** What is paid for: the subject, each line (with how the server priced it) and the total. */
export function OrderLines({ order, showNo = true }: { order: PayOrder; showNo?: boolean }) {
  return (
    <DetailCard title={order.subject} className="cashier__card">
      {order.lines.map((line, index) => (
        <View key={`${line.label}-${index}`}>
          <InfoRow kind="amount" label={line.label} value={yuan(line.amountCents)} />
          {line.note && <Text className="cashier__line-note">{line.note}</Text>}
        </View>
      ))}
      <InfoRow kind="total" label="合计" value={<Text className="cashier__total">{yuan(order.amountCents)}</Text>} />
      {showNo && <Text className="cashier__no">订单号 {order.payOrderNo}</Text>}
    </DetailCard>
  )
}
