import { ItemPage } from '@/features/stock/inventory/item-page'
import { page } from '@/shared/ui/page-boundary'

export default page(ItemPage)
