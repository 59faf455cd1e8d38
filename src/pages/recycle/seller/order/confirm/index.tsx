import { SellerOrderConfirm } from '@/features/recycle/seller/order-confirm'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerOrderConfirm)
