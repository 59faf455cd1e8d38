import { useState } from 'react'
import { View } from '@tarojs/components'
import { useAuditMode } from '@/core/app/audit'
import type { LotDetail } from '../api'
import { yuan } from '@/shared/format/money'
import { useFlowAction } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { depositDue, payDepositFrom } from '../deposit-banner'
import { CustomBidSheet } from './custom-bid-sheet'
import { BID_PENDING_NOTE, useBid } from './use-bid'
import './bidding.less'

export interface BidBarProps {
  lot: LotDetail
  /** A fresher lot from a bid's reply or refusal (give it useLotLive's apply). */
  onLot: (fresh: LotDetail) => void
  /** Shown in a live room: a deposit paid from the bar returns to the room. */
  roomId?: number
}

/** The active 代理出价 ceiling after the leading note. */
function proxyNote(lot: LotDetail): string {
  return lot.myProxy?.status === 'active' ? ` · 代理上限 ${yuan(lot.myProxy.ceilingCents)}` : ''
}

function closedText(lot: LotDetail): string {
  if (lot.status === 'upcoming') return '未开拍'
  return lot.status === 'sold' ? '已成交' : '已流拍'
}

/**
 * The footer that bids on a lot: 出价 ¥{next} in one tap, 加价 for a higher amount. 提交中 while the
 * server has not answered (also while a lost answer is being retried); the refusal's reason under
 * the buttons. The session deposit not paid: 去缴纳保证金 instead of 出价 (the cashier returns to the
 * room or the lot with the bar ready). Nothing under audit mode.
 */
export function BidBar({ lot, onLot, roomId }: BidBarProps) {
  const audit = useAuditMode()
  const { pending, note, bid } = useBid(lot, onLot, roomId)
  const [custom, setCustom] = useState(false)
  const depositAction = useFlowAction({ refusals: [], failed: '保证金订单创建失败，请稍后重试' })
  if (audit) return null
  if ((lot.status === 'live' || lot.status === 'upcoming') && depositDue(lot.deposit)) {
    const from = roomId === undefined ? { sessionId: lot.sessionId, lotId: lot.id } : { sessionId: lot.sessionId, roomId }
    return (
      <View className="bid-bar">
        <View className="bid-bar__note" role="status">
          出价前需缴纳场次保证金 {yuan(lot.depositCents)}，未拍中结拍后全额退还
        </View>
        <ActionBar
          actions={[
            {
              key: 'deposit',
              text: lot.deposit?.status === 'pending' ? '去支付保证金' : '去缴纳保证金',
              kind: 'primary',
              onTap: () => void depositAction.run(() => payDepositFrom(from)),
              loading: depositAction.busy,
            },
          ]}
        />
      </View>
    )
  }
  const open = lot.status === 'live'
  const leading = lot.myState === 'leading'
  const busy = pending !== null
  const status = pending?.lost
    ? BID_PENDING_NOTE
    : busy
      ? `正在提交出价 ${yuan(pending.amountCents)}…`
      : note ||
        (leading
          ? `您当前领先${lot.reserveMet ? '' : '（未达保留价）'} · ${yuan(lot.currentPriceCents ?? 0)}${proxyNote(lot)}`
          : lot.myState === 'outbid'
            ? '您已出局，可继续出价'
            : '')
  return (
    <View className="bid-bar">
      {status && (
        <View className={`bid-bar__note ${leading && !busy && !note ? 'bid-bar__note--leading' : ''} ${note && !busy ? 'bid-bar__note--refused' : ''}`} role="status">
          {status}
        </View>
      )}
      <ActionBar
        actions={[
          { key: 'raise', text: '加价', onTap: () => setCustom(true), disabled: !open || busy || leading },
          {
            key: 'bid',
            text: busy ? '提交中' : !open ? closedText(lot) : leading ? '领先中' : `出价 ${yuan(lot.nextBidCents)}`,
            kind: 'primary',
            onTap: () => void bid(lot.nextBidCents),
            disabled: !open || busy || leading,
            loading: busy,
          },
        ]}
      >
        {open && (
          <CustomBidSheet
            lot={lot}
            visible={custom}
            onClose={() => setCustom(false)}
            onBid={(amount) => {
              setCustom(false)
              void bid(amount)
            }}
          />
        )}
      </ActionBar>
    </View>
  )
}
