import { LockList } from '@/features/stock/orders/lock-list'
import { page } from '@/shared/ui/page-boundary'

export default page(LockList)
