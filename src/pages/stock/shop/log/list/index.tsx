import { LogList } from '@/features/stock/shop/log-list'
import { page } from '@/shared/ui/page-boundary'

export default page(LogList)
