import { DeliveryList } from '@/features/stock/orders/delivery-list'
import { page } from '@/shared/ui/page-boundary'

export default page(DeliveryList)
