import { DeliveryList } from '@/features/stock/orders/delivery-list'

export default DeliveryList
