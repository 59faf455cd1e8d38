import { SELLER_ORDER_TABS } from '../machine'
import { RecycleAuditGuard } from '../shared'
import { SellerListScreen, type SellerListSpec } from './bidding-list'

const ORDER_LIST: SellerListSpec = {
  view: 'order',
  tabs: SELLER_ORDER_TABS,
  detailPath: 'pages/recycle/seller/order/detail/index',
  empty: (tab) => (tab.key === 'all' ? '暂无回收订单，接受买家报价后在这里跟进' : `暂无${tab.title}的回收订单`),
}

/** pages/recycle/seller/order/list?tab=: the seller's deals (回收订单) by state. */
export function SellerOrderList() {
  return (
    <RecycleAuditGuard>
      <SellerListScreen spec={ORDER_LIST} />
    </RecycleAuditGuard>
  )
}
