import { LockCreate } from '@/features/stock/orders/lock-create'

export default LockCreate
