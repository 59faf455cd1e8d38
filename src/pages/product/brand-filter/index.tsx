import { BrandFilter } from '@/features/product/brand-filter/brand-filter'
import { page } from '@/shared/ui/page-boundary'

export default page(BrandFilter)
