import { DeliveryDetail } from '@/features/stock/orders/delivery-detail'

export default DeliveryDetail
