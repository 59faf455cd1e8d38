import { SellerHome } from '@/features/recycle/seller/seller-home'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerHome)
