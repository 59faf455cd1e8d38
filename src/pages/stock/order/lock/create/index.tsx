import { LockCreate } from '@/features/stock/orders/lock-create'
import { page } from '@/shared/ui/page-boundary'

export default page(LockCreate)
