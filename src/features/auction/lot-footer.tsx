import { navigate } from '@/core/navigation'
import type { LotDetail } from './api'
import { BidBar } from './bidding'
import { yuan } from '@/shared/format/money'
import { ActionBar } from '@/shared/ui/action-bar'

/** After the close: the won lot's pay page (address, fees, deposit offset), or 已支付 with its bill. */
function WinFooter({ lot }: { lot: LotDetail }) {
  if (!lot.win) return null
  const open = () => void navigate('pages/order/pay/index', { query: { lotId: lot.id } })
  if (lot.win.paid) return <ActionBar actions={[{ key: 'bill', text: `已支付 ${yuan(lot.win.amountCents)} · 查看明细`, onTap: open }]} />
  return <ActionBar actions={[{ key: 'pay', text: `去付款 ${yuan(lot.win.amountCents)}`, kind: 'primary', onTap: open }]} />
}

/** A lot page's footer (the auction's and the live room's): the bid bar while open, the win's payment after. */
export function lotFooter(lot: LotDetail | undefined, apply: (fresh: LotDetail) => void) {
  if (!lot) return undefined
  if (lot.status === 'live' || lot.status === 'upcoming') return <BidBar lot={lot} onLot={apply} />
  return lot.win ? <WinFooter lot={lot} /> : undefined
}
