import { ShopSearch } from '@/features/stock/shop/shop-search'
import { page } from '@/shared/ui/page-boundary'

export default page(ShopSearch)
