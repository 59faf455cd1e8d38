import { WinPayScreen } from '@/features/auction/win-pay'
import { OrderPayScreen } from '@/features/cashier/screens'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { page } from '@/shared/ui/page-boundary'

/** pages/order/pay: a won lot's payment (?lotId=, priced with address and fees) or any pay order (?payOrderNo=). */
function OrderPay() {
  const { params } = useCurrentRoute()
  return params.lotId !== undefined ? <WinPayScreen /> : <OrderPayScreen />
}

export default page(OrderPay)
