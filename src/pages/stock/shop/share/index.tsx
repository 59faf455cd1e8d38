import { ShopShare } from '@/features/stock/shop/shop-share'
import { page } from '@/shared/ui/page-boundary'

export default page(ShopShare)
