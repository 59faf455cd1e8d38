import { DeliveryDetail } from '@/features/stock/orders/delivery-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(DeliveryDetail)
