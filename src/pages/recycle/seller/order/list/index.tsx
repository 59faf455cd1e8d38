import { SellerOrderList } from '@/features/recycle/seller/order-list'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerOrderList)
