import { SkuSearch } from '@/features/product/search/sku-search'
import { page } from '@/shared/ui/page-boundary'

export default page(SkuSearch)
