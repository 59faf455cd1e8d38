import { SkuList } from '@/features/product/list/sku-list'
import { page } from '@/shared/ui/page-boundary'

export default page(SkuList)
