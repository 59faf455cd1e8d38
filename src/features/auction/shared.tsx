import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { formatDateTime } from '@/shared/format/time'
import { AuditGuard } from '@/shared/ui/audit-guard'
import { Countdown } from '@/shared/ui/countdown'
import { StatusBadge } from '@/shared/ui/status-badge'
import type { LotSummary } from './api'
import './auction.less'

/**
 * The auction pages under WeChat's review (audit mode, spec section 4): nothing offers bidding;
 * the page says it is not available instead.
 */
export function AuctionAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title="暂不支持竞拍" description="当前版本暂未开放拍卖，可先浏览商品库">
      {children}
    </AuditGuard>
  )
}

export function Tags({ extendable, membersOnly }: { extendable: boolean; membersOnly?: boolean }) {
  if (!extendable && !membersOnly) return null
  return (
    <View className="auction-tags">
      {extendable && <StatusBadge text="延时拍" tone="info" />}
      {membersOnly && <StatusBadge text="会员专场" tone="active" />}
    </View>
  )
}

/** A lot's time: 距开拍 / 距结拍 (结拍中… at zero), or how it ended. */
export function LotTime({ lot }: { lot: Pick<LotSummary, 'status' | 'startAt' | 'endAt'> }) {
  if (lot.status === 'upcoming') return <Countdown until={lot.startAt} prefix="距开拍" dueText="即将开拍…" className="auction-countdown" />
  if (lot.status === 'live') return <Countdown until={lot.endAt} prefix="距结拍" dueText="结拍中…" className="auction-countdown" />
  return (
    <Text className="auction-countdown auction-countdown--over">
      {lot.status === 'sold' ? '已成交' : '流拍'} · {formatDateTime(lot.endAt)}
    </Text>
  )
}
