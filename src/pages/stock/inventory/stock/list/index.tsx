import { StockList } from '@/features/stock/inventory/stock-list'
import { page } from '@/shared/ui/page-boundary'

export default page(StockList)
