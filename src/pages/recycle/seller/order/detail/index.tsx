import { SellerOrderDetail } from '@/features/recycle/seller/order-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerOrderDetail)
