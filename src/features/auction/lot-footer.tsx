import { View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import type { LotDetail } from './api'
import { BidBar } from './bidding'
import { yuan } from '@/shared/format/money'
import { ActionBar } from '@/shared/ui/action-bar'

/** After the close: the won lot's payment through the cashier (或 已支付). */
function WinFooter({ lot }: { lot: LotDetail }) {
  if (!lot.win) return null
  if (lot.win.paid) return <View className="auction-footer-note">已支付 {yuan(lot.win.amountCents)}</View>
  const payOrderNo = lot.win.payOrderNo
  return (
    <ActionBar
      actions={[{ key: 'pay', text: `去付款 ${yuan(lot.win.amountCents)}`, kind: 'primary', onTap: () => void navigate('pages/order/pay/index', { query: { payOrderNo } }) }]}
    />
  )
}

/** A lot page's footer (the auction's and the live room's): the bid bar while open, the win's payment after. */
export function lotFooter(lot: LotDetail | undefined, apply: (fresh: LotDetail) => void) {
  if (!lot) return undefined
  if (lot.status === 'live' || lot.status === 'upcoming') return <BidBar lot={lot} onLot={apply} />
  return lot.win ? <WinFooter lot={lot} /> : undefined
}
