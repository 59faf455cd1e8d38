import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Settlement } from '../api'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import './parts.less'

export interface SettlementCardProps {
  settlement: Settlement
  /** The payout as the page's headline (a settled order's detail). */
  prominent?: boolean
}

/** The payout of a settled order: price, fee, the amount paid and where to. */
export function SettlementCard({ settlement, prominent = false }: SettlementCardProps) {
  return (
    <DetailCard title="结算信息" className="recycle-settlement-card">
      {prominent && (
        <View className="recycle-payout">
          <Text className="recycle-payout__label">到账金额</Text>
          <Text className="recycle-payout__amount">{yuan(settlement.payoutCents)}</Text>
          <Text className="recycle-payout__note">
            已打款至 {settlement.accountText}，{settlement.arrivalText}
          </Text>
        </View>
      )}
      <InfoRow label="成交价">{yuan(settlement.finalPriceCents)}</InfoRow>
      <InfoRow label="服务费">-{yuan(settlement.feeCents)}</InfoRow>
      <InfoRow label="到账金额">
        <Text className="recycle-money">{yuan(settlement.payoutCents)}</Text>
      </InfoRow>
      <InfoRow label="到账账户">{settlement.accountText}</InfoRow>
      <InfoRow label="打款时间">{formatDate(settlement.paidAt)}</InfoRow>
      <InfoRow label="到账情况">{settlement.arrivalText}</InfoRow>
    </DetailCard>
  )
}
