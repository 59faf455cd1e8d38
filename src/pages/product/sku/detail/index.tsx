import { SkuDetail } from '@/features/product/detail/sku-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(SkuDetail)
