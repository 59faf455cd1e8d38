import { LotScreen } from './lot-body'
import { AuctionAuditGuard } from './shared'

/** pages/product/auction/detail?id: one lot live on the server's clock, its bids, and bidding. */
export function AuctionLotDetail() {
  return (
    <AuctionAuditGuard>
      <LotScreen share={(id, lot) => ({ title: lot ? `拍品 ${lot.title}` : '竞拍详情', imageUrl: lot?.cover, path: 'pages/product/auction/detail/index', params: { id } })} />
    </AuctionAuditGuard>
  )
}
