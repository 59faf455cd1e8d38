import { LockDetail } from '@/features/stock/orders/lock-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(LockDetail)
